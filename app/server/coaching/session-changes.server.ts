import { and, eq } from "drizzle-orm";
import { serverEnv } from "~/config/env.server";
import { site } from "~/config/site";
import { sessionChangeCopy as copy } from "~/content/coaching";
import { BATCH_COURSES } from "~/lib/batch-kinds";
import { clockText, dateText, indiaDate } from "~/lib/timetable";
import {
  type ClassSession,
  findSession,
  fromStored,
  lockSession,
} from "~/server/coaching/class-sessions.server";
import { type Staff, taughtBatch } from "~/server/coaching/registers.server";
import { holidayDates } from "~/server/collections/batches.server";
import { isUniqueViolation } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import { mailHeaderLine, smtpUrlOf, trySendMail } from "~/server/enquiries/enquiry-mail.server";
import { moduleLogger } from "~/server/logger.server";
import { classSession, seatRequest, user } from "~/server/schema";

const log = moduleLogger("sessions");

/**
 * Changes to a batch's classes (docs/decisions/attendance.md "Cancelled and make-up classes"): its
 * coach or the admin cancels a class with a reason (or restores it) and adds a make-up class; the
 * families of its confirmed students are mailed (when SMTP_URL is set), and their calendar feeds
 * show the change at their next refresh.
 */

type StoredBatch = NonNullable<Awaited<ReturnType<typeof taughtBatch>>>;

/** Why a change was refused (nothing was changed). */
export type SessionChangeRefusalReason = "not-found" | "taken" | "past";

/** A refused change of a class. */
export class SessionChangeRefusal extends Error {
  constructor(readonly reason: SessionChangeRefusalReason) {
    super(`session change refused: ${reason}`);
    this.name = "SessionChangeRefusal";
  }
}

/** The batch and session named, for its coach or the admin. */
async function taughtSession(
  staff: Staff,
  batchId: number,
  date: string,
  startMinutes: number,
  db: Db,
): Promise<{ row: StoredBatch; session: ClassSession }> {
  const row = await taughtBatch(staff, batchId, db);
  const session = row
    ? await findSession(row, await holidayDates(db), date, startMinutes, db)
    : null;
  if (!row || !session) throw new SessionChangeRefusal("not-found");
  return { row, session };
}

/**
 * Cancels a class (a stored session is made for a class of the schedule), or restores it
 * (`reason` null). Its register keeps any marks.
 * @param reason what families are told (checked by the caller: one line, at most 200 characters)
 * @returns the batch and the session as it was before
 * @throws SessionChangeRefusal "not-found" (not their batch, no such class)
 */
export async function setSessionCancelled(
  staff: Staff,
  batchId: number,
  date: string,
  startMinutes: number,
  reason: string | null,
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<{ row: StoredBatch; session: ClassSession }> {
  const conn = db ?? (await getDb());
  const found = await taughtSession(staff, batchId, date, startMinutes, conn);
  await conn.transaction(async (tx) => {
    const stored = await lockSession(tx, found.session, actor);
    await tx
      .update(classSession)
      .set({
        cancelledAt: reason === null ? null : now,
        cancelReason: reason ?? "",
        updatedAt: now,
        updatedBy: actor,
      })
      .where(eq(classSession.id, stored.id));
  });
  return found;
}

/**
 * Adds a make-up class to a batch, as long as the batch's usual class.
 * @param date an India date, today or later; `startMinutes` its India start time
 * @throws SessionChangeRefusal "not-found" (not their batch), "past" (before India's today) or
 *   "taken" (the batch has a class at that date and time)
 */
export async function addMakeUp(
  staff: Staff,
  batchId: number,
  date: string,
  startMinutes: number,
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<{ row: StoredBatch; session: ClassSession }> {
  const conn = db ?? (await getDb());
  const row = await taughtBatch(staff, batchId, conn);
  if (!row) throw new SessionChangeRefusal("not-found");
  if (date < indiaDate(now)) throw new SessionChangeRefusal("past");
  const existing = await findSession(row, await holidayDates(conn), date, startMinutes, conn);
  if (existing) throw new SessionChangeRefusal("taken");
  try {
    const [stored] = await conn
      .insert(classSession)
      .values({
        batchId,
        date,
        startMinutes,
        durationMinutes: row.durationMinutes,
        kind: "make-up",
        createdAt: now,
        updatedAt: now,
        updatedBy: actor,
      })
      .returning();
    return { row, session: fromStored(stored) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new SessionChangeRefusal("taken");
    throw error;
  }
}

/**
 * Mails the families of a batch's confirmed students about a cancelled or added class, one mail
 * per family naming its students, when SMTP_URL (or `options.smtpUrl`) is set. A failed mail is
 * logged and never undoes the change.
 * @returns how many families were mailed
 */
export async function mailSessionChange(
  change: {
    row: StoredBatch;
    session: ClassSession;
    kind: "cancelled" | "make-up";
    reason?: string;
  },
  options: { smtpUrl?: string | null; db?: Db } = {},
): Promise<number> {
  const smtpUrl = smtpUrlOf(options);
  if (!smtpUrl) return 0;
  const conn = options.db ?? (await getDb());
  const rows = await conn
    .select({ email: user.email, name: seatRequest.studentName })
    .from(seatRequest)
    .innerJoin(user, eq(user.id, seatRequest.userId))
    .where(and(eq(seatRequest.batchId, change.row.id), eq(seatRequest.status, "confirmed")));
  const families = new Map<string, string[]>();
  for (const r of rows) families.set(r.email, [...(families.get(r.email) ?? []), r.name]);
  const course = BATCH_COURSES[change.row.course];
  const date = dateText(change.session.date);
  const when = `${date}, ${clockText(change.session.startMinutes)} IST`;
  const link = `${serverEnv().siteUrl}/my-classes`;
  let sent = 0;
  for (const [to, names] of families) {
    const v = { students: names.join(", "), course, when, site: site.name, link };
    const mail = {
      from: { name: site.name, address: site.email },
      to,
      subject: mailHeaderLine(
        change.kind === "cancelled"
          ? copy.mail.cancelledSubject(course, date)
          : copy.mail.makeUpSubject(course, date),
        150,
      ),
      text:
        change.kind === "cancelled"
          ? copy.mail.cancelledText({ ...v, reason: change.reason ?? "" })
          : copy.mail.makeUpText(v),
    };
    if (await trySendMail(mail, smtpUrl, "class change mail not sent", log)) sent += 1;
  }
  return sent;
}
