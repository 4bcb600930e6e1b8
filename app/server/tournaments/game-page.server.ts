import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { data } from "react-router";
import { gamePageCopy as copy, RESULT_TEXT } from "~/content/tournament-fame";
import { boardSvg, describePosition } from "~/lib/board-svg";
import { piecesSprite } from "~/lib/chess-assets";
import { parseId, SLUG_PATTERN } from "~/lib/collection";
import { pageMeta } from "~/lib/seo";
import { type Db, getDb } from "~/server/db/db.server";
import {
  event,
  tournament,
  tournamentGame,
  tournamentPlayer,
  tournamentRound,
} from "~/server/schema";
import { getPublicSite } from "~/server/site/public-site.server";
import { namedPlayer, namings } from "~/server/tournaments/fame-pages.server";
import { readPgn } from "~/server/tournaments/pgn.server";

/**
 * A tournament game's page (/tournaments/:slug/games/:gameId, docs/decisions/tournaments.md "Hall
 * of fame and players' pages"): a game of a published round of a published tournament event,
 * with an uploaded PGN: the players (named by `publicPlayerName`), the result, the moves as text
 * and the final position drawn on the server with the site's board (app/lib/board-svg.ts).
 */

/** A player of the game as the page shows them. */
export type GamePlayer = { name: string; historyPath: string | null };

/** What the game page shows. */
export type GameView = {
  tournament: { slug: string; title: string };
  round: number;
  board: number;
  white: GamePlayer;
  black: GamePlayer;
  result: string;
  /** The moves numbered ("1. e4 e5 2. Nf3"), or null when the PGN could not be read. */
  moves: string | null;
  /** The final position's SVG (null when the PGN could not be read). */
  boardSvg: string | null;
  /** The PGN as uploaded, shown as text when it could not be read. */
  pgn: string;
};

/**
 * The game of the URL, when it is public and has its PGN.
 * @returns the view, or null: unknown slug or game, a game of another tournament, of an
 *   unpublished round or event, a bye, or no PGN
 */
export async function gameView(slug: string, gameId: number, db?: Db): Promise<GameView | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({
      slug: event.slug,
      title: event.title,
      round: tournamentRound.number,
      board: tournamentGame.board,
      whiteId: tournamentGame.whiteId,
      blackId: tournamentGame.blackId,
      result: tournamentGame.result,
      pgn: tournamentGame.pgn,
    })
    .from(tournamentGame)
    .innerJoin(tournament, eq(tournament.id, tournamentGame.tournamentId))
    .innerJoin(event, eq(event.id, tournament.eventId))
    .innerJoin(tournamentRound, eq(tournamentRound.id, tournamentGame.roundId))
    .where(
      and(
        eq(tournamentGame.id, gameId),
        eq(event.slug, slug),
        eq(event.published, true),
        eq(event.category, "tournament"),
        isNotNull(tournamentRound.publishedAt),
        isNotNull(tournamentGame.blackId),
        isNotNull(tournamentGame.pgn),
      ),
    );
  if (!row || row.blackId === null || row.pgn === null) return null;
  const names = await namings(conn, inArray(tournamentPlayer.id, [row.whiteId, row.blackId]));
  const playerOf = (id: number): GamePlayer => {
    const naming = names.get(id);
    if (!naming) throw new Error(`player ${id} is missing`);
    return namedPlayer(naming.name, naming);
  };
  const [white, black] = [playerOf(row.whiteId), playerOf(row.blackId)];
  const read = readPgn(row.pgn);
  return {
    tournament: { slug: row.slug, title: row.title },
    round: row.round,
    board: row.board,
    white,
    black,
    result: row.result ? RESULT_TEXT[row.result] : copy.noResult,
    moves: read?.moves ?? null,
    boardSvg: read
      ? boardSvg(read.fen, {
          sprite: piecesSprite,
          label: copy.boardLabel(describePosition(read.fen)),
        })
      : null,
    pgn: row.pgn,
  };
}

/**
 * The game page's loader data with its meta (title, description, Open Graph).
 * @returns 404 (no game's data) for what {@link gameView} does not show
 */
export async function gamePage(slug: string, rawGameId: string | undefined) {
  const site = getPublicSite();
  const id = parseId(rawGameId);
  const game = id === null ? null : await gameView(slug, id);
  const path = `/tournaments/${encodeURIComponent(slug)}/games/${encodeURIComponent(rawGameId ?? "")}`;
  if (!game) {
    const meta = pageMeta(site, {
      title: `${copy.notFoundTitle} | ${site.name}`,
      description: copy.notFound,
      path,
      noIndex: true,
    });
    return data({ game: null, meta }, { status: 404 });
  }
  const t = game.tournament.title;
  const meta = pageMeta(site, {
    title: `${copy.title(game.white.name, game.black.name, t)} | ${site.name}`,
    description: copy.description(game.white.name, game.black.name, game.round, t),
    path,
  });
  return { game, meta };
}
