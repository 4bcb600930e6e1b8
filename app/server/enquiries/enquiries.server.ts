import { and, count, desc, eq, lt, type SQL } from "drizzle-orm";
import { serverEnv } from "~/config/env.server";
import { validateEnquiry } from "~/lib/enquiry";
import {
  ENQUIRY_STATUSES,
  type EnquiryFilters,
  type EnquiryStatus,
  enquiryFollowUpSchema,
  type StoredEnquiry,
} from "~/lib/enquiry-inbox";
import { hasConsent, parseEnquirySource } from "~/lib/enquiry-log";
import { runInBackground } from "~/server/background.server";
import { type Db, getDb } from "~/server/db/db.server";
import { getEnquiryLogSetting } from "~/server/enquiries/enquiry-log-setting.server";
import { sendEnquiryMail } from "~/server/enquiries/enquiry-mail.server";
import { moduleLogger } from "~/server/logger.server";
import { enquiry } from "~/server/schema";

/**
 * The enquiry store (docs/decisions/admin-area.md "Enquiry log", "Admin inbox"): an enquiry is kept
 * only while the admin's log is on and the visitor ticked the consent box; copies older than the
 * retention period are deleted (at every store and list, and hourly by {@link startEnquiryPurge}).
 * The public pages never show enquiries, so no change here touches the page cache (only the
 * setting does, app/server/enquiries/enquiry-log-setting.server.ts).
 */

export {
  getEnquiryLogSetting,
  getPublicEnquiryLog,
  saveEnquiryLogSetting,
} from "~/server/enquiries/enquiry-log-setting.server";

export type { StoredEnquiry };

const log = moduleLogger("enquiries");
const DAY_MS = 24 * 60 * 60 * 1000;

/** Options of the time-dependent functions: the database and the clock (tests inject both). */
export type StoreOptions = { db?: Db; now?: Date };

/** Why {@link recordEnquiry} stored or did not store an enquiry. */
export type RecordOutcome = "stored" | "log-off" | "no-consent" | "invalid";

/** What {@link recordEnquiry} did. */
export type RecordResult = {
  outcome: RecordOutcome;
  enquiry: StoredEnquiry | null;
  /** The mail to the academy, when SMTP_URL is set: resolves true once sent, false on failure (never rejects). */
  mail: Promise<boolean> | null;
};

const asStored = (row: typeof enquiry.$inferSelect): StoredEnquiry => row as StoredEnquiry;

/**
 * Stores a visitor's enquiry when, and only when, the log is on and the consent box was ticked
 * (docs/decisions/enquiry-log.md); validates the five fields again (spec §5) and purges expired
 * copies first. When SMTP_URL is set, the stored enquiry is mailed to the academy in the
 * background: the mail is never awaited here and its failure is only logged.
 * @param input the posted fields (`values`), the consent field and the form's `source`
 * @param options.db, options.now (default: the process's database, the current time);
 *   options.smtpUrl (default: SMTP_URL; null for no mail)
 * @returns the outcome, the stored row (or null) and the mail's promise (or null)
 */
