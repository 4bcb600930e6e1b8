import { AdminListPage } from "~/components/admin/collection-list";
import { testimonialsAdminCopy as copy } from "~/content/admin-people";
import { adminPageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/admin.server";
import {
  adminListAction,
  adminListQuery,
  adminNotice,
  redirectOldItemAddress,
} from "~/server/collections/admin-route.server";
import { testimonials, testimonialsAdmin } from "~/server/collections/testimonials.server";
import type { Route } from "./+types/testimonials";

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: copy.title,
    description: copy.intro,
    path: copy.path,
  });
}

/** The admin only: every review, drafts included, in carousel order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  redirectOldItemAddress(request, copy.path);
  const query = adminListQuery(request);
  const rows = (await testimonials.list({ includeDrafts: true })).map((item) => ({
    id: item.id,
    name: item.author,
    text: item.text,
    region: item.region,
    published: item.published,
    updatedAt: item.updatedAt.toISOString(),
    updatedBy: item.updatedBy,
  }));
  return { rows, confirming: query.confirming, notice: adminNotice(query, rows, copy) };
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
