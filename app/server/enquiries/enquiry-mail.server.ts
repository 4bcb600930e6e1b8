import nodemailer, { type SendMailOptions } from "nodemailer";
import { serverEnv } from "~/config/env.server";
import { site } from "~/config/site";
import { levelLabel, modeLabel } from "~/lib/enquiry";
import { SOURCE_LABELS, type StoredEnquiry } from "~/lib/enquiry-inbox";

/**
 * The optional e-mail to the academy for each stored enquiry (docs/decisions/admin-area.md "Admin
 * inbox": a maintained mail library when SMTP_URL is set): nodemailer over the SMTP server of
 * SMTP_URL (e.g. smtps://user:password@smtp.example.com:465), sent to the academy's address in
 * app/config/site.ts (`site.email`). Plain text only; nothing the visitor typed becomes HTML.
 */

/** Gives up on an SMTP server that does not answer within these times (ms). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** One header line: no line breaks (no header injection), at most `max` characters. */
function oneLine(text: string, max: number): string {
  const flat = text.replace(/[\r\n\t\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The mail for one enquiry: to and from the academy's address, subject with the visitor's
 * name, the five lines of spec §7 in the body (each kept on one line), then when and where it
 * came from.
 */
export function enquiryMail(item: StoredEnquiry, to: string = site.email) {
  const received = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(item.createdAt);
  return {
    from: { name: `${site.name} website`, address: to },
    to,
    subject: `New demo enquiry: ${oneLine(item.name, 80)}`,
    text: [
      `Name: ${oneLine(item.name, 1000)}`,
      `Contact No: ${oneLine(item.contactNo, 1000)}`,
      `Mode: ${modeLabel(item.mode)}`,
      `Level: ${levelLabel(item.level)}`,
      `Location: ${oneLine(item.location, 1000)}`,
      "",
      `Received: ${received} (India time), from the ${SOURCE_LABELS[item.source]}.`,
      `Follow it up in the admin: ${serverEnv().siteUrl}/admin/enquiries`,
    ].join("\n"),
  };
}

/**
 * Sends the mail for one stored enquiry.
 * @param smtpUrl the SMTP server (SMTP_URL)
 * @throws whatever the SMTP exchange fails with (the caller logs it; the enquiry stays stored)
 */
export async function sendEnquiryMail(item: StoredEnquiry, smtpUrl: string): Promise<void> {
  await sendMail(enquiryMail(item), smtpUrl);
}

/**
 * Sends one plain-text mail over the SMTP server of `smtpUrl` (SMTP_URL), with the timeouts above;
 * the enquiry mail and the timetable's seat confirmation (app/server/timetable/seat-mail.server.ts) use it.
 * @throws whatever the SMTP exchange fails with
 */
export async function sendMail(mail: SendMailOptions, smtpUrl: string): Promise<void> {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  try {
    await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}

/** The SMTP address to use: the one given (null: none), else SMTP_URL's (undefined: not set). */
export function smtpUrlOf(options: { smtpUrl?: string | null }): string | null {
  return options.smtpUrl === undefined ? (serverEnv().smtpUrl ?? null) : options.smtpUrl;
}

/**
 * Sends a mail that must never undo what caused it (a seat change, an invitation, a cancelled
 * class): a failed exchange is logged with `what` and the error's first 200 characters.
 * @param log the caller's module logger
 * @returns whether it was sent
 */
export async function trySendMail(
  mail: SendMailOptions,
  smtpUrl: string,
  what: string,
  log: { warn: (fields: object, message: string) => void },
): Promise<boolean> {
  try {
    await sendMail(mail, smtpUrl);
    return true;
  } catch (error) {
    log.warn({ error: String(error).slice(0, 200) }, what);
    return false;
  }
}

/** One header line: no line breaks (no header injection), at most `max` characters. */
export { oneLine as mailHeaderLine };
