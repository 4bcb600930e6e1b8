import type { Difficulty } from "~/lib/puzzle-kinds";
import { whatsAppTextLink } from "~/lib/whatsapp";

/**
 * The puzzle of the week (docs/decisions/puzzles.md): what the admin's form, the public pages and
 * the board share without the chess rules (those are in lib/puzzle-rules.ts and
 * lib/puzzle-game.ts, which load chess.js and so stay out of every page's first JavaScript).
 */

/** Longest values the admin may enter, in characters; at most 20 half-moves in a solution. */
export const PUZZLE_LIMITS = {
  title: 120,
  slug: 80,
  fen: 100,
  solution: 400,
  plies: 20,
  hint: 300,
  explanation: 1000,
  themes: 6,
  theme: 30,
} as const;

/** Puzzles per page of /puzzles (`?page=N`). */
export const PUZZLES_PER_PAGE = 12;

/** The side to move: White ("w") or Black ("b"), as FEN writes it. */
export type Side = "w" | "b";

/** A side in words. */
export const SIDE_NAMES: Record<Side, string> = { w: "White", b: "Black" };

/** The messages of the puzzle form (ours: the spec has none). */
export const PUZZLE_ERRORS = {
  titleRequired: "Please enter a title.",
  titleTooLong: `Please keep the title under ${PUZZLE_LIMITS.title} characters.`,
  slugInvalid:
    "Use only small letters (a–z), digits and single hyphens between them, e.g. mate-in-two.",
  slugTooLong: `Please keep the web address under ${PUZZLE_LIMITS.slug} characters.`,
  slugTaken: "Another puzzle already uses this web address. Please choose a different one.",
  fenRequired: "Please enter the position (FEN), e.g. 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1.",
  fenTooLong: `A position (FEN) is at most ${PUZZLE_LIMITS.fen} characters.`,
  sideInvalid: "Please choose whose move it is.",
  solutionRequired: "Please enter the solution, e.g. Rd8# or Qh7+ Kf8 Qh8#.",
  solutionTooLong: `Please keep the solution under ${PUZZLE_LIMITS.solution} characters.`,
  hintRequired: "Please write a hint (shown when a visitor asks for one).",
  hintTooLong: `Please keep the hint under ${PUZZLE_LIMITS.hint} characters.`,
  difficultyInvalid: "Please choose a difficulty: beginner, intermediate or advanced.",
  themesTooMany: `Please give at most ${PUZZLE_LIMITS.themes} themes.`,
  themeTooLong: `Please keep each theme under ${PUZZLE_LIMITS.theme} characters.`,
  explanationRequired: "Please write a short explanation (shown once the puzzle is solved).",
  explanationTooLong: `Please keep the explanation under ${PUZZLE_LIMITS.explanation} characters.`,
  dateInvalid: "Please choose a publish date.",
} as const;

/**
 * A stored puzzle as the public pages and the board need it (the loader's view): the position,
 * the solution in SAN, the words, and the server-rendered board (an SVG document as text).
 */
export type PuzzleView = {
  slug: string;
  title: string;
  /** The position, a full FEN. */
  fen: string;
  /** Whose move it is. */
  side: Side;
  /** The solution's half-moves in SAN, the solver's first, the defender's replies between. */
  solution: string[];
  hint: string;
  explanation: string;
  difficulty: Difficulty;
  themes: string[];
  /** YYYY-MM-DD */
  publishDate: string;
  /** The publish date in words ("23 November 2026"). */
  date: string;
  /**
   * The puzzle as HTML, drawn on the server (app/components/puzzle-static.tsx): whose move, the
   * board's SVG (lib/board-svg.ts), the hint and the solution.
   */
  html: string;
  /** "White to move" or "Black to move". */
  toMove: string;
  /** The squares of the side to move's pieces, space-separated ("g1 b3 g5"): a first touch's. */
  own: string;
  /** The solution numbered by move ({@link numberedSolution}), e.g. "1. Qh7+ Kf8 2. Qh8#". */
  line: string;
  /** The puzzle page's absolute URL (for sharing). */
  url: string;
};

/**
 * What the interactive board (app/components/puzzle-board.tsx, which the puzzle section loads
 * lazily) takes.
 */
export type PuzzleBoardProps = {
  puzzle: PuzzleView;
  /**
   * The box of the server's board (`[data-board]`): the interactive board covers it, and its
   * words go to the `[data-board-panel]` after it.
   */
  box: HTMLElement;
};

/** A puzzle in the list of /puzzles. */
export type PuzzleSummary = Pick<
  PuzzleView,
  "slug" | "title" | "side" | "toMove" | "difficulty" | "themes" | "publishDate" | "date"
>;

/**
 * The solution as the page writes it: half-moves numbered by move, e.g.
 * ["Qh7+", "Kf8", "Qh8#"] for White → "1. Qh7+ Kf8 2. Qh8#"; for Black → "1… Qh2+ 2. Kf1 Qh1#".
 */
export function numberedSolution(moves: readonly string[], side: Side): string {
  const parts: string[] = [];
  let number = 1;
  moves.forEach((move, index) => {
    const white = side === "w" ? index % 2 === 0 : index % 2 === 1;
    if (index === 0 && !white) parts.push(`${number}…`);
    if (white) parts.push(`${number}.`);
    parts.push(move);
    if (!white) number++;
  });
  return parts.join(" ");
}

/** The themes as the form writes them: comma-separated ("mate in 2, fork"). */
export function joinThemes(themes: readonly string[]): string {
  return themes.join(", ");
}

/**
 * The share link of a device without the Web Share API: a WhatsApp chat with the puzzle's title
 * and address (docs/decisions/puzzles.md "Sharing").
 */
export function whatsAppShareLink(title: string, url: string): string {
  return whatsAppTextLink("", `${title} ${url}`);
}
