import { and, asc, eq, sql } from "drizzle-orm";
import { CHILD_CONSENT } from "~/content/families";
import { ADULT_AGE } from "~/lib/student-kinds";
import { isUniqueViolation } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import { indiaYear, type StudentInput } from "~/server/families/student-form.server";
import { seatRequest, student } from "~/server/schema";

/**
 * A family's students (docs/decisions/families.md "Students"): the signed-in account lists, adds
 * and edits its own students, never another family's (another account's student is "not found"
 * and nothing changes). Adding or editing a child needs the family's consent (India's DPDP Act
 * 2023), stored word for word (app/content/families.ts `CHILD_CONSENT`) with the time it was
 * given.
 */

/** A stored student. */
export type StoredStudent = typeof student.$inferSelect;

/** Why a student was not saved: what the family is told. */
export type StudentRefusalReason = "not-found" | "name-taken" | "consent";

/** A refused save (nothing was changed). */
export class StudentRefusal extends Error {
  constructor(readonly reason: StudentRefusalReason) {
    super(`student refused: ${reason}`);
    this.name = "StudentRefusal";
  }
}

/**
 * Whether a student counts as a child, whose data needs the family's consent: in the children's
 * age group, or born `ADULT_AGE` (18) or fewer years before India's current year (someone born in
 * 2008 may still be 17 at the end of 2026).
 */
export function isChild(
  input: Pick<StudentInput, "ageGroup" | "birthYear">,
  now = new Date(),
): boolean {
  return (
    input.ageGroup === "children" ||
    (input.birthYear !== null && input.birthYear >= indiaYear(now) - ADULT_AGE)
  );
}

/** Whether a stored student's consent is the one the form asks for today (its wording unchanged). */
export function hasCurrentConsent(row: Pick<StoredStudent, "consentText">): boolean {
  return row.consentText === CHILD_CONSENT;
}

/**
 * A family's students, by name (letter case ignored).
 * @param userId the family's account
 */
export async function listStudents(userId: string, db?: Db): Promise<StoredStudent[]> {
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(student)
    .where(eq(student.userId, userId))
    .orderBy(asc(sql`lower(${student.name})`), asc(student.id));
}

/**
 * One of the family's own students.
 * @returns the student, or null when there is no such student or it is another family's
 */
export async function getStudent(
  userId: string,
  id: number,
  db?: Db,
): Promise<StoredStudent | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(student)
    .where(and(eq(student.id, id), eq(student.userId, userId)));
  return row ?? null;
}

/** The columns a checked form sets (consent apart). */
function columnsOf(input: StudentInput) {
  return {
    name: input.name,
    ageGroup: input.ageGroup,
    birthYear: input.birthYear,
    level: input.level,
    fideId: input.fideId,
    lichessUsername: input.lichessUsername,
    notes: input.notes,
  };
}

/**
 * Adds a student to a family. A child needs the consent box ticked: its wording and `now` are
 * stored; an adult stores none.
 * @param actor who did it (the account's e-mail), shown as "changed … by …"
 * @param db a database or a transaction (the seat request page adds a student and asks in one)
 * @throws StudentRefusal "consent" (a child without the box ticked) or "name-taken" (the family
 *   has a student of that name, letter case ignored)
 */
export async function addStudent(
  userId: string,
  input: StudentInput,
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<StoredStudent> {
  const child = isChild(input, now);
  if (child && !input.consent) throw new StudentRefusal("consent");
  const conn = db ?? (await getDb());
  try {
    const [row] = await conn
      .insert(student)
      .values({
        userId,
        ...columnsOf(input),
        consentText: child ? CHILD_CONSENT : null,
        consentAt: child ? now : null,
        createdAt: now,
        updatedAt: now,
        updatedBy: actor,
      })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new StudentRefusal("name-taken");
    throw error;
  }
}

/**
 * Changes one of the family's own students. A child keeps the consent stored with today's wording;
 * without it (a student made from an older seat request, or the wording changed since), the box
 * must be ticked, and its wording and `now` are stored. A stored consent stays when the student
 * is no longer a child (the record of what was agreed). A new name is written on the student's
 * seat requests too (an older server reads it there).
 * @throws StudentRefusal "not-found" (no such student of this family: nothing changed),
 *   "consent" or "name-taken"
 */
export async function editStudent(
  userId: string,
  id: number,
  input: StudentInput,
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<StoredStudent> {
  const conn = db ?? (await getDb());
  try {
    return await conn.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(student)
        .where(and(eq(student.id, id), eq(student.userId, userId)))
        .for("update");
      if (!current) throw new StudentRefusal("not-found");
      const renewConsent = isChild(input, now) && !hasCurrentConsent(current);
      if (renewConsent && !input.consent) throw new StudentRefusal("consent");
      const [row] = await tx
        .update(student)
        .set({
          ...columnsOf(input),
          ...(renewConsent ? { consentText: CHILD_CONSENT, consentAt: now } : {}),
          updatedAt: now,
          updatedBy: actor,
        })
        .where(eq(student.id, id))
        .returning();
      if (row.name !== current.name) {
        await tx
          .update(seatRequest)
          .set({ studentName: row.name })
          .where(eq(seatRequest.studentId, id));
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new StudentRefusal("name-taken");
    throw error;
  }
}
