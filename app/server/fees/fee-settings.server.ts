import { eq, sql } from "drizzle-orm";
import { adminFeesCopy } from "~/content/fees";
import { VPA_PATTERN } from "~/lib/fees";
import { parseRupees } from "~/lib/money";
import { type Db, getDb } from "~/server/db/db.server";
import { feePlan, feeSettings } from "~/server/schema";

/**
 * The academy's fee settings and the batches' fee plans (docs/decisions/fees.md "Settings").
 */

/** The stored settings. */
export type FeeSettings = typeof feeSettings.$inferSelect;

/**
 * The settings row (made by drizzle/0016_fees.sql; made again with its defaults if gone).
 * @param db a transaction or another database; the process's by default
 */
export async function getFeeSettings(db?: Db): Promise<FeeSettings> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(feeSettings).where(eq(feeSettings.id, 1));
  if (row) return row;
  const [made] = await conn
    .insert(feeSettings)
    .values({ id: 1 })
    .onConflictDoUpdate({ target: feeSettings.id, set: { id: 1 } })
    .returning();
  if (!made) throw new Error("fee settings missing");
  return made;
}

/** The settings form's fields, as typed. */
export type FeeSettingsForm = Record<
  | "upiId"
  | "payeeName"
  | "dueDay"
  | "siblingDiscount"
  | "reminderDays"
  | "registrationFee"
  | "bankDetails"
  | "invoicePrefix",
  string
>;

const e = adminFeesCopy.errors;

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

/**
 * Checks the settings form on the server.
 * @returns the values to store, or the message of each field that is wrong
 */
export function parseFeeSettings(
  form: FeeSettingsForm,
):
  | { ok: true; values: Omit<FeeSettings, "id" | "updatedAt" | "updatedBy"> }
  | { ok: false; errors: Partial<Record<keyof FeeSettingsForm, string>> } {
  const errors: Partial<Record<keyof FeeSettingsForm, string>> = {};
  const upiId = form.upiId.trim();
  const payeeName = form.payeeName.trim();
  if (upiId && !VPA_PATTERN.test(upiId)) errors.upiId = e.upiId;
  if ((upiId && !payeeName) || payeeName.length > 50) errors.payeeName = e.payeeName;
  const dueDay = wholeNumber(form.dueDay, 1, 28);
  if (dueDay === null) errors.dueDay = e.dueDay;
  const siblingDiscountPercent = wholeNumber(form.siblingDiscount, 0, 100);
  if (siblingDiscountPercent === null) errors.siblingDiscount = e.siblingDiscount;
  const reminderDays = wholeNumber(form.reminderDays, 0, 27);
  if (reminderDays === null) errors.reminderDays = e.reminderDays;
  const registrationFeePaise =
    form.registrationFee.trim() === "" ? 0 : parseRupees(form.registrationFee);
  if (registrationFeePaise === null) errors.registrationFee = e.amount;
  const bankDetails = form.bankDetails.replace(/\r\n/g, "\n").trim();
  if (bankDetails.length > 500) errors.bankDetails = e.bankDetails;
  const invoicePrefix = form.invoicePrefix.trim();
  if (!/^[A-Z]{1,3}$/.test(invoicePrefix)) errors.invoicePrefix = e.invoicePrefix;
  if (
    Object.keys(errors).length > 0 ||
    dueDay === null ||
    siblingDiscountPercent === null ||
    reminderDays === null ||
    registrationFeePaise === null
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    values: {
      upiId,
      payeeName,
      dueDay,
      siblingDiscountPercent,
      reminderDays,
      registrationFeePaise,
      bankDetails,
      invoicePrefix,
    },
  };
}

/** Stores checked settings. */
export async function saveFeeSettings(
  values: Omit<FeeSettings, "id" | "updatedAt" | "updatedBy">,
  actor: string,
  db?: Db,
): Promise<void> {
  const conn = db ?? (await getDb());
  await getFeeSettings(conn);
  await conn
    .update(feeSettings)
    .set({ ...values, updatedAt: new Date(), updatedBy: actor })
    .where(eq(feeSettings.id, 1));
}

/** Each batch's monthly fee, paise, by batch id (a batch without a plan is absent). */
export async function feePlans(db?: Db): Promise<Map<number, number>> {
  const conn = db ?? (await getDb());
  const rows = await conn.select().from(feePlan);
  return new Map(rows.map((r) => [r.batchId, r.monthlyFeePaise]));
}

/**
 * Stores the batches' monthly fees (paise); a batch whose fee is null has its plan removed.
 * @param fees batch id → paise or null
 */
export async function saveFeePlans(
  fees: ReadonlyMap<number, number | null>,
  actor: string,
  db?: Db,
): Promise<void> {
  const conn = db ?? (await getDb());
  await conn.transaction(async (tx) => {
    for (const [batchId, paise] of fees) {
      if (paise === null) {
        await tx.delete(feePlan).where(eq(feePlan.batchId, batchId));
        continue;
      }
      await tx
        .insert(feePlan)
        .values({ batchId, monthlyFeePaise: paise, updatedBy: actor })
        .onConflictDoUpdate({
          target: feePlan.batchId,
          set: { monthlyFeePaise: paise, updatedBy: actor, updatedAt: sql`now()` },
        });
    }
  });
}
