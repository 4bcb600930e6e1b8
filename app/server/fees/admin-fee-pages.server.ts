import { asc } from "drizzle-orm";
import { data } from "react-router";
import { serverEnv } from "~/config/env.server";
import { adminFeesCopy as copy, familyFeesCopy, invoiceStateCopy, monthText } from "~/content/fees";
import { parseId } from "~/lib/collection";
import { monthOf } from "~/lib/fees";
import { decimalRupees, parseRupees, rupees } from "~/lib/money";
import { whatsAppNumber } from "~/lib/phone";
import { batchName, dateText, indiaDate } from "~/lib/timetable";
import { whatsAppTextLink } from "~/lib/whatsapp";
import { requireAdmin } from "~/server/auth/admin.server";
import { type AdminIntentPost, adminIntents } from "~/server/auth/admin-intents.server";
import { getDb } from "~/server/db/db.server";
import { runFeeJobs } from "~/server/fees/fee-jobs.server";
import {
  type FeeSettingsForm,
  feePlans,
  getFeeSettings,
  parseFeeSettings,
  saveFeePlans,
  saveFeeSettings,
} from "~/server/fees/fee-settings.server";
import {
  allInvoicesWithPayments,
  invoiceState,
  monthReport,
  overdueInvoices,
  reportedPayments,
  studentsOfInvoices,
} from "~/server/fees/invoices.server";
import { decidePayment, PaymentRefusal, recordPayment } from "~/server/fees/payments.server";
import { type CsvColumn, csvDocument, csvResponse, indiaTimestamp } from "~/server/http/csv.server";
import { batch } from "~/server/schema";

/**
 * The admin's fee pages (docs/decisions/fees.md "The academy's side"): /admin/fees (this month's
 * money, settings, fee plans, "make this month's invoices now"), /admin/fees/payments (verify
 * reported payments, record cash or a bank transfer), /admin/fees/overdue (WhatsApp reminders)
 * and the accountant's CSV. Every loader and action asks for the admin first.
 */

const SETTING_FIELDS = [
  "upiId",
  "payeeName",
  "dueDay",
  "siblingDiscount",
  "reminderDays",
  "registrationFee",
  "bankDetails",
  "invoicePrefix",
] as const;

/** The settings as the form shows them. */
function settingsValues(s: Awaited<ReturnType<typeof getFeeSettings>>): FeeSettingsForm {
  return {
    upiId: s.upiId,
    payeeName: s.payeeName,
    dueDay: String(s.dueDay),
    siblingDiscount: String(s.siblingDiscountPercent),
    reminderDays: String(s.reminderDays),
    registrationFee: s.registrationFeePaise ? decimalRupees(s.registrationFeePaise) : "0",
    bankDetails: s.bankDetails,
    invoicePrefix: s.invoicePrefix,
  };
}

/** Every batch, in the admin's order, with its fee as the form shows it ("" without a plan). */
async function batchFees() {
  const db = await getDb();
  const [rows, plans] = await Promise.all([
    db.select().from(batch).orderBy(asc(batch.position), asc(batch.id)),
    feePlans(db),
  ]);
  return rows.map((row) => {
    const paise = plans.get(row.id);
    return {
      id: row.id,
      name: batchName(row),
      fee: paise === undefined ? "" : decimalRupees(paise),
    };
  });
}

/**
 * /admin/fees.
 * @throws requireAdmin's redirect for anyone but the admin
 */
export async function adminFeesPage(request: Request, now = new Date()) {
  await requireAdmin(request);
  const month = monthOf(indiaDate(now));
  const [settings, batches, report] = await Promise.all([
    getFeeSettings(),
    batchFees(),
    monthReport(month),
  ]);
  return {
    month: monthText(month),
    report: {
      due: rupees(report.duePaise),
      received: rupees(report.receivedPaise),
      outstanding: rupees(report.outstandingPaise),
    },
    settings: settingsValues(settings),
    batches,
  };
}

type AdminFeesAnswer = {
  notice: string | null;
  errors: Partial<Record<string, string>>;
  values: Record<string, string> | null;
};

