import { Link } from "react-router";
import { FamePlayerName } from "~/components/tournament/fame-lists";
import { textLinkClass } from "~/components/ui/link";
import { gamePageCopy as copy } from "~/content/tournament-fame";

/** What the game page shows (app/server/tournaments/game-page.server.ts GameView). */
type GameRecordView = {
  tournament: { slug: string; title: string };
  round: number;
  board: number;
  white: { name: string; historyPath: string | null };
  black: { name: string; historyPath: string | null };
  result: string;
  moves: string | null;
  boardSvg: string | null;
  pgn: string;
};

/**
 * A tournament game: the way back to its tournament, the players and result, the moves as text
 * and the final position on the site's board (drawn on the server; no script). A PGN that could
 * not be read is shown as the text uploaded, never as HTML.
 */
export function GameRecord({ game }: { game: GameRecordView }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p>
        <Link
          to={`/tournaments/${game.tournament.slug}`}
          className={`${textLinkClass()} inline-block py-2.5`}
        >
          {copy.back(game.tournament.title)}
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
        {copy.heading(game.white.name, game.black.name)}
      </h1>
      <p className="mt-1 text-stone-700">{copy.round(game.round, game.board)}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-4 text-stone-800">
        <dt className="font-semibold">{copy.white}</dt>
        <dd>
          <FamePlayerName player={game.white} />
        </dd>
        <dt className="font-semibold">{copy.black}</dt>
        <dd>
          <FamePlayerName player={game.black} />
        </dd>
        <dt className="font-semibold">{copy.result}</dt>
        <dd data-testid="game-result">{game.result}</dd>
      </dl>
      <h2 className="mt-6 text-xl font-bold text-stone-900">{copy.moves}</h2>
      {game.moves !== null ? (
        <p data-testid="game-moves" className="mt-2 font-mono break-words text-stone-900">
          {game.moves || copy.noMoves}
        </p>
      ) : (
        <>
          <p className="mt-2 text-stone-700">{copy.unreadable}</p>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 text-sm">
            {game.pgn}
          </pre>
        </>
      )}
      {game.boardSvg ? (
        <>
          <h2 className="mt-6 text-xl font-bold text-stone-900">{copy.finalPosition}</h2>
          <div
            data-testid="game-board"
            className="mt-3 aspect-square w-full max-w-md"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: lib/board-svg.ts draws it from chess.js's FEN, the label escaped
            dangerouslySetInnerHTML={{ __html: game.boardSvg }}
          />
        </>
      ) : null}
    </article>
  );
}
