import { and, eq, isNull } from "drizzle-orm";
import { parseUtr } from "~/lib/fees";
import { isUniqueViolation } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import { receivedOn } from "~/server/fees/invoices.server";
import { invoice, type PaymentMethod, payment } from "~/server/schema";

/**
 * Payments (docs/decisions/fees.md "Payments"): a family reports a UPI payment by its UTR, the
 * admin marks it received or not found, or records cash or a bank transfer. An invoice is paid
 * once the payments received reach its total. Each change locks the invoice row, so two reports
 * for one invoice, or a report racing a decision, are taken one after the other; a UTR is used
 * once across the whole database (a unique index), so of two families racing the same UTR
 * exactly one is accepted.
 */

/** Why a payment change was refused. */
export class PaymentRefusal extends Error {
  constructor(readonly reason: "utr" | "used" | "not-due" | "not-found" | "gone") {
    super(reason);
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockInvoice(tx: Tx, id: number) {
  const [row] = await tx.select().from(invoice).where(eq(invoice.id, id)).for("update");
  return row;
}

/** Paise received on an invoice so far ({@link receivedOn}). */
async function receivedPaise(tx: Tx, id: number): Promise<number> {
  const [sum] = await tx
    .select({ paise: receivedOn(id) })
    .from(invoice)
    .where(eq(invoice.id, id));
  return Number(sum?.paise ?? 0);
}

/** Marks the invoice paid when the payments received reach its total. */
async function settle(tx: Tx, id: number, total: number): Promise<void> {
  if ((await receivedPaise(tx, id)) >= total) {
    await tx
      .update(invoice)
      .set({ paidAt: new Date() })
      .where(and(eq(invoice.id, id), isNull(invoice.paidAt)));
  }
}

/**
 * A family reports paying an invoice by UPI: the amount left to pay (the total less what was
 * received already, say in cash), as the invoice's UPI link asks for it.
 * @param utrText the UTR as typed (spaces and hyphens allowed)
 * @returns the stored UTR (12 digits)
 * @throws PaymentRefusal "utr" (not 12 digits), "not-found" (not the family's invoice), "not-due"
 *   (paid, nothing left to pay, or a report waiting to be checked), "used" (the UTR is already in
 *   the database)
 */
export async function reportUpiPayment(
  invoiceId: number,
  userId: string,
  utrText: unknown,
  db?: Db,
): Promise<string> {
  const utr = parseUtr(utrText);
  if (!utr) throw new PaymentRefusal("utr");
  const conn = db ?? (await getDb());
  try {
    await conn.transaction(async (tx) => {
      const row = await lockInvoice(tx, invoiceId);
      if (!row || row.userId !== userId) throw new PaymentRefusal("not-found");
      const [waiting] = await tx
        .select({ id: payment.id })
        .from(payment)
        .where(and(eq(payment.invoiceId, invoiceId), eq(payment.state, "reported")));
      if (row.paidAt || waiting) throw new PaymentRefusal("not-due");
      const leftPaise = row.totalPaise - (await receivedPaise(tx, invoiceId));
      if (leftPaise <= 0) throw new PaymentRefusal("not-due");
      await tx.insert(payment).values({
        invoiceId,
        method: "upi",
        amountPaise: leftPaise,
        utr,
        state: "reported",
        reportedBy: userId,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new PaymentRefusal("used");
    throw error;
  }
  return utr;
}

/**
 * The admin's answer to a reported payment: received (the invoice may become paid) or not found,
 * with the reason the family sees.
 * @returns the invoice's number
 * @throws PaymentRefusal "gone" when the payment is no longer waiting (answered meanwhile)
 */
export async function decidePayment(
  paymentId: number,
  decision: { received: true } | { received: false; reason: string },
  actor: string,
  db?: Db,
): Promise<string> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const [found] = await tx
      .select({ invoiceId: payment.invoiceId })
      .from(payment)
      .where(eq(payment.id, paymentId));
    if (!found) throw new PaymentRefusal("gone");
    const row = await lockInvoice(tx, found.invoiceId);
    const [changed] = await tx
      .update(payment)
      .set({
        state: decision.received ? "received" : "not_found",
        reason: decision.received ? "" : decision.reason,
        decidedAt: new Date(),
        decidedBy: actor,
      })
      .where(and(eq(payment.id, paymentId), eq(payment.state, "reported")))
      .returning({ id: payment.id });
    if (!changed || !row) throw new PaymentRefusal("gone");
    if (decision.received) await settle(tx, row.id, row.totalPaise);
    return row.number;
  });
}

/**
 * The admin records cash or a bank transfer received at the centre.
 * @param number the invoice number as printed
 * @param amountPaise the amount received, paise (above 0)
 * @returns the invoice's id
 * @throws PaymentRefusal "not-found" for an unknown number
 */
export async function recordPayment(
  number: string,
  amountPaise: number,
  method: Exclude<PaymentMethod, "upi">,
  actor: string,
  db?: Db,
): Promise<number> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: invoice.id })
      .from(invoice)
      .where(eq(invoice.number, number.trim()));
    const row = found ? await lockInvoice(tx, found.id) : undefined;
    if (!row) throw new PaymentRefusal("not-found");
    const now = new Date();
    await tx.insert(payment).values({
      invoiceId: row.id,
      method,
      amountPaise,
      state: "received",
      reportedBy: actor,
      decidedAt: now,
      decidedBy: actor,
    });
    await settle(tx, row.id, row.totalPaise);
    return row.id;
  });
}
