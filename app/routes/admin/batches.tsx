import { Link } from "react-router";
import { AdminListPage, adminButton } from "~/components/admin/collection-list";
import { adminBatchesCopy as copy } from "~/content/admin-timetable";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import {
  adminListAction,
  adminListQuery,
  adminNotice,
} from "~/server/collections/admin-route.server";
import { batchesAdmin } from "~/server/collections/batches.server";
import { adminBatchRows } from "~/server/timetable/timetable.server";
import type { Route } from "./+types/batches";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every batch (drafts too) in the timetable's order, with its seats. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = adminListQuery(request);
  const rows = await adminBatchRows();
  return { rows, confirming: query.confirming, notice: adminNotice(query, rows, copy) };
}

/** Delete (with its seat requests) and move (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, batchesAdmin);
}

/**
 * /admin/batches (docs/decisions/timetable.md "Admin"): every batch with its badge, days and
 * India time, mode or centre, coach, language and seats, who changed it, Up/Down, its seat
 * requests, Edit and Delete.
 */
export default function AdminBatchesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={copy}
      publicPath={copy.publicPath}
      ordered
      rows={loaderData.rows.map((row) => ({
        ...row,
        details: (
          <ul className="space-y-0.5 text-stone-700">
            {row.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
        actions: (
          <Link
            to={`${copy.path}/${row.id}/requests`}
            aria-label={copy.requestsLabel(row.name)}
            className={adminButton.small}
          >
            {copy.requests}
          </Link>
        ),
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
