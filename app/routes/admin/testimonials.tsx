import { AdminListPage } from "~/components/admin/collection-list";
import { testimonialsAdminCopy as copy } from "~/content/admin-people";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-route.server";
import { testimonialsAdmin } from "~/server/collections/testimonials.server";
import type { Route } from "./+types/testimonials";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every review, drafts included, in carousel order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminListLoader(request, testimonialsAdmin, (item) => ({
    name: item.author,
    text: item.text,
    region: item.region,
  }));
}

/** Delete and move (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, testimonialsAdmin);
}

/** /admin/testimonials: the reviews of the Testimonials page (spec §2 Testimonials). */
export default function TestimonialsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={copy}
      publicPath={copy.publicPath}
      ordered
      rows={loaderData.rows.map((row) => ({
        ...row,
        details: (
          <>
            <p className="text-sm text-stone-700">{row.region}</p>
            <p className="mt-1 line-clamp-3 whitespace-pre-line">{row.text}</p>
          </>
        ),
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
