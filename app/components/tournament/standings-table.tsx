import { Link } from "react-router";
import { tournamentPageCopy as copy } from "~/content/tournaments";
import { ScrollTable } from "./scroll-box";

/** A standings line as the server wrote it (app/server/tournaments/public-view.server.ts). */
export type Standing = {
  playerId: number;
  place: number;
  name: string;
  href: string | null;
  category: string;
  points: string;
  tieBreaks: string[];
  withdrawn: boolean;
};

/** A tie-break column: its short name and its full name (the `<abbr>` title). */
export type TieBreakColumn = { code: string; short: string; long: string };

const cell = "px-3 py-2 text-left";

/**
 * Standings: place, name (a student's links to the tournament history), category (overall only),
 * points and each tie-break in the tournament's order, its header an `<abbr>` with the full name.
 * @param caption the table's caption ("Standings: Under-10")
 * @param showCategory whether to show the category column (the overall table)
 */
export function StandingsTable({
  caption,
  lines,
  tieBreaks,
  showCategory,
}: {
  caption: string;
  lines: Standing[];
  tieBreaks: TieBreakColumn[];
  showCategory: boolean;
}) {
  return (
    <ScrollTable
      caption={caption}
      cellClass={cell}
      heads={[
        { key: "place", head: copy.standings.place },
        { key: "name", head: copy.standings.name },
        ...(showCategory ? [{ key: "category", head: copy.standings.categoryColumn }] : []),
        { key: "points", head: copy.standings.points },
        ...tieBreaks.map((t) => ({ key: t.code, head: <abbr title={t.long}>{t.short}</abbr> })),
      ]}
    >
      {lines.map((l) => (
        <tr key={l.playerId}>
          <td className={cell}>{l.place}</td>
          <th scope="row" className={`${cell} font-normal`}>
            {l.href ? (
              <Link
                to={l.href}
                className="inline-flex min-h-11 items-center text-amber-800 underline"
              >
                {l.name}
              </Link>
            ) : (
              l.name
            )}
            {l.withdrawn ? (
              <span className="text-stone-600"> ({copy.players.withdrawn})</span>
            ) : null}
          </th>
          {showCategory ? <td className={cell}>{l.category}</td> : null}
          <td className={`${cell} font-semibold`}>{l.points}</td>
          {l.tieBreaks.map((value, i) => (
            <td key={tieBreaks[i]?.code ?? i} className={cell}>
              {value}
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}
