import { data, Form, Link } from "react-router";
import { AlbumForm } from "~/components/admin/album-fields";
import {
  ActionMessage,
  type AdminActionResult,
  ChangedLine,
  DeleteWithConfirm,
  MoveButtons,
  PublicationBadge,
} from "~/components/admin/collection-controls";
import { PhotoUploader } from "~/components/admin/photo-uploader";
import { FormField, fieldInputClass } from "~/components/form-field";
import { NotFound } from "~/components/not-found";
import { Photo } from "~/components/photo";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { adminCollectionCopy } from "~/content/admin-nav";
import { parseId, parseMoveDirection } from "~/lib/collection";
import { PHOTO_ALT_LIMIT } from "~/lib/photo";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { readAdminForm, requireAdmin } from "~/server/admin.server";
import { listAlbumEventChoices } from "~/server/album-events.server";
import { saveAlbumForm } from "~/server/album-form.server";
import {
  addAlbumPhoto,
  deleteAlbumPhoto,
  getAlbum,
  listAlbumPhotos,
  moveAlbumPhoto,
  updateAlbum,
  updateAlbumPhotoAlt,
} from "~/server/collections/gallery.server";
import { ImageUploadError } from "~/server/image-upload.server";
import type { Route } from "./+types/gallery-album";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const title = loaderData?.album ? copy.editHeading(loaderData.album.title) : "404 Page Not Found";
  return pageMeta(site, {
    title: `${title} | Admin | ${site.name}`,
    description: copy.intro,
    path: "/admin/gallery",
    noIndex: true,
  });
}

