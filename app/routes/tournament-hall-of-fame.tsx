import { FameTournamentCard } from "~/components/tournament/fame-lists";
import { hallOfFameCopy as copy } from "~/content/tournament-fame";
import { loaderMeta } from "~/lib/loader-meta";
import { hallOfFamePage } from "~/server/tournaments/fame-pages.server";
import type { Route } from "./+types/tournament-hall-of-fame";

/** Title, description, canonical and Open Graph (the site's card). */
export const meta = loaderMeta;

/** Every finished tournament with its winners (app/server/tournaments/fame-pages.server.ts). */
export async function loader(_: Route.LoaderArgs) {
  return hallOfFamePage();
}

/**
 * /tournaments/hall-of-fame (docs/decisions/tournaments.md "Hall of fame and players' pages"):
 * the finished tournaments newest first, each with its winners and category winners.
 */
export default function HallOfFamePage({ loaderData }: Route.ComponentProps) {
  const { tournaments } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 text-lg text-stone-700">{copy.intro}</p>
      {tournaments.length === 0 ? (
        <p className="mt-6 text-stone-800">{copy.empty}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {tournaments.map((t) => (
            <FameTournamentCard key={t.slug} t={t} />
          ))}
        </ol>
      )}
    </div>
  );
}
