import { Link } from "react-router";
import { MissingPage, PageTop } from "~/components/page-messages";
import { ProgressNote } from "~/components/progress-note";
import { familyNotesCopy as copy } from "~/content/coaching";
import { loaderMeta } from "~/lib/loader-meta";
import { familyNotesPage } from "~/server/families/progress-pages.server";
import { pageAnswer } from "~/server/http/page-answer.server";
import type { Route } from "./+types/family-notes";

/** The student's published notes, for their family only (404 otherwise). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await familyNotesPage(request, params.id);
  return pageAnswer(page, page.page !== null, {
    title: page.page ? copy.heading(page.page.name) : copy.missing,
    description: copy.intro,
    path: `/my-classes/students/${params.id}/notes`,
  });
}

export const meta = loaderMeta;

/**
 * /my-classes/students/:id/notes (docs/decisions/attendance.md "Progress notes"): every note the
 * coach published, newest first, and the term report.
 */
export default function FamilyNotesPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const back = { to: "/my-classes", label: copy.back };
  if (!page) {
    return <MissingPage back={back} heading={copy.missing} />;
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PageTop back={back} heading={copy.heading(page.name)} />
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      <p className="mt-3">
        <Link
          to={`/my-classes/students/${page.id}/report`}
          aria-label={copy.reportLabel(page.name)}
          className="font-semibold text-amber-800 underline"
        >
          {copy.report}
        </Link>
      </p>
      {page.notes.length === 0 ? <p className="mt-6 text-stone-700">{copy.none}</p> : null}
      <ul className="mt-6 space-y-4">
        {page.notes.map((note) => (
          <li key={note.id}>
            <ProgressNote note={note} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
