import * as z from "zod/mini";
import { SLUG_PATTERN } from "~/lib/collection";
import { optionalText, publishedFlag, requiredText, splitList } from "~/lib/people-fields";
import { isCalendarDate } from "~/lib/posts";
import { DIFFICULTIES, type Difficulty } from "~/lib/puzzle-kinds";
import { checkPosition, checkSolution } from "~/lib/puzzle-rules";
import { PUZZLE_ERRORS, PUZZLE_LIMITS } from "~/lib/puzzles";

/**
 * The rules of the admin's puzzle form (docs/decisions/puzzles.md "The admin's side"), checked by
 * the form's action and again by the store (app/server/collections/puzzles.server.ts): the text
 * fields trimmed and bounded, the position read by chess.js (an illegal or impossible one refused
 * with what is wrong), the solution replayed on it move by move. Server-only in practice: it loads
 * chess.js, so no page's JavaScript imports it.
 */

const errors = PUZZLE_ERRORS;

/** Missing or null → "". */
const orEmpty = z.transform((v: unknown) => v ?? "");

/** The form's fields, each checked on its own. */
const fields = z.object({
  title: requiredText(PUZZLE_LIMITS.title, errors.titleRequired, errors.titleTooLong),
  slug: z.pipe(
    orEmpty,
    z.string().check(
      z.trim(),
      z.maxLength(PUZZLE_LIMITS.slug, errors.slugTooLong),
      z.refine((s) => s === "" || SLUG_PATTERN.test(s), errors.slugInvalid),
    ),
  ),
  fen: requiredText(PUZZLE_LIMITS.fen, errors.fenRequired, errors.fenTooLong),
  side: z.enum(["w", "b"], errors.sideInvalid),
  solution: z.pipe(
    z.transform((v: unknown) => (Array.isArray(v) ? v.join(" ") : v)),
    requiredText(PUZZLE_LIMITS.solution, errors.solutionRequired, errors.solutionTooLong),
  ),
  hint: requiredText(PUZZLE_LIMITS.hint, errors.hintRequired, errors.hintTooLong),
  difficulty: z.enum(
    Object.keys(DIFFICULTIES) as [Difficulty, ...Difficulty[]],
    errors.difficultyInvalid,
  ),
  themes: z.pipe(
    z.transform((v: unknown) =>
      Array.isArray(v) ? v.map(String) : splitList(String(v ?? "").replace(/,/g, "\n"), "line"),
    ),
    z
      .array(z.string().check(z.maxLength(PUZZLE_LIMITS.theme, errors.themeTooLong)))
      .check(z.maxLength(PUZZLE_LIMITS.themes, errors.themesTooMany)),
  ),
  explanation: z.pipe(
    optionalText(PUZZLE_LIMITS.explanation, errors.explanationTooLong),
    z.string().check(z.minLength(1, errors.explanationRequired)),
  ),
  publishDate: z.pipe(
    orEmpty,
    z.string(errors.dateInvalid).check(z.trim(), z.refine(isCalendarDate, errors.dateInvalid)),
  ),
  published: publishedFlag,
});

/**
 * One puzzle as the admin types it (or a store caller gives it: `solution` and `themes` may be
 * arrays): the fields above, then the position (with its side to move) and the solution checked
 * by chess.js. The output is what the table stores: the FEN as chess.js writes it (side to move
 * included, `side` folded in) and the solution's half-moves in SAN.
 */
export const puzzleInputSchema = z.pipe(
  fields,
  z.transform((values, ctx) => {
    const { side, ...rest } = values;
    const position = checkPosition(values.fen, side);
    if (!position.ok) {
      ctx.issues.push({
        code: "custom",
        message: position.error,
        input: values.fen,
        path: ["fen"],
      });
      return z.NEVER;
    }
    const solution = checkSolution(position.value, values.solution, PUZZLE_LIMITS.plies);
    if (!solution.ok) {
      ctx.issues.push({
        code: "custom",
        message: solution.error,
        input: values.solution,
        path: ["solution"],
      });
      return z.NEVER;
    }
    return { ...rest, fen: position.value, solution: solution.value };
  }),
);
