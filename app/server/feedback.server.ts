import { asc, desc, eq } from "drizzle-orm";
import { feedbackInputSchema } from "~/lib/feedback";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { feedback } from "~/server/schema";

/** A stored feedback item (spec §3 Feedback item; `id` is the database's, not a timestamp). */
export type StoredFeedback = {
  id: number;
  name: string;
  content: string;
  stars: number;
  createdAt: Date;
};

/**
 * The feedback list in the order it was added (spec §4 "Add appends").
 * @param options.limit keep only the newest `limit` items (still oldest first); default all
 * @param db the database (default: the process's, {@link getDb})
 */
export async function listFeedback(
  options: { limit?: number } = {},
  db?: Db,
): Promise<StoredFeedback[]> {
  const conn = db ?? (await getDb());
  if (options.limit === undefined) {
    return conn.select().from(feedback).orderBy(asc(feedback.createdAt), asc(feedback.id));
  }
  const newest = await conn
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(Math.max(0, Math.floor(options.limit)));
  return newest.reverse();
}

/**
 * Appends a feedback item and drops the cached pages so the homepage carousel shows it at once.
 * Validates again whatever the caller checked: name and content trimmed and required (max 80 and
 * 1000 characters), stars clamped to 1–5 (spec §5).
 * @param input raw name, content and stars (e.g. from a form)
 * @returns the stored item
 * @throws ZodError when the name or content is empty or too long
 */
export async function addFeedback(
  input: { name: unknown; content: unknown; stars?: unknown },
  db?: Db,
): Promise<StoredFeedback> {
  const values = feedbackInputSchema.parse(input);
  const conn = db ?? (await getDb());
  const [row] = await conn.insert(feedback).values(values).returning();
  invalidatePageCache();
  return row;
}

/**
 * Deletes one feedback item by id (spec §4 "Delete removes by id").
 * @returns whether an item with that id existed
 */
export async function deleteFeedback(id: number, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const removed = await conn
    .delete(feedback)
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  if (removed.length > 0) invalidatePageCache();
  return removed.length > 0;
}