const feesAnswer = (a: Partial<AdminFeesAnswer>, status = 200) =>
  data({ notice: null, errors: {}, values: null, ...a } satisfies AdminFeesAnswer, { status });

/**
 * The fee page's forms by `intent` (app/server/auth/admin-intents.server.ts): settings, plans
 * (`fee-<batch id>` in rupees, empty for no plan) or make (runs the fee jobs now).
 * @returns the notice, or the fields' messages and values as typed (400)
 * @throws readAdminForm's 403, 413 or 400
 */
export const adminFeesAction = adminIntents({
  settings: async ({ user, values }) => {
    const typed = Object.fromEntries(
      SETTING_FIELDS.map((f) => [f, values[f] ?? ""]),
    ) as FeeSettingsForm;
    const parsed = parseFeeSettings(typed);
    if (!parsed.ok) return feesAnswer({ errors: parsed.errors, values: typed }, 400);
    await saveFeeSettings(parsed.values, user.email);
    return feesAnswer({ notice: copy.settings.saved });
  },
  plans: async ({ user, values }) => {
    const fees = new Map<number, number | null>();
    const errors: Record<string, string> = {};
    const typed: Record<string, string> = {};
    for (const row of await batchFees()) {
      const name = `fee-${row.id}`;
      const value = values[name];
      if (value === undefined) continue;
      typed[name] = value.slice(0, 40);
      const paise = value.trim() === "" ? null : parseRupees(value);
      if (paise === null && value.trim() !== "") errors[name] = copy.errors.amount;
      else fees.set(row.id, paise);
    }
    if (Object.keys(errors).length > 0) return feesAnswer({ errors, values: typed }, 400);
    await saveFeePlans(fees, user.email);
    return feesAnswer({ notice: copy.plans.saved });
  },
  make: async () => {
    const { invoices } = await runFeeJobs();
    return feesAnswer({ notice: copy.made(invoices) });
  },
});

/**
 * /admin/fees/payments: the reported payments, newest first.
 * @throws requireAdmin's redirect for anyone but the admin
 */
export async function paymentsPage(request: Request) {
  await requireAdmin(request);
  const rows = await reportedPayments();
  const names = await studentsOfInvoices(rows.map((r) => r.invoice.id));
  return {
    payments: rows.map(({ payment: p, invoice: i }) => ({
      id: p.id,
      invoice: i.number,
      invoiceId: i.id,
      family: i.billedTo,
      students: names.get(i.id) ?? "",
      amount: rupees(p.amountPaise),
      utr: p.utr ?? "",
      when: dateText(indiaDate(p.reportedAt)),
    })),
  };
}

const paymentFail = (error: string, status: number) => data({ notice: null, error }, { status });

/** A refused payment change as the page's message (404). */
function refused(error: unknown) {
  if (!(error instanceof PaymentRefusal)) throw error;
  const p = copy.payments;
  return paymentFail(error.reason === "not-found" ? p.record.unknownInvoice : p.gone, 404);
}

/** Received or not found, for a reported payment's `id` (and the `reason` the family sees). */
async function decide(post: AdminIntentPost) {
  const p = copy.payments;
  const id = parseId(post.values.id);
  if (id === null) return paymentFail(p.gone, 404);
  const received = post.intent === "received";
  const reason = (post.values.reason ?? "").trim().slice(0, 200) || p.reasonDefault;
  try {
    const number = await decidePayment(
      id,
      received ? { received: true } : { received: false, reason },
      post.user.email,
    );
    return { notice: received ? p.doneReceived(number) : p.doneNotFound(number), error: null };
  } catch (error) {
    return refused(error);
  }
}

/**
 * The payments page's forms by `intent`: received or not-found (a payment's `id`, and `reason`),
 * or record (`number`, `amount` in rupees, `method` cash or bank).
 * @returns the notice or the message (404 gone or unknown invoice, 400 bad amount)
 * @throws readAdminForm's 403, 413 or 400
 */
