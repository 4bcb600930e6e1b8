import {
  BORDER_TYPE,
  Chessboard,
  INPUT_EVENT_TYPE,
  type MoveInputEvent,
} from "cm-chessboard/src/Chessboard.js";
import { Accessibility } from "cm-chessboard/src/extensions/accessibility/Accessibility.js";
import { MARKER_TYPE, Markers } from "cm-chessboard/src/extensions/markers/Markers.js";
import {
  PROMOTION_DIALOG_RESULT_TYPE,
  PromotionDialog,
} from "cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { puzzleCopy } from "~/content/puzzles";
import { markersSprite, piecesSprite } from "~/lib/chess-assets";
import { FirstTap } from "~/lib/first-tap";
import { type Attempt, PuzzleGame } from "~/lib/puzzle-game";
import type { BoardMove } from "~/lib/puzzle-rules";
import { type PuzzleBoardProps, whatsAppShareLink } from "~/lib/puzzles";

const copy = puzzleCopy.play;

/** How long the defender thinks before replying, in ms (so the visitor sees their move land). */
const REPLY_DELAY_MS = 350;

const button =
  "rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800";

/** Clicks the centre of a square of cm-chessboard's SVG as a mouse would (down, then up). */
function clickSquare(svg: SVGSVGElement, square: string) {
  const target = svg.querySelector(`[data-square="${square}"]`);
  if (!target) return;
  const box = target.getBoundingClientRect();
  const at = { bubbles: true, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  target.dispatchEvent(new MouseEvent("mousedown", { ...at, button: 0 }));
  target.dispatchEvent(new MouseEvent("mouseup", at));
}

/**
 * The interactive puzzle board (docs/decisions/puzzles.md "Solving"), the module the puzzle
 * section imports lazily: cm-chessboard (MIT) draws the board over the server's and takes drags,
 * tap-tap moves and the keyboard (its Accessibility extension: arrow keys and Enter, each square
 * and piece announced), its PromotionDialog asks for the promotion piece, and chess.js judges
 * every move (lib/puzzle-game.ts `PuzzleGame`). A wrong move is refused and the piece goes back;
 * a right one is answered by the defender's reply; the last says "Solved!" with the explanation
 * and a Share button (the Web Share API, else a WhatsApp link). A move can also be typed (Qh7).
 * Everything it says goes to a live region.
 */
export function PuzzleBoard({ puzzle, box }: PuzzleBoardProps) {
  const [context, setContext] = useState<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<string>(copy.yourMove(puzzle.side));
  const [solved, setSolved] = useState(false);
  const [typedRefused, setTypedRefused] = useState(false);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const game = useRef(new PuzzleGame(puzzle.fen, puzzle.solution));
  const board = useRef<Chessboard | null>(null);
  const input = useRef<HTMLInputElement>(null);

  /** Shows what a move did, on the board and in words. */
  const apply = (attempt: Attempt, animateOwnMove: boolean) => {
    const chessboard = board.current;
    if (!chessboard) return;
    box.removeAttribute(FirstTap.BoardSelected);
    if (attempt.kind === "illegal") setStatus(copy.illegal);
    if (attempt.kind === "wrong") setStatus(copy.wrong(attempt.move.san));
    if (attempt.kind !== "right") {
      chessboard.setPosition(game.current.fen, true);
      return;
    }
    // After the board's own animation of the move (if any): castling, en passant and promotion
    // as chess.js has them, then the defender's reply. The board takes no move meanwhile, and the
    // reply is announced once it is on the board.
    setTimeout(() => {
      if (!attempt.solved) chessboard.disableMoveInput();
      chessboard.setPosition(attempt.after, animateOwnMove).then(() => {
        if (attempt.solved || !attempt.reply) return;
        const reply = attempt.reply;
        setTimeout(async () => {
          await chessboard.setPosition(game.current.fen, true);
          if (board.current !== chessboard) return;
          chessboard.enableMoveInput((event) => handler.current(event), puzzle.side);
          setStatus(copy.right(attempt.move.san, reply.san));
        }, REPLY_DELAY_MS);
      });
    });
    if (attempt.solved) {
      chessboard.disableMoveInput();
      setSolved(true);
      setStatus(copy.solvedLine(attempt.move.san));
    }
  };

  /** Judges a move made on the board; true lets the board keep the piece where it was put. */
  const judge = (move: BoardMove): boolean => {
    const chessboard = board.current;
    if (!chessboard) return false;
    if (game.current.promotes(move.from, move.to)) {
      setStatus(copy.promotion);
      chessboard.showPromotionDialog(move.to, puzzle.side, (result) => {
        if (result.type === PROMOTION_DIALOG_RESULT_TYPE.pieceSelected && result.piece) {
          apply(game.current.attempt({ ...move, promotion: result.piece.charAt(1) }), false);
        } else {
          chessboard.setPosition(game.current.fen, true);
          setStatus(copy.yourMove(puzzle.side));
        }
      });
      return true;
    }
    const attempt = game.current.attempt(move);
    apply(attempt, false);
    return attempt.kind === "right";
  };

  const onMoveInput = (event: MoveInputEvent): boolean => {
    const { squareFrom = "", squareTo = "" } = event;
    switch (event.type) {
      case INPUT_EVENT_TYPE.moveInputStarted: {
        const piece = event.piece ?? "";
        const own = !game.current.solved && piece.charAt(0) === game.current.turn;
        if (own) box.setAttribute(FirstTap.BoardSelected, squareFrom);
        return own;
      }
      case INPUT_EVENT_TYPE.validateMoveInput:
        return judge({ from: squareFrom, to: squareTo });
      case INPUT_EVENT_TYPE.moveInputCanceled:
        box.removeAttribute(FirstTap.BoardSelected);
        return true;
      default:
        return true;
    }
  };
  const handler = useRef(onMoveInput);
  handler.current = onMoveInput;

  useEffect(() => {
    if (!context) return;
    const chessboard = new Chessboard(context, {
      position: puzzle.fen,
      orientation: puzzle.side,
      assetsCache: false,
      style: {
        cssClass: "default-contrast",
        borderType: BORDER_TYPE.none,
        pieces: { file: piecesSprite },
        animationDuration: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : 250,
      },
      extensions: [
        { class: Markers, props: { sprite: markersSprite, autoMarkers: MARKER_TYPE.square } },
        { class: PromotionDialog, props: { language: "en" } },
        {
          class: Accessibility,
          props: {
            language: "en",
            brailleNotationInAlt: false,
            movePieceForm: false,
            boardAsTable: false,
            piecesAsList: false,
            keyboardMoveInput: true,
          },
        },
      ],
    });
    board.current = chessboard;
    chessboard.view.svg.setAttribute("aria-label", copy.boardName(puzzle.side));
    chessboard.enableMoveInput((event) => handler.current(event), puzzle.side);
    // The interactive board covers the server's, which leaves the accessibility tree; focus on the
    // box (a keyboard user's Tab) goes on to the board.
    const staticBoard = box.querySelector("[data-static-board]");
    staticBoard?.setAttribute("aria-hidden", "true");
    staticBoard?.classList.add("invisible");
    const focused = document.activeElement === box;
    box.removeAttribute("tabindex");
    box.setAttribute(FirstTap.BoardLive, "");
    if (focused) chessboard.view.svg.focus();
    // A touch made before this code came (the start script kept it): play it now.
    const selected = box.getAttribute(FirstTap.BoardSelected);
    const target = box.getAttribute(FirstTap.BoardTarget);
    box.removeAttribute(FirstTap.BoardTarget);
    if (selected) clickSquare(chessboard.view.svg, selected);
    if (selected && target) clickSquare(chessboard.view.svg, target);
    return () => {
      staticBoard?.removeAttribute("aria-hidden");
      staticBoard?.classList.remove("invisible");
      box.removeAttribute(FirstTap.BoardLive);
      chessboard.destroy();
      board.current = null;
    };
    // The puzzle's position and side, not the object: a revalidation of the page's data (a tap
    // on the logo of the page it is on, a sign-out) gives a new object for the same puzzle, and
    // rebuilding the board then would reset it under a half-played game.
  }, [context, box, puzzle.fen, puzzle.side]);

  const playTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = input.current?.value.trim() ?? "";
    const attempt = text ? game.current.attempt(text) : null;
    if (!attempt || attempt.kind === "promotion") {
      setTypedRefused(true);
      setStatus(attempt ? copy.promotionTyped : copy.typeEmpty);
      return;
    }
    setTypedRefused(attempt.kind !== "right");
    if (input.current && attempt.kind === "right") input.current.value = "";
    apply(attempt, true);
  };

  const restart = () => {
    game.current = new PuzzleGame(puzzle.fen, puzzle.solution);
    const chessboard = board.current;
    chessboard?.setPosition(puzzle.fen, true);
    chessboard?.enableMoveInput((event) => handler.current(event), puzzle.side);
    setSolved(false);
    setShareNote(null);
    setStatus(copy.yourMove(puzzle.side));
  };

  const share = async () => {
    try {
      await navigator.share({
        title: puzzle.title,
        text: copy.shareText(puzzle.title),
        url: puzzle.url,
      });
      setShareNote(copy.shared);
    } catch {
      // The visitor closed the share sheet: nothing to say.
    }
  };

  const panel = box.parentElement?.querySelector("[data-board-panel]") ?? null;
  const words = (
    <div className="mt-3 space-y-3">
      <p role="status" className="min-h-6 font-medium text-stone-900">
        {solved ? <strong className="text-green-800">{copy.solved} </strong> : null}
        {status}
      </p>
      {solved ? (
        <div className="space-y-3 rounded-lg bg-green-50 p-4">
          <p className="text-stone-800">{puzzle.explanation}</p>
          <p className="flex flex-wrap gap-3">
            {typeof navigator.share === "function" ? (
              <button type="button" className={button} onClick={share}>
                {copy.share}
              </button>
            ) : (
              <a
                className={button}
                href={whatsAppShareLink(copy.shareText(puzzle.title), puzzle.url)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {copy.share}
              </a>
            )}
            <button type="button" className={button} onClick={restart}>
              {copy.again}
            </button>
          </p>
          {shareNote ? <p className="text-stone-700">{shareNote}</p> : null}
        </div>
      ) : (
        <form onSubmit={playTyped} className="flex flex-wrap items-end gap-2" noValidate>
          <div>
            <label
              htmlFor={`move-${puzzle.slug}`}
              className="block text-sm font-semibold text-stone-800"
            >
              {copy.typeLabel}
            </label>
            <input
              ref={input}
              id={`move-${puzzle.slug}`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={`move-${puzzle.slug}-hint`}
              aria-invalid={typedRefused || undefined}
              className="mt-1 w-32 rounded-md border border-stone-400 px-3 py-2 font-mono"
            />
          </div>
          <button type="submit" className={button}>
            {copy.typeSubmit}
          </button>
          <p id={`move-${puzzle.slug}-hint`} className="w-full text-sm text-stone-700">
            {copy.typeHint}
          </p>
        </form>
      )}
    </div>
  );
  return (
    <>
      {createPortal(
        <div ref={setContext} className="absolute inset-0" data-puzzle-board="" />,
        box,
      )}
      {panel ? createPortal(words, panel) : null}
    </>
  );
}
