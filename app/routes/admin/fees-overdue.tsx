import { Link } from "react-router";
import { PageTop } from "~/components/page-messages";
import { adminFeesCopy } from "~/content/fees";
import { adminPageMeta } from "~/lib/seo";
import { overduePage } from "~/server/fees/admin-fee-pages.server";
import type { Route } from "./+types/fees-overdue";

const copy = adminFeesCopy.overdue;

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: copy.title,
    description: copy.intro,
    path: "/admin/fees/overdue",
  });
}

/** The admin only: every unpaid invoice past its due date. */
export async function loader({ request }: Route.LoaderArgs) {
  return overduePage(request);
}

/**
 * /admin/fees/overdue (docs/decisions/fees.md "Overdue"): the total outstanding, then each
 * overdue invoice with the family's contact and a one-tap WhatsApp reminder.
 */
export default function FeesOverduePage({ loaderData }: Route.ComponentProps) {
  const { invoices, total } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTop back={{ to: "/admin/fees", label: adminFeesCopy.title }} heading={copy.title} />
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      <p className="mt-4 text-xl font-bold text-stone-900" data-testid="outstanding">
        {total}
      </p>
      {invoices.length === 0 ? (
        <p className="mt-6 text-stone-700">{copy.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {invoices.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <h2 className="text-lg font-semibold text-stone-900">
                  {i.family} · {i.amount}
                </h2>
                <p className="text-stone-800">
                  <Link to={`/my-classes/invoices/${i.id}`} className="text-amber-800 underline">
                    {i.number}
                  </Link>{" "}
                  · {i.due} · <span className="font-semibold text-red-800">{i.late}</span>
                </p>
                <p className="text-stone-700">
                  {i.email}
                  {i.phone ? ` · ${i.phone}` : ""}
                </p>
              </div>
              {i.whatsApp ? (
                <a
                  href={i.whatsApp}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={copy.remindLabel(i.family, i.number)}
                  className="rounded-full bg-green-800 px-5 py-2 font-semibold text-white hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-900"
                >
                  {copy.remind}
                </a>
              ) : (
                <span className="text-stone-700">{copy.noPhone}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
