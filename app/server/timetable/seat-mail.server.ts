import { eq } from "drizzle-orm";
import { serverEnv } from "~/config/env.server";
import { site } from "~/config/site";
import { adminSeatsCopy } from "~/content/admin-timetable";
import { type Db, getDb } from "~/server/db/db.server";
import { mailHeaderLine, sendMail } from "~/server/enquiries/enquiry-mail.server";
import { moduleLogger } from "~/server/logger.server";
import { user } from "~/server/schema";
import type { SeatConfirmation } from "~/server/timetable/timetable.server";

const log = moduleLogger("seats");

/**
 * The mail to a student whose seat the admin accepted (docs/decisions/timetable.md "Seats"), sent
 * when SMTP_URL is set, through the enquiry mail's nodemailer setup: to the account's address,
 * plain text (nothing the family typed becomes HTML), the same words as the WhatsApp message.
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
  const smtpUrl = options.smtpUrl === undefined ? (serverEnv().smtpUrl ?? null) : options.smtpUrl;
  if (!smtpUrl) return false;
  const conn = options.db ?? (await getDb());
  const [account] = await conn.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) return false;
  try {
    await sendMail(seatMail(confirmation, account.email), smtpUrl);
    return true;
  } catch (error) {
    log.warn({ error: String(error).slice(0, 200) }, "seat confirmation mail not sent");
    return false;
  }
}
