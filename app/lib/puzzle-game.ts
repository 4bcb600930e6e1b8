import { Chess, type Move, type Square } from "chess.js";
import { type BoardMove, playTyped } from "~/lib/puzzle-rules";
import type { Side } from "~/lib/puzzles";

/**
 * A visitor solving a puzzle (docs/decisions/puzzles.md "Solving"): chess.js judges each move
 * against the solution checked by lib/puzzle-rules.ts. Loaded with the interactive board only
 * (components/puzzle-board.tsx): no page's first JavaScript imports this module.
 */

/** A move as the board and the announcements need it. */
export type PlayedMove = { from: string; to: string; san: string; promotion?: string };

const view = (move: Move): PlayedMove => ({
  from: move.from,
  to: move.to,
  san: move.san,
  ...(move.promotion ? { promotion: move.promotion } : {}),
});

/** What a visitor's move did (see {@link PuzzleGame.attempt}). */
export type Attempt =
  /** Not a legal move here (or not a move at all). */
  | { kind: "illegal" }
  /** A pawn reaches the last rank: the piece must be chosen first. */
  | { kind: "promotion" }
  /** Legal, but not the solution's move (nor a mate): taken back. */
  | { kind: "wrong"; move: PlayedMove }
  /**
   * The solution's move (or a mate): played, with the defender's reply unless it is solved;
   * `after` is the position after the visitor's move (before the reply).
   */
  | { kind: "right"; move: PlayedMove; after: string; reply: PlayedMove | null; solved: boolean };

/**
 * A visitor solving a puzzle: the position after the moves so far, and the judge of the next
 * move. A move is right when it is the solution's move at that point (same squares and
 * promotion), or when it mates — any mate counts, not only the stored one; a right move is
 * followed by the defender's reply from the solution; the puzzle is solved after the solution's
 * last move or a mate.
 */
export class PuzzleGame {
  private readonly chess: Chess;
  private readonly expected: PlayedMove[];
  private ply = 0;
  private over = false;

  /**
   * @param fen the puzzle's position
   * @param solution its half-moves in SAN ({@link checkSolution}'s value)
   * @throws Error when the solution does not replay from the position (a stored puzzle always does)
   */
  constructor(fen: string, solution: readonly string[]) {
    this.chess = new Chess(fen);
    const replay = new Chess(fen);
    this.expected = solution.map((san) => view(replay.move(san)));
  }

  /** The position now, as FEN. */
  get fen(): string {
    return this.chess.fen();
  }

  /** Whose move it is now. */
  get turn(): Side {
    return this.chess.turn();
  }

  /** Whether the puzzle is solved. */
  get solved(): boolean {
    return this.over;
  }

  /** The solution's next move for the solver (the hint's square), or null once solved. */
  get next(): PlayedMove | null {
    return this.over ? null : (this.expected[this.ply] ?? null);
  }

  /** The squares the piece on `from` may move to now. */
  targets(from: string): string[] {
    if (this.over) return [];
    return this.chess.moves({ square: from as Square, verbose: true }).map((move) => move.to);
  }

  /** Whether moving from `from` to `to` promotes a pawn (the piece must be chosen). */
  promotes(from: string, to: string): boolean {
    return this.chess
      .moves({ square: from as Square, verbose: true })
      .some((move) => move.to === to && move.promotion !== undefined);
  }

  /**
   * Judges a visitor's move and, when it is right, plays it and the defender's reply.
   * @param move from the board ({@link BoardMove}) or typed (SAN or long algebraic text)
   */
  attempt(move: BoardMove | string): Attempt {
    if (this.over) return { kind: "illegal" };
    let made: Move | "promotion" | null;
    if (typeof move === "string") made = playTyped(this.chess, move);
    else {
      if (!move.promotion && this.promotes(move.from, move.to)) return { kind: "promotion" };
      try {
        made = this.chess.move(move);
      } catch {
        made = null;
      }
    }
    if (made === "promotion") return { kind: "promotion" };
    if (!made) return { kind: "illegal" };
    const played = view(made);
    const wanted = this.expected[this.ply];
    const same =
      wanted !== undefined &&
      wanted.from === played.from &&
      wanted.to === played.to &&
      wanted.promotion === played.promotion;
    if (!same && !this.chess.isCheckmate()) {
      this.chess.undo();
      return { kind: "wrong", move: played };
    }
    this.ply++;
    const after = this.chess.fen();
    if (this.chess.isCheckmate() || this.ply >= this.expected.length) {
      this.over = true;
      return { kind: "right", move: played, after, reply: null, solved: true };
    }
    const reply = view(this.chess.move(this.expected[this.ply].san));
    this.ply++;
    return { kind: "right", move: played, after, reply, solved: false };
  }
}
