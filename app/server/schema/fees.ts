import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path alias.
import type { InvoiceLineKind } from "../../lib/fees";
import { user } from "./auth";
import { student } from "./families";
import { batch } from "./timetable";
import { tournamentPlayer } from "./tournaments";

/**
 * Fees (docs/decisions/fees.md): settings, fee plans, invoices with their lines, payments and the
 * reminder mails sent. Every amount is integer paise. Migration: drizzle/0016_fees.sql.
 */

/** The payment methods: a UPI payment the family reports, cash or a bank transfer the admin records. */
export const PAYMENT_METHODS = ["upi", "cash", "bank"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment's state: reported by the family, received (counts), or not found (with a reason). */
export const PAYMENT_STATES = ["reported", "received", "not_found"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The fee mails: when an invoice is made, before its due date, the day after it. */
export const FEE_MAIL_KINDS = ["issued", "before_due", "overdue"] as const;
export type FeeMailKind = (typeof FEE_MAIL_KINDS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** The academy's fee settings: one row (id 1), made with the defaults by the migration. */
export const feeSettings = pgTable(
  "fee_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** The academy's UPI ID (VPA); "" until set, and no UPI button shows. */
    upiId: text("upi_id").notNull().default(""),
    payeeName: text("payee_name").notNull().default(""),
    /** Day of the month invoices are due, 1–28. */
    dueDay: smallint("due_day").notNull().default(5),
    siblingDiscountPercent: smallint("sibling_discount_percent").notNull().default(10),
    /** Days before the due date the reminder goes out. */
    reminderDays: smallint("reminder_days").notNull().default(2),
    registrationFeePaise: integer("registration_fee_paise").notNull().default(0),
    /** Bank details for transfers (families abroad), plain text. */
    bankDetails: text("bank_details").notNull().default(""),
    invoicePrefix: text("invoice_prefix").notNull().default("PTK"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull().default(""),
  },
  (t) => [
    check("fee_settings_one", sql`${t.id} = 1`),
    check("fee_settings_due_day", sql`${t.dueDay} between 1 and 28`),
    check("fee_settings_discount", sql`${t.siblingDiscountPercent} between 0 and 100`),
    check("fee_settings_reminder", sql`${t.reminderDays} between 0 and 27`),
    check("fee_settings_registration", sql`${t.registrationFeePaise} >= 0`),
    check("fee_settings_prefix", sql`${t.invoicePrefix} ~ '^[A-Z]{1,3}$'`),
  ],
);

/** A batch's fee plan: its monthly fee, paise. A batch without a plan is not billed. */
export const feePlan = pgTable(
  "fee_plan",
  {
    batchId: bigint("batch_id", { mode: "number" })
      .primaryKey()
      .references(() => batch.id, { onDelete: "cascade" }),
    monthlyFeePaise: integer("monthly_fee_paise").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [check("fee_plan_amount", sql`${t.monthlyFeePaise} >= 0`)],
);

/** The last invoice number given in each financial year ("2026-27"): numbers without gaps. */
export const invoiceCounter = pgTable("invoice_counter", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * An invoice to a family for a month. Kept when the family's account is deleted (an invoice is
 * the academy's record): the account becomes null, the name billed stays.
 */
export const invoice = pgTable(
  "invoice",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    billedTo: text("billed_to").notNull(),
    /** The month billed, its first day. */
    month: date("month", { mode: "string" }).notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** When payments received reached the total; null while something is due. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("invoice_total", sql`${t.totalPaise} >= 0`),
    uniqueIndex("invoice_year_sequence").on(t.financialYear, t.sequence),
    index("invoice_user").on(t.userId),
  ],
);

/**
 * A line of an invoice, its words kept as written (an invoice does not change when a batch or a
 * student is renamed). One fee line per student, batch and month, and one registration line per
 * student ever: the indexes that keep the invoice job from billing twice.
 */
export const invoiceLine = pgTable(
  "invoice_line",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoice.id, { onDelete: "cascade" }),
    kind: text("kind").$type<InvoiceLineKind>().notNull(),
    studentId: bigint("student_id", { mode: "number" }).references(() => student.id, {
      onDelete: "set null",
    }),
    batchId: bigint("batch_id", { mode: "number" }).references(() => batch.id, {
      onDelete: "set null",
    }),
    /** An entry line's tournament player (set null when the player is deleted). */
    tournamentPlayerId: bigint("tournament_player_id", { mode: "number" }).references(
      () => tournamentPlayer.id,
      { onDelete: "set null" },
    ),
    month: date("month", { mode: "string" }).notNull(),
    studentName: text("student_name").notNull(),
    description: text("description").notNull(),
    amountPaise: integer("amount_paise").notNull(),
  },
  (t) => [
    check(
      "invoice_line_kind",
      sql`${t.kind} in (${inList(["fee", "discount", "credit", "registration", "entry"])})`,
    ),
    check(
      "invoice_line_sign",
      sql`(${t.kind} in ('fee', 'registration', 'entry')) = (${t.amountPaise} >= 0)`,
    ),
    uniqueIndex("invoice_line_one_fee")
      .on(t.studentId, t.batchId, t.month)
      .where(sql`${t.kind} = 'fee'`),
    uniqueIndex("invoice_line_one_registration")
      .on(t.studentId)
      .where(sql`${t.kind} = 'registration'`),
    uniqueIndex("invoice_line_one_entry").on(t.tournamentPlayerId).where(sql`${t.kind} = 'entry'`),
    index("invoice_line_invoice").on(t.invoiceId),
  ],
);

/**
 * A payment of an invoice: a UPI payment the family reports with its UTR (12 digits, used once
 * across the whole database), or cash or a bank transfer the admin records as received.
 */
export const payment = pgTable(
  "payment",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoice.id, { onDelete: "cascade" }),
    method: text("method").$type<PaymentMethod>().notNull(),
    amountPaise: integer("amount_paise").notNull(),
    utr: text("utr").unique(),
    state: text("state").$type<PaymentState>().notNull(),
    /** Why the academy did not find it, shown to the family. */
    reason: text("reason").notNull().default(""),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull().defaultNow(),
    reportedBy: text("reported_by").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (t) => [
    check("payment_method", sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check("payment_state", sql`${t.state} in (${inList(PAYMENT_STATES)})`),
    check("payment_amount", sql`${t.amountPaise} > 0`),
    check("payment_utr", sql`${t.utr} is null or ${t.utr} ~ '^[0-9]{12}$'`),
    check("payment_upi_has_utr", sql`${t.method} <> 'upi' or ${t.utr} is not null`),
    index("payment_invoice").on(t.invoiceId),
  ],
);

/** A fee mail sent (or being sent) for an invoice: each kind once, across every instance. */
export const feeMail = pgTable(
  "fee_mail",
  {
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoice.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FeeMailKind>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.kind] }),
    check("fee_mail_kind", sql`${t.kind} in (${inList(FEE_MAIL_KINDS)})`),
  ],
);
