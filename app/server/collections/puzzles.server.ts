import { desc, lte } from "drizzle-orm";
import { todayInKolkata } from "~/lib/posts";
import { puzzleInputSchema } from "~/lib/puzzle-input";
import { PUZZLE_ERRORS, PUZZLES_PER_PAGE } from "~/lib/puzzles";
import { defineCollection } from "~/server/collections/kit.server";
import type { Db } from "~/server/db/db.server";
import { puzzle } from "~/server/schema";

/**
 * The puzzles of the week (docs/decisions/puzzles.md, on docs/decisions/collection-kit.md): newest
 * publish date first (then newest id), so the admin does not move them; a web address from the
 * title unless the admin types one ("puzzle" when the title leaves nothing); the position and
 * solution checked by chess.js on every save (lib/puzzle-input.ts); drafts kept from visitors, and
 * a published puzzle goes live on its publish date in India time, as a post does (`live`).
 */
export const puzzles = defineCollection({
  table: puzzle,
  schema: puzzleInputSchema,
  orderBy: [desc(puzzle.publishDate), desc(puzzle.id)],
  slug: {
    from: (values) => values.title,
    typed: (values) => values.slug,
    fallback: "puzzle",
    taken: PUZZLE_ERRORS.slugTaken,
  },
  live: (now) => lte(puzzle.publishDate, todayInKolkata(now)),
});

/** A stored puzzle. `publishDate` is YYYY-MM-DD; `fen` a full FEN; `solution` SAN half-moves. */
export type StoredPuzzle = typeof puzzle.$inferSelect;

/**
 * This week's puzzle: the newest live one (published, publish date reached in India), or null.
 * @param now the moment "live" is judged at; default now
 */
export async function puzzleOfTheWeek(
  db?: Db,
  now: Date = new Date(),
): Promise<StoredPuzzle | null> {
  const [latest] = await puzzles.list({ now, limit: 1 }, db);
  return latest ?? null;
}

/**
 * One page of the live puzzles, newest first (/puzzles?page=N).
 * @param page 1 or more
 * @returns the puzzles of that page (empty past the last page), the page count (0 when there are
 *   none) and the total
 */
export async function listLivePuzzles(
  page: number,
  perPage: number = PUZZLES_PER_PAGE,
  db?: Db,
  now: Date = new Date(),
): Promise<{ puzzles: StoredPuzzle[]; pageCount: number; total: number }> {
  const offset = (Math.max(1, Math.floor(page)) - 1) * perPage;
  const [rows, total] = await Promise.all([
    puzzles.list({ now, limit: perPage, offset }, db),
    puzzles.count({ now }, db),
  ]);
  return { puzzles: rows, pageCount: Math.ceil(total / perPage), total };
}
