import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fullNameConsentCopy } from "~/content/families";
import { publicPlayerName } from "~/lib/tournament/names";
import type { Db } from "~/server/db/db.server";
import { event, student, tournamentGame } from "~/server/schema";
import { addWalkIn, registerStudent } from "~/server/tournaments/players.server";
import { enterResult, pairNextRound, publishRound } from "~/server/tournaments/rounds.server";
import type { TournamentInput } from "~/server/tournaments/tournaments.server";
import { createTournament } from "~/server/tournaments/tournaments.server";
import { openMemoryDatabase } from "../fixtures/databases";
import { addAccount, studentOf } from "../fixtures/timetable";

/**
 * The hall of fame, a student's tournament history, the game page and the full-name consent
 * (docs/decisions/tournaments.md "Hall of fame and players' pages") on a real PGlite: winners
 * (ties share), only finished tournaments of published events, the history's lines, names by the
 * consent rule, and the student page's consent action (session mocked; the database is the
 * test's, the real origin check and action run).
 */

const session = vi.hoisted(() => ({
  user: null as null | { id: string; email: string },
  db: null as unknown,
}));
vi.mock("~/server/auth/session.server", () => ({ getSessionUser: async () => session.user }));
vi.mock("~/server/db/db.server", async (original) => ({
  ...(await original<typeof import("~/server/db/db.server")>()),
  getDb: async () => session.db,
}));

const { hallOfFame, playerHistory } = await import("~/server/tournaments/fame-pages.server");
const { gameView } = await import("~/server/tournaments/game-page.server");
const { readPgn } = await import("~/server/tournaments/pgn.server");
const { studentAction } = await import("~/server/families/student-pages.server");

const ARBITER = "arbiter@example.test";
const DEADLINE = new Date("2099-01-10T12:30:00Z");
const BEFORE = new Date("2099-01-09T06:00:00Z");
const ORIGIN = "http://127.0.0.1:3000";
const PGN = '[Event "Test"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0';

let connection: Awaited<ReturnType<typeof openMemoryDatabase>>;
let db: Db;
let made = 0;
const unique = () => `${Date.now().toString(36)}${(made++).toString(36)}`;

beforeAll(async () => {
  connection = await openMemoryDatabase();
  db = connection.db;
  session.db = db;
});
afterAll(async () => connection.close());
beforeEach(() => {
  session.user = null;
});

/** A tournament event (published unless told), starting on `startsAt`. */
async function tournamentEvent(title: string, startsAt: Date, published = true) {
  const slug = `t-${unique()}`;
  const [row] = await db
    .insert(event)
    .values({
      slug,
      title,
      category: "tournament",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      venueKind: "centre",
      venueCentre: "RS Puram",
      summary: "Rapid",
      registerKind: "whatsapp",
      published,
      updatedBy: ARBITER,
    })
    .returning({ id: event.id });
  return { slug, eventId: row?.id as number };
}

/** A family with one student, registered in the tournament; returns ids. */
async function entrant(tournamentId: number, name: string, rating: number, categoryId: number) {
  const userId = await addAccount(db, `fam-${unique()}`);
  const studentId = await studentOf(db, userId, name);
  const playerId = await registerStudent(
    tournamentId,
    studentId,
    userId,
    { rating, categoryId },
    { now: BEFORE, db },
  );
  return { userId, studentId, playerId };
}

/** Plays a round: `outcome(white, black)` gives each game's result by player ids. */
async function playRound(
  tournamentId: number,
  outcome: (white: number, black: number) => "1-0" | "0-1" | "1/2",
) {
  const round = await pairNextRound(tournamentId, ARBITER, { initialColour: "w", db });
  await publishRound(round.id, db);
  const games = await db
    .select()
    .from(tournamentGame)
    .where(eq(tournamentGame.roundId, round.id))
    .orderBy(asc(tournamentGame.board));
  for (const g of games) {
    if (g.blackId === null) continue;
    await enterResult(g.id, outcome(g.whiteId, g.blackId), ARBITER, db);
  }
  return games;
}

/** A 4-player round robin: results by who beats whom (a pair missing: a draw). */
async function roundRobin(title: string, startsAt: Date, published = true) {
  const { slug, eventId } = await tournamentEvent(title, startsAt, published);
  const input: TournamentInput = {
    eventId,
    system: "round_robin",
    seeding: "academy",
    registrationDeadline: DEADLINE,
    entry: "anyone",
    tieBreaks: ["SB"],
    categories: ["Under-10", "Open"],
  };
  const t = await createTournament(input, ARBITER, db);
  const [u10, open] = t.categories.map((c) => c.id);
  return { slug, id: t.id, u10: u10 as number, open: open as number };
}

