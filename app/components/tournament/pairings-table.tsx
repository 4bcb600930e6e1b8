import { Link } from "react-router";
import { tournamentPageCopy as copy } from "~/content/tournaments";
import { ScrollTable } from "./scroll-box";

/** A pairing as the server wrote it (app/server/tournaments/public-view.server.ts). */
export type Pairing = {
  board: number;
  white: string;
  black: string | null;
  result: string;
  gameHref: string | null;
};

const cell = "px-3 py-2 text-left";

/**
 * A round's pairings: board, White, result as entered ("Playing" until then), Black (a bye or
 * sitting out without one), and "Game" when the game's PGN is on the site.
 * @param caption the table's caption ("Round 3 pairings")
 */
export function PairingsTable({ caption, pairings }: { caption: string; pairings: Pairing[] }) {
  const anyGame = pairings.some((p) => p.gameHref);
  return (
    <ScrollTable
      caption={caption}
      cellClass={cell}
      heads={[
        { key: "board", head: copy.pairings.board },
        { key: "white", head: copy.pairings.white },
        { key: "result", head: copy.pairings.result },
        { key: "black", head: copy.pairings.black },
        ...(anyGame ? [{ key: "game", head: copy.pairings.game }] : []),
      ]}
    >
      {pairings.map((p) => (
        <tr key={p.board}>
          <td className={cell}>{p.board}</td>
          <td className={cell}>{p.white}</td>
          <td className={`${cell} font-semibold whitespace-nowrap`}>{p.result}</td>
          <td className={cell}>{p.black ?? "—"}</td>
          {anyGame ? (
            <td className={cell}>
              {p.gameHref ? (
                <Link
                  to={p.gameHref}
                  aria-label={copy.pairings.gameLabel(p.board)}
                  className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline"
                >
                  {copy.pairings.game}
                </Link>
              ) : null}
            </td>
          ) : null}
        </tr>
      ))}
    </ScrollTable>
  );
}
