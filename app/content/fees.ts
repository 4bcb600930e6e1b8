/**
 * Words of fees (docs/decisions/fees.md): invoice lines, the family's pages, the admin's pages
 * and the fee mails. Amounts arrive already in words ("₹2,500", app/lib/money.ts `rupees`).
 */

/** The formatter of {@link monthText}, made once. */
const MONTH_TEXT = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "November 2026" for a month's first day "2026-11-01" (the same in every zone). */
export function monthText(month: string): string {
  return MONTH_TEXT.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** An invoice line's words, kept on the line when the invoice is made. */
export const invoiceLineCopy = {
  fee: (batch: string, month: string, left: number, all: number) =>
    left < all
      ? `${batch}: ${monthText(month)}, ${left} of ${all} classes`
      : `${batch}: ${monthText(month)}`,
  discount: (percent: number) => `Sibling discount (${percent}%)`,
  credit: (cancelled: number, month: string) =>
    `Credit: ${cancelled} ${cancelled === 1 ? "class" : "classes"} cancelled in ${monthText(month)}`,
  registration: "Registration fee (once)",
  /** A tournament's entry fee, by the tournament's event title. */
  entry: (tournament: string) => `Entry fee: ${tournament}`,
};

/** An invoice's state: due, overdue, a payment reported and waiting, or paid. */
export type InvoiceState = "due" | "overdue" | "reported" | "paid";

/** An invoice's state in words, for the family and the admin. */
export const invoiceStateCopy: Record<InvoiceState, string> = {
  due: "Due",
  overdue: "Overdue",
  reported: "Payment reported",
  paid: "Paid",
};

/** The family's fee pages: /my-classes/fees and each invoice. */
export const familyFeesCopy = {
  title: "Fees",
  intro: "Your invoices and what is due. Pay by UPI and tell us the payment's reference number.",
  link: "Fees and invoices",
  totalDue: (amount: string) => `Total due: ${amount}`,
  nothingDue: "Nothing is due. Thank you!",
  none: "No invoices yet. The first one comes on the 1st of the month after a seat is confirmed.",
  perStudent: "Due per student",
  invoices: "Invoices",
  columns: { number: "Invoice", month: "Month", amount: "Amount", due: "Due on", state: "Status" },
  open: (number: string) => `Open invoice ${number}`,
  back: "Back to Fees",
  invoice: {
    title: (number: string) => `Invoice ${number}`,
    billedTo: "Billed to",
    issued: "Date",
    due: "Due on",
    month: "For",
    line: "Item",
    student: "Student",
    amount: "Amount",
    total: "Total",
    paid: (when: string) => `Paid on ${when}. Thank you!`,
    print: "Print",
    missing: "That invoice is not one of yours, or no longer exists.",
  },
  pay: {
    heading: "Pay by UPI",
    button: (amount: string) => `Pay ${amount} with UPI`,
    phoneHint: "Opens your UPI app (Google Pay, PhonePe, Paytm, BHIM) with the amount filled in.",
    qrAlt: (amount: string, number: string) => `UPI QR code to pay ${amount} for invoice ${number}`,
    qrHint: "On a computer? Scan this code with your phone's UPI app.",
    notSet: "UPI payment is not set up yet. Please pay at the centre or by bank transfer.",
    bankHeading: "Pay by bank transfer (families abroad)",
    bankHint: (number: string) => `Please write the invoice number ${number} as the reference.`,
  },
  report: {
    heading: "Paid? Tell us the UTR",
    label: "UPI reference number (UTR)",
    hint: "The 12-digit number your UPI app shows after paying (also called UPI Ref. No.).",
    submit: "Send",
    sending: "Sending…",
    done: "Thank you. We will check the payment and mark the invoice paid.",
    pending: (utr: string, when: string) =>
      `Payment reported on ${when} with UTR ${utr}. We will confirm it soon.`,
    notFound: (utr: string, reason: string) =>
      `We could not find the payment with UTR ${utr}: ${reason}. Please check the number and send it again.`,
  },
  errors: {
    utr: "Please enter the 12 digits of the UPI reference number (UTR), digits only.",
    utrUsed: "That UTR has already been used for a payment. Please check the number.",
    notDue: "This invoice is already paid or has a payment being checked.",
  },
  receipt: {
    heading: "Receipt",
    line: (amount: string, method: string, when: string) =>
      `${amount} received by ${method} on ${when}.`,
    reference: (utr: string) => `UTR ${utr}`,
  },
  methods: { upi: "UPI", cash: "cash", bank: "bank transfer" },
} as const;

/** The admin's fee pages. */
export const adminFeesCopy = {
  title: "Fees",
  intro: "Fee plans, settings and this month's money. Invoices are made by themselves on the 1st.",
  report: {
    heading: (month: string) => `This month (${month})`,
    due: "Invoiced",
    received: "Received",
    outstanding: "Outstanding",
  },
  links: {
    payments: "Verify payments",
    overdue: "Overdue invoices",
    csv: "Download invoices and payments (CSV)",
  },
  makeNow: "Make this month's invoices now",
  made: (count: number) =>
    count === 0
      ? "No new invoices: every confirmed student is already billed for this month."
      : `Made ${count} ${count === 1 ? "invoice" : "invoices"}.`,
  settings: {
    heading: "Settings",
    upiId: "UPI ID (VPA)",
    upiIdHint:
      "Use the academy's business UPI ID: banks refuse many links with an amount to a personal one.",
    payeeName: "Payee name",
    payeeNameHint: "The name the family's UPI app shows, as your bank has it.",
    dueDay: "Due day of the month",
    dueDayHint: "1 to 28. An invoice made after this day is due a week later.",
    siblingDiscount: "Sibling discount (%)",
    siblingDiscountHint: "For the second and later child of a family in sibling and group batches.",
    reminderDays: "Reminder days before the due date",
    reminderDaysHint: "0 to 27. Another reminder goes the day after the due date.",
    registrationFee: "Registration fee (₹, once per student)",
    registrationFeeHint: "0 for none.",
    bankDetails: "Bank details for transfers",
    bankDetailsHint: "Account name, number, IFSC and SWIFT, shown on every invoice.",
    invoicePrefix: "Invoice number prefix",
    invoicePrefixHint:
      "1 to 3 capital letters, e.g. PTK gives PTK/2026-27/0042 (an invoice number may have at most 16 characters).",
    save: "Save settings",
    saved: "Fee settings saved.",
  },
  plans: {
    heading: "Fee plans",
    hint: "Each batch's monthly fee in rupees. A batch with no fee is not billed.",
    fee: (batch: string) => `Monthly fee (₹) for ${batch}`,
    save: "Save fee plans",
    saved: "Fee plans saved.",
    none: "No batches yet. Add batches first.",
  },
  errors: {
    upiId: "Please enter a UPI ID like academy@okaxis, or leave it empty.",
    payeeName: "Please enter the payee name (up to 50 characters) with the UPI ID.",
    dueDay: "Please enter a day from 1 to 28.",
    siblingDiscount: "Please enter a percentage from 0 to 100.",
    reminderDays: "Please enter a number of days from 0 to 27.",
    amount: "Please enter an amount in rupees, like 2500 or 2,500.50.",
    bankDetails: "Please keep the bank details under 500 characters.",
    invoicePrefix: "Please enter 1 to 3 capital letters.",
  },
  payments: {
    title: "Verify payments",
    intro:
      "Payments families reported, newest first. Check each UTR in your bank or UPI app's statement.",
    none: "No payments waiting to be checked.",
    columns: {
      student: "Students",
      invoice: "Invoice",
      amount: "Amount",
      utr: "UTR",
      when: "Reported",
    },
    received: "Received",
    receivedLabel: (utr: string) => `Received: UTR ${utr}`,
    notFound: "Not found",
    notFoundLabel: (utr: string) => `Not found: UTR ${utr}`,
    reason: "Reason the family sees",
    reasonLabel: (utr: string) => `Reason the family sees for UTR ${utr}`,
    reasonDefault: "no payment with this UTR has reached the academy's account",
    doneReceived: (number: string) => `Invoice ${number}: payment received.`,
    doneNotFound: (number: string) =>
      `Invoice ${number}: the family is told the payment was not found.`,
    gone: "That payment was already checked. The list below is up to date.",
    record: {
      heading: "Record a cash or bank payment",
      invoice: "Invoice number",
      invoiceHint: "As on the invoice, e.g. PTK/2026-27/0042.",
      amount: "Amount (₹)",
      method: "Paid by",
      submit: "Record payment",
      done: (number: string) => `Payment recorded for invoice ${number}.`,
      unknownInvoice: "No invoice has that number.",
    },
    recent: "Checked recently",
  },
  overdue: {
    title: "Overdue invoices",
    intro: "Every unpaid invoice past its due date. Remind a family on WhatsApp in one tap.",
    none: "Nothing is overdue.",
    total: (amount: string) => `Total outstanding: ${amount}`,
    remind: "Remind on WhatsApp",
    remindLabel: (family: string, number: string) =>
      `Remind on WhatsApp: ${family}, invoice ${number}`,
    noPhone: "No phone number on file",
    daysLate: (days: number) => `${days} ${days === 1 ? "day" : "days"} late`,
    message: (w: { family: string; number: string; amount: string; due: string; link: string }) =>
      `Hello ${w.family}, a gentle reminder: invoice ${w.number} for ${w.amount} was due on ${w.due}. You can pay by UPI here: ${w.link}. Thank you!`,
  },
} as const;

/** The fee mails, plain text. */
export const feeMailCopy = {
  issued: {
    subject: (number: string, amount: string) => `Invoice ${number}: ${amount}`,
    text: (w: { family: string; number: string; amount: string; due: string; link: string }) =>
      `Hello ${w.family},\n\nYour invoice ${w.number} for ${w.amount} is ready. It is due on ${w.due}.\n\nSee it and pay by UPI: ${w.link}`,
  },
  before_due: {
    subject: (number: string, due: string) => `Reminder: invoice ${number} is due on ${due}`,
    text: (w: { family: string; number: string; amount: string; due: string; link: string }) =>
      `Hello ${w.family},\n\nA reminder that invoice ${w.number} for ${w.amount} is due on ${w.due}.\n\nPay by UPI: ${w.link}\n\nAlready paid? Please enter the UTR on the invoice page so we can match it.`,
  },
  overdue: {
    subject: (number: string) => `Invoice ${number} is overdue`,
    text: (w: { family: string; number: string; amount: string; due: string; link: string }) =>
      `Hello ${w.family},\n\nInvoice ${w.number} for ${w.amount} was due on ${w.due} and we have not received it yet.\n\nPay by UPI: ${w.link}\n\nAlready paid? Please enter the UTR on the invoice page so we can match it.`,
  },
} as const;
