import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { isUniqueViolation } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import {
  attendance,
  attendanceTally,
  classSession,
  deletionRequest,
  student,
  user,
} from "~/server/schema";

/**
 * Deleting a family's data (docs/decisions/families.md "Deleting a family's data"; India's DPDP
 * Act 2023, the right of erasure): the family asks from My classes; the admin carries it out.
 * Carrying it out keeps the students' attendance only as counts per batch, month and mark
 * (`attendance_tally`, no student), then deletes the account, and with it its students, seat
 * requests, marks, progress notes, sessions, sign-in methods and calendar address.
 */

/** The account's open request (when asked), or null. */
export async function openDeletionRequest(userId: string, db?: Db) {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ id: deletionRequest.id, requestedAt: deletionRequest.requestedAt })
    .from(deletionRequest)
    .where(and(eq(deletionRequest.userId, userId), isNull(deletionRequest.doneAt)));
  return row ?? null;
}

/**
 * The family asks for its data to be deleted; asking twice keeps the first request.
 * @returns whether a new request was made (false: one was open already)
 */
export async function requestDeletion(userId: string, db?: Db, now = new Date()): Promise<boolean> {
  const conn = db ?? (await getDb());
  try {
    await conn.insert(deletionRequest).values({ userId, requestedAt: now });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The family withdraws its open request. @returns whether there was one */
export async function withdrawDeletion(userId: string, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .delete(deletionRequest)
    .where(and(eq(deletionRequest.userId, userId), isNull(deletionRequest.doneAt)))
    .returning({ id: deletionRequest.id });
  return rows.length > 0;
}

/** The open requests, oldest first, with the account's name, e-mail and students' names. */
export async function listDeletionRequests(db?: Db) {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({
      id: deletionRequest.id,
      requestedAt: deletionRequest.requestedAt,
      userId: user.id,
      name: user.name,
      email: user.email,
    })
    .from(deletionRequest)
    .innerJoin(user, eq(user.id, deletionRequest.userId))
    .where(isNull(deletionRequest.doneAt))
    .orderBy(asc(deletionRequest.requestedAt), asc(deletionRequest.id));
  const students = await conn
    .select({ userId: student.userId, name: student.name })
    .from(student)
    .orderBy(asc(sql`lower(${student.name})`));
  return rows.map((r) => ({
    ...r,
    students: students.filter((s) => s.userId === r.userId).map((s) => s.name),
  }));
}

/**
 * Carries out an open request, in one transaction: the family's marks are added to the tallies
 * (batch, month, mark, count), then the account is deleted (everything of it goes with it), and
 * the request keeps only when and by whom.
 * @param actor the admin's e-mail
 * @returns the deleted account's e-mail (for the admin's message), or null when the request is
 *   not open (done already, withdrawn, or none)
 */
export async function carryOutDeletion(
  requestId: number,
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<string | null> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const [open] = await tx
      .select({ userId: deletionRequest.userId, email: user.email })
      .from(deletionRequest)
      .innerJoin(user, eq(user.id, deletionRequest.userId))
      .where(and(eq(deletionRequest.id, requestId), isNull(deletionRequest.doneAt)))
      .for("update", { of: deletionRequest });
    if (!open?.userId) return null;
    const counts = await tx
      .select({
        batchId: classSession.batchId,
        month: sql<string>`to_char(${classSession.date}, 'YYYY-MM-01')`,
        mark: attendance.mark,
        count: sql<number>`count(*)::int`,
      })
      .from(attendance)
      .innerJoin(classSession, eq(classSession.id, attendance.sessionId))
      .innerJoin(student, eq(student.id, attendance.studentId))
      .where(eq(student.userId, open.userId))
      .groupBy(
        classSession.batchId,
        sql`to_char(${classSession.date}, 'YYYY-MM-01')`,
        attendance.mark,
      );
    if (counts.length > 0) {
      await tx
        .insert(attendanceTally)
        .values(counts.map((c) => ({ ...c, count: Number(c.count) })))
        .onConflictDoUpdate({
          target: [attendanceTally.batchId, attendanceTally.month, attendanceTally.mark],
          set: { count: sql`${attendanceTally.count} + excluded.count` },
        });
    }
    await tx
      .update(deletionRequest)
      .set({ doneAt: now, doneBy: actor })
      .where(eq(deletionRequest.id, requestId));
    await tx.delete(user).where(eq(user.id, open.userId));
    return open.email;
  });
}
