import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { sessionSlot } from "~/lib/attendance";
import type { SessionKind } from "~/lib/attendance-kinds";
import { classDates, classStart } from "~/lib/timetable";
import { type Db, getDb } from "~/server/db/db.server";
import { type batch, classSession } from "~/server/schema";

/**
 * A batch's class sessions (docs/decisions/attendance.md "Sessions"): the dates of its schedule
 * (weekdays within its first and last date, holidays skipped: the rule of the timetable and the
 * calendar feed, app/lib/timetable.ts `classDates`), with the stored sessions laid over them: a
 * cancelled class, a make-up class, a class whose register was saved.
 */

type StoredBatch = typeof batch.$inferSelect;
/** A stored session row. */
export type StoredSession = typeof classSession.$inferSelect;

/** One session of a batch as pages show it. */
export type ClassSession = {
  batchId: number;
  /** India date, YYYY-MM-DD. */
  date: string;
  /** India start time, minutes after midnight. */
  startMinutes: number;
  durationMinutes: number;
  kind: SessionKind;
  /** The reason given, when cancelled; null otherwise. */
  cancelled: string | null;
  /** The stored row's id, null for a class of the schedule nobody has touched. */
  id: number | null;
  /** Its name in addresses (app/lib/attendance.ts `sessionSlot`). */
  slot: string;
  /** When it starts. */
  start: Date;
};

/** A stored session as a {@link ClassSession}. */
export function fromStored(row: StoredSession): ClassSession {
  return {
    batchId: row.batchId,
    date: row.date,
    startMinutes: row.startMinutes,
    durationMinutes: row.durationMinutes,
    kind: row.kind,
    cancelled: row.cancelledAt ? row.cancelReason : null,
    id: row.id,
    slot: sessionSlot(row.date, row.startMinutes),
    start: classStart(row.date, row.startMinutes),
  };
}

/**
 * A batch's sessions from `from` to `until` (India dates, inclusive), in time order: its
 * schedule's classes and its stored sessions in that range (stored wins for the same slot).
 * @param holidays the holiday dates
 * @param stored the batch's stored sessions (any range; others are ignored)
 */
export function sessionsOf(
  row: StoredBatch,
  holidays: ReadonlySet<string>,
  stored: readonly StoredSession[],
  from: string,
  until: string,
): ClassSession[] {
  const bySlot = new Map<string, ClassSession>();
  for (const date of classDates(row, holidays, from, until)) {
    const slot = sessionSlot(date, row.startMinutes);
    bySlot.set(slot, {
      batchId: row.id,
      date,
      startMinutes: row.startMinutes,
      durationMinutes: row.durationMinutes,
      kind: "regular",
      cancelled: null,
      id: null,
      slot,
      start: classStart(date, row.startMinutes),
    });
  }
  for (const s of stored) {
    if (s.batchId !== row.id || s.date < from || s.date > until) continue;
    const session = fromStored(s);
    bySlot.set(session.slot, session);
  }
  return [...bySlot.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The stored sessions of some batches from `from` to `until` (India dates, inclusive). */
export async function storedSessions(
  batchIds: readonly number[],
  from: string,
  until: string,
  db?: Db,
): Promise<StoredSession[]> {
  if (batchIds.length === 0) return [];
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(classSession)
    .where(
      and(
        inArray(classSession.batchId, [...batchIds]),
        gte(classSession.date, from),
        lte(classSession.date, until),
      ),
    );
}

/**
 * The session of a batch at a slot: a stored one, or a class of its schedule on that date and at
 * its start time; null when the batch has no session there.
 */
export async function findSession(
  row: StoredBatch,
  holidays: ReadonlySet<string>,
  date: string,
  startMinutes: number,
  db?: Db,
): Promise<ClassSession | null> {
  const stored = await storedSessions([row.id], date, date, db);
  return (
    sessionsOf(row, holidays, stored, date, date).find((s) => s.startMinutes === startMinutes) ??
    null
  );
}

/**
 * The stored row of a session, made from the schedule when it has none yet, locked for the rest
 * of the transaction (so two saves of one register take turns). Two first saves at once both end
 * with the one row (insert … on conflict do nothing, then read).
 * @param tx a transaction
 * @param actor who caused it (an e-mail)
 */
export async function lockSession(
  tx: Db,
  session: ClassSession,
  actor: string,
): Promise<StoredSession> {
  await tx
    .insert(classSession)
    .values({
      batchId: session.batchId,
      date: session.date,
      startMinutes: session.startMinutes,
      durationMinutes: session.durationMinutes,
      kind: session.kind,
      updatedBy: actor,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(classSession)
    .where(
      and(
        eq(classSession.batchId, session.batchId),
        eq(classSession.date, session.date),
        eq(classSession.startMinutes, session.startMinutes),
      ),
    )
    .for("update");
  return row;
}
