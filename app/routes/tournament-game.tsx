import { NotFound } from "~/components/not-found";
import { GameRecord } from "~/components/tournament/game-record";
import { loaderMeta } from "~/lib/loader-meta";
import { gamePage } from "~/server/tournaments/game-page.server";
import type { Route } from "./+types/tournament-game";

/** Title, description, canonical and Open Graph. */
export const meta = loaderMeta;

/** The game with its PGN, or 404 (app/server/tournaments/game-page.server.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  return gamePage(params.slug, params.gameId);
}

/**
 * /tournaments/:slug/games/:gameId (docs/decisions/tournaments.md "Hall of fame and players'
 * pages"): a game's players, result, moves and final position.
 */
export default function TournamentGamePage({ loaderData }: Route.ComponentProps) {
  const { game } = loaderData;
  if (!game) return <NotFound />;
  return <GameRecord game={game} />;
}
