import { and, eq, gte, lte } from "drizzle-orm";
import { data } from "react-router";
import { myBatchesCopy } from "~/content/coaching";
import { ATTENDANCE_MARKS, SESSION_KINDS } from "~/lib/attendance-kinds";
import { parseId } from "~/lib/collection";
import { termOf } from "~/lib/terms";
import { batchName, clockText, dateText, indiaDate } from "~/lib/timetable";
import { requireAdmin } from "~/server/auth/admin.server";
import { batchAttendance, markRows } from "~/server/coaching/attendance-views.server";
import { sessionsOf, storedSessions } from "~/server/coaching/class-sessions.server";
import { batchStudents, markCounts } from "~/server/coaching/registers.server";
import { holidayDates } from "~/server/collections/batches.server";
import { type Db, getDb } from "~/server/db/db.server";
import { type CsvColumn, csvDocument, indiaTimestamp } from "~/server/http/csv.server";
import { batch, classSession } from "~/server/schema";

/**
 * The admin's attendance (docs/decisions/attendance.md "Rates"): a batch's students with this
 * month's and this term's rate and the term's classes with their registers
 * (/admin/batches/:id/attendance), and every mark as CSV (/admin/attendance.csv).
 */

/**
 * A batch's attendance page.
 * @returns `page: null` with status 404 for a batch that does not exist
 * @throws requireAdmin's redirect for anyone but the admin
 */
export async function batchAttendancePage(
  request: Request,
  rawId: string | undefined,
  now = new Date(),
) {
  await requireAdmin(request);
  const db = await getDb();
  const id = parseId(rawId);
  const [row] = id === null ? [] : await db.select().from(batch).where(eq(batch.id, id));
  if (!row) return data({ page: null }, { status: 404 });
  const today = indiaDate(now);
  const term = termOf(today);
  // The earlier of two India dates (ISO dates compare as text).
  const until = [today, term.last].sort()[0];
  const stored = await storedSessions([row.id], term.first, term.last, db);
  const [holidays, students, counts] = await Promise.all([
    holidayDates(db),
    batchStudents(
      row.id,
      stored.map((s) => s.id),
      db,
    ),
    markCounts(
      stored.map((s) => s.id),
      db,
    ),
  ]);
  const rates = await batchAttendance(row, students, now, db);
  const name = batchName(row);
  return {
    page: {
      id: row.id,
      name,
      month: rates.month,
      term: rates.term,
      students: rates.students,
      sessions: sessionsOf(row, holidays, stored, term.first, until)
        .reverse()
        .map((s) => {
          const n = s.id === null ? 0 : (counts.get(s.id) ?? 0);
          return {
            slot: s.slot,
            when: `${dateText(s.date)}, ${clockText(s.startMinutes)} IST${s.kind === "make-up" ? ` · ${SESSION_KINDS["make-up"]}` : ""}`,
            href: `/my-batches/${row.id}/${s.slot}`,
            label: myBatchesCopy.registerLabel(name, dateText(s.date)),
            state:
              s.cancelled !== null
                ? myBatchesCopy.cancelled(s.cancelled)
                : n > 0
                  ? myBatchesCopy.marked(n, Math.max(n, students.length))
                  : myBatchesCopy.notMarked,
            cancelled: s.cancelled !== null,
          };
        }),
    },
  };
}

type CsvRow = {
  date: string;
  startMinutes: number;
  kind: keyof typeof SESSION_KINDS;
  batch: typeof batch.$inferSelect;
  student: string;
  mark: keyof typeof ATTENDANCE_MARKS;
  changedAt: Date;
  changedBy: string;
};

const COLUMNS: readonly CsvColumn<CsvRow>[] = [
  ["Date", (r) => r.date],
  ["Time (IST)", (r) => clockText(r.startMinutes)],
  ["Batch", (r) => batchName(r.batch)],
  ["Class", (r) => SESSION_KINDS[r.kind]],
  ["Student", (r) => r.student],
  ["Mark", (r) => ATTENDANCE_MARKS[r.mark]],
  ["Marked at", (r) => indiaTimestamp(r.changedAt)],
  ["Marked by", (r) => r.changedBy],
];

/**
 * Every stored mark as CSV (app/server/http/csv.server.ts), by date, time, batch and student name;
 * optionally one batch's, and from / until India dates.
 * @param filter.batchId one batch only; `from`, `until` ("YYYY-MM-DD", inclusive)
 */
export async function attendanceCsv(
  filter: { batchId?: number | null; from?: string | null; until?: string | null } = {},
  db?: Db,
): Promise<string> {
  const conn = db ?? (await getDb());
  const conditions = [
    filter.batchId ? eq(classSession.batchId, filter.batchId) : undefined,
    filter.from ? gte(classSession.date, filter.from) : undefined,
    filter.until ? lte(classSession.date, filter.until) : undefined,
  ];
  const rows = await markRows(and(...conditions), conn);
  return csvDocument(COLUMNS, rows);
}
