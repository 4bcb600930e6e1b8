import { data, Link, redirect, useNavigation } from "react-router";
import { AlbumForm } from "~/components/admin/album-fields";
import {
  ActionMessage,
  type AdminActionResult,
  ChangedLine,
  DeleteWithConfirm,
  MoveButtons,
  PublicationBadge,
} from "~/components/admin/collection-controls";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { adminCollectionCopy } from "~/content/admin-nav";
import { parseId, parseMoveDirection } from "~/lib/collection";
import { formatAlbumDate } from "~/lib/gallery";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { readAdminForm, requireAdmin } from "~/server/admin.server";
import { listAlbumEventChoices } from "~/server/album-events.server";
import { saveAlbumForm } from "~/server/album-form.server";
import {
  createAlbum,
  deleteAlbum,
  listAlbums,
  moveAlbum,
} from "~/server/collections/gallery.server";
import type { Route } from "./+types/gallery";

const PATH = "/admin/gallery";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | Admin | ${site.name}`,
    description: copy.intro,
    path: PATH,
    noIndex: true,
  });
}

/**
 * Every album (drafts too) in the gallery's order, the events an album can belong to, and
 * `?delete=ID` (the album awaiting delete confirmation).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [albums, events] = await Promise.all([
    listAlbums({ includeDrafts: true }),
    listAlbumEventChoices(),
  ]);
  const confirming = parseId(new URL(request.url).searchParams.get("delete"));
  return { albums, events, confirming };
}

/**
 * Album list changes (docs/decisions/admin-area.md "Gallery"): `create` (then the album's page),
 * `move` (up/down) and `delete` (the album and its photos). Admin only, same origin only
 * (readAdminForm).
 */
export async function action({ request }: Route.ActionArgs) {
  const { user, form } = await readAdminForm(request);
  const intent = form.get("intent");
  if (intent === "create") {
    const outcome = await saveAlbumForm(form, (input) => createAlbum(input, user.email));
    if (outcome.refusal) return outcome.refusal;
    return redirect(`${PATH}/${outcome.saved.id}?created=1`);
  }
  const id = parseId(form.get("id"));
  if (intent === "move") {
    const direction = parseMoveDirection(form.get("direction"));
    if (id && direction && (await moveAlbum(id, direction))) {
      return { ok: true, message: copy.moved } satisfies AdminActionResult;
    }
  } else if (intent === "delete") {
    if (id && (await deleteAlbum(id))) {
      return { ok: true, message: copy.deleted } satisfies AdminActionResult;
    }
  } else {
    return data<AdminActionResult>(
      { ok: false, message: adminCollectionCopy.unknownIntent, errors: {} },
      { status: 400 },
    );
  }
  return data<AdminActionResult>(
    { ok: false, message: adminCollectionCopy.notFound, errors: {} },
    { status: 404 },
  );
}

/** The admin's gallery: a form for a new album, then every album with its controls. */
export default function AdminGalleryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { albums, events, confirming } = loaderData;
  const busy = useNavigation().formData?.get("intent") === "create";
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900">{copy.heading}</h1>
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      <ActionMessage result={actionData} />

      <section aria-labelledby="new-album" className="mt-8 rounded-xl border border-stone-200 p-5">
        <h2 id="new-album" className="text-xl font-bold text-stone-900">
          {copy.newHeading}
        </h2>
        <AlbumForm
          intent="create"
          submitLabel={copy.create}
          busy={busy}
          className="mt-4 grid gap-4 sm:grid-cols-2"
          idPrefix="new-album"
          values={refused?.values}
          events={events}
          errors={refused?.errors}
        />
      </section>

      <section aria-labelledby="album-list" className="mt-10">
        <h2 id="album-list" className="text-xl font-bold text-stone-900">
          {copy.listHeading}
        </h2>
        {albums.length === 0 ? <p className="mt-3 text-stone-700">{copy.empty}</p> : null}
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {albums.map((album, i) => (
            <li key={album.id} className="flex flex-wrap items-center gap-4 p-4">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`${PATH}/${album.id}`}
                    className="font-semibold text-amber-900 underline"
                    aria-label={adminCollectionCopy.editLabel(album.title)}
                  >
                    {album.title}
                  </Link>
                  <PublicationBadge published={album.published} />
                </p>
                <p className="text-sm text-stone-700">
                  {formatAlbumDate(album.takenOn)} · {copy.photoCount(album.photoCount)}
                </p>
                <ChangedLine updatedAt={album.updatedAt} updatedBy={album.updatedBy} />
              </div>
              <MoveButtons
                id={album.id}
                name={album.title}
                first={i === 0}
                last={i === albums.length - 1}
              />
              <DeleteWithConfirm
                id={album.id}
                name={album.title}
                listPath={PATH}
                confirming={confirming === album.id}
              />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