export const paymentsAction = adminIntents({
  received: decide,
  "not-found": decide,
  record: async ({ user, values }) => {
    const amount = parseRupees(values.amount);
    if (!amount) return paymentFail(copy.errors.amount, 400);
    const method = values.method === "bank" ? "bank" : "cash";
    const number = (values.number ?? "").trim().slice(0, 40);
    try {
      await recordPayment(number, amount, method, user.email);
    } catch (error) {
      return refused(error);
    }
    return { notice: copy.payments.record.done(number), error: null };
  },
});

/**
 * /admin/fees/overdue: every unpaid invoice past its due date, with a WhatsApp reminder link
 * (wa.me, the admin's own WhatsApp sends it) and the total outstanding.
 * @throws requireAdmin's redirect for anyone but the admin
 */
export async function overduePage(request: Request, now = new Date()) {
  await requireAdmin(request);
  const today = indiaDate(now);
  const rows = await overdueInvoices(today);
  const site = serverEnv().siteUrl;
  const o = copy.overdue;
  return {
    total: o.total(rupees(rows.reduce((sum, r) => sum + r.leftPaise, 0))),
    invoices: rows.map((r) => {
      const amount = rupees(r.leftPaise);
      const due = dateText(r.invoice.dueOn);
      const days = Math.round(
        (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${r.invoice.dueOn}T00:00:00Z`)) /
          86_400_000,
      );
      const digits = r.phone ? whatsAppNumber(r.phone) : null;
      const message = o.message({
        family: r.invoice.billedTo,
        number: r.invoice.number,
        amount,
        due,
        link: `${site}/my-classes/invoices/${r.invoice.id}`,
      });
      return {
        id: r.invoice.id,
        number: r.invoice.number,
        family: r.invoice.billedTo,
        email: r.email ?? "",
        phone: r.phone ?? "",
        amount,
        due,
        late: o.daysLate(days),
        whatsApp: digits ? whatsAppTextLink(digits, message) : null,
      };
    }),
  };
}

type CsvRow = {
  number: string;
  issuedOn: string;
  month: string;
  family: string;
  total: number;
  dueOn: string;
  state: string;
  method: string;
  amount: string;
  utr: string;
  paymentState: string;
  paymentAt: string;
};

const CSV_COLUMNS: readonly CsvColumn<CsvRow>[] = [
  ["Invoice", (r) => r.number],
  ["Date", (r) => r.issuedOn],
  ["Month", (r) => r.month],
  ["Billed to", (r) => r.family],
  ["Total (INR)", (r) => decimalRupees(r.total)],
  ["Due on", (r) => r.dueOn],
  ["Invoice status", (r) => r.state],
  ["Payment method", (r) => r.method],
  ["Payment (INR)", (r) => r.amount],
  ["UTR", (r) => r.utr],
  ["Payment status", (r) => r.paymentState],
  ["Payment date", (r) => r.paymentAt],
];

/**
 * /admin/fees.csv: one row per payment of each invoice (one row for an invoice without any),
 * invoices in number order (RFC 4180, cells neutralised as the enquiries CSV).
 * @throws requireAdmin's redirect for anyone but the admin
 */
export async function feesCsv(request: Request, now = new Date()): Promise<Response> {
  await requireAdmin(request);
  const today = indiaDate(now);
  const rows: CsvRow[] = [];
  for (const { invoice: i, payments } of await allInvoicesWithPayments()) {
    const base = {
      number: i.number,
      issuedOn: i.issuedOn,
      month: i.month.slice(0, 7),
      family: i.billedTo,
      total: i.totalPaise,
      dueOn: i.dueOn,
      state: invoiceStateCopy[invoiceState(i, payments, today)],
    };
    const empty = { method: "", amount: "", utr: "", paymentState: "", paymentAt: "" };
    if (payments.length === 0) rows.push({ ...base, ...empty });
    for (const p of payments) {
      rows.push({
        ...base,
        method: familyFeesCopy.methods[p.method],
        amount: decimalRupees(p.amountPaise),
        utr: p.utr ?? "",
        paymentState: p.state.replace("_", " "),
        paymentAt: indiaTimestamp(p.decidedAt ?? p.reportedAt),
      });
    }
  }
  return csvResponse(csvDocument(CSV_COLUMNS, rows), "fees", now);
}
