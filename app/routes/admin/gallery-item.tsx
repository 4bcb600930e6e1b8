import { Link } from "react-router";
import { AlbumFields } from "~/components/admin/album-fields";
import { AlbumPhotos } from "~/components/admin/album-photos";
import { ChangedLine, PublicationBadge } from "~/components/admin/collection-controls";
import { AdminItemPage } from "~/components/admin/collection-item";
import { adminButton } from "~/components/admin/collection-list";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { isPhotoIntent } from "~/lib/gallery";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader } from "~/server/collections/admin-route.server";
import { albums } from "~/server/collections/gallery.server";
import { albumPageAction, albumPageExtra } from "~/server/collections/gallery-admin.server";
import type { Route } from "./+types/gallery-item";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy, { id: params.id, heading: loaderData?.heading });
}

/**
 * The admin only: the new album's form (/admin/gallery/new: a draft) or an album's page
 * (/admin/gallery/:id): its form, its photos and the line after the last change; an address
 * that names no album answers 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => albums.get(id), {
    title: copy.title,
    heading: (album) => (album ? copy.editHeading(album.title) : copy.addHeading),
    empty: { title: "", takenOn: "", eventId: "", published: "" },
    extra: (album) => albumPageExtra(request, album),
    values: (album) => ({
      title: album.title,
      takenOn: album.takenOn,
      eventId: album.eventId === null ? "" : String(album.eventId),
      published: album.published ? "on" : "",
    }),
  });
}

/** Saves the album, or changes one of its photos (gallery-admin.server.ts `albumPageAction`). */
export async function action({ request, params }: Route.ActionArgs) {
  return albumPageAction(request, params.id);
}

/**
 * New album and an album's page (spec §2 Gallery): the album's form (title, date, event,
 * published), then on a stored album its photos and "Add photos". A refused form shows its
 * messages and keeps what was typed: the album's in the form, a photo's under that photo.
 */
export default function AdminAlbumPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, extra } = loaderData;
  const photoRefusal = isPhotoIntent(actionData?.values?.intent) ? actionData : undefined;
  const albumRefusal = photoRefusal ? undefined : actionData;
  const values = albumRefusal?.values ?? loaderData.values;
  // A photo's refusal is said at the top too, in its own words.
  const errors = photoRefusal
    ? { form: photoRefusal.errors.photo ?? photoRefusal.errors.alt ?? photoRefusal.errors.form }
    : (albumRefusal?.errors ?? {});
  const album = extra?.album;
  return (
    <AdminItemPage
      heading={loaderData.heading}
      path={copy.path}
      back={copy.back}
      missing={loaderData.missing}
      notice={extra?.notice}
      errors={errors}
      published={values.published === "on"}
      form={{
        idPrefix: "album",
        published: { label: copy.publishedLabel },
        submit: id === null ? copy.create : copy.save,
      }}
      formKey={JSON.stringify(loaderData.values)}
      intro={
        album ? (
          <div className="mt-2 space-y-1">
            <PublicationBadge published={album.published} />
            <ChangedLine updatedAt={album.updatedAt} updatedBy={album.updatedBy} />
            {album.published ? (
              <p>
                <Link to={`${copy.publicPath}/${album.slug}`} className={adminButton.link}>
                  {copy.view}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null
      }
      after={
        id !== null && extra ? (
          <AlbumPhotos
            path={`${copy.path}/${id}`}
            photos={extra.photos}
            confirming={extra.confirming}
            refusal={photoRefusal}
          />
        ) : null
      }
    >
      <AlbumFields idPrefix="album" values={values} events={extra?.events ?? []} errors={errors} />
    </AdminItemPage>
  );
}
