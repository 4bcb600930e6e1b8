import { Form, Link } from "react-router";
import { AdminNotice } from "~/components/admin/collection-list";
import { TextFields } from "~/components/form-field";
import { PageTop } from "~/components/page-messages";
import { buttonClass } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/titled-section";
import { adminFeesCopy, familyFeesCopy } from "~/content/fees";
import { adminPageMeta } from "~/lib/seo";
import { paymentsAction, paymentsPage } from "~/server/fees/admin-fee-pages.server";
import type { Route } from "./+types/fee-payments";

const copy = adminFeesCopy.payments;

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: copy.title,
    description: copy.intro,
    path: "/admin/fees/payments",
  });
}

/** The admin only: the payments families reported, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  return paymentsPage(request);
}

/** Received, not found, or a cash or bank payment (app/server/fees/admin-fee-pages.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return paymentsAction(request);
}

/**
 * /admin/fees/payments (docs/decisions/fees.md "Payments"): each reported payment (students,
 * invoice, amount, UTR, when) with "Received" and "Not found" (and the reason the family sees);
 * then the form for a cash or bank payment at the centre.
 */
export default function FeePaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTop back={{ to: "/admin/fees", label: adminFeesCopy.title }} heading={copy.title} />
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      {notice ? <AdminNotice kind="status" text={notice} /> : null}
      {error ? <AdminNotice kind="alert" text={error} /> : null}
      {loaderData.payments.length === 0 ? (
        <p className="mt-8 text-stone-700">{copy.none}</p>
      ) : (
        <ul className="mt-8 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {loaderData.payments.map((p) => (
            <li key={p.id} className="p-4" data-testid="reported-payment">
              <h2 className="text-lg font-semibold text-stone-900">
                {p.students || p.family} · {p.amount}
              </h2>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-stone-800">
                <dt className="font-semibold">{copy.columns.invoice}</dt>
                <dd>
                  <Link
                    to={`/my-classes/invoices/${p.invoiceId}`}
                    className="text-amber-800 underline"
                  >
                    {p.invoice}
                  </Link>
                </dd>
                <dt className="font-semibold">{copy.columns.utr}</dt>
                <dd className="font-mono tracking-wide">{p.utr}</dd>
                <dt className="font-semibold">{copy.columns.when}</dt>
                <dd>{p.when}</dd>
              </dl>
              <Form
                method="post"
                preventScrollReset
                className="mt-3 flex flex-wrap items-end gap-3"
              >
                <input type="hidden" name="id" value={p.id} />
                <label className="block text-sm font-semibold text-stone-800">
                  {copy.reason}
                  <input
                    name="reason"
                    aria-label={copy.reasonLabel(p.utr)}
                    placeholder={copy.reasonDefault}
                    maxLength={200}
                    autoComplete="off"
                    className="mt-1 block w-72 rounded-md border border-stone-400 px-2 py-1.5 font-normal"
                  />
                </label>
                {(
                  [
                    ["received", copy.received, copy.receivedLabel, "adminPrimary"],
                    ["not-found", copy.notFound, copy.notFoundLabel, "adminSmall"],
                  ] as const
                ).map(([intent, label, ariaLabel, look]) => (
                  <button
                    key={intent}
                    type="submit"
                    name="intent"
                    value={intent}
                    aria-label={ariaLabel(p.utr)}
                    className={buttonClass(look)}
                  >
                    {label}
                  </button>
                ))}
              </Form>
            </li>
          ))}
        </ul>
      )}
      <TitledSection id="record-payment" title={copy.record.heading} className="mt-10">
        <Form method="post" className="mt-3 max-w-md space-y-4">
          <TextFields
            idPrefix="record"
            values={null}
            errors={{}}
            fields={[
              {
                name: "number",
                label: copy.record.invoice,
                hint: copy.record.invoiceHint,
                maxLength: 40,
                required: true,
              },
              {
                name: "amount",
                label: copy.record.amount,
                inputMode: "decimal",
                maxLength: 12,
                required: true,
              },
              {
                name: "method",
                label: copy.record.method,
                as: "select",
                options: [
                  ["cash", familyFeesCopy.methods.cash],
                  ["bank", familyFeesCopy.methods.bank],
                ],
              },
            ]}
          />
          <button
            type="submit"
            name="intent"
            value="record"
            className={buttonClass("adminPrimary")}
          >
            {copy.record.submit}
          </button>
        </Form>
      </TitledSection>
    </div>
  );
}
