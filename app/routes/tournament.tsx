import { data, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { PageMessages } from "~/components/page-messages";
import { Crosstable } from "~/components/tournament/crosstable";
import { FamilyRegistration } from "~/components/tournament/family-registration";
import { LiveStatus, useLiveRefresh } from "~/components/tournament/live-status";
import { PairingsTable } from "~/components/tournament/pairings-table";
import { PlayOnlineLink } from "~/components/tournament/play-online-link";
import { StandingsTable } from "~/components/tournament/standings-table";
import { textLinkClass } from "~/components/ui/link";
import { TitledSection } from "~/components/ui/titled-section";
import {
  tournamentPageCopy as copy,
  tournamentRegistrationCopy as regCopy,
} from "~/content/tournaments";
import { loaderMeta } from "~/lib/loader-meta";
import { tournamentAction, tournamentPage } from "~/server/tournaments/public-pages.server";
import type { Route } from "./+types/tournament";

/** The tournament's public view and the signed-in family's registration; 404 for none. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await tournamentPage(request, params.slug);
  return page.view ? page : data(page, { status: 404 });
}

/** A family registers or withdraws its own student (checked on the server). */
export async function action({ request, params }: Route.ActionArgs) {
  return tournamentAction(request, params.slug);
}

export const meta = loaderMeta;

/**
 * /tournaments/:slug (docs/decisions/tournaments.md "Public pages"): the tournament's facts, the
 * live line, registration, the current round's pairings (online, with its Lichess link; or the
 * players before round 1), standings overall and per category, the crosstable, and earlier rounds
 * in `<details>`.
 */
export default function TournamentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, registration, version } = loaderData;
  useLiveRefresh(view?.live ?? false);
  if (!view || !registration) return <NotFound />;
  const f = copy.facts;
  const facts: [string, string][] = [
    [f.when, view.event.when],
    [f.where, view.event.venue.name],
    [f.system, view.facts.system],
    [f.timeControl, view.facts.timeControl],
    [f.categories, view.facts.categories.join(", ") || copy.noCategories],
    [f.deadline, view.facts.deadline],
  ];
  return (
    <article className="mx-auto max-w-4xl min-w-0 px-4 py-10 sm:px-6">
      <p>
        <Link to={view.event.path} className={textLinkClass("amber-700")}>
          {copy.backToEvent}
        </Link>
      </p>
      <p className="mt-6 text-sm font-semibold tracking-wide text-amber-800 uppercase">
        {copy.kicker}
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold break-words text-stone-900 sm:text-4xl">
        {view.event.title}
      </h1>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-stone-800 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="mb-2 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <LiveStatus version={version} updatedAt={view.updatedAt} finished={view.finished} />
      <PageMessages notice={actionData?.notice} error={actionData?.error} />

      <TitledSection id="register" title={regCopy.title}>
        <FamilyRegistration registration={registration} />
      </TitledSection>

      {view.current ? (
        <TitledSection id="pairings" title={copy.pairings.title(view.current.number)}>
          {view.current.lichess ? (
            <PlayOnlineLink round={view.current.number} href={view.current.lichess} />
          ) : null}
          <PairingsTable
            caption={copy.pairings.title(view.current.number)}
            pairings={view.current.pairings}
          />
        </TitledSection>
      ) : (
        <TitledSection id="players" title={copy.players.title}>
          <p className="mt-2 text-stone-800">{copy.pairings.notPaired}</p>
          <p className="mt-2 text-stone-800">
            {view.players.length === 0
              ? copy.players.none
              : copy.players.count(view.players.length)}
          </p>
          {view.players.length > 0 ? (
            <ul className="mt-3 grid gap-1 text-stone-800 sm:grid-cols-2">
              {view.players.map((p) => (
                <li key={p.id}>
                  {p.name}
                  {p.category ? <span className="text-stone-600"> · {p.category}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </TitledSection>
      )}

      <TitledSection id="standings" title={copy.standings.title}>
        {view.standings ? (
          <>
            <p className="mt-2 text-stone-700">{copy.standings.after(view.standings.rounds)}</p>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{copy.standings.overall}</h3>
            <StandingsTable
              caption={`${copy.standings.title}: ${copy.standings.overall}`}
              lines={view.standings.overall}
              tieBreaks={view.standings.tieBreaks}
              showCategory={view.standings.categories.length > 0}
            />
            {view.standings.categories.map((c) => (
              <div key={c.name}>
                <h3 className="mt-6 text-lg font-semibold text-stone-900">{c.name}</h3>
                <StandingsTable
                  caption={`${copy.standings.title}: ${c.name}`}
                  lines={c.lines}
                  tieBreaks={view.standings?.tieBreaks ?? []}
                  showCategory={false}
                />
              </div>
            ))}
          </>
        ) : (
          <p className="mt-2 text-stone-800">{copy.standings.none}</p>
        )}
      </TitledSection>

      {view.crosstable ? (
        <TitledSection id="crosstable" title={copy.crosstable.title}>
          <p className="mt-2 text-sm text-stone-700">{copy.crosstable.explain}</p>
          <Crosstable data={view.crosstable} />
        </TitledSection>
      ) : null}

      {view.earlier.length > 0 ? (
        <TitledSection id="earlier" title={copy.pairings.earlier}>
          {view.earlier.map((r) => (
            <details key={r.number} className="mt-3">
              <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-stone-900">
                {copy.pairings.earlierRound(r.number)}
              </summary>
              <PairingsTable caption={copy.pairings.title(r.number)} pairings={r.pairings} />
            </details>
          ))}
        </TitledSection>
      ) : null}
    </article>
  );
}
