import { and, asc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { myAttendanceCopy as copy } from "~/content/coaching";
import { attendanceRate, sessionSlot } from "~/lib/attendance";
import { ATTENDANCE_MARKS, type AttendanceMark, SESSION_KINDS } from "~/lib/attendance-kinds";
import { monthOf, termOf } from "~/lib/terms";
import { addDays, clockText, dateText, indiaDate } from "~/lib/timetable";
import { sessionsOf, storedSessions } from "~/server/coaching/class-sessions.server";
import { holidayDates } from "~/server/collections/batches.server";
import { type Db, getDb } from "~/server/db/db.server";
import { attendance, batch, classSession, student } from "~/server/schema";

/**
 * Attendance as families and the admin read it (docs/decisions/attendance.md "Rates"): a student's
 * classes in a batch session by session (cancelled and make-up classes shown as such), and rates
 * (Present or Late of the marked classes) for this month and this term.
 */

type StoredBatch = typeof batch.$inferSelect;

/**
 * Stored marks with their class, batch and student, by date, time, batch and student name: the
 * rows of the admin's CSV and of a family's data download.
 * @param where which marks (a condition on attendance, class_session, batch or student)
 */
export async function markRows(where: SQL | undefined, db: Db) {
  return db
    .select({
      date: classSession.date,
      startMinutes: classSession.startMinutes,
      kind: classSession.kind,
      batch,
      studentId: attendance.studentId,
      student: student.name,
      mark: attendance.mark,
      changedAt: attendance.changedAt,
      changedBy: attendance.changedBy,
    })
    .from(attendance)
    .innerJoin(classSession, eq(classSession.id, attendance.sessionId))
    .innerJoin(batch, eq(batch.id, classSession.batchId))
    .innerJoin(student, eq(student.id, attendance.studentId))
    .where(where)
    .orderBy(
      asc(classSession.date),
      asc(classSession.startMinutes),
      asc(batch.id),
      asc(sql`lower(${student.name})`),
    );
}

/** How far back a family's session list goes (days). */
const FAMILY_DAYS = 60;
/** How far ahead it shows cancelled and make-up classes (days). */
const FAMILY_AHEAD_DAYS = 14;

/** A student's marks in some batches: by `${batchId}:${studentId}`, each by session slot. */
export async function marksOf(
  pairs: readonly { batchId: number; studentId: number }[],
  from: string,
  until: string,
  db: Db,
): Promise<Map<string, Map<string, AttendanceMark>>> {
  const marks = new Map<string, Map<string, AttendanceMark>>();
  if (pairs.length === 0) return marks;
  const rows = await db
    .select({
      batchId: classSession.batchId,
      date: classSession.date,
      startMinutes: classSession.startMinutes,
      studentId: attendance.studentId,
      mark: attendance.mark,
    })
    .from(attendance)
    .innerJoin(classSession, eq(classSession.id, attendance.sessionId))
    .where(
      and(
        inArray(attendance.studentId, [...new Set(pairs.map((p) => p.studentId))]),
        inArray(classSession.batchId, [...new Set(pairs.map((p) => p.batchId))]),
        gte(classSession.date, from),
        lte(classSession.date, until),
      ),
    );
  for (const row of rows) {
    const key = `${row.batchId}:${row.studentId}`;
    const byStudent = marks.get(key) ?? new Map<string, AttendanceMark>();
    byStudent.set(sessionSlot(row.date, row.startMinutes), row.mark);
    marks.set(key, byStudent);
  }
  return marks;
}

/** "4 of 5 classes (80%)", or "No classes marked yet". */
export function rateText(marks: readonly AttendanceMark[]): string {
  const rate = attendanceRate(marks);
  return rate.percent === null
    ? copy.noneMarked
    : copy.rate(rate.attended, rate.marked, rate.percent);
}

/**
 * A family's confirmed classes, each with the student's attendance: this month's rate and the
 * classes of the last 60 days that have started (from the request's day), with the cancelled and
 * make-up classes of the next 14 days, newest first, each with its mark, "Cancelled: reason" or
 * "Not marked yet".
 * @param items the family's confirmed requests: the batch, the student, the day asked
 * @returns by `${batchId}:${studentId}`
 */
export async function familyAttendance(
  items: readonly { batch: StoredBatch; studentId: number; since: Date }[],
  now = new Date(),
  db?: Db,
) {
  const conn = db ?? (await getDb());
  const today = indiaDate(now);
  const from = addDays(today, -FAMILY_DAYS);
  const until = addDays(today, FAMILY_AHEAD_DAYS);
  const month = monthOf(today);
  const ids = [...new Set(items.map((i) => i.batch.id))];
  const [holidays, stored, marks] = await Promise.all([
    holidayDates(conn),
    storedSessions(ids, from, until, conn),
    marksOf(
      items.map((i) => ({ batchId: i.batch.id, studentId: i.studentId })),
      from,
      today,
      conn,
    ),
  ]);
  const result = new Map<string, { month: string; sessions: { when: string; state: string }[] }>();
  for (const item of items) {
    const key = `${item.batch.id}:${item.studentId}`;
    const own = marks.get(key) ?? new Map<string, AttendanceMark>();
    // The later of two India dates (ISO dates compare as text).
    const start = [indiaDate(item.since), from].sort()[1];
    const sessions = sessionsOf(item.batch, holidays, stored, start, until)
      .filter(
        (s) =>
          s.start.getTime() <= now.getTime() ||
          own.has(s.slot) ||
          s.cancelled !== null ||
          s.kind === "make-up",
      )
      .reverse()
      .map((s) => {
        const mark = own.get(s.slot);
        const kind = s.kind === "make-up" ? ` · ${SESSION_KINDS["make-up"]}` : "";
        return {
          when: `${dateText(s.date)}, ${clockText(s.startMinutes)} IST${kind}`,
          state:
            s.cancelled !== null
              ? copy.cancelled(s.cancelled)
              : mark
                ? ATTENDANCE_MARKS[mark]
                : copy.notMarked,
        };
      });
    const monthMarks = [...own]
      .filter(([slot]) => slot.slice(0, 10) >= month.first && slot.slice(0, 10) <= month.last)
      .map(([, mark]) => mark);
    result.set(key, { month: copy.month(month.name, rateText(monthMarks)), sessions });
  }
  return result;
}

/**
 * A batch's attendance for the admin: each student on any of its registers this term (and every
 * confirmed student), with this month's and this term's rate.
 * @param students the batch's students to list (id and name)
 */
export async function batchAttendance(
  row: StoredBatch,
  students: readonly { id: number; name: string }[],
  now = new Date(),
  db?: Db,
) {
  const conn = db ?? (await getDb());
  const today = indiaDate(now);
  const term = termOf(today);
  const month = monthOf(today);
  const marks = await marksOf(
    students.map((s) => ({ batchId: row.id, studentId: s.id })),
    term.first,
    term.last,
    conn,
  );
  return {
    month: month.name,
    term: term.name,
    students: students.map((s) => {
      const own = [...(marks.get(`${row.id}:${s.id}`) ?? new Map<string, AttendanceMark>())];
      const inMonth = own.filter(
        ([slot]) => slot.slice(0, 10) >= month.first && slot.slice(0, 10) <= month.last,
      );
      return {
        id: s.id,
        name: s.name,
        month: rateText(inMonth.map(([, m]) => m)),
        term: rateText(own.map(([, m]) => m)),
      };
    }),
  };
}
