import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { $ZodError } from "zod/v4/core";
import { RULE_ERRORS } from "~/lib/puzzle-rules";
import { PUZZLE_ERRORS } from "~/lib/puzzles";
import { listLivePuzzles, puzzleOfTheWeek, puzzles } from "~/server/collections/puzzles.server";
import { SlugTakenError } from "~/server/collections/slug.server";
import { puzzle } from "~/server/schema";
import {
  OG_IMAGE,
  pageBoardSvg,
  previewHash,
  previewPath,
  previewPng,
} from "~/server/site/puzzle-board.server";
import { testDatabases } from "../fixtures/databases";

/**
 * The puzzles' collection (docs/decisions/puzzles.md) on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: chess.js checks every save, a puzzle goes live on its date in India,
 * and the board is drawn as SVG and as the link preview's PNG.
 */

const ADMIN = "admin@example.test";
const BACK_RANK = "6k1/5ppp/8/8/8/8/5PPP/3R2K1";

/** A puzzle as the admin's form posts it. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    title: "Mate in one: the back rank",
    slug: "",
    fen: BACK_RANK,
    side: "w",
    solution: "1. Rd8#",
    hint: "Look at the back rank.",
    difficulty: "beginner",
    themes: "mate in 1, back rank",
    explanation: "Black's own pawns take every square from the king.",
    publishDate: "2026-11-20",
    published: "on",
    ...overrides,
  };
}

/** The first message a refused save gives for a field. */
async function refusal(save: Promise<unknown>, field: string): Promise<string | undefined> {
  const error = await save.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf($ZodError);
  return (error as $ZodError).issues.find((issue) => issue.path[0] === field)?.message;
}

describe.each(testDatabases("puzzles"))("puzzle store on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    await (await connection).db.delete(puzzle);
  });

  it("stores the whole FEN, the solution in SAN and the themes as a list", async () => {
    const { db } = await connection;
    const created = await puzzles.create(form(), ADMIN, db);
    expect(created).toMatchObject({
      title: "Mate in one: the back rank",
      slug: "mate-in-one-the-back-rank",
      fen: `${BACK_RANK} w - - 0 1`,
      solution: ["Rd8#"],
      themes: ["mate in 1", "back rank"],
      difficulty: "beginner",
      published: true,
      updatedBy: ADMIN,
    });
    expect(await puzzles.getBySlug("Mate-In-One-The-Back-Rank", {}, db)).toEqual(created);
  });

  it("refuses an impossible position and a wrong solution under their fields", async () => {
    const { db } = await connection;
    expect(
      await refusal(puzzles.create(form({ fen: "6k1/8/8/8/8/8/8/8" }), ADMIN, db), "fen"),
    ).toBe(RULE_ERRORS.kings("white", 0));
    expect(await refusal(puzzles.create(form({ side: "b" }), ADMIN, db), "solution")).toBe(
      RULE_ERRORS.illegalMove(1, "Rd8#", "in the starting position"),
    );
    expect(
      await refusal(puzzles.create(form({ fen: `${BACK_RANK} b - - 0 1` }), ADMIN, db), "fen"),
    ).toBe(RULE_ERRORS.sideMismatch("Black", "White"));
    expect(
      await refusal(puzzles.create(form({ difficulty: "easy" }), ADMIN, db), "difficulty"),
    ).toBe(PUZZLE_ERRORS.difficultyInvalid);
    expect(await puzzles.count({ includeDrafts: true }, db)).toBe(0);
  });

  it("refuses a typed web address another puzzle uses", async () => {
    const { db } = await connection;
    await puzzles.create(form({ slug: "back-rank" }), ADMIN, db);
    await expect(puzzles.create(form({ slug: "back-rank" }), ADMIN, db)).rejects.toBeInstanceOf(
      SlugTakenError,
    );
  });

  it("shows a published puzzle from its date in India; this week's is the newest live one", async () => {
    const { db } = await connection;
    const now = new Date("2026-11-23T20:00:00Z"); // 24 November, 1:30 am in India
    const older = await puzzles.create(
      form({ title: "Older", publishDate: "2026-11-17" }),
      ADMIN,
      db,
    );
    const today = await puzzles.create(
      form({ title: "Today", publishDate: "2026-11-24" }),
      ADMIN,
      db,
    );
    await puzzles.create(form({ title: "Next week", publishDate: "2026-12-01" }), ADMIN, db);
    await puzzles.create(form({ title: "Draft", published: "" }), ADMIN, db);
    expect((await puzzleOfTheWeek(db, now))?.id).toBe(today.id);
    expect((await puzzleOfTheWeek(db, new Date("2026-11-23T18:00:00Z")))?.id).toBe(older.id);
    expect(await puzzles.getBySlug("next-week", { now }, db)).toBeNull();
    expect(await puzzles.getBySlug("draft", { now }, db)).toBeNull();
    const page = await listLivePuzzles(1, 1, db, now);
    expect(page.puzzles.map((p) => p.title)).toEqual(["Today"]);
    expect(page).toMatchObject({ total: 2, pageCount: 2 });
    expect((await listLivePuzzles(2, 1, db, now)).puzzles.map((p) => p.title)).toEqual(["Older"]);
  });
});

describe("the board drawn on the server", () => {
  const fen = `${BACK_RANK} w - - 0 1`;

  it("is an SVG image named for screen readers, with the position's pieces from the sprite", () => {
    const svg = pageBoardSvg(fen);
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain(
      'aria-label="Chess board, white to move. White: king g1, rook d1, pawns f2, g2 and h2. Black: king g8, pawns f7, g7 and h7."',
    );
    expect(svg.match(/<use href="[^"]+standard[^"]*\.svg#w[kqrbnp]"/g)).toHaveLength(5);
    expect(svg).not.toContain("<script");
  });

  it("turns the board for Black to move", () => {
    const svg = pageBoardSvg("r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
    // Black's rook on a8 is drawn at the bottom right when Black is at the bottom.
    expect(svg).toContain('#br" x="280" y="280"');
  });

  it("renders the link preview as a 1200×630 PNG named by its content", async () => {
    const { hash, png } = await previewPng(fen);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(hash).toBe(previewHash(fen));
    expect(previewHash("r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1")).not.toBe(hash);
    expect(previewPath("back-rank", fen)).toBe(`/puzzles/back-rank/board-${hash}.png`);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", ...OG_IMAGE });
    // The pieces are drawn: the board's squares alone would give far fewer distinct colours.
    const { channels } = await sharp(png).stats();
    expect(channels[0].min).toBeLessThan(40);
    expect((await previewPng(fen)).png).toBe(png);
  });
});
