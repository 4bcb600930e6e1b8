import type { ReactNode } from "react";
import { tournamentPageCopy as copy } from "~/content/tournaments";

/**
 * A wide table's own scrolling box (docs/decisions/tournaments.md "Public pages"): the table
 * scrolls sideways inside it, never the page; focusable and named so a keyboard can scroll it.
 * @param label the box's accessible name ("Crosstable (scrolls sideways)")
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      className="mt-3 max-w-full overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-amber-800"
    >
      {children}
    </section>
  );
}

/** A column's header: its React key and what it shows. */
export type ColumnHead = { key: string; head: ReactNode };

/**
 * A tournament table in its {@link ScrollBox}: the caption (read, not shown), one header row of
 * column headers, and the body rows given as children — the frame the pairings, standings and
 * crosstable share (docs/decisions/tournaments.md "Public pages").
 * @param label the scrolling box's accessible name (default: the caption, "… (scrolls sideways)")
 * @param heads the columns' headers, in order
 * @param cellClass the header cells' class (the rows' cells use the same)
 * @param tableClass the table's class; @param bodyClass the body's class
 */
export function ScrollTable({
  caption,
  label = copy.tableScroll(caption),
  heads,
  cellClass,
  tableClass = "w-full text-sm text-stone-800",
  bodyClass = "divide-y divide-stone-200",
  children,
}: {
  caption: string;
  label?: string;
  heads: ColumnHead[];
  cellClass: string;
  tableClass?: string;
  bodyClass?: string;
  children: ReactNode;
}) {
  return (
    <ScrollBox label={label}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-900">
          <tr>
            {heads.map(({ key, head }) => (
              <th key={key} scope="col" className={cellClass}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClass}>{children}</tbody>
      </table>
    </ScrollBox>
  );
}
