import { Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { FameHistoryList } from "~/components/tournament/fame-lists";
import { textLinkClass } from "~/components/ui/link";
import { playerHistoryCopy as copy } from "~/content/tournament-fame";
import { loaderMeta } from "~/lib/loader-meta";
import { playerHistoryPage } from "~/server/tournaments/fame-pages.server";
import type { Route } from "./+types/tournament-player";

/** Title, description, canonical and Open Graph, for a family to share. */
export const meta = loaderMeta;

/** The student's tournaments, or 404 (app/server/tournaments/fame-pages.server.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  return playerHistoryPage(params.id);
}

/**
 * /tournaments/players/:id (docs/decisions/tournaments.md "Hall of fame and players' pages"): a
 * student's tournaments with place, category and points, named by the consent rule.
 */
export default function PlayerHistoryPage({ loaderData }: Route.ComponentProps) {
  const { player } = loaderData;
  if (!player) return <NotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/tournaments/hall-of-fame" className={`${textLinkClass()} inline-block py-2.5`}>
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
        {copy.heading(player.name)}
      </h1>
      <p className="mt-3 text-lg text-stone-700">{copy.intro}</p>
      <FameHistoryList lines={player.lines} />
    </div>
  );
}
