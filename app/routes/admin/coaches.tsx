import { AdminListPage } from "~/components/admin/collection-list";
import { coachesAdminCopy as copy } from "~/content/admin-people";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-route.server";
import { coachesAdmin } from "~/server/collections/coaches.server";
import type { Route } from "./+types/coaches";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every coach, drafts included, in page order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminListLoader(request, coachesAdmin, (coach) => ({
    name: coach.name,
    title: coach.title,
    fideRating: coach.fideRating,
    hasPhoto: coach.photoId !== null,
  }));
}

/** Delete (with its photo) and move (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, coachesAdmin);
}

/** /admin/coaches: the coach profiles of /coaches (spec §3 Coach profile). */
export default function CoachesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={copy}
      publicPath={copy.publicPath}
      ordered
      rows={loaderData.rows.map((item) => ({
        ...item,
        details: (
          <p>
            {item.title}
            {item.fideRating ? ` · ${copy.ratingShort(item.fideRating)}` : ""}
            {item.hasPhoto ? ` · ${copy.hasPhoto}` : ""}
          </p>
        ),
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
