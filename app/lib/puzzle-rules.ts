import { Chess, type Move, type Square, validateFen } from "chess.js";
import { SIDE_NAMES, type Side } from "~/lib/puzzles";

/**
 * The chess of a puzzle's admin form, by chess.js (BSD-2; docs/decisions/puzzles.md): the
 * position and the solution checked move by move, and a typed move read as SAN or UCI. Used by
 * the server (the form's rules, lib/puzzle-input.ts) and, for `playTyped`, by the visitor's game
 * (lib/puzzle-game.ts), which the board loads lazily: no page's first JavaScript imports this
 * module.
 */

/** The messages of the position and solution checks (ours: the spec has none). */
export const RULE_ERRORS = {
  fenShape:
    "That is not a position in FEN: it needs eight ranks separated by /, e.g. 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1.",
  fenPieces:
    "The position uses a letter that is no piece. Use K Q R B N P for White, k q r b n p for Black and digits for empty squares.",
  fenRank: "One of the ranks of the position does not add up to eight squares.",
  kings: (side: string, count: number) =>
    count === 0
      ? `The position has no ${side} king. Each side needs exactly one king.`
      : `The position has ${count} ${side} kings. Each side needs exactly one king.`,
  pawnsOnEdge: "A pawn cannot stand on the first or the last rank.",
  tooManyPawns: (side: string) => `${side} has more than eight pawns.`,
  tooManyPieces: (side: string) => `${side} has more than sixteen pieces.`,
  sideMismatch: (fenSide: string, chosen: string) =>
    `The position says ${fenSide} is to move, but “Side to move” says ${chosen}. Please make them agree.`,
  otherKingInCheck: (side: string) =>
    `${side}'s king is in check although it is not ${side}'s move: that position cannot happen in a game.`,
  castling:
    "The castling rights do not fit the position: a side can keep a castling right only with its king and that rook on their starting squares.",
  enPassant:
    "The en passant square does not fit the position: it must be the square a pawn has just passed over.",
  fenFields:
    "The end of the FEN is not right (castling rights, en passant square, move counters). Leave it out, or write it as in 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1.",
  checkmated: "In this position the game is already over (checkmate): there is no move to find.",
  stalemated: "In this position the game is already over (stalemate): there is no move to find.",
  solutionRequired: "Please enter the solution, e.g. Rd8# or Qh7+ Kf8 Qh8#.",
  tooManyMoves: (max: number) => `Please keep the solution to at most ${max} half-moves.`,
  illegalMove: (index: number, token: string, after: string) =>
    `Move ${index} (“${token}”) is not possible ${after}.`,
  promotionPiece: (index: number, token: string) =>
    `Move ${index} (“${token}”) promotes a pawn: say to which piece, e.g. e8=Q or e7e8q.`,
  endsWithReply:
    "The solution must end with the solver's move: remove the last reply, or add the move that answers it.",
  notOver: (index: number, token: string) =>
    `The solution goes on after move ${index} (“${token}”), which already ends the game.`,
} as const;

/** A check's outcome: the value, or the message that refuses it. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const FEN_DEFAULTS = ["", "w", "-", "-", "0", "1"];

/** How many of each piece a FEN's placement field has, by FEN letter. */
function countPieces(placement: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const char of placement) if (/[a-zA-Z]/.test(char)) counts[char] = (counts[char] ?? 0) + 1;
  return counts;
}

/** Whether the castling field fits the king and rook squares (chess.js accepts any). */
function castlingFits(chess: Chess, rights: string): boolean {
  if (rights === "-") return true;
  const at = (square: Square, type: string, color: Side) => {
    const piece = chess.get(square);
    return piece?.type === type && piece.color === color;
  };
  const needs: Record<string, [Square, Square, Side]> = {
    K: ["e1", "h1", "w"],
    Q: ["e1", "a1", "w"],
    k: ["e8", "h8", "b"],
    q: ["e8", "a8", "b"],
  };
  if (!/^(K?Q?k?q?)$/.test(rights)) return false;
  return [...rights].every((right) => {
    const [king, rook, color] = needs[right];
    return at(king, "k", color) && at(rook, "r", color);
  });
}

