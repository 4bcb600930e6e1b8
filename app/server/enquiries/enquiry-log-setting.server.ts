import { eq } from "drizzle-orm";
import { enquiryLogSettingSchema } from "~/lib/enquiry-inbox";
import { DEFAULT_ENQUIRY_LOG, type EnquiryLogSetting, RETENTION_DAYS } from "~/lib/enquiry-log";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { whileContentUnchanged } from "~/server/cache/site-data.server";
import { type Db, getDb, isProcessDb } from "~/server/db/db.server";
import { moduleLogger } from "~/server/logger.server";
import { siteSetting } from "~/server/schema";

/**
 * The "Keep a copy of enquiries" setting (docs/decisions/admin-area.md "Enquiry log"), stored in
 * `site_setting` under the key "enquiry_log". Global, not per visitor: the public forms learn
 * it from the site layout's loader, so a change drops every cached page.
 */

const KEY = "enquiry_log";
const log = moduleLogger("enquiries");

/** A stored value read back defensively: anything unexpected falls back to the default. */
function fromStored(value: unknown): EnquiryLogSetting {
  const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const days = v.retentionDays;
  return {
    enabled: v.enabled === true,
    retentionDays:
      typeof days === "number" &&
      Number.isInteger(days) &&
      days >= RETENTION_DAYS.min &&
      days <= RETENTION_DAYS.max
        ? days
        : RETENTION_DAYS.default,
  };
}

/**
 * The current setting (default: off, 90 days, while the admin has never saved it).
 * @param db the database (default: the process's)
 */
export async function getEnquiryLogSetting(db?: Db): Promise<EnquiryLogSetting> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ value: siteSetting.value })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY));
  return row ? fromStored(row.value) : { ...DEFAULT_ENQUIRY_LOG };
}

/**
 * For the public site layout's loader: the setting, or "off" when the database cannot be read
 * (a page must never fail because of it; the server re-checks the setting on every post).
 */
export async function getPublicEnquiryLog(db?: Db): Promise<EnquiryLogSetting> {
  try {
    // Every page reads it; kept while the site's content is unchanged (its change invalidates
    // the page cache: app/server/cache/site-data.server.ts).
    return await (db && !isProcessDb(db)
      ? getEnquiryLogSetting(db)
      : whileContentUnchanged("enquiry-log", () => getEnquiryLogSetting(db)));
  } catch (error) {
    log.error({ error: String(error).slice(0, 200) }, "enquiry log setting unreadable");
    return { ...DEFAULT_ENQUIRY_LOG };
  }
}

/**
 * Saves the setting (validated again: retention a whole number of days in 1–3650) and drops
 * the cached pages, so every public form shows or hides the consent box at once.
 * @param input raw `enabled` (checkbox) and `retentionDays` (e.g. from the admin form)
 * @param actor the admin's e-mail
 * @returns the saved setting
 * @throws ZodError when the retention period is not a whole number in range
 */
export async function saveEnquiryLogSetting(
  input: { enabled: unknown; retentionDays: unknown },
  actor: string,
  db?: Db,
): Promise<EnquiryLogSetting> {
  const value = enquiryLogSettingSchema.parse(input);
  const conn = db ?? (await getDb());
  const now = new Date();
  await conn
    .insert(siteSetting)
    .values({ key: KEY, value, updatedAt: now, updatedBy: actor })
    .onConflictDoUpdate({
      target: siteSetting.key,
      set: { value, updatedAt: now, updatedBy: actor },
    });
  invalidatePageCache();
  return value;
}
