import { Link } from "react-router";
import { MissingPage } from "~/components/page-messages";
import { ProgressNote } from "~/components/progress-note";
import { termReportCopy as copy, familyNotesCopy } from "~/content/coaching";
import { loaderMeta } from "~/lib/loader-meta";
import { termReportPage } from "~/server/families/progress-pages.server";
import { pageAnswer } from "~/server/http/page-answer.server";
import type { Route } from "./+types/term-report";

/** The student's term report, for their family only (404 otherwise). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await termReportPage(request, params.id);
  return pageAnswer(page, page.report !== null, {
    title: page.report ? page.report.title : familyNotesCopy.missing,
    description: familyNotesCopy.report,
    path: `/my-classes/students/${params.id}/report`,
  });
}

export const meta = loaderMeta;

/**
 * /my-classes/students/:id/report (docs/decisions/attendance.md "Term report"): one printable A4
 * page per student and term (app/app.css prints the page's content only): the academy and the
 * coach, the term's attendance, its published notes and rating figures.
 */
export default function TermReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  if (!report) {
    const back = { to: "/my-classes", label: familyNotesCopy.back };
    return <MissingPage back={back} heading={familyNotesCopy.missing} />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-stone-900 sm:px-6 print:max-w-none print:p-0 print:text-[11pt]">
      <nav aria-label={familyNotesCopy.report} className="flex flex-wrap gap-4 print:hidden">
        <Link to="/my-classes" className="font-semibold text-amber-800 underline">
          {familyNotesCopy.back}
        </Link>
        <Link to={report.earlier} className="font-semibold text-amber-800 underline">
          {copy.earlier}
        </Link>
        <Link to={report.later} className="font-semibold text-amber-800 underline">
          {copy.later}
        </Link>
      </nav>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-stone-600 print:mt-0">
        {report.academy}
      </p>
      <h1 className="mt-1 font-display text-3xl font-bold print:text-2xl">{report.title}</h1>
      {report.coaches ? <p className="mt-1 text-stone-700">{report.coaches}</p> : null}
      <p className="mt-3 text-sm text-stone-700 print:hidden">{copy.print}</p>
      <section aria-labelledby="report-attendance" className="mt-6 break-inside-avoid">
        <h2 id="report-attendance" className="text-xl font-bold">
          {copy.attendance}
        </h2>
        <p className="mt-1 text-lg" data-testid="report-attendance">
          {report.attendance}
        </p>
        {report.batches.length > 1 ? (
          <ul className="mt-1 text-stone-800">
            {report.batches.map((b) => (
              <li key={b.line}>
                {b.line}: {b.rate}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="report-ratings" className="mt-6 break-inside-avoid">
        <h2 id="report-ratings" className="text-xl font-bold">
          {copy.ratings}
        </h2>
        {report.ratings.length === 0 ? (
          <p className="mt-1 text-stone-700">{copy.noRatings}</p>
        ) : (
          <table className="mt-2 w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-stone-400">
                <th scope="col" className="py-1 pr-3">
                  {copy.date}
                </th>
                {report.ratingLabels.map((label) => (
                  <th key={label} scope="col" className="py-1 pr-3">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.ratings.map((r) => (
                <tr key={r.date} className="border-b border-stone-200">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {r.date}
                  </th>
                  {r.values.map((v, i) => (
                    <td key={report.ratingLabels[i]} className="py-1 pr-3">
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="report-notes" className="mt-6">
        <h2 id="report-notes" className="text-xl font-bold">
          {copy.notes}
        </h2>
        {report.notes.length === 0 ? <p className="mt-1 text-stone-700">{copy.noNotes}</p> : null}
        <ul className="mt-2 space-y-3">
          {report.notes.map((note) => (
            <li key={note.id} className="break-inside-avoid">
              <ProgressNote note={note} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
