import { Link } from "react-router";
import { PageTop } from "~/components/page-messages";
import { TitledSection } from "~/components/ui/titled-section";
import { familyFeesCopy as copy } from "~/content/fees";
import { myClassesCopy } from "~/content/timetable";
import { loaderMeta } from "~/lib/loader-meta";
import { familyFeesPage } from "~/server/fees/family-fee-pages.server";
import { pageAnswer } from "~/server/http/page-answer.server";
import type { Route } from "./+types/my-fees";

/** The family's fees (a signed-out visitor goes to /login and back). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await familyFeesPage(request);
  return pageAnswer(page, true, {
    title: copy.title,
    description: copy.intro,
    path: "/my-classes/fees",
  });
}

export const meta = loaderMeta;

/**
 * /my-classes/fees (docs/decisions/fees.md "The family's side"): the total due, what is due per
 * student, then every invoice with its state, newest first.
 */
export default function MyFeesPage({ loaderData }: Route.ComponentProps) {
  const { totalDue, perStudent, invoices } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTop back={{ to: "/my-classes", label: myClassesCopy.title }} heading={copy.title} />
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      <p className="mt-6 text-2xl font-bold text-stone-900" data-testid="total-due">
        {invoices.length === 0 ? copy.none : (totalDue ?? copy.nothingDue)}
      </p>
      {perStudent.length > 0 ? (
        <TitledSection id="due-per-student" title={copy.perStudent} className="mt-6">
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-stone-800">
            {perStudent.map((s) => (
              <div key={s.name} className="contents">
                <dt className="font-semibold">{s.name}</dt>
                <dd>{s.amount}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>
      ) : null}
      {invoices.length > 0 ? (
        <TitledSection id="invoices" title={copy.invoices} className="mt-8">
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {invoices.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link
                    to={`/my-classes/invoices/${i.id}`}
                    aria-label={copy.open(i.number)}
                    className="font-semibold text-amber-800 underline"
                  >
                    {i.number}
                  </Link>
                  <p className="text-stone-700">
                    {i.month} · {copy.columns.due} {i.due}
                  </p>
                </div>
                <p className="text-right">
                  <span className="block text-lg font-bold text-stone-900">{i.amount}</span>
                  <span
                    data-state={i.state}
                    className={
                      i.state === "overdue" ? "font-semibold text-red-800" : "text-stone-700"
                    }
                  >
                    {i.stateText}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}
    </div>
  );
}
