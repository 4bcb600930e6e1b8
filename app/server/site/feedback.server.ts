import { asc, desc } from "drizzle-orm";
import { feedbackInputSchema } from "~/lib/feedback";
import { defineCollection } from "~/server/collections/kit.server";
import type { Db } from "~/server/db/db.server";
import { feedback } from "~/server/schema";

/**
 * The feedback list of the dashboard and the homepage carousel (spec §4 Feedback), a collection
 * of the kit (docs/decisions/collection-kit.md "Banner and feedback"): in the order it was added,
 * no drafts and no "changed … by …" (the table keeps neither); every add and delete validates
 * again and drops the cached pages, so the carousel shows it at once.
 */
export const feedbackItems = defineCollection({
  table: feedback,
  schema: feedbackInputSchema,
  orderBy: [asc(feedback.createdAt), asc(feedback.id)],
});

/** A stored feedback item (spec §3 Feedback item; `id` is the database's, not a timestamp). */
export type StoredFeedback = typeof feedback.$inferSelect;

/**
 * The feedback list in the order it was added (spec §4 "Add appends").
 * @param options.limit keep only the newest `limit` items (still oldest first); default all
 * @param db the database (default: the process's)
 */
export async function listFeedback(
  options: { limit?: number } = {},
  db?: Db,
): Promise<StoredFeedback[]> {
  if (options.limit === undefined) return feedbackItems.list({}, db);
  const newest = await feedbackItems.list(
    { orderBy: [desc(feedback.createdAt), desc(feedback.id)], limit: options.limit },
    db,
  );
  return newest.reverse();
}

/**
 * Appends a feedback item. Validates again whatever the caller checked: name and content trimmed
 * and required (max 80 and 1000 characters), stars clamped to 1–5 (spec §5).
 * @param input raw name, content and stars (e.g. from a form)
 * @returns the stored item
 * @throws ZodError when the name or content is empty or too long
 */
export async function addFeedback(
  input: { name: unknown; content: unknown; stars?: unknown },
  db?: Db,
): Promise<StoredFeedback> {
  // The table keeps no "changed by": no actor to give.
  return feedbackItems.create(input, "", db);
}

/**
 * Deletes one feedback item by id (spec §4 "Delete removes by id").
 * @returns whether an item with that id existed (false for an id that cannot be one)
 */
export async function deleteFeedback(id: number, db?: Db): Promise<boolean> {
  return feedbackItems.remove(id, db);
}
