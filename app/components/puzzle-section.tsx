import { type ComponentType, useEffect, useRef, useState } from "react";
import type { PuzzleSectionWords } from "~/content/puzzles";
import type { PuzzleBoardProps, PuzzleView } from "~/lib/puzzles";

/**
 * A puzzle to solve (docs/decisions/puzzles.md): the board drawn on the server (an SVG, HTML and
 * not JavaScript, with no script), whose move it is, and "Show a hint" / "Show the solution" as
 * native `<details>` — all of it works without JavaScript. The interactive board (cm-chessboard
 * and chess.js, about 30 KB gzip) is no part of the page's first JavaScript: it is imported when
 * the board comes within 300 px of the viewport or is touched or focused, and then covers the
 * server's board. A touch before any script has run is kept by the start script
 * (app/server/first-paint/start-script.browser.ts: `data-selected`, `data-target` on the box).
 * @param puzzle the puzzle as the loader gives it (its board already drawn)
 * @param words the section's fixed words (loader data, so they stay out of this chunk)
 */
export function PuzzlePlay({ puzzle, words }: { puzzle: PuzzleView; words: PuzzleSectionWords }) {
  const box = useRef<HTMLDivElement>(null);
  const [Board, setBoard] = useState<ComponentType<PuzzleBoardProps> | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    const load = () => {
      observer?.disconnect();
      element.removeEventListener("pointerdown", load);
      import("~/components/puzzle-board").then((module) => setBoard(() => module.PuzzleBoard));
    };
    if (element.hasAttribute("data-selected") || !window.IntersectionObserver) return load();
    observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && load(), {
      rootMargin: "300px",
    });
    observer.observe(element);
    element.addEventListener("pointerdown", load);
    return () => {
      observer?.disconnect();
      element.removeEventListener("pointerdown", load);
    };
  }, []);
  return (
    <div>
      <p className="font-semibold text-stone-900">{puzzle.toMove}</p>
      <div
        ref={box}
        data-board={puzzle.side}
        data-own={puzzle.own}
        className="relative mt-3 aspect-square w-full max-w-md"
      >
        <div
          className={ready ? "invisible" : undefined}
          aria-hidden={ready || undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's board (lib/board-svg.ts): pieces read from a checked FEN, the label escaped
          dangerouslySetInnerHTML={{ __html: puzzle.board }}
        />
      </div>
      {Board && box.current ? (
        <Board puzzle={puzzle} box={box.current} onReady={() => setReady(true)} />
      ) : null}
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
    </div>
  );
}
