/**
 * The start script's puzzle board (app/browser/start-script.browser.ts,
 * docs/decisions/puzzles.md "The first touch"): the server's SVG board answers a tap before the
 * interactive board's code has come. Browser code, bundled into the inline script.
 */
import { FirstTap } from "../../lib/first-tap";

/**
 * Selects the tapped square of a puzzle board (`[data-board="w"|"b"]`, the side to move at the
 * bottom): a square the server listed in `data-own` (the pieces of the side to move) shows the
 * board's `[data-mark]` (40 px squares of the SVG's 320 px box) and is named in `data-selected`;
 * a later tap on another square is kept as `data-target`. The interactive board plays both when
 * it comes.
 * @param board the tapped board
 * @param event the click (its client coordinates, px)
 */
export function touchBoard(board: HTMLElement, event: MouseEvent): void {
  const mark = board.querySelector(`[${FirstTap.BoardMark}]`);
  const box = mark?.parentElement?.getBoundingClientRect();
  if (!mark || !box) return;
  const column = Math.floor(((event.clientX - box.left) / box.width) * 8);
  const row = Math.floor(((event.clientY - box.top) / box.height) * 8);
  const flip = board.getAttribute(FirstTap.Board) === "b";
  const square = "abcdefgh"[flip ? 7 - column : column] + (flip ? row + 1 : 8 - row);
  if (board.getAttribute(FirstTap.BoardOwn)?.split(" ").includes(square)) {
    mark.setAttribute("x", String(column * 40));
    mark.setAttribute("y", String(row * 40));
    mark.removeAttribute("visibility");
    board.setAttribute(FirstTap.BoardSelected, square);
  } else if (board.hasAttribute(FirstTap.BoardSelected))
    board.setAttribute(FirstTap.BoardTarget, square);
}
