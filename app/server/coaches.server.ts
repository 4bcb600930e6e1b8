import { asc, eq } from "drizzle-orm";
import { coachPortraits } from "~/content/coaches";
import { type CoachProfile, coachInputSchema } from "~/lib/coaches";
import type { MoveDirection } from "~/lib/collection";
import type { PhotoView } from "~/lib/photo";
import { moveItem, nextPosition } from "~/server/collection-order.server";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { deletePhoto, savePhoto, updatePhotoAlt } from "~/server/photo-store.server";
import { coach } from "~/server/schema";

/**
 * The coaches store (issue 7 "Collections": coaches move from app/content/ into the database,
 * with an optional FIDE rating and photo). Same shape as every collection store: list, get, create,
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

/** The photo id of a store input: a number sets it, null removes it, absent keeps it. */
function photoIdOf(input: Record<string, unknown>): number | null | undefined {
  const value = input.photoId;
  if (value === null) return null;
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * Stores an uploaded coach photo through the photo store (decoded, re-encoded, refused when
 * not an image), described by the portrait description.
 * @param file the form's file field; nothing chosen (missing or empty) → null, nothing stored
 * @returns the new photo's id, or null when no file was sent
 * @throws ImageUploadError when the file or its description is refused (nothing is stored)
 */
export async function saveCoachPhoto(
  file: unknown,
  alt: unknown,
  actor: string,
  db?: Db,
): Promise<number | null> {
  if (!(file instanceof Blob) || file.size === 0) return null;
  return (await savePhoto(file, alt, actor, db)).id;
}

/**
 * Adds a coach at the end of the list.
 * @param input raw form values (name, title, quote, bio, image, imageAlt, achievements as one a
 *   line or a list, fideRating, published) and optionally `photoId` (see saveCoachPhoto)
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
    .values({ ...values, photoId: photoIdOf(input) ?? null, position, updatedBy: actor })
    .returning();
  invalidatePageCache();
  return row;
}

/**
 * Replaces a coach's fields (its place in the list stays). `photoId` in the input replaces the
 * photo (a number) or removes it (null), and the old photo is deleted; without it the photo
 * stays and takes the new portrait description.
 * @returns the updated row, or null when there is no coach with that id
 * @throws ZodError when a field breaks the rules; ImageUploadError when the kept photo's new
 *   description is refused (nothing changed)
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
  const before = await getCoach(id, conn);
  if (!before) return null;
  const photoId = photoIdOf(input);
  if (photoId === undefined && before.photoId !== null) {
    await updatePhotoAlt(before.photoId, values.imageAlt, conn);
  }
  const [row] = await conn
    .update(coach)
    .set({
      ...values,
      ...(photoId === undefined ? {} : { photoId }),
      updatedBy: actor,
      updatedAt: new Date(),
    })
    .where(eq(coach.id, id))
    .returning();
  if (!row) return null;
  if (photoId !== undefined && before.photoId !== null && before.photoId !== photoId) {
    await deletePhoto(before.photoId, conn);
  }
  invalidatePageCache();
  return row;
}

/** Deletes a coach and its photo; @returns whether one with that id existed. */
export async function deleteCoach(id: number, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const removed = await conn
    .delete(coach)
    .where(eq(coach.id, id))
    .returning({ id: coach.id, photoId: coach.photoId });
  if (removed.length === 0) return false;
  if (removed[0].photoId !== null) await deletePhoto(removed[0].photoId, conn);
  invalidatePageCache();
  return true;
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
 * @param photos the coaches' photos by id (photo-store `photoViews`); default none
 */
export function toCoachProfiles(
  rows: StoredCoach[],
  photos: ReadonlyMap<number, PhotoView> = new Map(),
): CoachProfile[] {
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    quote: row.quote,
    bio: row.bio,
    image: row.image,
    photo: row.photoId === null ? null : (photos.get(row.photoId) ?? null),
    imageAlt: row.imageAlt,
    achievements: row.achievements,
    fideRating: row.fideRating,
    reverse: index % 2 === 1,
  }));
}
