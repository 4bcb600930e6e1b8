import type { PuzzleSectionWords } from "~/content/puzzles";
import { FirstTap } from "~/lib/first-tap";
import type { PuzzleView } from "~/lib/puzzles";

/**
 * The puzzle as the server draws it, once, to HTML (app/server/site/puzzle-board.server.ts
 * `toPuzzleView`): whose move it is, the board (the SVG of lib/board-svg.ts) in its box, the
 * place the interactive board's words go (`data-board-panel`), and "Show a hint" / "Show the
 * solution" as native `<details>`. No page's JavaScript imports this module: the page gets the
 * markup as data (docs/decisions/puzzles.md "Budgets"), and it works without any script.
 * The box carries what the start script needs for a first touch: the side at the bottom
 * (`data-board`) and the squares of the side to move (`data-own`).
 */
export function PuzzleStatic({
  puzzle,
  board,
  words,
  home = false,
}: {
  puzzle: Omit<PuzzleView, "html">;
  /** The board's SVG markup. */
  board: string;
  words: PuzzleSectionWords;
  /** The home page's section: its heading, the puzzle's title and a link to all puzzles beside. */
  home?: boolean;
}) {
  const play = (
    <>
      <p className="font-semibold text-stone-900">{puzzle.toMove}</p>
      <div
        {...{ [FirstTap.Board]: puzzle.side, [FirstTap.BoardOwn]: puzzle.own }}
        className="relative mt-3 aspect-square w-full max-w-md"
      >
        <div
          data-static-board=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: lib/board-svg.ts draws it from a checked FEN, the label escaped
          dangerouslySetInnerHTML={{ __html: board }}
        />
      </div>
      <div data-board-panel="" className="max-w-md" />
      <details className="mt-4 max-w-md rounded-lg border border-stone-300 bg-white p-3">
        <summary className="cursor-pointer font-semibold text-amber-800">{words.showHint}</summary>
        <p className="mt-2 text-stone-800">{puzzle.hint}</p>
      </details>
      <details className="mt-2 max-w-md rounded-lg border border-stone-300 bg-white p-3">
        <summary className="cursor-pointer font-semibold text-amber-800">
          {words.showSolution}
        </summary>
        <p className="mt-2 text-stone-800">
          {words.solutionIntro} <strong className="font-mono">{puzzle.line}</strong>
        </p>
        <p className="mt-2 text-stone-700">{puzzle.explanation}</p>
      </details>
    </>
  );
  if (!home) return play;
  return (
    <div className="mx-auto grid max-w-[1200px] gap-8 px-4 sm:px-6 md:grid-cols-2">
      <div>
        <h2
          id="puzzle-heading"
          className="font-display text-3xl font-bold text-stone-900 sm:text-4xl"
        >
          {words.heading}
        </h2>
        <p className="mt-3 text-lg text-stone-700">{words.intro}</p>
        <h3 className="mt-6 text-xl font-bold text-stone-900">
          <a href={`/puzzles/${puzzle.slug}`} className="rounded hover:underline">
            {puzzle.title}
          </a>
        </h3>
        <p className="mt-6">
          <a href="/puzzles" className="font-semibold text-amber-800 underline">
            {words.allPuzzles}
          </a>
        </p>
      </div>
      <div>{play}</div>
    </div>
  );
}
