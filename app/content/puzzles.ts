import { DIFFICULTIES, type Difficulty } from "~/lib/puzzle-kinds";
import { SIDE_NAMES, type Side } from "~/lib/puzzles";

/**
 * The words of the puzzle of the week (docs/decisions/puzzles.md): the home page's section, the
 * /puzzles list, a puzzle's page, and what the board says while a visitor plays.
 */
export const puzzleCopy = {
  /** The home page's section, after the story block and before the feedback carousel. */
  sectionHeading: "Puzzle of the week",
  sectionIntro: "Find the best move. Drag or tap a piece, or use the keyboard.",
  allPuzzles: "See all puzzles",
  /** /puzzles */
  listTitle: (brand: string) => `Chess Puzzles: Puzzle of the Week | ${brand}`,
  listPageTitle: (brand: string, page: number) => `Chess Puzzles, page ${page} | ${brand}`,
  listDescription:
    "A new chess puzzle every week from our coaches: mates, forks, pins and endgames for beginners to advanced players. Solve them on your phone.",
  listHeading: "Chess puzzles",
  listIntro:
    "A new puzzle every week, newest first. Solve it on the board, then share it with your family and friends.",
  empty: "The first puzzle is on its way. Come back soon!",
  pagination: "Puzzle pages",
  newer: "← Newer puzzles",
  older: "Older puzzles →",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  /** A puzzle's page. */
  pageTitle: (title: string, brand: string) => `${title}: Chess Puzzle | ${brand}`,
  pageDescription: (side: Side, difficulty: Difficulty) =>
    `${SIDE_NAMES[side]} to move. ${difficulty === "beginner" ? "A" : "An"} ${DIFFICULTIES[difficulty].toLowerCase()} chess puzzle from our coaches: can you find the best move?`,
  notFoundDescription: "This puzzle does not exist, or it is not published yet.",
  backToList: "All puzzles",
  toMove: (side: Side) => `${SIDE_NAMES[side]} to move`,
  difficulty: (difficulty: Difficulty) => DIFFICULTIES[difficulty],
  themes: "Themes",
  published: (date: string) => `Published ${date}`,
  showHint: "Show a hint",
  showSolution: "Show the solution",
  solutionIntro: "The solution:",
  boardLabel: (side: Side, position: string) =>
    `Chess board, ${SIDE_NAMES[side].toLowerCase()} to move. ${position}`,
  /** The question on the link-preview image, beside the board. */
  previewQuestion: "Can you find the best move?",
  /** The image of a shared link (og:image's text alternative). */
  imageAlt: (title: string, side: Side) =>
    `The position of the puzzle “${title}”: ${SIDE_NAMES[side]} to move.`,
  piecesCredit: "Chess pieces: Cburnett, CC BY-SA 3.0, through cm-chessboard.",
  /** What the board says while a visitor plays (its live region and buttons). */
  play: {
    boardName: (side: Side) =>
      `Puzzle board, ${SIDE_NAMES[side].toLowerCase()} to move. Arrow keys choose a square, Enter picks up a piece and puts it down.`,
    yourMove: (side: Side) => `Your move: you play ${SIDE_NAMES[side]}.`,
    wrong: (san: string) => `${san} is not the move we are looking for. Try again!`,
    illegal: "That move is not possible here. Try again!",
    right: (san: string, reply: string) => `${san}: well found! The reply is ${reply}. Your move.`,
    solved: "Solved!",
    solvedLine: (san: string) => `${san}: solved!`,
    typeLabel: "Type a move",
    typeHint: "For example Qh7, Nxf7+, O-O or e8=Q.",
    typeSubmit: "Play",
    typeEmpty: "Type a move first, for example Qh7.",
    promotion: "Choose the piece for the promotion.",
    promotionTyped: "Add the piece you promote to, for example e8=Q.",
    share: "Share",
    shareText: (title: string) => `Can you solve this chess puzzle? ${title}`,
    shared: "Thanks for sharing!",
    again: "Try again from the start",
  },
} as const;

/**
 * The fixed words of a puzzle section: the server draws them into the puzzle's HTML
 * (app/components/puzzle-static.tsx) and the home page gets its heading as loader data, so none
 * of them is in a page's JavaScript (docs/decisions/js-budget.md).
 */
export const puzzleSectionWords = {
  heading: puzzleCopy.sectionHeading,
  intro: puzzleCopy.sectionIntro,
  allPuzzles: puzzleCopy.allPuzzles,
  showHint: puzzleCopy.showHint,
  showSolution: puzzleCopy.showSolution,
  solutionIntro: puzzleCopy.solutionIntro,
};

/** See {@link puzzleSectionWords}. */
export type PuzzleSectionWords = typeof puzzleSectionWords;
