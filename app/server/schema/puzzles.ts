import { sql } from "drizzle-orm";
import { bigserial, check, date, index, pgTable, text, unique } from "drizzle-orm/pg-core";
import { DIFFICULTIES, type Difficulty } from "../../lib/puzzle-kinds";
import { audited, publishedFlag } from "./columns";
import { oneOf } from "./one-of";

/**
 * A puzzle of the week (docs/decisions/puzzles.md): title, a unique URL slug, the position (a
 * full FEN, side to move included, checked by chess.js before it is stored), the solution's
 * half-moves in SAN (the defender's replies between the solver's moves), a hint, a difficulty,
 * theme tags, the explanation shown once solved, publish date (a calendar date, YYYY-MM-DD),
 * draft or published, and who changed it when. Migration: drizzle/0011_puzzles.sql.
 */
export const puzzle = pgTable(
  "puzzle",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    fen: text("fen").notNull(),
    solution: text("solution").array().notNull(),
    hint: text("hint").notNull().default(""),
    difficulty: text("difficulty").$type<Difficulty>().notNull(),
    themes: text("themes").array().notNull().default(sql`'{}'::text[]`),
    explanation: text("explanation").notNull().default(""),
    publishDate: date("publish_date", { mode: "string" }).notNull(),
    published: publishedFlag(false),
    ...audited(),
  },
  (t) => [
    unique("puzzle_slug_unique").on(t.slug),
    check("puzzle_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("puzzle_difficulty", oneOf(t.difficulty, DIFFICULTIES)),
    index("puzzle_published_order").on(t.published, t.publishDate.desc(), t.id.desc()),
  ],
);
