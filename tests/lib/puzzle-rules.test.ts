import { describe, expect, it } from "vitest";
import { PuzzleGame } from "~/lib/puzzle-game";
import { checkPosition, checkSolution, RULE_ERRORS } from "~/lib/puzzle-rules";
import { numberedSolution } from "~/lib/puzzles";

// docs/decisions/puzzles.md "Rules": the admin's position and solution, and a visitor's moves.

/** Philidor's legacy: a smothered mate in four, the defender's replies in between. */
const SMOTHERED = "r6k/6pp/8/6N1/8/1Q6/8/6K1 w - - 0 1";
const SMOTHERED_LINE = ["Nf7+", "Kg8", "Nh6+", "Kh8", "Qg8+", "Rxg8", "Nf7#"];
/** A back-rank mate that two rooks give, on d8 or on a8. */
const BACK_RANK = "6k1/5ppp/8/8/8/8/5PPP/R2R2K1 w - - 0 1";
/** A pawn that mates by promoting to a queen, or to a rook. */
const PROMOTION = "k7/4P3/1K6/8/8/8/8/8 w - - 0 1";

describe("checkPosition", () => {
  it("accepts a whole FEN and gives it back as chess.js writes it", () => {
    expect(checkPosition(`  ${SMOTHERED}  `, "w")).toEqual({ ok: true, value: SMOTHERED });
  });

  it("fills in the rest of a FEN given as its placement only, with the chosen side to move", () => {
    expect(checkPosition("6k1/5ppp/8/8/8/8/5PPP/R2R2K1", "w")).toEqual({
      ok: true,
      value: BACK_RANK,
    });
    const black = checkPosition("r5k1/5ppp/8/8/8/8/5PPP/6K1", "b");
    expect(black).toEqual({ ok: true, value: "r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1" });
  });

  it.each([
    ["not a FEN", "hello", RULE_ERRORS.fenShape],
    ["a letter that is no piece", "6k1/5ppp/8/8/8/8/5PPX/R2R2K1", RULE_ERRORS.fenPieces],
    ["a rank of nine squares", "6k2/5ppp/8/8/8/8/5PPP/R2R2K1", RULE_ERRORS.fenRank],
    ["a rank of seven squares", "6k/5ppp/8/8/8/8/5PPP/R2R2K1", RULE_ERRORS.fenRank],
    ["no white king", "6k1/5ppp/8/8/8/8/5PPP/R2R4", RULE_ERRORS.kings("white", 0)],
    ["two black kings", "k5k1/5ppp/8/8/8/8/5PPP/R2R2K1", RULE_ERRORS.kings("black", 2)],
    ["a pawn on the last rank", "P5k1/5ppp/8/8/8/8/5PPP/R2R2K1", RULE_ERRORS.pawnsOnEdge],
    ["nine pawns", "6k1/5ppp/8/8/8/PPPPPPP1/5PP1/R2R2K1", RULE_ERRORS.tooManyPawns("White")],
    [
      "the side not to move in check",
      "3R2k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1",
      RULE_ERRORS.otherKingInCheck("Black"),
    ],
    ["castling rights without the rook", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", RULE_ERRORS.castling],
    [
      "an en passant square with no pawn behind it",
      "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
      RULE_ERRORS.enPassant,
    ],
    ["a position already mated", "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", RULE_ERRORS.checkmated],
    ["a stalemate", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", RULE_ERRORS.stalemated],
    ["a broken end of the FEN", "6k1/5ppp/8/8/8/8/5PPP/R2R2K1 w - - x 1", RULE_ERRORS.fenFields],
  ])("refuses %s with a clear message", (_, fen, message) => {
    const side = fen.includes(" b ") ? "b" : "w";
    expect(checkPosition(fen, side)).toEqual({ ok: false, error: message });
  });

  it("refuses a FEN whose side to move disagrees with the form's", () => {
    expect(checkPosition(BACK_RANK, "b")).toEqual({
      ok: false,
      error: RULE_ERRORS.sideMismatch("White", "Black"),
    });
  });

  it("accepts castling rights and an en passant square that fit the position", () => {
    expect(checkPosition("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "w").ok).toBe(true);
    expect(checkPosition("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "w").ok).toBe(true);
  });
});

describe("checkSolution", () => {
  it("replays SAN move by move, skipping move numbers, and gives chess.js's SAN back", () => {
    expect(checkSolution(SMOTHERED, "1. Nf7+ Kg8 2. Nh6+ Kh8 3. Qg8+ Rxg8 4. Nf7# 1-0")).toEqual({
      ok: true,
      value: SMOTHERED_LINE,
    });
  });

  it("reads long algebraic (UCI) moves, commas and a small piece letter", () => {
    expect(checkSolution(SMOTHERED, "g5f7, h8g8, f7h6, g8h8, qg8+, a8g8, h6f7")).toEqual({
      ok: true,
      value: SMOTHERED_LINE,
    });
  });

  it("refuses a wrong move with its number and the moves before it", () => {
    expect(checkSolution(SMOTHERED, "Nf7+ Kg8 Nh5")).toEqual({
      ok: false,
      error: RULE_ERRORS.illegalMove(3, "Nh5", "after Nf7+ Kg8"),
    });
    expect(checkSolution(SMOTHERED, "Qh8")).toEqual({
      ok: false,
      error: RULE_ERRORS.illegalMove(1, "Qh8", "in the starting position"),
    });
  });

  it("refuses a defender's reply that is not legal", () => {
    expect(checkSolution(SMOTHERED, "Nf7+ Kg7")).toMatchObject({ ok: false });
  });

  it("needs the promotion piece, in SAN or UCI", () => {
    expect(checkSolution(PROMOTION, "e8=Q#")).toEqual({ ok: true, value: ["e8=Q#"] });
    expect(checkSolution(PROMOTION, "e7e8r")).toEqual({ ok: true, value: ["e8=R#"] });
    expect(checkSolution(PROMOTION, "e8")).toEqual({
      ok: false,
      error: RULE_ERRORS.promotionPiece(1, "e8"),
    });
    expect(checkSolution(PROMOTION, "e7e8")).toEqual({
      ok: false,
      error: RULE_ERRORS.promotionPiece(1, "e7e8"),
    });
  });

  it("ends with the solver's move, stops at a mate, and is not empty", () => {
    expect(checkSolution(SMOTHERED, "Nf7+ Kg8")).toEqual({
      ok: false,
      error: RULE_ERRORS.endsWithReply,
    });
    expect(checkSolution(BACK_RANK, "Rd8# Qe8")).toEqual({
      ok: false,
      error: RULE_ERRORS.notOver(1, "Rd8#"),
    });
    expect(checkSolution(BACK_RANK, " 1. ")).toEqual({
      ok: false,
      error: RULE_ERRORS.solutionRequired,
    });
  });

  it("refuses a solution longer than the limit", () => {
    expect(checkSolution(SMOTHERED, SMOTHERED_LINE.join(" "), 5)).toEqual({
      ok: false,
      error: RULE_ERRORS.tooManyMoves(5),
    });
  });
});

describe("PuzzleGame", () => {
  it("plays the defender's reply after each right move and is solved by the last one", () => {
    const game = new PuzzleGame(SMOTHERED, SMOTHERED_LINE);
    expect(game.attempt({ from: "g5", to: "f7" })).toMatchObject({
      kind: "right",
      reply: { from: "h8", to: "g8", san: "Kg8" },
      solved: false,
    });
    expect(game.attempt("Nh6+")).toMatchObject({ kind: "right", reply: { san: "Kh8" } });
    expect(game.attempt("qg8")).toMatchObject({ kind: "right", reply: { san: "Rxg8" } });
    expect(game.solved).toBe(false);
    expect(game.attempt({ from: "h6", to: "f7" })).toEqual({
      kind: "right",
      move: { from: "h6", to: "f7", san: "Nf7#" },
      after: "6rk/5Npp/8/8/8/8/8/6K1 b - - 1 4",
      reply: null,
      solved: true,
    });
    expect(game.solved).toBe(true);
  });

  it("refuses a legal move that is not the solution's and takes it back", () => {
    const game = new PuzzleGame(SMOTHERED, SMOTHERED_LINE);
    const before = game.fen;
    expect(game.attempt({ from: "b3", to: "b8" })).toMatchObject({
      kind: "wrong",
      move: { san: "Qb8+" },
    });
    expect(game.fen).toBe(before);
    expect(game.attempt({ from: "b3", to: "b9" })).toEqual({ kind: "illegal" });
    expect(game.attempt("Ke4")).toEqual({ kind: "illegal" });
    expect(game.next).toMatchObject({ from: "g5", to: "f7" });
  });

  it("counts any mate, not only the stored one", () => {
    const game = new PuzzleGame(BACK_RANK, ["Rd8#"]);
    expect(game.attempt({ from: "a1", to: "a8" })).toMatchObject({ kind: "right", solved: true });
  });

  it("asks for the promotion piece, and judges each piece", () => {
    const ask = new PuzzleGame(PROMOTION, ["e8=Q#"]);
    expect(ask.attempt({ from: "e7", to: "e8" })).toEqual({ kind: "promotion" });
    expect(ask.attempt("e8")).toEqual({ kind: "promotion" });
    expect(ask.promotes("e7", "e8")).toBe(true);
    expect(ask.attempt({ from: "e7", to: "e8", promotion: "b" })).toMatchObject({ kind: "wrong" });
    expect(ask.attempt({ from: "e7", to: "e8", promotion: "r" })).toMatchObject({
      kind: "right",
      solved: true,
    });
    const queen = new PuzzleGame(PROMOTION, ["e8=Q#"]);
    expect(queen.attempt("e8=Q")).toMatchObject({ kind: "right", solved: true });
  });

  it("lists where a piece may go", () => {
    const game = new PuzzleGame(PROMOTION, ["e8=Q#"]);
    expect(game.targets("e7")).toEqual(["e8", "e8", "e8", "e8"]);
    expect(game.targets("a8")).toEqual([]);
  });
});

describe("numberedSolution", () => {
  it("numbers White's and Black's moves", () => {
    expect(numberedSolution(["Qh7+", "Kf8", "Qh8#"], "w")).toBe("1. Qh7+ Kf8 2. Qh8#");
    expect(numberedSolution(["Qh2+", "Kf1", "Qh1#"], "b")).toBe("1… Qh2+ 2. Kf1 Qh1#");
  });
});
