import type { ClassType } from "~/lib/batch-kinds";
import { decimalRupees, share } from "~/lib/money";

/**
 * The fee rules (docs/decisions/fees.md): an invoice's lines from a family's seats, invoice
 * numbers by Indian financial year, UPI links (NPCI's UPI linking specification) and UTRs. Pure:
 * the invoice job (app/server/fees/invoice-job.server.ts) reads the database and calls these.
 */

/**
 * The kinds of an invoice line. A discount and a credit are negative amounts; an entry is a
 * tournament's entry fee (docs/decisions/fees.md "Entry fees").
 */
export const INVOICE_LINE_KINDS = ["fee", "discount", "credit", "registration", "entry"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** Class types whose second and later child of a family get the sibling discount (spec §1). */
export const SIBLING_DISCOUNT_TYPES: readonly ClassType[] = ["sibling", "group"];

/** One confirmed seat to bill for a month. */
export type BillableSeat = {
  studentId: number;
  batchId: number;
  classType: ClassType;
  /** The batch's monthly fee, paise (0: the batch is free and gets no line). */
  monthlyFeePaise: number;
  /** The student's place among the family's billed students, 0 for the first (enrolment order). */
  childRank: number;
  /** The batch's classes in the whole month (its weekdays, holidays skipped). */
  monthClasses: number;
  /** Of those, the ones from the student's start (the seat's confirmation or the batch's start). */
  classesLeft: number;
  /** Classes of the previous month the academy cancelled while the student had the seat. */
  cancelledLastMonth: number;
  /** The batch's classes in the previous month, the credit's denominator. */
  lastMonthClasses: number;
};

/** A line the rules give: its kind, student, batch (null for registration) and signed amount. */
export type FeeLine = {
  kind: InvoiceLineKind;
  studentId: number;
  batchId: number | null;
  amountPaise: number;
  /**
   * What the line's words need: classes billed of the month, the discount's percent, classes
   * credited, an entry's tournament (its event's title).
   */
  detail: {
    classesLeft?: number;
    monthClasses?: number;
    percent?: number;
    cancelled?: number;
    tournament?: string;
  };
};

/** The fee settings the rules read. */
export type FeeRules = {
  /** Percent (0–100) off the second and later child's sibling and group batches. */
  siblingDiscountPercent: number;
  /** Paise, once per student; 0 for none. */
  registrationFeePaise: number;
};

/**
 * The lines of one invoice (docs/decisions/fees.md "Lines"), per seat in the order given: the
 * month's fee, pro-rated by classes left when the student starts during the month; the sibling
 * discount on it; a credit for last month's cancelled classes (never more than the fee left after
 * the discount, so no invoice goes below zero); then a registration fee for each student named.
 * A seat without classes this month, or a free batch, gets no line.
 * @param seats the seats to bill
 * @param registrations the students still owing the registration fee
 * @returns lines whose sum is the invoice's total, never negative
 */
export function feeLines(
  seats: readonly BillableSeat[],
  rules: FeeRules,
  registrations: readonly number[] = [],
): FeeLine[] {
  const lines: FeeLine[] = [];
  for (const seat of seats) {
    if (seat.monthlyFeePaise <= 0 || seat.classesLeft <= 0 || seat.monthClasses <= 0) continue;
    const left = Math.min(seat.classesLeft, seat.monthClasses);
    const fee = share(seat.monthlyFeePaise, left, seat.monthClasses);
    const base = { studentId: seat.studentId, batchId: seat.batchId };
    lines.push({
      ...base,
      kind: "fee",
      amountPaise: fee,
      detail: { classesLeft: left, monthClasses: seat.monthClasses },
    });
    const percent =
      seat.childRank > 0 && SIBLING_DISCOUNT_TYPES.includes(seat.classType)
        ? rules.siblingDiscountPercent
        : 0;
    const discount = share(fee, percent, 100);
    if (discount > 0) {
      lines.push({ ...base, kind: "discount", amountPaise: -discount, detail: { percent } });
    }
    const cancelled = Math.min(seat.cancelledLastMonth, seat.lastMonthClasses);
    if (cancelled > 0) {
      const net = seat.monthlyFeePaise - share(seat.monthlyFeePaise, percent, 100);
      const credit = Math.min(share(net, cancelled, seat.lastMonthClasses), fee - discount);
      if (credit > 0) {
        lines.push({ ...base, kind: "credit", amountPaise: -credit, detail: { cancelled } });
      }
    }
  }
  if (rules.registrationFeePaise > 0 && lines.length > 0) {
    for (const studentId of registrations) {
      lines.push({
        kind: "registration",
        studentId,
        batchId: null,
        amountPaise: rules.registrationFeePaise,
        detail: {},
      });
    }
  }
  return lines;
}

/** An invoice's total, paise: the sum of its lines (docs/decisions/fees.md "Totals"). */
export function invoiceTotal(lines: readonly { amountPaise: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amountPaise, 0);
}

/**
 * The Indian financial year (April to March) of an India date: "2026-27" for 2026-04-01 to
 * 2027-03-31 (docs/decisions/fees.md "Invoice numbers").
 * @param date "YYYY-MM-DD"
 */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * An invoice's number: prefix, financial year, and its place in that year, four digits at least
 * ("PTK/2026-27/0042"), as Indian GST rules ask (consecutive, unique per financial year, at most
 * 16 characters: a prefix of up to 3 letters keeps a year's first 9999 numbers within them).
 */
export function invoiceNumber(prefix: string, year: string, sequence: number): string {
  return `${prefix}/${year}/${String(sequence).padStart(4, "0")}`;
}

/** The first day of the month of an India date: "2026-11-27" → "2026-11-01". */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the month that starts on `month` ("YYYY-MM-01"). */
export function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y ?? 0, m ?? 1, 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(last).padStart(2, "0")}`;
}

/** The first day of the month before `month` ("YYYY-MM-01"). */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 2, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * When an invoice made on `issuedOn` is due: the month's due day, or, for one made after that day
 * (a student who joins later in the month), seven days after it is made.
 * @param dueDay the settings' day of the month, 1–28
 */
export function dueDate(issuedOn: string, dueDay: number): string {
  const onDueDay = `${issuedOn.slice(0, 8)}${String(dueDay).padStart(2, "0")}`;
  const week = new Date(`${issuedOn}T00:00:00Z`);
  week.setUTCDate(week.getUTCDate() + 7);
  const weekLater = week.toISOString().slice(0, 10);
  return onDueDay >= issuedOn ? onDueDay : weekLater;
}

/** A UPI transaction reference (UTR): 12 digits, as UPI apps show it after a payment. */
export const UTR_PATTERN = /^\d{12}$/;

/**
 * The UTR a family typed, spaces and hyphens dropped (apps show "4123 5678 9012").
 * @returns the 12 digits, or null when it is not 12 digits
 */
export function parseUtr(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const digits = text.replace(/[\s-]/g, "");
  return UTR_PATTERN.test(digits) ? digits : null;
}

/** A UTR as logs and lists may show it: its last four digits only ("••••••••9012"). */
export function maskedUtr(utr: string): string {
  return `${"•".repeat(Math.max(0, utr.length - 4))}${utr.slice(-4)}`;
}

/** A UPI ID (virtual payment address): "name@bank", as NPCI allows it. */
export const VPA_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

/** What a UPI payment link carries. */
export type UpiPayment = {
  /** The payee's UPI ID (pa). */
  vpa: string;
  /** The payee's name (pn). */
  payee: string;
  /** The amount, paise (am, with two decimals). */
  amountPaise: number;
  /** The note the family's app shows and the academy's statement keeps (tn): the invoice number. */
  note: string;
  /** The academy's reference for the payment (tr): the invoice number too. */
  reference: string;
};

/**
 * The UPI deep link that opens the family's UPI app with the payment filled in (NPCI, UPI
 * Linking Specification: `upi://pay?pa=&pn=&am=&cu=INR&tn=&tr=`), every value percent-encoded
 * (`encodeURIComponent`), the amount in rupees with two decimals.
 */
export function buildUpiLink(payment: UpiPayment): string {
  const params: [string, string][] = [
    ["pa", payment.vpa],
    ["pn", payment.payee],
    ["am", decimalRupees(payment.amountPaise)],
    ["cu", "INR"],
    ["tn", payment.note],
    ["tr", payment.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
