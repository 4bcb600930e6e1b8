import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { PageMessages } from "~/components/page-messages";
import { LocalTime } from "~/components/timetable";
import { buttonClass } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/heading";
import { familyNotesCopy, myAttendanceCopy, progressNoteCopy } from "~/content/coaching";
import { deletionCopy, myDataCopy, myStudentsCopy } from "~/content/families";
import { familyFeesCopy } from "~/content/fees";
import { myClassesCopy as copy } from "~/content/timetable";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { requireUser } from "~/server/auth/require-user.server";
import { getPublicSite } from "~/server/site/public-site.server";
import { myClassesAction, myClassesPage } from "~/server/timetable/my-classes.server";
import type { Route } from "./+types/my-classes";

/** The signed-in account's classes (a signed-out visitor goes to /login and back). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `${copy.title} | ${site.name}`,
    description: copy.intro,
    path: "/my-classes",
    noIndex: true,
  });
  return { ...(await myClassesPage(user, new URL(request.url), site)), meta };
}

export const meta = loaderMeta;

/** Cancel a request; make, remake or turn off the calendar address (app/server/timetable/my-classes.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return myClassesAction(request);
}

const secondary = buttonClass("outline", "smaller");

/**
 * /my-classes (docs/decisions/timetable.md "Students"): every requested, waiting and confirmed
 * batch with the student, its status and next class (India time and the student's own), Cancel;
 * the family's students with Edit and "Add a student" (docs/decisions/families.md); then the
 * calendar subscription.
 */
