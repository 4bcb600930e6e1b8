import { AdminSectionList, adminSectionPageMeta } from "~/components/admin/section-pages";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminSectionOf } from "~/server/collections/sections.server";
import type { Route } from "./+types/collection-list";

/**
 * /admin/NAME, the list page of every admin section on the collection kit
 * (docs/decisions/collection-kit.md "Routes: one generic route module per page"): the route table
 * registers it once per section; the section is the one its route pattern names (sections.server.ts `adminSectionOf`).
 */

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  return adminSectionPageMeta(matches, loaderData, location.pathname);
}

/** The admin only: every item, drafts included, in the section's order. */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminSectionOf(pattern).pages.listLoader(request);
}

/** Delete and move (admin-list.server.ts `adminListAction`). */
export async function action({ request, pattern }: Route.ActionArgs) {
  return adminSectionOf(pattern).pages.listAction(request);
}

/** The section's list, from its loader's data (components/admin/section-pages.tsx). */
export default function AdminCollectionList({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminSectionList data={loaderData} error={actionData?.errors.form} />;
}
