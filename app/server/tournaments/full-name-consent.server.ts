import { and, eq } from "drizzle-orm";
import { fullNameConsentCopy } from "~/content/families";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { type Db, getDb } from "~/server/db/db.server";
import { student } from "~/server/schema";

/**
 * A family's consent to show its student's full name in public tournament results
 * (docs/decisions/tournaments.md "Names", "Hall of fame and players' pages"): ticked, the
 * wording the family saw (app/content/families.ts `fullNameConsentCopy.wording`) is stored with
 * the time; unticked, both are cleared. Public pages then name the student by
 * `publicPlayerName`, so the page cache is dropped after each change.
 */

/**
 * Sets or clears the full-name consent of one of the family's own students. Ticking it again
 * with the same wording keeps the first time.
 * @param userId the family's account: another family's student, like a missing one, is refused
 * @returns false (nothing changed) when the student is not the family's
 */
export async function setFullNameConsent(
  userId: string,
  studentId: number,
  consent: boolean,
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const changed = await conn.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(student)
      .where(and(eq(student.id, studentId), eq(student.userId, userId)))
      .for("update");
    if (!row) return null;
    const wording = consent ? fullNameConsentCopy.wording(row.name) : null;
    if (wording === row.fullNameConsentText) return false;
    await tx
      .update(student)
      .set({
        fullNameConsentText: wording,
        fullNameConsentAt: consent ? now : null,
        updatedAt: now,
        updatedBy: actor,
      })
      .where(eq(student.id, studentId));
    return true;
  });
  if (changed === null) return false;
  if (changed) invalidatePageCache();
  return true;
}
