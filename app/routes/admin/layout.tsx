import { Outlet } from "react-router";
import { AdminNav } from "~/components/admin/admin-nav";
import { requireAdmin } from "~/server/auth/admin.server";
import type { Route } from "./+types/layout";

/**
 * The admin area's layout (docs/decisions/admin-area.md "Admin area"): the section navigation above
 * every admin page. Its loader sends anyone but the admin to /adminlogin; every child route still
 * guards its own loader and action (loaders run in parallel, so a layout guard alone is not
 * enough).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/**
 * The admin pages under their navigation. A long unbroken word a visitor or the admin typed (a
 * pasted Maps link, a long slug) wraps anywhere instead of widening a list past a phone's screen
 * (`overflow-wrap: anywhere`, inherited; unlike `break-word` it also narrows grid and flex
 * items, so no admin element sets `break-words` over it).
 */
export default function AdminLayout() {
  return (
    <div className="wrap-anywhere">
      <AdminNav />
      <Outlet />
    </div>
  );
}
