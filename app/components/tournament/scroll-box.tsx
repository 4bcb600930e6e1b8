import type { ReactNode } from "react";

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
