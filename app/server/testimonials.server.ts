import { asc, eq } from "drizzle-orm";
import type { MoveDirection } from "~/lib/collection";
import { type Testimonial, testimonialInputSchema } from "~/lib/testimonials";
import { moveItem, nextPosition } from "~/server/collection-order.server";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { testimonial } from "~/server/schema";

/**
 * The testimonials store (issue 7 "Collections": testimonials move from app/content/ into the
 * database). Same shape as every collection store: list, get, create, update, delete, move;
 * each takes an optional database last (tests pass their own), validates again with the schema
 * of app/lib/testimonials.ts and drops the cached pages after a change.
 */

/** A stored testimonial row. */
export type StoredTestimonial = typeof testimonial.$inferSelect;

/**
 * The testimonials in carousel order (position, then id).
 * @param options.includeDrafts also the unpublished ones (the admin list); default published only
 */
export async function listTestimonials(
  options: { includeDrafts?: boolean } = {},
  db?: Db,
): Promise<StoredTestimonial[]> {
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(testimonial)
    .where(options.includeDrafts ? undefined : eq(testimonial.published, true))
    .orderBy(asc(testimonial.position), asc(testimonial.id));
}

/** One testimonial by id, published or not; null when there is none. */
export async function getTestimonial(id: number, db?: Db): Promise<StoredTestimonial | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(testimonial).where(eq(testimonial.id, id));
  return row ?? null;
}

/**
 * Adds a testimonial at the end of the carousel.
 * @param input raw form values (text, author, region, published)
 * @param actor the admin's e-mail, kept as "changed by"
 * @throws ZodError when a field breaks the rules of app/lib/testimonials.ts
 */
export async function createTestimonial(
  input: Record<string, unknown>,
  actor: string,
  db?: Db,
): Promise<StoredTestimonial> {
  const values = testimonialInputSchema.parse(input);
  const conn = db ?? (await getDb());
  const position = await nextPosition(conn, testimonial);
  const [row] = await conn
    .insert(testimonial)
    .values({ ...values, position, updatedBy: actor })
    .returning();
  invalidatePageCache();
  return row;
}

/**
 * Replaces a testimonial's fields (its place stays).
 * @returns the updated row, or null when there is no testimonial with that id
 * @throws ZodError when a field breaks the rules
 */
export async function updateTestimonial(
  id: number,
  input: Record<string, unknown>,
  actor: string,
  db?: Db,
): Promise<StoredTestimonial | null> {
  const values = testimonialInputSchema.parse(input);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .update(testimonial)
    .set({ ...values, updatedBy: actor, updatedAt: new Date() })
    .where(eq(testimonial.id, id))
    .returning();
  if (row) invalidatePageCache();
  return row ?? null;
}

/** Deletes a testimonial; @returns whether one with that id existed. */
export async function deleteTestimonial(id: number, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const removed = await conn
    .delete(testimonial)
    .where(eq(testimonial.id, id))
    .returning({ id: testimonial.id });
  if (removed.length > 0) invalidatePageCache();
  return removed.length > 0;
}

/**
 * Moves a testimonial one place up or down (swaps with its neighbour, drafts included).
 * @returns false when there is none with that id or it is already first ("up") or last ("down")
 */
export async function moveTestimonial(
  id: number,
  direction: MoveDirection,
  db?: Db,
): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const moved = await moveItem(conn, testimonial, id, direction);
  if (moved) invalidatePageCache();
  return moved;
}

/** The reviews as the carousel shows them (spec §3 Testimonial item, with the region). */
export function toTestimonials(rows: StoredTestimonial[]): Testimonial[] {
  return rows.map(({ id, text, author, region }) => ({ id, text, author, region }));
}
