import { Form, Link } from "react-router";
import { type FieldSpec, Fields } from "~/components/form-field";
import { MissingPage, PageMessages, PageTop } from "~/components/page-messages";
import { buttonClass } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/titled-section";
import { arbiterCopy as copy } from "~/content/tournament-arbiter";
import { loaderMeta } from "~/lib/loader-meta";
import { pageAnswer } from "~/server/http/page-answer.server";
import { arbiterAction, arbiterPage } from "~/server/tournaments/arbiter-pages.server";
import type { Route } from "./+types/tournament-arbiter";

/** The tournament's arbiter page, for the admin and coaches (403 / 404 otherwise). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await arbiterPage(request, params.slug);
  return pageAnswer(page, page.tournament !== null, {
    title: page.tournament ? copy.title(page.tournament.title) : copy.missing,
    description: copy.intro,
    path: `/tournaments/${params.slug}/arbiter`,
  });
}

export const meta = loaderMeta;

/** Adds a walk-in, withdraws a player, pairs the next round (arbiter-pages.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return arbiterAction(request, params.slug);
}

const w = copy.walkIn;

/** The walk-in form's fields; the category only when the tournament has categories. */
function walkInFields(categories: readonly (readonly [string, string])[]): FieldSpec[] {
  const fields: FieldSpec[] = [
    { name: "name", label: w.name, maxLength: 80, autoComplete: "off", required: true },
    { name: "fideId", label: w.fideId, inputMode: "numeric", autoComplete: "off" },
    { name: "rating", label: w.rating, inputMode: "numeric", autoComplete: "off" },
  ];
  if (categories.length === 0) return fields;
  return [
    ...fields,
    { name: "category", label: w.category, as: "select", options: [["", "—"], ...categories] },
  ];
}

/**
 * /tournaments/:slug/arbiter (docs/decisions/tournaments.md "Arbiter pages"): players with
 * Withdraw, Add a player, Pair round N, the rounds, and the report file.
 */
export default function TournamentArbiterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tournament: t, back } = loaderData;
  if (!t) return <MissingPage back={back} heading={back ? copy.missing : copy.notArbiter} />;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const typed: Record<string, string> = actionData?.values ?? {};
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTop back={back} heading={copy.title(t.title)} />
      <p className="mt-2 text-stone-700">{t.summary}</p>
      <p className="mt-2">
        <Link to={t.publicHref} className="font-semibold text-amber-800 underline">
          {copy.publicPage}
        </Link>
      </p>
      <PageMessages notice={actionData?.notice} error={actionData?.error} />
      <TitledSection id="rounds-heading" title={copy.roundsHeading}>
        {t.rounds.length === 0 ? (
          <p className="mt-2 text-stone-700">{copy.noRounds}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {t.rounds.map((r) => (
              <li key={r.number} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="text-stone-700">{r.state}</span>
                <Link to={r.href} className={buttonClass("outline", "smaller", "min-h-11")}>
                  {copy.roundLink(r.number)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-4">
          <button
            type="submit"
            name="intent"
            value="pair"
            className={buttonClass("primary", "medium", "min-h-11 w-full sm:w-auto")}
          >
            {copy.pair(t.nextRound)}
          </button>
        </Form>
      </TitledSection>
      <TitledSection id="players-heading" title={copy.playersHeading}>
        {t.players.length === 0 ? (
          <p className="mt-2 text-stone-700">{copy.noPlayers}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {t.players.map((p) => (
              <li
                key={p.id}
                data-player={p.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-2"
              >
                <div>
                  <p className="font-semibold text-stone-900">
                    {p.seed === null ? "" : `${p.seed}. `}
                    {p.name}
                  </p>
                  <p className="text-sm text-stone-700">
                    {[p.category, p.rating === null ? copy.unrated : String(p.rating)]
                      .filter(Boolean)
                      .join(" · ")}
                    {p.withdrawn ? ` · ${copy.withdrawn}` : ""}
                  </p>
                </div>
                {p.withdrawn ? null : (
                  <Form method="post">
                    <input type="hidden" name="player" value={p.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="withdraw"
                      aria-label={copy.withdrawLabel(p.name)}
                      className={buttonClass("outline", "smaller", "min-h-11")}
                    >
                      {copy.withdraw}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="walk-in-heading" title={copy.walkInHeading}>
        {t.walkIn === "students-only" ? (
          <p className="mt-2 text-stone-700">{copy.walkInStudentsOnly}</p>
        ) : t.walkIn === "closed" ? (
          <p className="mt-2 text-stone-700">{copy.walkInClosed}</p>
        ) : (
          <Form
            key={actionData?.notice ?? "walk-in"}
            method="post"
            className="mt-3 grid gap-3 sm:grid-cols-2"
          >
            <p className="text-stone-700 sm:col-span-2">{copy.walkInHint}</p>
            <Fields
              idPrefix="walk-in"
              fields={walkInFields(t.categories)}
              values={typed}
              errors={errors}
            />
            <div className="sm:col-span-2">
              <button
                type="submit"
                name="intent"
                value="walk-in"
                className={buttonClass("primary", "medium", "min-h-11 w-full sm:w-auto")}
              >
                {w.add}
              </button>
            </div>
          </Form>
        )}
      </TitledSection>
      <TitledSection id="trf-heading" title={copy.trf}>
        <p className="mt-2 text-stone-700">{copy.trfHint}</p>
        <p className="mt-3">
          <a href={t.trfHref} download className={buttonClass("outline", "smaller", "min-h-11")}>
            {copy.trf}
          </a>
        </p>
      </TitledSection>
    </div>
  );
}
