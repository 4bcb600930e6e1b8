import { AdminListPage } from "~/components/admin/collection-list";
import { adminHolidaysCopy as copy } from "~/content/admin-timetable";
import { adminSectionMeta } from "~/lib/seo";
import { dateText } from "~/lib/timetable";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-route.server";
import { holidays, holidaysAdmin } from "~/server/collections/batches.server";
import type { Route } from "./+types/holidays";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every holiday (drafts too), earliest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminListLoader(request, { path: copy.path, notices: copy, store: holidays }, (row) => ({
    name: row.name,
    when: dateText(row.date),
  }));
}

/** Delete (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, holidaysAdmin);
}

/** /admin/holidays (docs/decisions/timetable.md "Admin"): the days without classes, by date. */
export default function AdminHolidaysPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={copy}
      ordered={false}
      rows={loaderData.rows.map((row) => ({
        ...row,
        details: <p className="text-stone-700">{row.when}</p>,
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
