import { Form, useNavigation } from "react-router";
import { Field } from "~/components/form-field";
import { MissingPage, PageMessages } from "~/components/page-messages";
import { buttonClass } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/titled-section";
import { familyFeesCopy as copy } from "~/content/fees";
import { loaderMeta } from "~/lib/loader-meta";
import { invoiceAction, invoicePage } from "~/server/fees/family-fee-pages.server";
import { pageAnswer } from "~/server/http/page-answer.server";
import type { Route } from "./+types/invoice";

/** One invoice, for its family (and the admin) only: 404 otherwise. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await invoicePage(request, params.id);
  return pageAnswer(page, page.invoice !== null, {
    title: page.invoice ? copy.invoice.title(page.invoice.number) : copy.invoice.missing,
    description: copy.intro,
    path: `/my-classes/invoices/${params.id}`,
  });
}

export const meta = loaderMeta;

/** The UTR form (app/server/fees/family-fee-pages.server.ts `invoiceAction`). */
export async function action({ request, params }: Route.ActionArgs) {
  return invoiceAction(request, params.id);
}

const back = { to: "/my-classes/fees", label: copy.back };

/**
 * /my-classes/invoices/:id (docs/decisions/fees.md "The family's side"): the invoice as printed
 * on one A4 page (the academy, the number, the lines, the total), then, while it is due, "Pay
 * with UPI" (the `upi://` link on a phone, its QR code on a wider screen), bank details, and the
 * UTR form; once paid, the receipt.
 */
export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, academy, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  if (!invoice || !academy) return <MissingPage back={back} heading={copy.invoice.missing} />;
  const c = copy.invoice;
  const error = actionData?.error ?? null;
  const fieldError = error === copy.errors.utr || error === copy.errors.utrUsed ? error : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-stone-900 sm:px-6 print:max-w-none print:p-0 print:text-[11pt]">
      <p className="print:hidden">
        <a href={back.to} className="font-semibold text-amber-800 underline">
          {back.label}
        </a>
      </p>
      <PageMessages notice={notice} error={fieldError ? null : error} />
      <article
        aria-labelledby="invoice-title"
        className="mt-6 rounded-xl border border-stone-300 bg-white p-6 print:border-0 print:p-0"
      >
        <header className="flex flex-wrap justify-between gap-4">
          <div>
            <strong className="block font-display text-xl">{academy.name}</strong>
            <p className="text-stone-700">{academy.address}</p>
            <p className="text-stone-700">
              {academy.email} · {academy.phone}
            </p>
          </div>
          <div className="text-right">
            <h1 id="invoice-title" className="font-display text-2xl font-bold">
              {c.title(invoice.number)}
            </h1>
            <p
              data-testid="invoice-state"
              data-state={invoice.state}
              className="mt-1 font-semibold"
            >
              {invoice.stateText}
            </p>
          </div>
        </header>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{c.billedTo}</dt>
          <dd>{invoice.billedTo}</dd>
          <dt className="font-semibold">{c.month}</dt>
          <dd>{invoice.month}</dd>
          <dt className="font-semibold">{c.issued}</dt>
          <dd>{invoice.issued}</dd>
          <dt className="font-semibold">{c.due}</dt>
          <dd>{invoice.due}</dd>
        </dl>
        <table className="mt-6 w-full border-collapse text-left">
          <thead>
            <tr className="border-b-2 border-stone-800">
              {[c.student, c.line].map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-3">
                  {heading}
                </th>
              ))}
              <th scope="col" className="py-2 text-right">
                {c.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l) => (
              <tr key={l.id} className="border-b border-stone-200">
                <td className="py-2 pr-3 align-top">{l.student}</td>
                <td className="py-2 pr-3 align-top">{l.description}</td>
                <td className="py-2 text-right align-top whitespace-nowrap">{l.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-3 pr-3 text-right text-lg">
                {c.total}
              </th>
              <td
                data-testid="invoice-total"
                className="py-3 text-right text-lg font-bold whitespace-nowrap"
              >
                {invoice.total}
              </td>
            </tr>
          </tfoot>
        </table>
        {invoice.receipt.length > 0 ? (
          <TitledSection
            id="receipt"
            title={copy.receipt.heading}
            className="mt-6 rounded-lg bg-green-50 p-4 print:bg-transparent print:p-0"
          >
            {invoice.paid ? (
              <p className="mt-1 font-semibold text-green-900">{invoice.paid}</p>
            ) : null}
            <ul className="mt-1">
              {invoice.receipt.map((r) => (
                <li key={r.id}>
                  {r.text}{" "}
                  {r.reference ? <span className="text-stone-700">{r.reference}</span> : null}
                </li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
      </article>
      {invoice.report ? (
        <p role="status" className="mt-6 rounded-lg bg-amber-50 p-4 font-medium print:hidden">
          {invoice.report}
        </p>
      ) : null}
      {invoice.pay ? (
        <TitledSection id="pay" title={copy.pay.heading} className="mt-8 print:hidden">
          {invoice.pay.upiLink ? (
            <div className="mt-3 flex flex-wrap items-start gap-6">
              <div>
                <a
                  href={invoice.pay.upiLink}
                  className={buttonClass("primary", "large")}
                  data-testid="upi-link"
                >
                  {invoice.pay.button}
                </a>
                <p className="mt-2 max-w-sm text-sm text-stone-700">{copy.pay.phoneHint}</p>
              </div>
              <figure className="hidden md:block">
                <img
                  src={`/my-classes/invoices/${invoice.id}/upi-qr.svg`}
                  alt={invoice.pay.qrAlt}
                  width={200}
                  height={200}
                  className="rounded-lg border border-stone-300 bg-white"
                />
                <figcaption className="mt-1 max-w-[200px] text-sm text-stone-700">
                  {copy.pay.qrHint}
                </figcaption>
              </figure>
            </div>
          ) : (
            <p className="mt-2 text-stone-700">{copy.pay.notSet}</p>
          )}
          {invoice.pay.bankDetails ? (
            <div className="mt-6">
              <h3 className="font-bold">{copy.pay.bankHeading}</h3>
              <p className="mt-1 whitespace-pre-line text-stone-800">{invoice.pay.bankDetails}</p>
              <p className="mt-1 text-sm text-stone-700">{copy.pay.bankHint(invoice.number)}</p>
            </div>
          ) : null}
          {invoice.notFound ? (
            <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-900">
              {invoice.notFound}
            </p>
          ) : null}
          <Form method="post" className="mt-6 max-w-sm">
            <h3 className="font-bold">{copy.report.heading}</h3>
            <Field
              id="utr"
              name="utr"
              label={copy.report.label}
              hint={copy.report.hint}
              error={fieldError}
              defaultValue={actionData?.utr ?? ""}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              required
              className="mt-2"
            />
            <button
              type="submit"
              disabled={busy}
              className={buttonClass("primary", "small", "mt-3")}
            >
              {busy ? copy.report.sending : copy.report.submit}
            </button>
          </Form>
        </TitledSection>
      ) : null}
    </div>
  );
}
