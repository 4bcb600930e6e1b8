/**
 * The levels a puzzle is marked with (docs/decisions/puzzles.md), said once: the admin's form,
 * the public pages and the database's CHECK constraint (app/server/schema/puzzles.ts) all read
 * them. No imports, so the schema can use it under drizzle-kit too.
 */

/** The three levels, in order, as stored, and as visitors read them. */
export const DIFFICULTIES = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
} as const;
export type Difficulty = keyof typeof DIFFICULTIES;