export default function MyClassesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { classes, students, notice, calendar, deletion } = loaderData;
  const c = copy.calendar;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-stone-900">{copy.title}</h1>
      <p className="mt-3 text-lg text-stone-700">{copy.intro}</p>
      <p className="mt-3">
        <Link to="/my-classes/fees" className="font-semibold text-amber-800 underline">
          {familyFeesCopy.link}
        </Link>
        {loaderData.feesDue ? (
          <span className="ml-2 font-semibold text-stone-900" data-testid="fees-due">
            {loaderData.feesDue}
          </span>
        ) : null}
      </p>
      <PageMessages notice={notice} error={actionData?.error} />
      {classes.length === 0 ? (
        <p className="mt-8 text-stone-700">
          {copy.empty}{" "}
          <Link to="/courses#timetable" className="font-semibold text-amber-800 underline">
            {copy.browse}
          </Link>
        </p>
      ) : (
        <ul className="mt-8 space-y-4">
          {classes.map((item) => (
            <li
              key={item.id}
              aria-labelledby={`class-${item.id}`}
              className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h2 id={`class-${item.id}`} className="text-xl font-bold text-stone-900">
                <Link to={item.coursePath} className="hover:underline">
                  {item.line}
                </Link>
              </h2>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
                <dt className="font-semibold">{copy.student}</dt>
                <dd>{item.studentName}</dd>
                <dt className="font-semibold">{copy.status}</dt>
                <dd data-status="">{item.status}</dd>
                <dt className="font-semibold">{copy.next}</dt>
                <dd>
                  {item.next ? (
                    <>
                      <span className="block">{item.next.india}</span>
                      <LocalTime iso={item.next.iso} label={copy.localLabel} />
                    </>
                  ) : (
                    "—"
                  )}
                </dd>
                {item.attendance ? (
                  <>
                    <dt className="font-semibold">{myAttendanceCopy.label}</dt>
                    <dd data-attendance="">{item.attendance.month}</dd>
                  </>
                ) : null}
              </dl>
              {item.attendance && item.attendance.sessions.length > 0 ? (
                <details className="mt-3">
                  <summary className="cursor-pointer font-semibold text-amber-900">
                    {myAttendanceCopy.sessions(item.studentName)}
                  </summary>
                  <ul className="mt-2 divide-y divide-stone-100 text-stone-800">
                    {item.attendance.sessions.map((s) => (
                      <li key={s.when} className="flex justify-between gap-3 py-1.5">
                        <span>{s.when}</span>
                        <span className="font-semibold">{s.state}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
              <Form method="post" className="mt-3">
                <input type="hidden" name="id" value={item.id} />
                <button
                  type="submit"
                  name="intent"
                  value="cancel"
                  aria-label={copy.cancelLabel(item.studentName, item.line)}
                  className={secondary}
                >
                  {copy.cancel}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}

      <FamilySection
        id="students-heading"
        heading={myStudentsCopy.heading}
        intro={students.length === 0 ? myStudentsCopy.empty : myStudentsCopy.intro}
      >
        {students.length === 0 ? null : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {students.map((s) => (
              <li
                key={s.id}
                data-student=""
                className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div>
                  <p className="font-semibold text-stone-900">{s.name}</p>
                  <p className="text-sm text-stone-700">
                    {s.ageGroup} · {s.level}
                  </p>
                  {s.latestNote ? (
                    <p className="mt-1 text-sm text-stone-700">
                      {familyNotesCopy.latest}: {s.latestNote}
                    </p>
                  ) : null}
                  <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
                    <Link
                      to={`/my-classes/students/${s.id}/notes`}
                      aria-label={familyNotesCopy.readAll(s.name)}
                      className="font-semibold text-amber-800 underline"
                    >
                      {progressNoteCopy.notesLink}
                    </Link>
                    <Link
                      to={`/my-classes/students/${s.id}/report`}
                      aria-label={familyNotesCopy.reportLabel(s.name)}
                      className="font-semibold text-amber-800 underline"
                    >
                      {familyNotesCopy.report}
                    </Link>
                  </p>
                </div>
                <Link
                  to={`/my-classes/students/${s.id}`}
                  aria-label={myStudentsCopy.editLabel(s.name)}
                  className={secondary}
                >
                  {myStudentsCopy.edit}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4">
          <Link to="/my-classes/students/new" className={buttonClass("primary", "smaller")}>
            {myStudentsCopy.add}
          </Link>
        </p>
      </FamilySection>

      <section
        aria-labelledby="calendar-heading"
        className="mt-12 rounded-2xl bg-stone-900 p-6 text-white sm:p-8"
      >
        <SectionHeading id="calendar-heading" size="small" onDark>
          {c.heading}
        </SectionHeading>
        <p className="mt-2 text-stone-200">{c.intro}</p>
        {calendar ? (
          <>
            <p className="mt-5">
              <a
                href={calendar.webcal}
                className={`${buttonClass("bare", "smaller")} bg-amber-400 text-stone-900 hover:bg-amber-300`}
              >
                {c.subscribe}
              </a>
            </p>
            <label htmlFor="calendar-url" className="mt-5 block text-sm text-stone-200">
              {c.copyHint}
            </label>
            <input
              id="calendar-url"
              readOnly
              value={calendar.http}
              className="mt-1 block w-full rounded-lg border border-stone-500 bg-stone-800 px-3 py-2 font-mono text-sm text-white"
            />
            <Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
              <button type="submit" name="intent" value="calendar-regenerate" className={secondary}>
                {c.regenerate}
              </button>
              <span className="text-sm text-stone-200">{c.regenerateHint}</span>
              <button type="submit" name="intent" value="calendar-revoke" className={secondary}>
                {c.revoke}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post" className="mt-5">
            <p className="text-stone-200">{c.none}</p>
            <button
              type="submit"
              name="intent"
              value="calendar-create"
              className={`mt-3 ${buttonClass("bare", "smaller")} bg-amber-400 text-stone-900 hover:bg-amber-300`}
            >
              {c.create}
            </button>
          </Form>
        )}
      </section>

      <FamilySection id="data-heading" heading={myDataCopy.heading} intro={myDataCopy.intro}>
        <p className="mt-4">
          <a href="/my-classes/data" download className={secondary}>
            {myDataCopy.download}
          </a>
        </p>
        <Form method="post" className="mt-4">
          <p
            className={deletion ? "text-stone-800" : "text-sm text-stone-700"}
            data-testid="deletion"
          >
            {deletion ?? deletionCopy.askHint}
          </p>
          <button
            type="submit"
            name="intent"
            value={deletion ? "deletion-withdraw" : "deletion-request"}
            className={`mt-2 ${secondary}`}
          >
            {deletion ? deletionCopy.withdraw : deletionCopy.ask}
          </button>
        </Form>
      </FamilySection>
    </div>
  );
}

/** A titled section of the family's part of the page: its heading, a line under it, the rest. */
function FamilySection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <SectionHeading id={id} size="small">
        {heading}
      </SectionHeading>
      <p className="mt-2 text-stone-700">{intro}</p>
      {children}
    </section>
  );
}
