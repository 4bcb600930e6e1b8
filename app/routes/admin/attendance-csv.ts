import { parseId } from "~/lib/collection";
import { isIsoDate } from "~/lib/timetable";
import { requireAdmin } from "~/server/auth/admin.server";
import { attendanceCsv } from "~/server/coaching/attendance-admin.server";
import { csvResponse } from "~/server/http/csv.server";
import type { Route } from "./+types/attendance-csv";

/**
 * `GET /admin/attendance.csv` (docs/decisions/attendance.md "Rates"): every stored mark, or one
 * batch's (`?batch=ID`), optionally `?from=YYYY-MM-DD&until=YYYY-MM-DD`, as an RFC 4180 attachment
 * (app/server/http/csv.server.ts). The admin only: anyone else is redirected to /adminlogin.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const date = (name: string) => {
    const value = params.get(name);
    return isIsoDate(value) ? value : null;
  };
  const csv = await attendanceCsv({
    batchId: parseId(params.get("batch")),
    from: date("from"),
    until: date("until"),
  });
  return csvResponse(csv, "attendance");
}
