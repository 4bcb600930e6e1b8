import { and, eq, gte, isNotNull, isNull, lt, lte, notExists, type SQL, sql } from "drizzle-orm";
import { serverEnv } from "~/config/env.server";
import { site } from "~/config/site";
import { feeMailCopy } from "~/content/fees";
import { rupees } from "~/lib/money";
import { addDays, dateText, indiaDate } from "~/lib/timetable";
import { type Db, getDb } from "~/server/db/db.server";
import { mailHeaderLine, smtpUrlOf, trySendMail } from "~/server/enquiries/enquiry-mail.server";
import { getFeeSettings } from "~/server/fees/fee-settings.server";
import { moduleLogger } from "~/server/logger.server";
import { type FeeMailKind, feeMail, invoice, payment, user } from "~/server/schema";

const log = moduleLogger("fees");

/**
 * The fee mails (docs/decisions/fees.md "Reminders"), sent by the fee job when SMTP_URL is set,
 * plain text, each with the invoice's payment link: when an invoice is made; the settings'
 * reminder days before its due date; and the day after it. None for an invoice that is paid or
 * has a payment reported. Each mail is claimed first (a `fee_mail` row, primary key invoice and
 * kind), so of several instances exactly one sends it; a failed send gives the claim back and the
 * next run tries again.
 */

/** One fee mail of an invoice to its family. */
export function feeMailOf(
  kind: FeeMailKind,
  row: { id: number; number: string; totalPaise: number; dueOn: string; billedTo: string },
  to: string,
) {
  const words = {
    family: row.billedTo,
    number: row.number,
    amount: rupees(row.totalPaise),
    due: dateText(row.dueOn),
    link: `${serverEnv().siteUrl}/my-classes/invoices/${row.id}`,
  };
  const subject =
    kind === "issued"
      ? feeMailCopy.issued.subject(words.number, words.amount)
      : kind === "before_due"
        ? feeMailCopy.before_due.subject(words.number, words.due)
        : feeMailCopy.overdue.subject(words.number);
  return {
    from: { name: site.name, address: site.email },
    to,
    subject: mailHeaderLine(subject, 150),
    text: `${feeMailCopy[kind].text(words)}\n\n${site.name}`,
  };
}

/**
 * Sends the fee mails due on `now`'s India date.
 * @returns how many were sent (0 without SMTP_URL)
 */
export async function sendFeeMails(
  options: { now?: Date; db?: Db; smtpUrl?: string | null } = {},
): Promise<number> {
  const smtpUrl = smtpUrlOf(options);
  if (!smtpUrl) return 0;
  const conn = options.db ?? (await getDb());
  const today = indiaDate(options.now ?? new Date());
  const settings = await getFeeSettings(conn);
  const open = and(
    isNull(invoice.paidAt),
    isNotNull(invoice.userId),
    notExists(
      conn
        .select({ one: sql`1` })
        .from(payment)
        .where(and(eq(payment.invoiceId, invoice.id), eq(payment.state, "reported"))),
    ),
  );
  const when: Record<FeeMailKind, SQL | undefined> = {
    issued: gte(invoice.dueOn, today),
    before_due: and(
      gte(invoice.dueOn, today),
      lte(invoice.dueOn, addDays(today, settings.reminderDays)),
      lt(invoice.issuedOn, today),
    ),
    overdue: lt(invoice.dueOn, today),
  };
  let sent = 0;
  for (const kind of ["issued", "before_due", "overdue"] as const) {
    const rows = await conn
      .select({ invoice, email: user.email })
      .from(invoice)
      .innerJoin(user, eq(user.id, invoice.userId))
      .where(
        and(
          open,
          when[kind],
          notExists(
            conn
              .select({ one: sql`1` })
              .from(feeMail)
              .where(and(eq(feeMail.invoiceId, invoice.id), eq(feeMail.kind, kind))),
          ),
        ),
      );
    for (const row of rows) {
      const [claimed] = await conn
        .insert(feeMail)
        .values({ invoiceId: row.invoice.id, kind })
        .onConflictDoNothing()
        .returning({ invoiceId: feeMail.invoiceId });
      if (!claimed) continue;
      const ok = await trySendMail(
        feeMailOf(kind, row.invoice, row.email),
        smtpUrl,
        "fee mail not sent",
        log,
      );
      if (ok) {
        sent += 1;
        log.info({ invoice: row.invoice.id, kind }, "fee mail sent");
      } else {
        await conn
          .delete(feeMail)
          .where(and(eq(feeMail.invoiceId, row.invoice.id), eq(feeMail.kind, kind)));
      }
    }
  }
  return sent;
}
