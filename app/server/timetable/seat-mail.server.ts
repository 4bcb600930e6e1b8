import { eq } from "drizzle-orm";
import { serverEnv } from "~/config/env.server";
import { site } from "~/config/site";
import { adminSeatsCopy } from "~/content/admin-timetable";
import { batchLine } from "~/lib/timetable";
import { type Db, getDb } from "~/server/db/db.server";
import { mailHeaderLine, smtpUrlOf, trySendMail } from "~/server/enquiries/enquiry-mail.server";
import { moduleLogger } from "~/server/logger.server";
import { user } from "~/server/schema";
import type { WithdrawnSeat } from "~/server/timetable/seats.server";
import type { SeatConfirmation } from "~/server/timetable/timetable.server";

const log = moduleLogger("seats");

/**
 * The seat mails, sent when SMTP_URL is set, through the enquiry mail's nodemailer setup, plain
 * text (nothing the family typed becomes HTML): to a student whose seat the admin accepted, at the
 * account's address, the same words as the WhatsApp message (docs/decisions/timetable.md
 * "Seats"); to the academy when a family withdraws a request (docs/decisions/families.md
 * "Withdrawing").
 */

/** The mail for one confirmed seat. */
export function seatMail(confirmation: SeatConfirmation, to: string) {
  return {
    from: { name: site.name, address: site.email },
    to,
    subject: mailHeaderLine(`Seat confirmed: ${confirmation.name}, ${confirmation.batch}`, 150),
    text: [
      adminSeatsCopy.message(confirmation),
      "",
      `See your classes and subscribe to your calendar: ${serverEnv().siteUrl}/my-classes`,
      "",
      site.name,
    ].join("\n"),
  };
}

/**
 * Mails the account that asked for the seat, when `smtpUrl` (default SMTP_URL) is set.
 * @returns whether a mail was sent (false: no SMTP_URL, no account, or the SMTP exchange failed,
 *   which is logged and never fails the accept)
 */
export async function mailSeatConfirmed(
  userId: string,
  confirmation: SeatConfirmation,
  options: { smtpUrl?: string | null; db?: Db } = {},
): Promise<boolean> {
  const smtpUrl = smtpUrlOf(options);
  if (!smtpUrl) return false;
  const conn = options.db ?? (await getDb());
  const [account] = await conn.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) return false;
  return trySendMail(
    seatMail(confirmation, account.email),
    smtpUrl,
    "seat confirmation mail not sent",
    log,
  );
}

/**
 * The mail to the academy (its own address, as for enquiries) when a family withdraws a request:
 * the student, the batch, whether a confirmed seat is free again, and the batch's requests page.
 * @param withdrawn what cancelSeat returned
 */
export function withdrawnMail(withdrawn: WithdrawnSeat) {
  const words = {
    name: withdrawn.request.studentName,
    batch: batchLine(withdrawn.batch),
    seatFreed: withdrawn.was === "confirmed",
    requests: `${serverEnv().siteUrl}/admin/batches/${withdrawn.batch.id}/requests`,
  };
  return {
    from: { name: site.name, address: site.email },
    to: site.email,
    subject: mailHeaderLine(adminSeatsCopy.withdrawn.subject(words), 150),
    text: adminSeatsCopy.withdrawn.text(words),
  };
}

/**
 * Tells the academy that a family withdrew a request, when `smtpUrl` (default SMTP_URL) is set.
 * @returns whether a mail was sent (false: no SMTP_URL, or the SMTP exchange failed, which is
 *   logged and never fails the withdrawal)
 */
export async function mailSeatWithdrawn(
  withdrawn: WithdrawnSeat,
  options: { smtpUrl?: string | null } = {},
): Promise<boolean> {
  const smtpUrl = smtpUrlOf(options);
  if (!smtpUrl) return false;
  return trySendMail(withdrawnMail(withdrawn), smtpUrl, "seat withdrawal mail not sent", log);
}
