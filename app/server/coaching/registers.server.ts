import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import { type AttendanceMark, DEFAULT_MARK } from "~/lib/attendance-kinds";
import { indiaDate } from "~/lib/timetable";
import { requireUser } from "~/server/auth/require-user.server";
import type { SessionUser } from "~/server/auth/session.server";
import {
  type ClassSession,
  findSession,
  lockSession,
} from "~/server/coaching/class-sessions.server";
import { holidayDates } from "~/server/collections/batches.server";
import { type Db, getDb } from "~/server/db/db.server";
import { attendance, attendanceChange, batch, seatRequest, student } from "~/server/schema";

/**
 * Registers (docs/decisions/attendance.md "Registers"): a session's list of students with a mark
 * each. Only the batch's own coach and the admin open or save one. A save writes only the marks
 * the coach changed on their screen (and, on the register's first save, Present for everyone
 * else), so two people saving one register at once lose no mark; every change is kept in
 * attendance_change with who and when.
 */

type StoredBatch = typeof batch.$inferSelect;

/** Who is looking: a signed-in account, and the coach profile it teaches as (null: none). */
export type Staff = { user: SessionUser; coachId: number | null };

/** The staff view of a signed-in account: its coach profile, if any. */
export function staffOf(user: SessionUser): Staff {
  return { user, coachId: user.coachId };
}

/**
 * For the coaches' loaders: the signed-in account as staff, or null when it neither teaches nor is
 * the admin.
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function staffForPage(request: Request): Promise<Staff | null> {
  const staff = staffOf(await requireUser(request));
  return staff.user.isAdmin || staff.coachId !== null ? staff : null;
}

/** Whether the account may see a batch's students and registers: its coach, or the admin. */
export function teaches(staff: Staff, row: Pick<StoredBatch, "coachId">): boolean {
  return staff.user.isAdmin || (staff.coachId !== null && row.coachId === staff.coachId);
}

/** A batch the account teaches (or any, for the admin); null when not found or not theirs. */
export async function taughtBatch(staff: Staff, batchId: number, db?: Db) {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(batch).where(eq(batch.id, batchId));
  return row && teaches(staff, row) ? row : null;
}

/** One student's line of a register. */
export type RegisterLine = {
  studentId: number;
  name: string;
  /** The stored mark; on a register never saved, the default (Present); null: not marked. */
  mark: AttendanceMark | null;
  /** Whether `mark` is stored (false: the default shown on a register never saved). */
  saved: boolean;
};

/** A session's register as the coach sees it. */
export type Register = {
  batch: StoredBatch;
  session: ClassSession;
  lines: RegisterLine[];
  /** Whether any mark is stored. */
  saved: boolean;
  /** Whether marks can be set: the session is not cancelled and has started on India's today. */
  open: boolean;
};

/**
 * The students of a session's register: the batch's confirmed students, and anyone marked on it
 * (a student who withdrew later keeps their mark), by name.
 */
async function registerStudents(conn: Db, batchId: number, sessionId: number | null) {
  const marked =
    sessionId === null
      ? []
      : await conn
          .select({ id: attendance.studentId, mark: attendance.mark })
          .from(attendance)
          .where(eq(attendance.sessionId, sessionId));
  const rows = await batchStudents(batchId, sessionId === null ? [] : [sessionId], conn);
  return { rows, marks: new Map(marked.map((m) => [m.id, m.mark])) };
}

/** The ids of a batch's confirmed students, as a subquery. */
export function confirmedStudentIds(batchId: number, db: Db) {
  return db
    .select({ id: seatRequest.studentId })
    .from(seatRequest)
    .where(and(eq(seatRequest.batchId, batchId), eq(seatRequest.status, "confirmed")));
}

/**
 * A batch's confirmed students and anyone marked on the given sessions (a student who left since
 * keeps their marks), id and name, by name: in one query.
 */
export function batchStudents(batchId: number, sessionIds: number[], db: Db) {
  const marked = db
    .select({ id: attendance.studentId })
    .from(attendance)
    .where(inArray(attendance.sessionId, sessionIds));
  return db
    .select({ id: student.id, name: student.name })
    .from(student)
    .where(
      or(
        inArray(student.id, confirmedStudentIds(batchId, db)),
        sessionIds.length === 0 ? undefined : inArray(student.id, marked),
      ),
    )
    .orderBy(asc(sql`lower(${student.name})`), asc(student.id));
}

/**
 * A session's register, for its batch's coach or the admin.
 * @param date the session's India date; `startMinutes` its India start time
 * @returns null when the batch is not theirs or has no such session (the page answers 404)
 */
