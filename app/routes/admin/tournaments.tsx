import { Form, Link } from "react-router";
import { AdminNotice } from "~/components/admin/collection-list";
import { Field, type FieldSpec, Fields } from "~/components/form-field";
import { buttonClass } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/titled-section";
import { adminCollectionCopy } from "~/content/admin-nav";
import { adminTournamentsCopy as copy } from "~/content/tournament-arbiter";
import { adminPageMeta } from "~/lib/seo";
import {
  adminTournamentsAction,
  adminTournamentsPage,
} from "~/server/tournaments/admin-tournament-pages.server";
import type { Route } from "./+types/tournaments";

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: copy.title,
    description: copy.intro,
    path: "/admin/tournaments",
  });
}

/** The admin only: every tournament, and the tournament events that have none yet. */
export async function loader({ request }: Route.LoaderArgs) {
  return adminTournamentsPage(request);
}

/** Creates a tournament (app/server/tournaments/admin-tournament-pages.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return adminTournamentsAction(request);
}

const f = copy.fields;
/** What a new tournament's form shows before anything is typed. */
const DEFAULTS = {
  system: "swiss",
  rounds: "5",
  seeding: "fide",
  entry: "students_only",
  entryFee: "0",
};

/**
 * /admin/tournaments (docs/decisions/tournaments.md "Arbiter pages"): the tournaments with a link
 * to run each, and the form that creates one.
 */
export default function AdminTournamentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, events, systems, seedings, entries, tieBreaks, tieBreakSlots } = loaderData;
  const answer = actionData && "notice" in actionData ? actionData : null;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const typed: Record<string, string> = answer?.values ?? {};
  const failed = actionData && !answer?.notice;
  // A refused form keeps what was typed; a created one starts empty again (its key changes).
  const formKey = answer?.notice ?? "form";
  const fields: FieldSpec[] = [
    { name: "event", label: f.event, as: "select", options: events },
    { name: "system", label: f.system, as: "select", options: systems },
    {
      name: "rounds",
      label: f.rounds,
      hint: f.roundsHint,
      inputMode: "numeric",
      autoComplete: "off",
    },
    {
      name: "timeControl",
      label: f.timeControl,
      hint: f.timeControlHint,
      maxLength: 80,
      autoComplete: "off",
    },
    { name: "seeding", label: f.seeding, as: "select", options: seedings },
    { name: "deadline", label: f.deadline, type: "datetime-local", required: true },
    { name: "entry", label: f.entry, as: "select", options: entries },
    {
      name: "entryFee",
      label: f.entryFee,
      hint: f.entryFeeHint,
      inputMode: "decimal",
      autoComplete: "off",
    },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900">{copy.title}</h1>
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      {answer?.notice ? <AdminNotice kind="status" text={answer.notice} /> : null}
      {failed ? (
        <AdminNotice kind="alert" text={errors.form ?? adminCollectionCopy.fixErrors} />
      ) : null}
      <TitledSection id="tournament-list" title={copy.listHeading}>
        {list.length === 0 ? (
          <p className="mt-3 text-stone-700">{copy.none}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {list.map((t) => (
              <li
                key={t.id}
                data-tournament={t.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div>
                  <p className="font-semibold text-stone-900">{t.title}</p>
                  <p className="text-sm text-stone-700">
                    {t.system} · {copy.columns.players}: {t.players} · {copy.columns.rounds}:{" "}
                    {t.rounds}
                  </p>
                </div>
                <Link
                  to={t.href}
                  aria-label={copy.runLabel(t.title)}
                  className={buttonClass("adminOutline")}
                >
                  {copy.run}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="tournament-create" title={copy.createHeading} className="mt-10">
        {events.length === 0 ? (
          <p className="mt-3 text-stone-700">{copy.noEvents}</p>
        ) : (
          <Form key={formKey} method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
            <Fields
              idPrefix="tournament"
              fields={fields}
              values={{ ...DEFAULTS, ...typed }}
              errors={errors}
            />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-semibold text-stone-800">{f.tieBreaks}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {Array.from({ length: tieBreakSlots }, (_, i) => {
                  const name = `tieBreak${i + 1}`;
                  return (
                    <Field
                      key={name}
                      as="select"
                      id={`tournament-${name}`}
                      name={name}
                      label={f.tieBreak(i + 1)}
                      defaultValue={typed[name] ?? tieBreaks[i]?.[0] ?? ""}
                    >
                      <option value="">{f.noTieBreak}</option>
                      {tieBreaks.map(([code, words]) => (
                        <option key={code} value={code}>
                          {words}
                        </option>
                      ))}
                    </Field>
                  );
                })}
              </div>
              {errors.tieBreaks ? (
                <p role="alert" className="mt-1 text-sm font-medium text-red-800">
                  {errors.tieBreaks}
                </p>
              ) : null}
            </fieldset>
            <Field
              as="textarea"
              id="tournament-categories"
              name="categories"
              label={f.categories}
              hint={f.categoriesHint}
              error={errors.categories}
              defaultValue={typed.categories ?? ""}
              rows={4}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <button
                type="submit"
                name="intent"
                value="create"
                className={buttonClass("adminPrimary")}
              >
                {copy.create}
              </button>
            </div>
          </Form>
        )}
      </TitledSection>
    </div>
  );
}
