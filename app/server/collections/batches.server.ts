import { asc, eq } from "drizzle-orm";
import { BATCH_ERRORS, batchInputSchema, holidayInputSchema } from "~/lib/batches";
import { whileContentUnchanged } from "~/server/cache/site-data.server";
import { defineCollection } from "~/server/collections/kit.server";
import { FieldRefusal } from "~/server/collections/slug.server";
import { type Db, isProcessDb } from "~/server/db/db.server";
import { batch, coach, holiday } from "~/server/schema";

/**
 * The timetable's batches and holidays, on the collection kit (docs/decisions/timetable.md
 * "Data", docs/decisions/collection-kit.md): batches in the admin's order, drafts kept from
 * visitors, the chosen coach checked inside the write; holidays by date.
 */
export const batches = defineCollection({
  table: batch,
  schema: batchInputSchema,
  check: async (values, conn: Db) => {
    if (values.coachId === null) return;
    const [found] = await conn
      .select({ id: coach.id })
      .from(coach)
      .where(eq(coach.id, values.coachId));
    if (!found) throw new FieldRefusal("coachId", BATCH_ERRORS.coach);
  },
});

/** A stored batch. */
export type StoredBatch = typeof batch.$inferSelect;

/** The holidays, earliest first; a draft holiday does not skip classes. */
export const holidays = defineCollection({
  table: holiday,
  schema: holidayInputSchema,
  orderBy: [asc(holiday.date), asc(holiday.id)],
});

/**
 * The dates of the published holidays, which every schedule and calendar skips. From the
 * process's database they are kept while the site's content is unchanged
 * (app/server/cache/site-data.server.ts); from a transaction or another database, read each time.
 */
export function holidayDates(db?: Db): Promise<ReadonlySet<string>> {
  const read = async () => new Set((await holidays.list({}, db)).map((h) => h.date));
  return db && !isProcessDb(db) ? read() : whileContentUnchanged("holidays", read);
}
