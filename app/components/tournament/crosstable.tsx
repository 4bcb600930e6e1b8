import { tournamentPageCopy as copy } from "~/content/tournaments";
import { ScrollTable } from "./scroll-box";

/** The crosstable as the server wrote it (app/server/tournaments/public-view.server.ts). */
export type CrosstableData = {
  rounds: number[];
  rows: { seed: number; name: string; points: string; cells: string[] }[];
};

/**
 * The crosstable, compact: a row per player in standings order with the start number, the name,
 * each round's cell ("12w1": opponent's start number, colour, result) and the points. It scrolls
 * inside its own box on a narrow phone; the page never does.
 */
export function Crosstable({ data }: { data: CrosstableData }) {
  const cell = "px-1.5 py-1.5 text-left whitespace-nowrap";
  return (
    <ScrollTable
      label={copy.crosstable.scroll}
      caption={copy.crosstable.title}
      cellClass={cell}
      tableClass="text-xs text-stone-800 sm:text-sm"
      bodyClass="divide-y divide-stone-200 font-mono"
      heads={[
        {
          key: "start",
          head: <abbr title={copy.standings.startLong}>{copy.standings.start}</abbr>,
        },
        { key: "name", head: copy.standings.name },
        ...data.rounds.map((r) => ({
          key: `round-${r}`,
          head: <abbr title={copy.crosstable.roundLong(r)}>{copy.crosstable.round(r)}</abbr>,
        })),
        {
          key: "points",
          head: <abbr title={copy.standings.points}>{copy.standings.pointsShort}</abbr>,
        },
      ]}
    >
      {data.rows.map((row) => (
        <tr key={row.seed}>
          <td className={cell}>{row.seed}</td>
          <th scope="row" className={`${cell} font-sans font-normal`}>
            {row.name}
          </th>
          {row.cells.map((c, i) => (
            <td key={data.rounds[i]} className={cell}>
              {c}
            </td>
          ))}
          <td className={`${cell} font-semibold`}>{row.points}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
