import { Form, Link } from "react-router";
import { AdminNotice } from "~/components/admin/collection-list";
import { Field, TextFields } from "~/components/form-field";
import { buttonClass } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/titled-section";
import { adminCollectionCopy } from "~/content/admin-nav";
import { adminFeesCopy as copy } from "~/content/fees";
import { adminPageMeta } from "~/lib/seo";
import { adminFeesAction, adminFeesPage } from "~/server/fees/admin-fee-pages.server";
import type { Route } from "./+types/fees";

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: copy.title,
    description: copy.intro,
    path: "/admin/fees",
  });
}

/** The admin only: this month's money, the settings and the fee plans. */
export async function loader({ request }: Route.LoaderArgs) {
  return adminFeesPage(request);
}

/** Settings, fee plans, or this month's invoices now (app/server/fees/admin-fee-pages.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return adminFeesAction(request);
}

const s = copy.settings;

/**
 * /admin/fees (docs/decisions/fees.md "The academy's side"): this month invoiced, received and
 * outstanding; the links to verify payments, the overdue list and the CSV; "Make this month's
 * invoices now"; the settings; each batch's monthly fee.
 */
export default function AdminFeesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { report, month, settings, batches } = loaderData;
  const answer = actionData && "notice" in actionData ? actionData : null;
  const errors = (answer?.errors ?? {}) as Record<string, string | undefined>;
  const typed = answer?.values ?? null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900">{copy.title}</h1>
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      {answer?.notice ? <AdminNotice kind="status" text={answer.notice} /> : null}
      {actionData && !answer?.notice && Object.keys(errors).length > 0 ? (
        <AdminNotice kind="alert" text={errors.form ?? adminCollectionCopy.fixErrors} />
      ) : null}
      <TitledSection id="fees-report" title={copy.report.heading(month)} className="mt-8">
        <dl className="mt-3 grid grid-cols-3 gap-3 text-center" data-testid="fees-report">
          {(
            [
              [copy.report.due, report.due],
              [copy.report.received, report.received],
              [copy.report.outstanding, report.outstanding],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg border border-stone-300 bg-white p-3">
              <dt className="text-sm font-semibold text-stone-700">{label}</dt>
              <dd className="text-2xl font-bold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to="/admin/fees/payments" className={buttonClass("adminOutline")}>
            {copy.links.payments}
          </Link>
          <Link to="/admin/fees/overdue" className={buttonClass("adminOutline")}>
            {copy.links.overdue}
          </Link>
          <a href="/admin/fees.csv" className={buttonClass("adminOutline")} download>
            {copy.links.csv}
          </a>
        </p>
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="make" className={buttonClass("adminPrimary")}>
            {copy.makeNow}
          </button>
        </Form>
      </TitledSection>
      <TitledSection id="fee-plans" title={copy.plans.heading} className="mt-10">
        <p className="mt-1 text-stone-700">{copy.plans.hint}</p>
        {batches.length === 0 ? (
          <p className="mt-3 text-stone-700">{copy.plans.none}</p>
        ) : (
          <Form method="post" className="mt-3 space-y-3">
            {batches.map((b) => {
              const name = `fee-${b.id}`;
              return (
                <Field
                  key={b.id}
                  id={name}
                  name={name}
                  label={copy.plans.fee(b.name)}
                  error={errors[name]}
                  defaultValue={typed?.[name] ?? b.fee}
                  inputMode="decimal"
                  autoComplete="off"
                />
              );
            })}
            <button
              type="submit"
              name="intent"
              value="plans"
              className={buttonClass("adminPrimary")}
            >
              {copy.plans.save}
            </button>
          </Form>
        )}
      </TitledSection>
      <TitledSection id="fee-settings" title={s.heading} className="mt-10">
        <Form method="post" className="mt-3 space-y-4">
          <TextFields
            idPrefix="fees"
            values={typed ?? settings}
            errors={errors}
            fields={[
              { name: "upiId", label: s.upiId, hint: s.upiIdHint, maxLength: 100 },
              { name: "payeeName", label: s.payeeName, hint: s.payeeNameHint, maxLength: 50 },
              {
                name: "dueDay",
                label: s.dueDay,
                hint: s.dueDayHint,
                inputMode: "numeric",
                maxLength: 2,
              },
              {
                name: "siblingDiscount",
                label: s.siblingDiscount,
                hint: s.siblingDiscountHint,
                inputMode: "numeric",
                maxLength: 3,
              },
              {
                name: "reminderDays",
                label: s.reminderDays,
                hint: s.reminderDaysHint,
                inputMode: "numeric",
                maxLength: 2,
              },
              {
                name: "registrationFee",
                label: s.registrationFee,
                hint: s.registrationFeeHint,
                inputMode: "decimal",
                maxLength: 12,
              },
              {
                name: "bankDetails",
                label: s.bankDetails,
                hint: s.bankDetailsHint,
                rows: 4,
                maxLength: 500,
              },
              {
                name: "invoicePrefix",
                label: s.invoicePrefix,
                hint: s.invoicePrefixHint,
                maxLength: 4,
              },
            ]}
          />
          <button
            type="submit"
            name="intent"
            value="settings"
            className={buttonClass("adminPrimary")}
          >
            {s.save}
          </button>
        </Form>
      </TitledSection>
    </div>
  );
}
