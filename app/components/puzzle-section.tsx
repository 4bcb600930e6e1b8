import { type ComponentType, useEffect, useRef, useState } from "react";
import { FirstTap } from "~/lib/first-tap";
import type { PuzzleBoardProps, PuzzleView } from "~/lib/puzzles";

/** What makes a board that was in view from the start load: the visitor's hand on it. */
const HAND = ["pointerdown", "pointerover", "focusin"] as const;

/**
 * A puzzle to solve (docs/decisions/puzzles.md): the server's HTML of it (whose move, the board
 * as an SVG, "Show a hint", "Show the solution"; app/components/puzzle-static.tsx), which works
 * without JavaScript, and — imported only when wanted — the interactive board
 * (app/components/puzzle-board.tsx: cm-chessboard and chess.js, about 30 KB gzip, in no page's
 * first JavaScript). It is imported when the board comes within 300 px of the viewport as the
 * visitor scrolls, or, for a board already in view when the page starts, when the visitor's hand
 * is on it (a touch, the mouse over it, keyboard focus), or at once after a touch the start
 * script kept (`data-selected`, app/browser/start-script.browser.ts).
 */
export function PuzzlePlay({ puzzle }: { puzzle: PuzzleView }) {
  const root = useRef<HTMLDivElement>(null);
  const [board, setBoard] = useState<{
    Board: ComponentType<PuzzleBoardProps>;
    box: HTMLElement;
  }>();
  useEffect(() => {
    const box = root.current?.querySelector<HTMLElement>(`[${FirstTap.Board}]`);
    if (!box) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !first) load();
        first = false;
      },
      { rootMargin: "300px" },
    );
    const listen = (on: boolean) => {
      for (const type of HAND) box[on ? "addEventListener" : "removeEventListener"](type, load);
    };
    function load() {
      observer.disconnect();
      listen(false);
      import("~/components/puzzle-board").then((module) =>
        setBoard({ Board: module.PuzzleBoard, box: box as HTMLElement }),
      );
    }
    if (box.hasAttribute(FirstTap.BoardSelected)) return load();
    // Keyboard users reach the board by Tab; it hands focus to the interactive board.
    box.tabIndex = 0;
    listen(true);
    observer.observe(box);
    return () => {
      observer.disconnect();
      listen(false);
    };
  }, []);
  return (
    <>
      <div
        ref={root}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markup of the puzzle (puzzle-static.tsx): React escaped every text in it
        dangerouslySetInnerHTML={{ __html: puzzle.html }}
      />
      {board ? <board.Board puzzle={puzzle} box={board.box} /> : null}
    </>
  );
}