/**
 * The album, its photos in order, the events it can belong to, and the photo awaiting delete
 * confirmation (`?delete=ID`).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const album = id ? await getAlbum(id) : null;
  if (!album) {
    return data({ album: null, photos: [], events: [], confirming: null }, { status: 404 });
  }
  const [photos, events] = await Promise.all([listAlbumPhotos(album.id), listAlbumEventChoices()]);
  const url = new URL(request.url);
  return { album, photos, events, confirming: parseId(url.searchParams.get("delete")) };
}

/**
 * Album changes (docs/decisions/admin-area.md "Gallery"): `update` (title, date, event, published),
 * `add-photo` (one photo and its alt text, the no-JavaScript upload), `alt`, `move` and `delete` of
 * a photo. Admin only, same origin only (readAdminForm); refusals keep what was typed and change
 * nothing.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, form } = await readAdminForm(request);
  const albumId = parseId(params.id);
  const album = albumId ? await getAlbum(albumId) : null;
  const notFound = () =>
    data<AdminActionResult>(
      { ok: false, message: adminCollectionCopy.notFound, errors: {} },
      { status: 404 },
    );
  if (!album) return notFound();
  const intent = form.get("intent");
  const photoId = parseId(form.get("id"));

  switch (intent) {
    case "update": {
      const outcome = await saveAlbumForm(form, (input) =>
        updateAlbum(album.id, input, user.email),
      );
      if (outcome.refusal) return outcome.refusal;
      return { ok: true, message: copy.saved } satisfies AdminActionResult;
    }
    case "add-photo": {
      const file = form.get("photo");
      try {
        await addAlbumPhoto(
          album.id,
          file instanceof Blob ? file : null,
          form.get("alt"),
          user.email,
        );
      } catch (error) {
        if (!(error instanceof ImageUploadError)) throw error;
        return data<AdminActionResult>(
          { ok: false, message: error.message, errors: { photo: error.message } },
          { status: error.status },
        );
      }
      return { ok: true, message: copy.photoAdded } satisfies AdminActionResult;
    }
    case "alt": {
      if (!photoId) return notFound();
      try {
        if (!(await updateAlbumPhotoAlt(album.id, photoId, form.get("alt"), user.email))) {
          return notFound();
        }
      } catch (error) {
        if (!(error instanceof ImageUploadError)) throw error;
        return data<AdminActionResult>(
          { ok: false, message: error.message, errors: { [`alt-${photoId}`]: error.message } },
          { status: 400 },
        );
      }
      return { ok: true, message: copy.altSaved } satisfies AdminActionResult;
    }
    case "move": {
      const direction = parseMoveDirection(form.get("direction"));
      if (
        photoId &&
        direction &&
        (await moveAlbumPhoto(album.id, photoId, direction, user.email))
      ) {
        return { ok: true, message: copy.moved } satisfies AdminActionResult;
      }
      return notFound();
    }
    case "delete": {
      if (photoId && (await deleteAlbumPhoto(album.id, photoId, user.email))) {
        return { ok: true, message: copy.deleted } satisfies AdminActionResult;
      }
      return notFound();
    }
    default:
      return data<AdminActionResult>(
        { ok: false, message: adminCollectionCopy.unknownIntent, errors: {} },
        { status: 400 },
      );
  }
}

/** One album for the admin: its details, its photos with their controls, and "Add photos". */
export default function AdminAlbumPage({ loaderData, actionData }: Route.ComponentProps) {
  const { album, photos, events, confirming } = loaderData;
  if (!album) return <NotFound />;
  const path = `/admin/gallery/${album.id}`;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const typed = refused?.values ?? {
    title: album.title,
    takenOn: album.takenOn,
    published: album.published ? "on" : "",
    eventId: album.eventId === null ? "" : String(album.eventId),
  };
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <p>
        <Link to="/admin/gallery" className="font-semibold text-amber-900 underline">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-3 flex flex-wrap items-center gap-3 font-display text-3xl font-bold text-stone-900">
        {copy.editHeading(album.title)} <PublicationBadge published={album.published} />
      </h1>
      <ChangedLine updatedAt={album.updatedAt} updatedBy={album.updatedBy} />
      {album.published ? (
        <p className="mt-1">
          <Link to={`/gallery/${album.slug}`} className="text-amber-900 underline">
            {copy.view}
          </Link>
        </p>
      ) : null}
      <ActionMessage result={actionData} />

      <AlbumForm
        key={`${album.updatedAt}-${refused ? "typed" : "stored"}`}
        intent="update"
        submitLabel={copy.save}
        className="mt-6 grid gap-4 rounded-xl border border-stone-200 p-5 sm:grid-cols-2"
        idPrefix="album"
        values={typed}
        events={events}
        errors={refused?.errors}
      />

      <section aria-labelledby="photos-heading" className="mt-10">
        <h2 id="photos-heading" className="text-xl font-bold text-stone-900">
          {copy.photosHeading}
        </h2>
        {photos.length === 0 ? <p className="mt-3 text-stone-700">{copy.noPhotos}</p> : null}
        <ul className="mt-4 grid gap-4">
          {photos.map(({ albumPhotoId, photo }, i) => {
            const name = photo.alt || copy.photoName(i + 1);
            const altError = refused?.errors[`alt-${albumPhotoId}`];
            return (
              <li
                key={albumPhotoId}
                className="flex flex-wrap items-start gap-4 rounded-xl border border-stone-200 p-3"
              >
                <Photo photo={photo} sizes="128px" className="h-32 w-32 rounded object-cover" />
                <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="alt" />
                  <input type="hidden" name="id" value={albumPhotoId} />
                  <FormField
                    id={`alt-${albumPhotoId}`}
                    label={copy.altLabel}
                    error={altError}
                    className="min-w-0 flex-1"
                  >
                    {(control) => (
                      <input
                        {...control}
                        key={photo.alt}
                        name="alt"
                        required
                        maxLength={PHOTO_ALT_LIMIT}
                        defaultValue={photo.alt}
                        className={fieldInputClass}
                      />
                    )}
                  </FormField>
                  <button
                    type="submit"
                    aria-label={`${copy.saveAlt}: ${name}`}
                    className="rounded-md border border-stone-400 bg-white px-3 py-2.5 text-sm font-semibold"
                  >
                    {copy.saveAlt}
                  </button>
                </Form>
                <MoveButtons
                  id={albumPhotoId}
                  name={name}
                  first={i === 0}
                  last={i === photos.length - 1}
                />
                <DeleteWithConfirm
                  id={albumPhotoId}
                  name={name}
                  listPath={path}
                  confirming={confirming === albumPhotoId}
                />
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="add-photos"
        className="mt-10 rounded-xl border border-stone-200 p-5"
      >
        <h2 id="add-photos" className="text-xl font-bold text-stone-900">
          {copy.addHeading}
        </h2>
        <div className="mt-4">
          <PhotoUploader uploadUrl={`${path}/photos`} error={refused?.errors.photo} />
        </div>
      </section>
    </section>
  );
}
