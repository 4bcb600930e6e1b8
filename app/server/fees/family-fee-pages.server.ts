import QRCode from "qrcode";
import { data, redirect } from "react-router";
import { familyFeesCopy as copy, invoiceStateCopy, monthText } from "~/content/fees";
import { parseId } from "~/lib/collection";
import { buildUpiLink, maskedUtr } from "~/lib/fees";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import { rupees } from "~/lib/money";
import { dateText, indiaDate } from "~/lib/timetable";
import { readUserForm, requireUser } from "~/server/auth/require-user.server";
import { getSessionUser, type SessionUser } from "~/server/auth/session.server";
import { getFeeSettings } from "~/server/fees/fee-settings.server";
import { familyInvoices, invoiceState, invoiceWithDetails } from "~/server/fees/invoices.server";
import { PaymentRefusal, reportUpiPayment } from "~/server/fees/payments.server";
import { forbidden } from "~/server/http/security.server";
import { moduleLogger } from "~/server/logger.server";
import { getPublicSite } from "~/server/site/public-site.server";

const log = moduleLogger("fees");

/**
 * The family's fee pages (docs/decisions/fees.md "The family's side"): /my-classes/fees (what is
 * due, per student and in all, and every invoice), /my-classes/invoices/:id (the printable invoice,
 * Pay by UPI, the UTR form, the receipt) and the invoice's UPI QR code. A family sees only its own
 * invoices (404 for any other id, the same answer as for none); the admin may open any.
 */

/**
 * /my-classes/fees.
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function familyFeesPage(request: Request, now = new Date()) {
  const user = await requireUser(request);
  const today = indiaDate(now);
  const invoices = await familyInvoices(user.id);
  const perStudent = new Map<string, number>();
  let totalDuePaise = 0;
  const rows = invoices.map(({ invoice: row, lines, payments, leftPaise }) => {
    const state = invoiceState(row, payments, today);
    if (!row.paidAt) {
      totalDuePaise += leftPaise;
      for (const line of lines) {
        perStudent.set(
          line.studentName,
          (perStudent.get(line.studentName) ?? 0) + line.amountPaise,
        );
      }
    }
    return {
      id: row.id,
      number: row.number,
      month: monthText(row.month),
      amount: rupees(row.totalPaise),
      due: dateText(row.dueOn),
      state,
      stateText: invoiceStateCopy[state],
    };
  });
  return {
    status: 200,
    totalDue: totalDuePaise > 0 ? copy.totalDue(rupees(totalDuePaise)) : null,
    perStudent: [...perStudent]
      .filter(([, paise]) => paise > 0)
      .map(([name, paise]) => ({ name, amount: rupees(paise) })),
    invoices: rows,
  };
}

/** The invoice a visitor may see: the family's own, or any for the admin; null otherwise. */
async function visibleInvoice(user: SessionUser, rawId: string | undefined) {
  const id = parseId(rawId);
  const found = id === null ? null : await invoiceWithDetails(id);
  if (!found || (found.invoice.userId !== user.id && !user.isAdmin)) return null;
  return found;
}

type VisibleInvoice = NonNullable<Awaited<ReturnType<typeof visibleInvoice>>>;

/**
 * Whether an invoice is to be paid now (due or overdue: not paid, no payment waiting), and its UPI
 * link for what is left, null when no UPI ID is set. The page's button and its QR code both
 * read this.
 */
function paymentOf(
  found: VisibleInvoice,
  settings: { upiId: string; payeeName: string },
  today: string,
) {
  const state = invoiceState(found.invoice, found.payments, today);
  const payable = (state === "due" || state === "overdue") && found.leftPaise > 0;
  const upiLink =
    payable && settings.upiId
      ? buildUpiLink({
          vpa: settings.upiId,
          payee: settings.payeeName,
          amountPaise: found.leftPaise,
          note: found.invoice.number,
          reference: found.invoice.number,
        })
      : null;
  return { state, payable, upiLink };
}