/** "1-0" when `winner` is White, "0-1" when Black, a draw when neither. */
const wins =
  (beats: (a: number, b: number) => boolean) =>
  (white: number, black: number): "1-0" | "0-1" | "1/2" =>
    beats(white, black) ? "1-0" : beats(black, white) ? "0-1" : "1/2";

describe("hall of fame and players' pages", () => {
  let champions: Awaited<ReturnType<typeof roundRobin>>;
  let aarav: Awaited<ReturnType<typeof entrant>>;
  let bhavya: Awaited<ReturnType<typeof entrant>>;
  let chirag: Awaited<ReturnType<typeof entrant>>;
  let walkIn: number;
  let unfinishedSlug = "";
  let hiddenSlug = "";
  let pgnGame = 0;

  beforeAll(async () => {
    // A finished round robin: Aarav and Bhavya draw, both beat the others; Chirag and the walk-in
    // draw. Aarav and Bhavya share first on 2½ (and on Sonneborn-Berger), each first in their
    // category.
    champions = await roundRobin("Coimbatore Rapid", new Date("2099-01-11T03:30:00Z"));
    aarav = await entrant(champions.id, "Aarav Sharma", 1500, champions.u10);
    bhavya = await entrant(champions.id, "Bhavya Iyer", 1400, champions.open);
    chirag = await entrant(champions.id, "Chirag Menon", 1300, champions.u10);
    walkIn = await addWalkIn(
      champions.id,
      { name: "Deepa Walk-in", rating: 1200, categoryId: champions.open },
      ARBITER,
      db,
    );
    const top = new Set([aarav.playerId, bhavya.playerId]);
    const beats = (a: number, b: number) => top.has(a) && !top.has(b);
    for (let r = 0; r < 3; r++) {
      const games = await playRound(champions.id, wins(beats));
      if (r === 0) {
        pgnGame = games.find((g) => g.blackId !== null)?.id as number;
        await db.update(tournamentGame).set({ pgn: PGN }).where(eq(tournamentGame.id, pgnGame));
      }
    }

    // A 4-player round robin one round in: not finished. Aarav plays in it too.
    const unfinished = await roundRobin("Erode Blitz", new Date("2099-02-11T03:30:00Z"));
    unfinishedSlug = unfinished.slug;
    const userId = aarav.userId;
    await registerStudent(
      unfinished.id,
      aarav.studentId,
      userId,
      { rating: 1500, categoryId: unfinished.u10 },
      { now: BEFORE, db },
    );
    for (const name of ["Esha Rao", "Farah Nair", "Gauri Pillai"]) {
      await entrant(unfinished.id, name, 1000, unfinished.open);
    }
    await playRound(
      unfinished.id,
      wins((a) => a === -1),
    );

    // A finished tournament of an event that is not published: never shown.
    const hidden = await roundRobin("Draft Open", new Date("2099-03-11T03:30:00Z"), false);
    hiddenSlug = hidden.slug;
    for (const name of ["Hari", "Indu", "Jaya"]) await entrant(hidden.id, name, 1000, hidden.u10);
    for (let r = 0; r < 3; r++)
      await playRound(
        hidden.id,
        wins((a, b) => a < b),
      );
  });

  it("lists only finished tournaments of published events, with the winners sharing first place", async () => {
    const list = await hallOfFame(db);
    const slugs = list.map((t) => t.slug);
    expect(slugs).toContain(champions.slug);
    expect(slugs).not.toContain(unfinishedSlug);
    expect(slugs).not.toContain(hiddenSlug);
    const t = list.find((x) => x.slug === champions.slug);
    expect(t).toMatchObject({ title: "Coimbatore Rapid", players: 4, rounds: 3 });
    expect(t?.winners).toEqual([
      {
        name: "Aarav S.",
        historyPath: `/tournaments/players/${aarav.studentId}`,
        points: 5,
      },
      {
        name: "Bhavya I.",
        historyPath: `/tournaments/players/${bhavya.studentId}`,
        points: 5,
      },
    ]);
    expect(t?.categories.map((c) => [c.name, c.winners.map((w) => w.name)])).toEqual([
      ["Under-10", ["Aarav S."]],
      ["Open", ["Bhavya I."]],
    ]);
  });

  it("lists finished tournaments newest first", async () => {
    const later = await roundRobin("Salem Classic", new Date("2099-06-01T03:30:00Z"));
    for (const name of ["Kiran Das", "Lata Bose", "Mohan Roy"])
      await entrant(later.id, name, 900, later.open);
    for (let r = 0; r < 3; r++)
      await playRound(
        later.id,
        wins((a, b) => a < b),
      );
    const slugs = (await hallOfFame(db)).map((t) => t.slug);
    expect(slugs.indexOf(later.slug)).toBeLessThan(slugs.indexOf(champions.slug));
    expect(slugs.indexOf(later.slug)).toBeGreaterThanOrEqual(0);
  });

  it("gives a student's history: place, category, points, newest first, the unfinished marked", async () => {
    const history = await playerHistory(aarav.studentId, db);
    expect(history?.name).toBe("Aarav S.");
    expect(history?.lines.map((l) => l.slug)).toEqual([unfinishedSlug, champions.slug]);
    expect(history?.lines[1]).toMatchObject({
      title: "Coimbatore Rapid",
      category: "Under-10",
      place: 1,
      categoryPlace: 1,
      points: "2½",
      players: 4,
      finished: true,
    });
    expect(history?.lines[0]).toMatchObject({ finished: false, points: "½" });
    const third = await playerHistory(chirag.studentId, db);
    expect(third?.lines).toEqual([
      expect.objectContaining({ place: 3, categoryPlace: 2, points: "½", category: "Under-10" }),
    ]);
  });

  it("has no history for an unknown student, or one who never played", async () => {
    expect(await playerHistory(987_654_321, db)).toBeNull();
    const userId = await addAccount(db, `fam-${unique()}`);
    expect(await playerHistory(await studentOf(db, userId, "Nobody Yet"), db)).toBeNull();
  });

  it("names a student by first name and initial until the family agrees, a walk-in as entered", async () => {
    expect(
      publicPlayerName({ name: "Aarav  Kumar Sharma", walkIn: false, fullNameConsentAt: null }),
    ).toBe("Aarav S.");
    expect(publicPlayerName({ name: "Aarav", walkIn: false, fullNameConsentAt: null })).toBe(
      "Aarav",
    );
    expect(publicPlayerName({ name: "Deepa Walk-in", walkIn: true, fullNameConsentAt: null })).toBe(
      "Deepa Walk-in",
    );
    await db
      .update(student)
      .set({ fullNameConsentText: "yes", fullNameConsentAt: new Date() })
      .where(eq(student.id, bhavya.studentId));
    const t = (await hallOfFame(db)).find((x) => x.slug === champions.slug);
    expect(t?.winners.map((w) => w.name)).toEqual(["Aarav S.", "Bhavya Iyer"]);
    expect((await playerHistory(bhavya.studentId, db))?.name).toBe("Bhavya Iyer");
    await db
      .update(student)
      .set({ fullNameConsentText: null, fullNameConsentAt: null })
      .where(eq(student.id, bhavya.studentId));
    expect(walkIn).toBeGreaterThan(0);
  });

  it("shows a game with its PGN: players, result, moves, final position; 404 otherwise", async () => {
    const game = await gameView(champions.slug, pgnGame, db);
    expect(game?.moves).toBe("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
    expect(game?.boardSvg).toContain('role="img"');
    expect(game?.tournament).toEqual({ slug: champions.slug, title: "Coimbatore Rapid" });
    expect(game?.round).toBe(1);
    // Berger round 1 of four: 1–4 on board 1, Aarav (start number 1) White against the walk-in.
    expect(game?.board).toBe(1);
    expect(game?.white).toEqual({
      name: "Aarav S.",
      historyPath: `/tournaments/players/${aarav.studentId}`,
    });
    expect(game?.black).toEqual({ name: "Deepa Walk-in", historyPath: null });
    expect(game?.result).toBe("1–0");
    // Another tournament's slug, a game without a PGN, an unknown game: nothing.
    expect(await gameView(unfinishedSlug, pgnGame, db)).toBeNull();
    expect(await gameView(champions.slug, pgnGame + 1, db)).toBeNull();
    expect(await gameView(champions.slug, 987_654_321, db)).toBeNull();
    expect(await gameView("Not A Slug", pgnGame, db)).toBeNull();
  });

  it("keeps a deleted student's name to first name and initial, with no history link", async () => {
    const [first] = await db.select().from(tournamentGame).where(eq(tournamentGame.id, pgnGame));
    const [board2] = await db
      .select()
      .from(tournamentGame)
      .where(
        and(eq(tournamentGame.roundId, first?.roundId as number), eq(tournamentGame.board, 2)),
      );
    await db
      .update(tournamentGame)
      .set({ pgn: PGN })
      .where(eq(tournamentGame.id, board2?.id as number));
    // Berger round 1 of four: 2–3 on board 2, Bhavya White against Chirag.
    expect((await gameView(champions.slug, board2?.id as number, db))?.black).toEqual({
      name: "Chirag M.",
      historyPath: `/tournaments/players/${chirag.studentId}`,
    });
    await db.delete(student).where(eq(student.id, chirag.studentId));
    expect((await gameView(champions.slug, board2?.id as number, db))?.black).toEqual({
      name: "Chirag M.",
      historyPath: null,
    });
    expect(await playerHistory(chirag.studentId, db)).toBeNull();
  });

  it("reads a PGN's moves from a set-up position, and refuses one it cannot read", () => {
    expect(
      readPgn('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12"]\n\n12... Kd7 13. e4 *')?.moves,
    ).toBe("12… Kd7 13. e4");
    expect(readPgn("1. e4 e5 2. Ke3 Ke6 3. Qxh7")).toBeNull();
  });
});

describe("the student page's full-name consent", () => {
  /** A same-origin form post to a student's page. */
  const post = (id: number | string, fields: Record<string, string>, origin = ORIGIN) =>
    new Request(`${ORIGIN}/my-classes/students/${id}`, {
      method: "POST",
      headers: { origin },
      body: new URLSearchParams(fields),
    });

  const stored = async (id: number) => {
    const [row] = await db
      .select({
        text: student.fullNameConsentText,
        at: student.fullNameConsentAt,
        name: student.name,
      })
      .from(student)
      .where(eq(student.id, id));
    return row;
  };

  /** The status of a thrown or returned answer. */
  async function status(run: () => Promise<unknown>): Promise<number> {
    try {
      const result = (await run()) as
        | Response
        | { init: { status?: number } | null }
        | null
        | undefined;
      if (result instanceof Response) return result.status;
      return result?.init?.status ?? 200;
    } catch (error) {
      if (error instanceof Response) return error.status;
      throw error;
    }
  }

  it("stores the wording and time when ticked, clears both when unticked", async () => {
    const userId = await addAccount(db, `fam-${unique()}`);
    const id = await studentOf(db, userId, "Kavya Raman");
    session.user = { id: userId, email: `${userId}@example.test` };
    const before = Date.now();
    const ticked = await studentAction(
      post(id, { intent: "full-name", fullName: "on" }),
      String(id),
    );
    expect((ticked as Response).status).toBe(303);
    expect((ticked as Response).headers.get("location")).toBe(
      `/my-classes/students/${id}?done=full-name-saved`,
    );
    const row = await stored(id);
    expect(row?.text).toBe(fullNameConsentCopy.wording("Kavya Raman"));
    expect(row?.text).toContain("Show Kavya Raman's full name in tournament results");
    expect(row?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const cleared = await studentAction(post(id, { intent: "full-name" }), String(id));
    expect((cleared as Response).headers.get("location")).toBe(
      `/my-classes/students/${id}?done=full-name-cleared`,
    );
    expect(await stored(id)).toMatchObject({ text: null, at: null, name: "Kavya Raman" });
  });

  it("refuses another family's student with 404, a foreign origin and no session with 403: nothing changed", async () => {
    const owner = await addAccount(db, `fam-${unique()}`);
    const id = await studentOf(db, owner, "Lakshmi Nair");
    const other = await addAccount(db, `fam-${unique()}`);
    const tick = { intent: "full-name", fullName: "on" };

    session.user = { id: other, email: `${other}@example.test` };
    expect(await status(() => studentAction(post(id, tick), String(id)))).toBe(404);
    session.user = { id: owner, email: `${owner}@example.test` };
    expect(
      await status(() => studentAction(post(id, tick, "https://evil.example"), String(id))),
    ).toBe(403);
    session.user = null;
    expect(await status(() => studentAction(post(id, tick), String(id)))).toBe(403);
    session.user = { id: owner, email: `${owner}@example.test` };
    expect(await status(() => studentAction(post("new", tick), "new"))).toBe(400);
    expect(await stored(id)).toMatchObject({ text: null, at: null });
  });
});
