import { Form, Link } from "react-router";
import { Field } from "~/components/form-field";
import { PageMessages } from "~/components/page-messages";
import { buttonClass } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/heading";
import {
  sessionChangeCopy as changeCopy,
  myBatchesCopy as copy,
  progressNoteCopy as noteCopy,
} from "~/content/coaching";
import { coachTournamentsCopy as tournamentCopy } from "~/content/tournament-arbiter";
import { SESSION_KINDS } from "~/lib/attendance-kinds";
import { loaderMeta } from "~/lib/loader-meta";
import { myBatchesAction, myBatchesPage } from "~/server/coaching/my-batches-page.server";
import { pageAnswer } from "~/server/http/page-answer.server";
import type { Route } from "./+types/my-batches";

/** A coach's batches and today's classes; the admin sees every batch (403 for anyone else). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await myBatchesPage(request);
  return pageAnswer(page, page.coach, {
    title: copy.title,
    description: copy.intro,
    path: "/my-batches",
  });
}

export const meta = loaderMeta;

/** Adds a make-up class (app/server/coaching/my-batches-page.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return myBatchesAction(request);
}

type Session = {
  slot: string;
  when: string;
  time: string;
  kind: keyof typeof SESSION_KINDS;
  href: string;
  label: string;
  cancelled: string | null;
  open: boolean;
  state: string;
};

/**
 * /my-batches (docs/decisions/attendance.md "My batches"): Today (each class with one tap to its
 * register), then every batch with its recent and coming classes and their registers' state.
 */
export default function MyBatchesPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.coach) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-4xl font-bold text-stone-900">{copy.title}</h1>
        <p className="mt-4 text-lg text-stone-700">{copy.notCoach}</p>
      </div>
    );
  }
  const { today, todaySessions, batches, notice, tournaments } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-stone-900">{copy.title}</h1>
      <p className="mt-3 text-lg text-stone-700">{copy.intro}</p>
      <PageMessages notice={notice} />
      <section aria-labelledby="today-heading" className="mt-8">
        <SectionHeading id="today-heading" size="small">
          {today}
        </SectionHeading>
        {todaySessions.length === 0 ? (
          <p className="mt-3 text-stone-700">{copy.noneToday}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {todaySessions.map((s) => (
              <li key={`${s.href}`}>
                <SessionLink session={s} title={`${s.time} · ${s.batch}`} big />
              </li>
            ))}
          </ul>
        )}
      </section>
      {tournaments.length > 0 ? (
        <section aria-labelledby="tournaments-heading" className="mt-8">
          <SectionHeading id="tournaments-heading" size="small">
            {tournamentCopy.heading}
          </SectionHeading>
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {tournaments.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="font-semibold text-stone-900">{t.title}</span>
                <Link
                  to={t.href}
                  aria-label={tournamentCopy.runLabel(t.title)}
                  className={buttonClass("outline", "smaller", "min-h-11")}
                >
                  {tournamentCopy.run}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {batches.length === 0 ? (
        <p className="mt-10 text-stone-700">{copy.noBatches}</p>
      ) : (
        batches.map((b) => (
          <section key={b.id} aria-labelledby={`batch-${b.id}`} className="mt-10">
            <h2 id={`batch-${b.id}`} className="text-xl font-bold text-stone-900">
              {b.name}
            </h2>
            <p className="text-stone-700">
              {b.students} · {copy.recent}
            </p>
            <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {b.sessions.map((s) => (
                <li key={s.slot} className="px-4 py-2">
                  <SessionLink session={s} title={s.when} />
                </li>
              ))}
            </ul>
            {b.roster.length > 0 ? (
              <details className="mt-3 rounded-xl border border-stone-200 bg-white p-4">
                <summary className="cursor-pointer font-semibold text-stone-900">
                  {noteCopy.students(b.roster.length)}
                </summary>
                <ul className="mt-2 divide-y divide-stone-100">
                  {b.roster.map((st) => (
                    <li key={st.href} className="flex items-center justify-between gap-3 py-1.5">
                      <span>{st.name}</span>
                      <Link
                        to={st.href}
                        aria-label={noteCopy.notesLabel(st.name)}
                        className="font-semibold text-amber-800 underline"
                      >
                        {noteCopy.notesLink}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
            <details
              className="mt-3 rounded-xl border border-stone-200 bg-white p-4"
              open={actionData?.batch === b.id}
            >
              <summary className="cursor-pointer font-semibold text-stone-900">
                {changeCopy.makeUpHeading}
              </summary>
              <Form
                method="post"
                className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
              >
                <input type="hidden" name="batch" value={b.id} />
                {(["date", "time"] as const).map((name) => (
                  <Field
                    key={name}
                    id={`makeup-${name}-${b.id}`}
                    name={name}
                    type={name}
                    label={changeCopy[name]}
                    required
                  />
                ))}
                <button
                  type="submit"
                  name="intent"
                  value="make-up"
                  aria-label={changeCopy.makeUpLabel(b.name)}
                  className={buttonClass("outline", "smaller")}
                >
                  {changeCopy.add}
                </button>
              </Form>
              {actionData?.batch === b.id && actionData.error ? (
                <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-900">
                  {actionData.error}
                </p>
              ) : null}
            </details>
          </section>
        ))
      )}
    </div>
  );
}

/** One class: its time and kind, its register's state, and the link to its register. */
function SessionLink({ session, title, big }: { session: Session; title: string; big?: boolean }) {
  const kind = session.kind === "make-up" ? ` · ${SESSION_KINDS["make-up"]}` : "";
  return (
    <div
      data-session={session.slot}
      className={`flex flex-wrap items-center justify-between gap-3 ${big ? "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" : ""}`}
    >
      <div>
        <p className="font-semibold text-stone-900">
          {title}
          {kind}
        </p>
        <p className={`text-sm ${session.cancelled ? "text-red-800" : "text-stone-700"}`}>
          {session.state}
        </p>
      </div>
      <Link
        to={session.href}
        aria-label={session.label}
        className={
          session.open && big
            ? buttonClass("primary", "smaller")
            : buttonClass("outline", "smaller")
        }
      >
        {session.open ? copy.register : copy.details}
      </Link>
    </div>
  );
}
