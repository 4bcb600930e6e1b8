import { AdminListPage } from "~/components/admin/collection-list";
import { faqsAdminCopy as copy } from "~/content/admin-people";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-route.server";
import { faqsAdmin } from "~/server/collections/faqs.server";
import type { Route } from "./+types/faqs";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every question, drafts included, in accordion order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminListLoader(request, faqsAdmin, (item) => ({
    name: item.question,
    firstParagraph: item.answer[0] ?? "",
  }));
}

/** Delete and move (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, faqsAdmin);
}

/** /admin/faqs: the questions of the FAQ page (spec §2 FAQ). */
export default function FaqsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={copy}
      publicPath={copy.publicPath}
      ordered
      rows={loaderData.rows.map((row) => ({
        ...row,
        details: <p className="line-clamp-2 text-sm text-stone-700">{row.firstParagraph}</p>,
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
