import { DIFFICULTIES } from "~/lib/puzzle-kinds";
import { PUZZLE_ERRORS } from "~/lib/puzzles";

/** Copy of the admin's Puzzles section (/admin/puzzles; docs/decisions/puzzles.md). */
export const adminPuzzlesCopy = {
  /** The section's list (docs/decisions/collection-kit.md "Routes"). */
  path: "/admin/puzzles",
  title: "Puzzles",
  description: "Set the puzzle of the week: a position, its solution, a hint and a publish date.",
  heading: "Puzzles",
  intro:
    "The newest published puzzle whose date has come is the home page's “Puzzle of the week”; all of them are on /puzzles. A draft is visible only here.",
  add: "New puzzle",
  empty: "No puzzles yet. Set the first one with New puzzle.",
  addHeading: "New puzzle",
  editHeading: (title: string) => `Edit “${title}”`,
  deleted: "Puzzle deleted.",
  publicPath: "/puzzles",
  dated: (date: string) => `Publish date ${date}`,
  scheduled: "Scheduled",
  save: "Save puzzle",
  failed: "The puzzle was not saved. Please correct the fields marked below.",
  fields: {
    title: "Title",
    titleHint: "What the puzzle is about, e.g. “Mate in two: the back rank”.",
    slug: "Web address",
    slugHint:
      "The end of the puzzle's address, /puzzles/… Leave it empty to make it from the title. Small letters, digits and hyphens.",
    fen: "Position (FEN)",
    fenHint:
      "Copy it from a chess site or app (“Share” or “Copy FEN”), e.g. 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1. The board below shows it as you type.",
    side: "Side to move",
    sides: [
      ["w", "White to move"],
      ["b", "Black to move"],
    ] as const,
    solution: "Solution",
    solutionHint:
      "The moves in order, the defender's replies included, ending with the winning move: e.g. Qh7+ Kf8 Qh8#. Standard notation (Nf3, exd5, O-O, e8=Q) or squares (g1f3, e7e8q). Any mate a visitor finds also counts.",
    hint: "Hint",
    hintHint: "Shown when a visitor asks for a hint, e.g. “Look at the back rank.”",
    difficulty: "Difficulty",
    difficulties: Object.entries(DIFFICULTIES),
    themes: "Themes",
    themesHint: "Separated by commas, e.g. mate in 2, back rank, sacrifice.",
    explanation: "Explanation",
    explanationHint: "Shown once the puzzle is solved: why the moves work.",
    publishDate: "Publish date",
    publishDateHint:
      "The puzzle goes live on this date (India time). The newest live puzzle is the puzzle of the week.",
    published: "Published (visible on the site from its date)",
    publishedHint: "Leave it unticked to keep the puzzle as a draft.",
  },
  preview: {
    heading: "Board preview",
    /** The live preview's line under the board (the position as typed). */
    hint: "The position as typed, White at the bottom. The server checks it again when you save.",
    empty: "Type a position (FEN) to see the board.",
    unreadable: "This position cannot be drawn yet: check the FEN.",
  },
  errors: PUZZLE_ERRORS,
} as const;