export async function registerOf(
  staff: Staff,
  batchId: number,
  date: string,
  startMinutes: number,
  db?: Db,
  now = new Date(),
): Promise<Register | null> {
  const conn = db ?? (await getDb());
  const row = await taughtBatch(staff, batchId, conn);
  if (!row) return null;
  const session = await findSession(row, await holidayDates(conn), date, startMinutes, conn);
  if (!session) return null;
  const { rows, marks } = await registerStudents(conn, row.id, session.id);
  const saved = marks.size > 0;
  return {
    batch: row,
    session,
    saved,
    open: session.cancelled === null && session.date <= indiaDate(now),
    lines: rows.map((s) => {
      const mark = marks.get(s.id);
      return {
        studentId: s.id,
        name: s.name,
        mark: mark ?? (saved ? null : DEFAULT_MARK),
        saved: mark !== undefined,
      };
    }),
  };
}

/** A mark the coach set on their screen, and the mark their screen showed before (null: none). */
export type MarkChange = { studentId: number; mark: AttendanceMark; was: AttendanceMark | null };

/** Why a save was refused (nothing was changed). */
export type RegisterRefusalReason = "not-found" | "not-open";

/** A refused register save. */
export class RegisterRefusal extends Error {
  constructor(readonly reason: RegisterRefusalReason) {
    super(`register refused: ${reason}`);
    this.name = "RegisterRefusal";
  }
}

/**
 * Saves marks on a session's register, in one transaction with the session row locked:
 * - a mark is written when it differs from what the coach's screen showed (`was`), or when the
 *   student has no stored mark (the register's first save writes every shown mark);
 * - on the register's first save, every student of the register not sent gets Present;
 * - a mark equal to the stored one is not written again; every write adds a history row.
 * Students not on the register (another batch's, made up) are ignored.
 * @param actor who saves (an e-mail), kept with each change
 * @returns the register after the save
 * @throws RegisterRefusal "not-found" (not their batch, no such session) or "not-open" (cancelled,
 *   or not started on India's today)
 */
export async function saveMarks(
  staff: Staff,
  batchId: number,
  date: string,
  startMinutes: number,
  changes: readonly MarkChange[],
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<Register> {
  const conn = db ?? (await getDb());
  const before = await registerOf(staff, batchId, date, startMinutes, conn, now);
  if (!before) throw new RegisterRefusal("not-found");
  if (!before.open) throw new RegisterRefusal("not-open");
  await conn.transaction(async (tx) => {
    const row = await lockSession(tx, before.session, actor);
    if (row.cancelledAt) throw new RegisterRefusal("not-open");
    const { rows, marks } = await registerStudents(tx, batchId, row.id);
    const onRegister = new Set(rows.map((r) => r.id));
    const firstSave = marks.size === 0;
    const writes = new Map<number, AttendanceMark>();
    for (const change of changes) {
      if (!onRegister.has(change.studentId)) continue;
      if (change.mark !== change.was || !marks.has(change.studentId)) {
        writes.set(change.studentId, change.mark);
      }
    }
    if (firstSave) {
      for (const id of onRegister) if (!writes.has(id)) writes.set(id, DEFAULT_MARK);
    }
    const changed = [...writes].filter(([id, mark]) => marks.get(id) !== mark);
    if (changed.length === 0) return;
    const values = changed.map(([studentId, mark]) => ({
      sessionId: row.id,
      studentId,
      mark,
      changedAt: now,
      changedBy: actor,
    }));
    await tx
      .insert(attendance)
      .values(values)
      .onConflictDoUpdate({
        target: [attendance.sessionId, attendance.studentId],
        set: {
          mark: sql`excluded.mark`,
          changedAt: sql`excluded.changed_at`,
          changedBy: sql`excluded.changed_by`,
        },
      });
    await tx.insert(attendanceChange).values(values);
  });
  const after = await registerOf(staff, batchId, date, startMinutes, conn, now);
  if (!after) throw new RegisterRefusal("not-found");
  return after;
}

/** How many marks each session's register holds, by session id (sessions without any are absent). */
export async function markCounts(
  sessionIds: readonly number[],
  db?: Db,
): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ id: attendance.sessionId, n: count() })
    .from(attendance)
    .where(inArray(attendance.sessionId, [...sessionIds]))
    .groupBy(attendance.sessionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** A register's change history, newest first: who set which mark for whom, when. */
export async function registerHistory(sessionId: number, db?: Db) {
  const conn = db ?? (await getDb());
  return conn
    .select({
      name: student.name,
      mark: attendanceChange.mark,
      changedAt: attendanceChange.changedAt,
      changedBy: attendanceChange.changedBy,
    })
    .from(attendanceChange)
    .innerJoin(student, eq(student.id, attendanceChange.studentId))
    .where(eq(attendanceChange.sessionId, sessionId))
    .orderBy(sql`${attendanceChange.id} desc`);
}
