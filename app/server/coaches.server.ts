import { asc, eq } from "drizzle-orm";
import { coachPortraits } from "~/content/coaches";
import { type CoachProfile, coachInputSchema } from "~/lib/coaches";
import type { MoveDirection } from "~/lib/collection";
import { moveItem, nextPosition } from "~/server/collection-order.server";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { coach } from "~/server/schema";

/**
 * The coaches store (issue 7 "Collections": coaches move from app/content/ into the database,
 * with an optional FIDE rating). Same shape as every collection store: list, get, create,
 * update, delete, move; each takes an optional database last (tests pass their own), validates
 * again with the schema of app/lib/coaches.ts and drops the cached pages after a change.
 */

/** A stored coach row. */
export type StoredCoach = typeof coach.$inferSelect;

/** The coach form's rules with the built-in portraits of app/content/coaches.ts. */
const schema = coachInputSchema(coachPortraits);

/**
 * The coaches in their order (position, then id).
 * @param options.includeDrafts also the unpublished ones (the admin list); default published only
 */
export async function listCoaches(
  options: { includeDrafts?: boolean } = {},
  db?: Db,
): Promise<StoredCoach[]> {
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(coach)
    .where(options.includeDrafts ? undefined : eq(coach.published, true))
    .orderBy(asc(coach.position), asc(coach.id));
}

/** One coach by id, published or not; null when there is none. */
export async function getCoach(id: number, db?: Db): Promise<StoredCoach | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(coach).where(eq(coach.id, id));
  return row ?? null;
}

/**
 * Adds a coach at the end of the list.
 * @param input raw form values (name, title, quote, bio, image, imageAlt, achievements as one a
 *   line or a list, fideRating, published)
 * @param actor the admin's e-mail, kept as "changed by"
 * @throws ZodError when a field breaks the rules of app/lib/coaches.ts
 */
export async function createCoach(
  input: Record<string, unknown>,
  actor: string,
  db?: Db,
): Promise<StoredCoach> {
  const values = schema.parse(input);
  const conn = db ?? (await getDb());
  const position = await nextPosition(conn, coach);
  const [row] = await conn
    .insert(coach)
    .values({ ...values, position, updatedBy: actor })
    .returning();
  invalidatePageCache();
  return row;
}

/**
 * Replaces a coach's fields (its place in the list stays).
 * @returns the updated row, or null when there is no coach with that id
 * @throws ZodError when a field breaks the rules
 */
export async function updateCoach(
  id: number,
  input: Record<string, unknown>,
  actor: string,
  db?: Db,
): Promise<StoredCoach | null> {
  const values = schema.parse(input);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .update(coach)
    .set({ ...values, updatedBy: actor, updatedAt: new Date() })
    .where(eq(coach.id, id))
    .returning();
  if (row) invalidatePageCache();
  return row ?? null;
}

/** Deletes a coach; @returns whether one with that id existed. */
export async function deleteCoach(id: number, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const removed = await conn.delete(coach).where(eq(coach.id, id)).returning({ id: coach.id });
  if (removed.length > 0) invalidatePageCache();
  return removed.length > 0;
}

/**
 * Moves a coach one place up or down (swaps with its neighbour, drafts included).
 * @returns false when there is no such coach or it is already first ("up") or last ("down")
 */
export async function moveCoach(id: number, direction: MoveDirection, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const moved = await moveItem(conn, coach, id, direction);
  if (moved) invalidatePageCache();
  return moved;
}

/**
 * The profiles as /coaches shows them (spec §3 Coach profile): every second one `reverse`, so
 * sides alternate whatever the count and order.
 */
export function toCoachProfiles(rows: StoredCoach[]): CoachProfile[] {
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    quote: row.quote,
    bio: row.bio,
    image: row.image,
    imageAlt: row.imageAlt,
    achievements: row.achievements,
    fideRating: row.fideRating,
    reverse: index % 2 === 1,
  }));
}
