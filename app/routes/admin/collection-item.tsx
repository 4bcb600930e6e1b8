import { adminSectionPageMeta } from "~/components/admin/section-pages";
import { AdminSectionItem } from "~/components/admin/section-views";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminSectionOf } from "~/server/collections/sections.server";
import type { Route } from "./+types/collection-item";

/**
 * /admin/NAME/new and /admin/NAME/:id, the item page of every admin section on the collection kit
 * (docs/decisions/collection-kit.md "Routes: one generic route module per page"): the route table
 * registers it once per section; the section is the one its route pattern names (sections.server.ts `adminSectionOf`).
 */

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  return adminSectionPageMeta(matches, loaderData, location.pathname);
}

/** The admin only: the empty form (/new), the item's (/:id), or a 404 page for no item. */
export async function loader({ request, params, pattern }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminSectionOf(pattern).pages.itemLoader(request, params.id);
}

/** Saves the item (admin-item.server.ts `adminSaveAction`, or the section's own action). */
export async function action({ request, params, pattern }: Route.ActionArgs) {
  return adminSectionOf(pattern).pages.itemAction(request, params.id);
}

/** The section's form, from its loader's data (components/admin/section-views.tsx). */
export default function AdminCollectionItem({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminSectionItem data={loaderData} refusal={actionData} />;
}
