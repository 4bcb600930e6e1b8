import { runInBackground } from "~/server/background.server";
import type { Db } from "~/server/db/db.server";
import { sendFeeMails } from "~/server/fees/fee-mail.server";
import { makeMonthInvoices } from "~/server/fees/invoice-job.server";
import { moduleLogger } from "~/server/logger.server";

const log = moduleLogger("fees");

/**
 * The fee jobs that run by themselves (docs/decisions/fees.md "The invoice job", "Reminders"):
 * the month's missing invoices, then the fee mails due. Both are idempotent and safe on several
 * instances, so every instance runs them on its own timer and at start; a restart loses nothing
 * (what is done is in the database).
 * @returns how many invoices were made and mails sent
 */
export async function runFeeJobs(
  options: { now?: Date; db?: Db; smtpUrl?: string | null } = {},
): Promise<{ invoices: number; mails: number }> {
  const made = await makeMonthInvoices(options);
  if (made.length > 0) log.info({ invoices: made.length }, "invoices made");
  return { invoices: made.length, mails: await sendFeeMails(options) };
}

/**
 * Runs {@link runFeeJobs} now and every `intervalMs` (default 10 minutes) in the background,
 * never in a request; failures are logged.
 * @returns a function that stops the timer
 */
export function startFeeJobs(intervalMs = 10 * 60 * 1000): () => void {
  return runInBackground(() => runFeeJobs(), intervalMs, "fee jobs failed", log);
}
