import { AdminListPage } from "~/components/admin/collection-list";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { formatAlbumDate } from "~/lib/gallery";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-route.server";
import { albumsAdmin } from "~/server/collections/gallery-admin.server";
import type { Route } from "./+types/gallery";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every album, drafts included, in the gallery's order, with its photo count. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminListLoader(request, albumsAdmin, (album) => ({
    name: album.title,
    takenOn: album.takenOn,
    photoCount: album.photoCount,
  }));
}

/** Delete (the album and its photos) and move (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, albumsAdmin);
}

/** /admin/gallery: the albums of the gallery page (spec §2 Gallery). */
export default function AdminGalleryPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={copy}
      publicPath={copy.publicPath}
      ordered
      rows={loaderData.rows.map((album) => ({
        ...album,
        details: (
          <p className="text-sm text-stone-700">
            {formatAlbumDate(album.takenOn)} · {copy.photoCount(album.photoCount)}
          </p>
        ),
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