export async function recordEnquiry(
  input: { values: unknown; consent: unknown; source?: unknown },
  options: StoreOptions & { smtpUrl?: string | null } = {},
): Promise<RecordResult> {
  const none = (outcome: RecordOutcome): RecordResult => ({ outcome, enquiry: null, mail: null });
  const db = options.db ?? (await getDb());
  const setting = await getEnquiryLogSetting(db);
  if (!setting.enabled) return none("log-off");
  if (!hasConsent(input.consent)) return none("no-consent");
  const checked = validateEnquiry(input.values);
  if (!checked.ok) return none("invalid");
  const now = options.now ?? new Date();
  await purgeExpiredEnquiries({ db, now }, setting.retentionDays);
  const [row] = await db
    .insert(enquiry)
    .values({
      ...checked.enquiry,
      source: parseEnquirySource(input.source),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const stored = asStored(row);
  const smtpUrl = options.smtpUrl === undefined ? (serverEnv().smtpUrl ?? null) : options.smtpUrl;
  const mail = smtpUrl
    ? sendEnquiryMail(stored, smtpUrl).then(
        () => true,
        (error: unknown) => {
          log.warn({ error: String(error).slice(0, 200) }, "enquiry mail not sent");
          return false;
        },
      )
    : null;
  return { outcome: "stored", enquiry: stored, mail };
}

/**
 * Deletes every enquiry older than the retention period (docs/decisions/admin-area.md "Enquiry
 * log").
 * @param options.now the current time (default now)
 * @param retentionDays the period (default: the stored setting's)
 * @returns how many were deleted
 */
export async function purgeExpiredEnquiries(
  options: StoreOptions = {},
  retentionDays?: number,
): Promise<number> {
  const db = options.db ?? (await getDb());
  const days = retentionDays ?? (await getEnquiryLogSetting(db)).retentionDays;
  const cutoff = new Date((options.now ?? new Date()).getTime() - days * DAY_MS);
  const removed = await db
    .delete(enquiry)
    .where(lt(enquiry.createdAt, cutoff))
    .returning({ id: enquiry.id });
  if (removed.length > 0) log.info({ removed: removed.length }, "expired enquiries deleted");
  return removed.length;
}

/**
 * Runs {@link purgeExpiredEnquiries} now and every `intervalMs` (default hourly) in the
 * background, so copies go on time even when nobody opens the inbox; failures are logged.
 * @returns a function that stops the timer
 */
export function startEnquiryPurge(intervalMs = 60 * 60 * 1000): () => void {
  return runInBackground(() => purgeExpiredEnquiries(), intervalMs, "enquiry purge failed", log);
}

function whereFilters(filters: EnquiryFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.status) parts.push(eq(enquiry.status, filters.status));
  if (filters.mode) parts.push(eq(enquiry.mode, filters.mode));
  if (filters.level) parts.push(eq(enquiry.level, filters.level));
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * The stored enquiries, newest first, matching the filters (docs/decisions/admin-area.md "Admin
 * inbox"); expired copies are purged first.
 * @param filters status, mode and level; each absent one matches all
 */
export async function listEnquiries(
  filters: EnquiryFilters = {},
  options: StoreOptions = {},
): Promise<StoredEnquiry[]> {
  const db = options.db ?? (await getDb());
  await purgeExpiredEnquiries({ db, now: options.now });
  const rows = await db
    .select()
    .from(enquiry)
    .where(whereFilters(filters))
    .orderBy(desc(enquiry.createdAt), desc(enquiry.id));
  return rows.map(asStored);
}

/**
 * How many stored enquiries have each status (every status listed, 0 included), within the
 * mode and level filters when given (the status filter is ignored: the counts are its choices).
 */
export async function countEnquiriesByStatus(
  filters: EnquiryFilters = {},
  db?: Db,
): Promise<Record<EnquiryStatus, number>> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ status: enquiry.status, n: count() })
    .from(enquiry)
    .where(whereFilters({ mode: filters.mode, level: filters.level }))
    .groupBy(enquiry.status);
  const counts = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s.value, 0])) as Record<
    EnquiryStatus,
    number
  >;
  for (const row of rows) counts[row.status as EnquiryStatus] = Number(row.n);
  return counts;
}

/** One stored enquiry, or null. */
export async function getEnquiry(id: number, db?: Db): Promise<StoredEnquiry | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(enquiry).where(eq(enquiry.id, id));
  return row ? asStored(row) : null;
}

/**
 * Sets an enquiry's status and note (validated again: a known status, a note of at most 2000
 * characters) and records who changed it when.
 * @param actor the admin's e-mail
 * @returns the updated enquiry, or null when none has that id
 * @throws ZodError for an unknown status or a note too long
 */
export async function updateEnquiry(
  id: number,
  input: { status: unknown; note: unknown },
  actor: string,
  db?: Db,
): Promise<StoredEnquiry | null> {
  const values = enquiryFollowUpSchema.parse(input);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .update(enquiry)
    .set({ ...values, updatedAt: new Date(), updatedBy: actor })
    .where(eq(enquiry.id, id))
    .returning();
  return row ? asStored(row) : null;
}

/**
 * Deletes one enquiry (a visitor's request to be forgotten).
 * @returns whether an enquiry with that id existed
 */
export async function deleteEnquiry(id: number, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const removed = await conn
    .delete(enquiry)
    .where(eq(enquiry.id, id))
    .returning({ id: enquiry.id });
  return removed.length > 0;
}