/** Whether the en passant field names the square a pawn of the side not to move just passed. */
function enPassantFits(chess: Chess, square: string, side: Side): boolean {
  if (square === "-") return true;
  const file = square[0];
  const mover: Side = side === "w" ? "b" : "w";
  const [passed, landed, from] = mover === "w" ? ["3", "4", "2"] : ["6", "5", "7"];
  if (square[1] !== passed) return false;
  const pawn = chess.get(`${file}${landed}` as Square);
  return (
    pawn?.type === "p" &&
    pawn.color === mover &&
    !chess.get(`${file}${passed}` as Square) &&
    !chess.get(`${file}${from}` as Square)
  );
}

/**
 * Checks the admin's position: a FEN, whole or only its placement field (the rest is then
 * filled in: `side` to move, no castling, no en passant, move 1), read by chess.js and refused
 * when it is malformed, impossible (kings, pawns on the edge ranks, too many pawns or pieces, the
 * side not to move in check, castling rights or en passant square that do not fit) or already
 * over (checkmate, stalemate).
 * @param input the FEN as typed
 * @param side the form's "Side to move"; a whole FEN that says otherwise is refused
 * @returns the position as chess.js writes it, or the message
 */
export function checkPosition(input: string, side: Side): Checked<string> {
  const fields = input.trim().split(/\s+/);
  if (fields.length > 6) return { ok: false, error: RULE_ERRORS.fenFields };
  const placement = fields[0] ?? "";
  if (placement.split("/").length !== 8) return { ok: false, error: RULE_ERRORS.fenShape };
  if (/[^1-8/pnbrqkPNBRQK]/.test(placement)) return { ok: false, error: RULE_ERRORS.fenPieces };
  const given = fields[1];
  if (given !== undefined && given !== "w" && given !== "b") {
    return { ok: false, error: RULE_ERRORS.fenFields };
  }
  if (given !== undefined && given !== side) {
    return { ok: false, error: RULE_ERRORS.sideMismatch(SIDE_NAMES[given], SIDE_NAMES[side]) };
  }
  const fen = FEN_DEFAULTS.map((fallback, i) => fields[i] ?? (i === 1 ? side : fallback)).join(" ");
  const counts = countPieces(placement);
  for (const [color, king, pawn] of [
    ["white", "K", "P"],
    ["black", "k", "p"],
  ] as const) {
    const name = color === "white" ? SIDE_NAMES.w : SIDE_NAMES.b;
    if ((counts[king] ?? 0) !== 1) {
      return { ok: false, error: RULE_ERRORS.kings(color, counts[king] ?? 0) };
    }
    if ((counts[pawn] ?? 0) > 8) return { ok: false, error: RULE_ERRORS.tooManyPawns(name) };
    const total = [...placement].filter((c) =>
      color === "white" ? /[PNBRQK]/.test(c) : /[pnbrqk]/.test(c),
    ).length;
    if (total > 16) return { ok: false, error: RULE_ERRORS.tooManyPieces(name) };
  }
  const verdict = validateFen(fen);
  if (!verdict.ok) {
    const error = verdict.error ?? "";
    if (/edge rows/.test(error)) return { ok: false, error: RULE_ERRORS.pawnsOnEdge };
    if (/too many squares|consecutive number/.test(error)) {
      return { ok: false, error: RULE_ERRORS.fenRank };
    }
    if (/piece data/.test(error)) return { ok: false, error: RULE_ERRORS.fenShape };
    return { ok: false, error: RULE_ERRORS.fenFields };
  }
  const ranks = placement.split("/");
  const short = ranks.some(
    (rank) => [...rank].reduce((n, c) => n + (/\d/.test(c) ? Number(c) : 1), 0) !== 8,
  );
  if (short) return { ok: false, error: RULE_ERRORS.fenRank };
  const chess = new Chess(fen);
  const other: Side = side === "w" ? "b" : "w";
  const otherKing = chess.findPiece({ type: "k", color: other })[0];
  if (otherKing && chess.isAttacked(otherKing, side)) {
    return { ok: false, error: RULE_ERRORS.otherKingInCheck(SIDE_NAMES[other]) };
  }
  const [, , castling, enPassant] = fen.split(" ");
  if (!castlingFits(chess, castling)) return { ok: false, error: RULE_ERRORS.castling };
  if (!enPassantFits(chess, enPassant, side)) return { ok: false, error: RULE_ERRORS.enPassant };
  if (chess.isCheckmate()) return { ok: false, error: RULE_ERRORS.checkmated };
  if (chess.isStalemate()) return { ok: false, error: RULE_ERRORS.stalemated };
  return { ok: true, value: chess.fen() };
}

