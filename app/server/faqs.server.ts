import { asc, eq } from "drizzle-orm";
import type { MoveDirection } from "~/lib/collection";
import { type Faq, faqInputSchema } from "~/lib/faqs";
import { moveItem, nextPosition } from "~/server/collection-order.server";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { faq } from "~/server/schema";

/**
 * The FAQ store (issue 7 "Collections": FAQs move from app/content/ into the database). Same
 * shape as every collection store: list, get, create, update, delete, move; each takes an
 * optional database last (tests pass their own), validates again with the schema of
 * app/lib/faqs.ts and drops the cached pages after a change.
 */

/** A stored FAQ row. */
export type StoredFaq = typeof faq.$inferSelect;

/**
 * The questions in accordion order (position, then id).
 * @param options.includeDrafts also the unpublished ones (the admin list); default published only
 */
export async function listFaqs(
  options: { includeDrafts?: boolean } = {},
  db?: Db,
): Promise<StoredFaq[]> {
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(faq)
    .where(options.includeDrafts ? undefined : eq(faq.published, true))
    .orderBy(asc(faq.position), asc(faq.id));
}

/** One question by id, published or not; null when there is none. */
export async function getFaq(id: number, db?: Db): Promise<StoredFaq | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(faq).where(eq(faq.id, id));
  return row ?? null;
}

/**
 * Adds a question at the end of the accordion.
 * @param input raw form values (question; answer as paragraphs separated by a blank line, or a
 *   list; published)
 * @param actor the admin's e-mail, kept as "changed by"
 * @throws ZodError when a field breaks the rules of app/lib/faqs.ts
 */
export async function createFaq(
  input: Record<string, unknown>,
  actor: string,
  db?: Db,
): Promise<StoredFaq> {
  const values = faqInputSchema.parse(input);
  const conn = db ?? (await getDb());
  const position = await nextPosition(conn, faq);
  const [row] = await conn
    .insert(faq)
    .values({ ...values, position, updatedBy: actor })
    .returning();
  invalidatePageCache();
  return row;
}

/**
 * Replaces a question and its answer (its place stays).
 * @returns the updated row, or null when there is no question with that id
 * @throws ZodError when a field breaks the rules
 */
export async function updateFaq(
  id: number,
  input: Record<string, unknown>,
  actor: string,
  db?: Db,
): Promise<StoredFaq | null> {
  const values = faqInputSchema.parse(input);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .update(faq)
    .set({ ...values, updatedBy: actor, updatedAt: new Date() })
    .where(eq(faq.id, id))
    .returning();
  if (row) invalidatePageCache();
  return row ?? null;
}

/** Deletes a question; @returns whether one with that id existed. */
export async function deleteFaq(id: number, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const removed = await conn.delete(faq).where(eq(faq.id, id)).returning({ id: faq.id });
  if (removed.length > 0) invalidatePageCache();
  return removed.length > 0;
}

/**
 * Moves a question one place up or down (swaps with its neighbour, drafts included).
 * @returns false when there is none with that id or it is already first ("up") or last ("down")
 */
export async function moveFaq(id: number, direction: MoveDirection, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const moved = await moveItem(conn, faq, id, direction);
  if (moved) invalidatePageCache();
  return moved;
}

/** The questions as the accordion shows them. */
export function toFaqs(rows: StoredFaq[]): Faq[] {
  return rows.map(({ id, question, answer }) => ({ id, question, answer }));
}