/**
 * /my-classes/invoices/:id: the invoice's view, and the thanks after a reported payment
 * (`?reported=1`).
 * @returns `invoice: null` with status 404 for an id that is not the family's
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function invoicePage(request: Request, rawId: string | undefined, now = new Date()) {
  const user = await requireUser(request);
  const found = await visibleInvoice(user, rawId);
  if (!found) return { invoice: null, status: 404, notice: null };
  const { invoice: row, lines, payments, leftPaise } = found;
  const settings = await getFeeSettings();
  const { state, payable, upiLink } = paymentOf(found, settings, indiaDate(now));
  const reported = payments.filter((p) => p.method === "upi").at(-1);
  const when = (d: Date) => formatInZone(d, ACADEMY_ZONE);
  return {
    status: 200,
    // After the UTR form: its 303 names the page with ?reported=1.
    notice: new URL(request.url).searchParams.has("reported") ? copy.report.done : null,
    invoice: {
      id: row.id,
      number: row.number,
      billedTo: row.billedTo,
      issued: dateText(row.issuedOn),
      due: dateText(row.dueOn),
      month: monthText(row.month),
      lines: lines.map((l) => ({
        id: l.id,
        student: l.studentName,
        description: l.description,
        amount: rupees(l.amountPaise),
      })),
      total: rupees(row.totalPaise),
      state,
      stateText: invoiceStateCopy[state],
      paid: row.paidAt ? copy.invoice.paid(when(row.paidAt)) : null,
      pay: payable
        ? {
            upiLink,
            button: copy.pay.button(rupees(leftPaise)),
            qrAlt: copy.pay.qrAlt(rupees(leftPaise), row.number),
            bankDetails: settings.bankDetails,
          }
        : null,
      report:
        reported?.state === "reported" && reported.utr
          ? copy.report.pending(maskedUtr(reported.utr), when(reported.reportedAt))
          : null,
      notFound:
        payable && reported?.state === "not_found" && reported.utr
          ? copy.report.notFound(maskedUtr(reported.utr), reported.reason)
          : null,
      receipt: payments
        .filter((p) => p.state === "received")
        .map((p) => ({
          id: p.id,
          text: copy.receipt.line(
            rupees(p.amountPaise),
            copy.methods[p.method],
            when(p.decidedAt ?? p.reportedAt),
          ),
          reference: p.utr ? copy.receipt.reference(p.utr) : null,
        })),
    },
    academy: academyOf(),
  };
}

/** The academy as an invoice names it: name, one-line address, e-mail and phone. */
function academyOf() {
  const site = getPublicSite();
  return { name: site.name, address: site.address.line, email: site.email, phone: site.phone };
}

/**
 * The UTR form of an invoice: stored as a reported payment, then back to the invoice (303).
 * @returns the message and the UTR as typed when refused (400 for the UTR, 409 used or not due,
 *   404 not the family's)
 * @throws readUserForm's 403 (another origin, signed out), 413 or 400
 */
export async function invoiceAction(request: Request, rawId: string | undefined) {
  const { user, form } = await readUserForm(request);
  const id = parseId(rawId);
  const typed = String(form.get("utr") ?? "").slice(0, 40);
  if (id === null) return data({ error: copy.invoice.missing, utr: typed }, { status: 404 });
  try {
    const utr = await reportUpiPayment(id, user.id, form.get("utr"));
    log.info({ invoice: id, utr: maskedUtr(utr) }, "payment reported");
  } catch (error) {
    if (!(error instanceof PaymentRefusal)) throw error;
    const answer = {
      utr: { error: copy.errors.utr, status: 400 },
      used: { error: copy.errors.utrUsed, status: 409 },
      "not-due": { error: copy.errors.notDue, status: 409 },
      "not-found": { error: copy.invoice.missing, status: 404 },
      gone: { error: copy.invoice.missing, status: 404 },
    }[error.reason];
    return data({ error: answer.error, utr: typed }, { status: answer.status });
  }
  throw redirect(`/my-classes/invoices/${id}?reported=1`, 303);
}

/**
 * The invoice's UPI QR code, an SVG drawn on the server (the `qrcode` library): the same link as
 * the phone's button.
 * @returns 404 for an invoice that is not the family's or has nothing to pay by UPI now (the
 *   page shows no button for it either)
 * @throws 403 for a signed-out visitor
 */
export async function upiQrResponse(
  request: Request,
  rawId: string | undefined,
): Promise<Response> {
  const user = await getSessionUser(request);
  if (!user) throw forbidden("sign in first");
  const found = await visibleInvoice(user, rawId);
  const link = found
    ? paymentOf(found, await getFeeSettings(), indiaDate(new Date())).upiLink
    : null;
  if (!link) return new Response("Not found", { status: 404 });
  const svg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