/** A move as a board gives it: from and to squares, and the promotion piece when there is one. */
export type BoardMove = { from: string; to: string; promotion?: string };

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbnQRBN])?$/;

/** Move numbers, results and annotations that a pasted solution may carry. */
const NOISE = /^(\d+\.+|\d+…|…|1-0|0-1|1\/2-1\/2|½-½|\*)$/;

/**
 * Plays one typed move (SAN such as "Qh7+", "exd8=Q", "O-O"; long algebraic such as "h5h7" or
 * "e7e8q") on `chess`, forgiving a small piece letter ("qh7"). Returns the move made, "promotion"
 * when a pawn reaches the last rank without a piece named, or null when the move is not legal.
 */
export function playTyped(chess: Chess, token: string): Move | "promotion" | null {
  const text = token.trim().replace(/[!?]+$/, "");
  const uci = UCI.exec(text);
  const tries: (string | BoardMove)[] = uci
    ? [{ from: uci[1], to: uci[2], promotion: uci[3]?.toLowerCase() }]
    : [text, text.charAt(0).toUpperCase() + text.slice(1)];
  for (const attempt of tries) {
    try {
      return chess.move(attempt);
    } catch {
      // not this reading; try the next
    }
  }
  // A pawn's move to the last rank written without its piece ("e8", "dxe8", "e7e8").
  const pawn = /^(?:([a-h])x)?([a-h][18])[+#]?$/.exec(text);
  const to = uci ? uci[2] : pawn?.[2];
  if (!to || uci?.[3]) return null;
  const fromFile = uci ? uci[1] : (pawn?.[1] ?? to[0]);
  const promotes = chess
    .moves({ verbose: true })
    .some(
      (move) =>
        move.promotion !== undefined &&
        move.to === to &&
        (uci ? move.from === fromFile : move.from[0] === fromFile),
    );
  return promotes ? "promotion" : null;
}

/**
 * Checks the admin's solution against the position, move by move: SAN or long algebraic moves
 * separated by spaces or commas (move numbers and results are skipped), the solver's first and
 * the defender's replies between, ending with the solver's move, and nothing after a mate.
 * @param fen a position {@link checkPosition} accepted
 * @param text the solution as typed
 * @param maxPlies the most half-moves accepted
 * @returns the half-moves in SAN as chess.js writes them ("Qh7+"), or the first refusal
 */
export function checkSolution(fen: string, text: string, maxPlies = 20): Checked<string[]> {
  const tokens = text
    .split(/[\s,;]+/)
    .map((token) => token.replace(/^\d+\.+(?=\S)/, "").replace(/^\d+…(?=\S)/, ""))
    .filter((token) => token && !NOISE.test(token));
  if (tokens.length === 0) return { ok: false, error: RULE_ERRORS.solutionRequired };
  if (tokens.length > maxPlies) return { ok: false, error: RULE_ERRORS.tooManyMoves(maxPlies) };
  const chess = new Chess(fen);
  const played: string[] = [];
  for (const [i, token] of tokens.entries()) {
    if (chess.isGameOver()) return { ok: false, error: RULE_ERRORS.notOver(i, tokens[i - 1]) };
    const move = playTyped(chess, token);
    if (move === "promotion") return { ok: false, error: RULE_ERRORS.promotionPiece(i + 1, token) };
    if (!move) {
      const after = played.length === 0 ? "in the starting position" : `after ${played.join(" ")}`;
      return { ok: false, error: RULE_ERRORS.illegalMove(i + 1, token, after) };
    }
    played.push(move.san);
  }
  if (played.length % 2 === 0) return { ok: false, error: RULE_ERRORS.endsWithReply };
  return { ok: true, value: played };
}
