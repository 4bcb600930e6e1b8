import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { InvoiceState } from "~/content/fees";
import { monthEnd } from "~/lib/fees";
import { type Db, getDb } from "~/server/db/db.server";
import { invoice, invoiceLine, payment, seatRequest, user } from "~/server/schema";

/**
 * Reading invoices (docs/decisions/fees.md "Invoices"): a family's own, one with its lines and
 * payments, the admin's month report, the overdue list and the accountant's rows.
 */

export type StoredInvoice = typeof invoice.$inferSelect;
export type StoredPayment = typeof payment.$inferSelect;

/**
 * SQL for the paise received on an invoice: the sum of its payments in the state received. The
 * one definition every page, list and payment check reads "left to pay" from (its total less this).
 * @param id the invoice's id: a column (`invoice.id`) or a value
 */
export function receivedOn(id: SQLWrapper | number) {
  return sql<string>`(select coalesce(sum(${payment.amountPaise}), 0) from ${payment} where ${payment.invoiceId} = ${id} and ${payment.state} = 'received')`;
}

/**
 * An invoice's state on an India date: paid; a payment reported and waiting; overdue after its
 * due date; due.
 */
export function invoiceState(
  row: Pick<StoredInvoice, "paidAt" | "dueOn">,
  payments: readonly Pick<StoredPayment, "state">[],
  today: string,
): InvoiceState {
  if (row.paidAt) return "paid";
  if (payments.some((p) => p.state === "reported")) return "reported";
  return row.dueOn < today ? "overdue" : "due";
}

/** A family's invoices, newest first, each with its lines and payments. */
export async function familyInvoices(userId: string, db?: Db) {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select()
    .from(invoice)
    .where(eq(invoice.userId, userId))
    .orderBy(desc(invoice.issuedOn), desc(invoice.id));
  return withDetails(conn, rows);
}

/**
 * Invoices with their lines, payments and what is left to pay (paise: the total less the
 * payments received, never below 0).
 */
async function withDetails(conn: Db, rows: StoredInvoice[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, payments] = await Promise.all([
    conn
      .select()
      .from(invoiceLine)
      .where(inArray(invoiceLine.invoiceId, ids))
      .orderBy(asc(invoiceLine.id)),
    conn
      .select()
      .from(payment)
      .where(inArray(payment.invoiceId, ids))
      .orderBy(asc(payment.reportedAt), asc(payment.id)),
  ]);
  return rows.map((row) => {
    const own = payments.filter((p) => p.invoiceId === row.id);
    const received = own.filter((p) => p.state === "received");
    return {
      invoice: row,
      lines: lines.filter((l) => l.invoiceId === row.id),
      payments: own,
      leftPaise: Math.max(0, row.totalPaise - received.reduce((sum, p) => sum + p.amountPaise, 0)),
    };
  });
}

/**
 * What a family has left to pay, paise: its unpaid invoices' totals less the payments received on
 * them (one query, for My classes).
 */
export async function familyDuePaise(userId: string, db?: Db): Promise<number> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({
      paise: sql<string>`coalesce(sum(${invoice.totalPaise} - ${receivedOn(invoice.id)}), 0)`,
    })
    .from(invoice)
    .where(and(eq(invoice.userId, userId), isNull(invoice.paidAt)));
  return Math.max(0, Number(row?.paise ?? 0));
}

/** One invoice with its lines and payments, or null when there is none with that id. */
export async function invoiceWithDetails(id: number, db?: Db) {
  const conn = db ?? (await getDb());
  const rows = await conn.select().from(invoice).where(eq(invoice.id, id));
  return (await withDetails(conn, rows))[0] ?? null;
}

/**
 * The month's money (docs/decisions/fees.md "Reports"): invoiced (the month's invoices' totals),
 * received (payments received on those invoices) and outstanding (the difference), paise.
 * @param month "YYYY-MM-01"
 */
export async function monthReport(month: string, db?: Db) {
  const conn = db ?? (await getDb());
  const [due] = await conn
    .select({ paise: sql<string>`coalesce(sum(${invoice.totalPaise}), 0)` })
    .from(invoice)
    .where(and(gte(invoice.month, month), lte(invoice.month, monthEnd(month))));
  const [received] = await conn
    .select({ paise: sql<string>`coalesce(sum(${payment.amountPaise}), 0)` })
    .from(payment)
    .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
    .where(
      and(
        eq(payment.state, "received"),
        gte(invoice.month, month),
        lte(invoice.month, monthEnd(month)),
      ),
    );
  const duePaise = Number(due?.paise ?? 0);
  const receivedPaise = Number(received?.paise ?? 0);
  return { duePaise, receivedPaise, outstandingPaise: Math.max(0, duePaise - receivedPaise) };
}

/**
 * Every unpaid invoice past its due date on `today`, oldest due first, with the family's e-mail
 * and the phone of its latest seat request, and what is left to pay (paise).
 */
export async function overdueInvoices(today: string, db?: Db) {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({
      invoice,
      email: user.email,
      phone: sql<
        string | null
      >`(select ${seatRequest.contact} from ${seatRequest} where ${seatRequest.userId} = ${invoice.userId} order by ${seatRequest.updatedAt} desc limit 1)`,
      receivedPaise: receivedOn(invoice.id),
    })
    .from(invoice)
    .leftJoin(user, eq(user.id, invoice.userId))
    .where(and(isNull(invoice.paidAt), lt(invoice.dueOn, today)))
    .orderBy(asc(invoice.dueOn), asc(invoice.id));
  return rows.map((r) => ({
    ...r,
    leftPaise: Math.max(0, r.invoice.totalPaise - Number(r.receivedPaise)),
  }));
}

/** The payments waiting for the admin's answer, newest first, with their invoice. */
export async function reportedPayments(db?: Db) {
  const conn = db ?? (await getDb());
  return conn
    .select({ payment, invoice })
    .from(payment)
    .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
    .where(eq(payment.state, "reported"))
    .orderBy(desc(payment.reportedAt), desc(payment.id));
}

/** The students named on invoices, by invoice id ("Asha, Ravi"). */
export async function studentsOfInvoices(ids: readonly number[], db?: Db) {
  if (ids.length === 0) return new Map<number, string>();
  const conn = db ?? (await getDb());
  const rows = await conn
    .selectDistinct({ invoiceId: invoiceLine.invoiceId, name: invoiceLine.studentName })
    .from(invoiceLine)
    .where(inArray(invoiceLine.invoiceId, [...ids]));
  const names = new Map<number, string[]>();
  for (const r of rows) names.set(r.invoiceId, [...(names.get(r.invoiceId) ?? []), r.name]);
  return new Map([...names].map(([id, list]) => [id, list.sort().join(", ")]));
}

/** Every invoice with its payments, oldest first: the accountant's CSV. */
export async function allInvoicesWithPayments(db?: Db) {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select()
    .from(invoice)
    .orderBy(asc(invoice.financialYear), asc(invoice.sequence));
  return withDetails(conn, rows);
}
