import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type GameResult, resultPoints } from "~/lib/tournament/results";
import { TIE_BREAKS } from "~/lib/tournament/tiebreaks";
import type { Db } from "~/server/db/db.server";
import {
  event,
  TIE_BREAK_CODES,
  tournament,
  tournamentCategory,
  tournamentGame,
  tournamentPlayer,
  tournamentResultChange,
  tournamentRound,
  user,
} from "~/server/schema";
import { addWalkIn, registerStudent, withdrawPlayer } from "~/server/tournaments/players.server";
import {
  enterResult,
  pairNextRound,
  publishRound,
  swapPlayers,
} from "~/server/tournaments/rounds.server";
import { tournamentStandings, tournamentTrf } from "~/server/tournaments/standings.server";
import { TournamentRefusal } from "~/server/tournaments/tournament-state.server";
import { createTournament, type TournamentInput } from "~/server/tournaments/tournaments.server";
import { testDatabases } from "../fixtures/databases";
import { addAccount, studentOf } from "../fixtures/timetable";

/**
 * Tournaments on real databases (app/server/tournaments/; docs/decisions/tournaments.md "Data"),
 * PGlite always and PostgreSQL too with TEST_DATABASE_URL: a 10-player Swiss in two categories
 * over three rounds from registration to the report file, the refusals, and two people entering
 * one game's result at once. Each test makes its own event, families and tournament.
 */

const ARBITER = "arbiter@example.test";
const DEADLINE = new Date("2099-01-10T12:30:00Z");
const BEFORE = new Date("2099-01-09T06:00:00Z");
const AFTER = new Date("2099-01-10T13:00:00Z");

let made = 0;
/** A unique suffix for this test's rows. */
const unique = () => `${Date.now().toString(36)}${(made++).toString(36)}`;

/** Why `promise` was refused, or "accepted". */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "accepted";
  } catch (error) {
    if (error instanceof TournamentRefusal) return error.reason;
    throw error;
  }
}

/** The database constraint `promise` broke, or "accepted". */
async function brokenConstraint(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "accepted";
  } catch (error) {
    for (let e = error as { constraint?: unknown; cause?: unknown } | undefined; e; ) {
      if (typeof e.constraint === "string") return e.constraint;
      e = e.cause as typeof e;
    }
    throw error;
  }
}

/** A tournament event at a centre, 11–12 Jan 2099. */
async function tournamentEvent(db: Db, title = "Pune Junior Rapid"): Promise<number> {
  const [row] = await db
    .insert(event)
    .values({
      slug: `t-${unique()}`,
      title,
      category: "tournament",
      startsAt: new Date("2099-01-11T03:30:00Z"),
      endsAt: new Date("2099-01-12T12:30:00Z"),
      venueKind: "centre",
      venueCentre: "Kothrud",
      summary: "Rapid",
      registerKind: "whatsapp",
      updatedBy: ARBITER,
    })
    .returning({ id: event.id });
  return row?.id as number;
}

async function swissTournament(db: Db, overrides: Partial<TournamentInput> = {}) {
  return createTournament(
    {
      eventId: await tournamentEvent(db),
      system: "swiss",
      rounds: 3,
      timeControl: "15 min + 10 s per move",
      seeding: "fide",
      registrationDeadline: DEADLINE,
      entry: "anyone",
      tieBreaks: ["BH-C1", "BH", "SB"],
      categories: ["Under-10", "Open"],
      ...overrides,
    },
    ARBITER,
    db,
  );
}

/** A family's account with one student. */
async function familyStudent(db: Db, name: string) {
  const userId = await addAccount(db, `fam-${unique()}`);
  return { userId, studentId: await studentOf(db, userId, name) };
}

const gamesOf = (db: Db, roundId: number) =>
  db
    .select()
    .from(tournamentGame)
    .where(eq(tournamentGame.roundId, roundId))
    .orderBy(asc(tournamentGame.board));

const playersOf = (db: Db, tournamentId: number) =>
  db
    .select()
    .from(tournamentPlayer)
    .where(eq(tournamentPlayer.tournamentId, tournamentId))
    .orderBy(asc(tournamentPlayer.id));

/** The fixed-column fields of a TRF 001 line (1-based columns, as TRF-16 counts). */
const cols = (line: string, from: number, width: number) =>
  line.slice(from - 1, from - 1 + width).trim();

describe.each(testDatabases("tournaments"))("tournaments on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());

  it("lists the tie-breaks the tie-break module knows", () => {
    expect([...TIE_BREAK_CODES].sort()).toEqual([...TIE_BREAKS].sort());
  });

  it("runs a 10-player Swiss in two categories over 3 rounds: register, pair, swap, publish, results, standings, report file", async () => {
    const { db } = await connection;
    const t = await swissTournament(db);
    const under10 = t.categories[0]?.id as number;
    const open = t.categories[1]?.id as number;

    // Eight students of eight families and two walk-ins, ratings 1900 down to 1000.
    const names = ["Aarav", "Bhavya", "Chirag", "Diya", "Eshan", "Farah", "Gauri", "Harsh"];
    const ids: number[] = [];
    for (const [i, name] of names.entries()) {
      const { userId, studentId } = await familyStudent(db, name);
      ids.push(
        await registerStudent(
          t.id,
          studentId,
          userId,
          { rating: 1900 - 100 * i, categoryId: i % 2 === 0 ? under10 : open },
          { now: BEFORE, db },
        ),
      );
    }
    ids.push(
      await addWalkIn(
        t.id,
        { name: "Ishaan Walk-in", fideId: "46616543", rating: 1100, categoryId: under10 },
        ARBITER,
        db,
      ),
    );
    ids.push(
      await addWalkIn(t.id, { name: "Jaya Walk-in", rating: 1000, categoryId: open }, ARBITER, db),
    );

    // Round 1: start numbers by rating; top half against bottom half, colours alternating.
    const r1 = await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
    expect(r1.number).toBe(1);
    const players = await playersOf(db, t.id);
    expect(players.map((p) => p.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const seedOf = new Map(players.map((p) => [p.id, p.seed as number]));
    const seedPairs = async (roundId: number) =>
      (await gamesOf(db, roundId)).map((g) => [
        seedOf.get(g.whiteId),
        g.blackId === null ? null : seedOf.get(g.blackId),
      ]);
    expect(await seedPairs(r1.id)).toEqual([
      [1, 6],
      [7, 2],
      [3, 8],
      [9, 4],
      [5, 10],
    ]);
    // Registration closes once round 1 is paired.
    expect(await refusal(addWalkIn(t.id, { name: "Late" }, ARBITER, db))).toBe("closed");

    // Not published: no result yet, and no next round.
    const firstGame = (await gamesOf(db, r1.id))[0]?.id as number;
    expect(await refusal(enterResult(firstGame, "1-0", ARBITER, db))).toBe("not-published");
    expect(await refusal(pairNextRound(t.id, ARBITER, { db }))).toBe("incomplete");
    await publishRound(r1.id, db);
    expect(await refusal(publishRound(r1.id, db))).toBe("published");
    expect(await refusal(swapPlayers(r1.id, ids[0] as number, ids[1] as number, ARBITER, db))).toBe(
      "published",
    );

    /** Results: the lower start number (higher rated) wins, board 3 is drawn. */
    const play = async (roundId: number) => {
      for (const g of await gamesOf(db, roundId)) {
        if (g.blackId === null) continue;
        const white = seedOf.get(g.whiteId) as number;
        const black = seedOf.get(g.blackId) as number;
        const result: GameResult = g.board === 3 ? "1/2" : white < black ? "1-0" : "0-1";
        expect(await enterResult(g.id, result, ARBITER, db)).toBe(true);
      }
    };
    await play(r1.id);
    // The standings count the complete rounds.
    expect((await tournamentStandings(t.id, db)).rounds).toBe(1);

    // Round 2, with a hand swap that makes a rematch, warned, and swapped back.
    const r2 = await pairNextRound(t.id, ARBITER, { db });
    const met = new Set(
      (await seedPairs(r1.id)).map(([w, b]) =>
        [w, b].sort((x, y) => (x ?? 0) - (y ?? 0)).join("-"),
      ),
    );
    const r2Games = await gamesOf(db, r2.id);
    const g1 = r2Games[0] as (typeof r2Games)[0];
    // g1's White met someone in round 1; put that someone on g1's Black.
    const whiteSeed = seedOf.get(g1.whiteId) as number;
    const earlier = (await seedPairs(r1.id)).find(([w, b]) => w === whiteSeed || b === whiteSeed);
    const oldOpponentSeed = earlier?.[0] === whiteSeed ? earlier?.[1] : earlier?.[0];
    const oldOpponent = players.find((p) => p.seed === oldOpponentSeed)?.id as number;
    const warned = await swapPlayers(r2.id, g1.blackId as number, oldOpponent, ARBITER, db);
    expect(warned.map((w) => w.criterion)).toContain("C1");
    expect(warned.find((w) => w.criterion === "C1")?.players.sort()).toEqual(
      [g1.whiteId, oldOpponent].sort(),
    );
    expect(await swapPlayers(r2.id, g1.blackId as number, oldOpponent, ARBITER, db)).toEqual([]);
    expect(await gamesOf(db, r2.id)).toEqual(
      r2Games.map((g) => ({ ...g, updatedAt: expect.any(Date) })),
    );
    await publishRound(r2.id, db);
    await play(r2.id);

    // Jaya withdraws: round 3 pairs the nine others, one with the bye.
    const jaya = ids[9] as number;
    expect(await withdrawPlayer(jaya, { db })).toBe(true);
    expect(await withdrawPlayer(jaya, { db })).toBe(false);
    const r3 = await pairNextRound(t.id, ARBITER, { db });
    const r3Games = await gamesOf(db, r3.id);
    expect(r3Games).toHaveLength(5);
    const bye = r3Games.find((g) => g.blackId === null);
    expect(bye?.board).toBe(5);
    expect(r3Games.some((g) => g.whiteId === jaya || g.blackId === jaya)).toBe(false);
    await publishRound(r3.id, db);
    expect(await refusal(enterResult(bye?.id as number, "1-0", ARBITER, db))).toBe("bye");
    await play(r3.id);
    expect(await refusal(pairNextRound(t.id, ARBITER, { db }))).toBe("finished");

    // No pair met twice; everyone not withdrawn played every round.
    const allPairs = [
      ...(await seedPairs(r1.id)),
      ...(await seedPairs(r2.id)),
      ...(await seedPairs(r3.id)),
    ].filter(([, b]) => b !== null);
    const keys = allPairs.map(([w, b]) => [w, b].sort((x, y) => (x ?? 0) - (y ?? 0)).join("-"));
    expect(new Set(keys).size).toBe(keys.length);
    expect(met.size).toBe(5);

    // Standings: points counted here from the stored games, independently of the modules.
    const points = new Map<number, number>(ids.map((id) => [id, 0]));
    for (const r of [r1, r2, r3]) {
      for (const g of await gamesOf(db, r.id)) {
        if (g.blackId === null) {
          points.set(g.whiteId, (points.get(g.whiteId) ?? 0) + 2);
          continue;
        }
        const [w, b] = resultPoints(g.result as GameResult);
        points.set(g.whiteId, (points.get(g.whiteId) ?? 0) + w);
        points.set(g.blackId, (points.get(g.blackId) ?? 0) + b);
      }
    }
    const table = await tournamentStandings(t.id, db);
    expect(table.rounds).toBe(3);
    expect(table.lines).toHaveLength(10);
    for (const line of table.lines) expect(line.points).toBe(points.get(line.playerId));
    expect(table.lines.map((l) => l.points)).toEqual(
      [...table.lines.map((l) => l.points)].sort((a, b) => b - a),
    );
    // Start number 1 won every game: first, and first of its category.
    expect(table.lines[0]).toMatchObject({ seed: 1, rank: 1, categoryRank: 1, points: 6 });
    expect(table.lines.find((l) => l.playerId === jaya)?.withdrawn).toBe(true);
    for (const category of [under10, open]) {
      const inCategory = table.lines.filter((l) => l.categoryId === category);
      expect(inCategory).toHaveLength(5);
      expect(inCategory[0]?.categoryRank).toBe(1);
      for (const [i, line] of inCategory.entries()) {
        const above = inCategory.slice(0, i).filter((o) => o.rank < line.rank).length;
        expect(line.categoryRank).toBe(above + 1);
      }
    }
    for (const line of table.lines) expect(line.tieBreaks).toHaveLength(3);

    // The report file, read back by its columns.
    const trf = await tournamentTrf(t.id, db);
    const lines = trf.split("\r\n").filter((l) => l !== "");
    expect(lines).toContain("012 Pune Junior Rapid");
    expect(lines).toContain("022 Kothrud");
    expect(lines).toContain("042 2099/01/11");
    expect(lines).toContain("052 2099/01/12");
    expect(lines).toContain("062 10");
    expect(lines).toContain("092 Swiss System");
    expect(lines).toContain("122 15 min + 10 s per move");
    expect(lines).toContain("XXR 3");
    const records = lines.filter((l) => l.startsWith("001"));
    expect(records).toHaveLength(10);
    const byStart = new Map(records.map((l) => [Number(cols(l, 5, 4)), l]));
    const lineById = new Map(table.lines.map((l) => [l.seed, l]));
    for (const [start, record] of byStart) {
      const standing = lineById.get(start);
      expect(cols(record, 15, 33)).toBe(standing?.name);
      expect(Number(cols(record, 81, 4)) * 2).toBe(standing?.points);
      expect(Number(cols(record, 86, 4))).toBe(standing?.rank);
      for (const round of [1, 2, 3]) {
        const column = 92 + 10 * (round - 1);
        const opponent = Number(cols(record, column, 4));
        const colour = cols(record, column + 5, 1);
        const code = cols(record, column + 7, 1);
        if (opponent === 0) continue;
        const other = byStart.get(opponent) as string;
        expect(Number(cols(other, column, 4))).toBe(start);
        expect(cols(other, column + 5, 1)).toBe(colour === "w" ? "b" : "w");
        expect({ "1": "0", "0": "1", "=": "=" }[code]).toBe(cols(other, column + 7, 1));
      }
    }
    const ishaan = byStart.get(seedOf.get(ids[8] as number) as number) as string;
    expect(cols(ishaan, 58, 11)).toBe("46616543");
    expect(cols(ishaan, 49, 4)).toBe("1100");
    const jayaLine = byStart.get(seedOf.get(jaya) as number) as string;
    expect(cols(jayaLine, 112, 8)).toBe("0000 - Z");
    const byeLine = byStart.get(seedOf.get(bye?.whiteId as number) as number) as string;
    expect(cols(byeLine, 112, 8)).toBe("0000 - U");
  });

  it("refuses a registration after the deadline, twice, or of another family's student", async () => {
    const { db } = await connection;
    const t = await swissTournament(db, { categories: [] });
    const a = await familyStudent(db, "Anu");
    const b = await familyStudent(db, "Bala");
    expect(
      await refusal(registerStudent(t.id, a.studentId, a.userId, {}, { now: AFTER, db })),
    ).toBe("closed");
    expect(
      await refusal(registerStudent(t.id, b.studentId, a.userId, {}, { now: BEFORE, db })),
    ).toBe("not-yours");
    await registerStudent(t.id, a.studentId, a.userId, { rating: 1200 }, { now: BEFORE, db });
    expect(
      await refusal(registerStudent(t.id, a.studentId, a.userId, {}, { now: BEFORE, db })),
    ).toBe("twice");
    // The same registration twice at once: one player.
    const both = await Promise.all([
      refusal(registerStudent(t.id, b.studentId, b.userId, {}, { now: BEFORE, db })),
      refusal(registerStudent(t.id, b.studentId, b.userId, {}, { now: BEFORE, db })),
    ]);
    expect(both.sort()).toEqual(["accepted", "twice"]);
    expect(await playersOf(db, t.id)).toHaveLength(2);
    // A category of another tournament, a rating out of range.
    const other = await swissTournament(db);
    const c = await familyStudent(db, "Chitra");
    expect(
      await refusal(
        registerStudent(
          t.id,
          c.studentId,
          c.userId,
          { categoryId: other.categories[0]?.id },
          { now: BEFORE, db },
        ),
      ),
    ).toBe("invalid");
    expect(
      await refusal(registerStudent(other.id, c.studentId, c.userId, {}, { now: BEFORE, db })),
    ).toBe("invalid");
    expect(
      await refusal(
        registerStudent(t.id, c.studentId, c.userId, { rating: 5000 }, { now: BEFORE, db }),
      ),
    ).toBe("invalid");
    // Walk-ins: refused for a students-only tournament, and with a bad FIDE ID.
    const studentsOnly = await swissTournament(db, { entry: "students_only", categories: [] });
    expect(await refusal(addWalkIn(studentsOnly.id, { name: "Guest" }, ARBITER, db))).toBe(
      "students-only",
    );
    expect(await refusal(addWalkIn(t.id, { name: "Guest", fideId: "12ab" }, ARBITER, db))).toBe(
      "invalid",
    );
    // A Swiss of one player cannot start.
    const alone = await swissTournament(db, { categories: [] });
    await addWalkIn(alone.id, { name: "Solo" }, ARBITER, db);
    expect(await refusal(pairNextRound(alone.id, ARBITER, { db }))).toBe("too-few");
    // One tournament per event; a Swiss needs its rounds; known tie-breaks only.
    const [{ eventId }] = (await db
      .select({ eventId: event.id })
      .from(event)
      .orderBy(asc(event.id))
      .limit(1)) as [{ eventId: number }];
    const settings: TournamentInput = {
      eventId,
      system: "swiss",
      rounds: 5,
      seeding: "fide",
      registrationDeadline: DEADLINE,
      entry: "anyone",
      tieBreaks: ["BH"],
    };
    expect(await refusal(createTournament(settings, ARBITER, db))).toBe("twice");
    expect(await refusal(createTournament({ ...settings, rounds: null }, ARBITER, db))).toBe(
      "invalid",
    );
    expect(
      await refusal(createTournament({ ...settings, tieBreaks: ["XX" as "BH"] }, ARBITER, db)),
    ).toBe("invalid");
    expect(await refusal(createTournament({ ...settings, eventId: -1 }, ARBITER, db))).toBe(
      "not-found",
    );
  });

  it("keeps both of two result entries made at once, one after the other, in the history", async () => {
    const { db } = await connection;
    const t = await swissTournament(db, { categories: [] });
    for (const [i, name] of ["Ravi", "Sita"].entries()) {
      await addWalkIn(t.id, { name, rating: 1500 - i }, ARBITER, db);
    }
    // Two arbiters pairing at once: one round.
    const paired = await Promise.all([
      refusal(pairNextRound(t.id, ARBITER, { initialColour: "w", db })),
      refusal(pairNextRound(t.id, ARBITER, { initialColour: "w", db })),
    ]);
    expect(paired.sort()).toEqual(["accepted", "incomplete"]);
    const [round] = await db
      .select()
      .from(tournamentRound)
      .where(eq(tournamentRound.tournamentId, t.id));
    await publishRound(round?.id as number, db);
    const [game] = await gamesOf(db, round?.id as number);
    const gameId = game?.id as number;
    const changed = await Promise.all([
      enterResult(gameId, "1-0", "first@example.test", db),
      enterResult(gameId, "1/2", "second@example.test", db),
    ]);
    expect(changed).toEqual([true, true]);
    const history = await db
      .select()
      .from(tournamentResultChange)
      .where(eq(tournamentResultChange.gameId, gameId))
      .orderBy(asc(tournamentResultChange.id));
    expect(history).toHaveLength(2);
    expect(history[0]?.oldResult).toBeNull();
    expect(history[1]?.oldResult).toBe(history[0]?.newResult);
    expect(new Set(history.map((h) => h.newResult))).toEqual(new Set(["1-0", "1/2"]));
    const [stored] = await gamesOf(db, round?.id as number);
    expect(stored?.result).toBe(history[1]?.newResult);
    expect(stored?.updatedBy).toBe(history[1]?.changedBy);
    // The same result again changes nothing; a correction and clearing are kept too.
    expect(await enterResult(gameId, stored?.result as GameResult, ARBITER, db)).toBe(false);
    expect(await enterResult(gameId, "0-1", ARBITER, db)).toBe(true);
    expect(await enterResult(gameId, null, ARBITER, db)).toBe(true);
    expect(await refusal(enterResult(gameId, "2-0" as GameResult, ARBITER, db))).toBe("invalid");
    const all = await db
      .select()
      .from(tournamentResultChange)
      .where(eq(tournamentResultChange.gameId, gameId))
      .orderBy(asc(tournamentResultChange.id));
    expect(all.map((h) => [h.oldResult, h.newResult]).slice(2)).toEqual([
      [history[1]?.newResult, "0-1"],
      ["0-1", null],
    ]);
  });

  it("deletes a played tournament with its event: categories, players, rounds, games and their history", async () => {
    const { db } = await connection;
    const t = await swissTournament(db, { categories: ["Under-12", "Open"] });
    const categories = await db
      .select({ id: tournamentCategory.id })
      .from(tournamentCategory)
      .where(eq(tournamentCategory.tournamentId, t.id));
    for (const [i, name] of ["Ravi", "Sita", "Kumar", "Lata"].entries()) {
      const category = categories[i % 2]?.id;
      await addWalkIn(t.id, { name, rating: 1500 - i, categoryId: category }, ARBITER, db);
    }
    await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
    const [round] = await db
      .select()
      .from(tournamentRound)
      .where(eq(tournamentRound.tournamentId, t.id));
    await publishRound(round?.id as number, db);
    for (const game of await gamesOf(db, round?.id as number)) {
      await enterResult(game.id, "1-0", ARBITER, db);
    }
    const [tournamentRow] = await db
      .select({ eventId: tournament.eventId })
      .from(tournament)
      .where(eq(tournament.id, t.id));
    await db.delete(event).where(eq(event.id, tournamentRow?.eventId as number));
    expect(await db.select().from(tournament).where(eq(tournament.id, t.id))).toEqual([]);
    expect(await playersOf(db, t.id)).toEqual([]);
    expect(await gamesOf(db, round?.id as number)).toEqual([]);
    expect(
      await db.select().from(tournamentCategory).where(eq(tournamentCategory.tournamentId, t.id)),
    ).toEqual([]);
  });

  it("pairs a round robin by the Berger table to its last round, forfeiting a withdrawn player's games", async () => {
    const { db } = await connection;
    const t = await createTournament(
      {
        eventId: await tournamentEvent(db, "Club Championship"),
        system: "round_robin",
        seeding: "academy",
        registrationDeadline: DEADLINE,
        entry: "anyone",
        tieBreaks: ["DE", "SB", "WIN"],
      },
      ARBITER,
      db,
    );
    for (const [i, name] of ["P1", "P2", "P3", "P4", "P5"].entries()) {
      await addWalkIn(t.id, { name, rating: 2000 - i }, ARBITER, db);
    }
    const players = await playersOf(db, t.id);
    const seedOf = new Map(players.map((p) => [p.id, p.seed]));
    for (let n = 1; n <= 5; n++) {
      const round = await pairNextRound(t.id, ARBITER, { db });
      expect(round.number).toBe(n);
      const games = await gamesOf(db, round.id);
      // Five players: two games and one sitting out.
      expect(games.filter((g) => g.blackId !== null)).toHaveLength(2);
      expect(games.filter((g) => g.blackId === null)).toHaveLength(1);
      if (n === 1) {
        const seeded = await playersOf(db, t.id);
        seedOf.clear();
        for (const p of seeded) seedOf.set(p.id, p.seed);
        // Round 1 of the 6-place table: 1-6 (6 is the bye: 1 sits out), 2-5, 3-4.
        expect(
          games.map((g) => [seedOf.get(g.whiteId), g.blackId && seedOf.get(g.blackId)]),
        ).toEqual([
          [2, 5],
          [3, 4],
          [1, null],
        ]);
        // P5 withdraws: their later games are forfeits.
        await withdrawPlayer(players[4]?.id as number, { db });
      }
      await publishRound(round.id, db);
      for (const g of games) {
        if (g.blackId === null || g.result !== null) {
          if (g.blackId !== null) expect(["+-", "-+"]).toContain(g.result);
          continue;
        }
        await enterResult(g.id, "1/2", ARBITER, db);
      }
    }
    expect(await refusal(pairNextRound(t.id, ARBITER, { db }))).toBe("finished");
    const table = await tournamentStandings(t.id, db);
    expect(table.rounds).toBe(5);
    // Each plays four games: P1–P4 drew the three they played with each other, and won by forfeit
    // against P5 unless they met P5 in round 1 (a draw).
    expect(table.lines.reduce((sum, l) => sum + l.points, 0)).toBe(2 * 10);
  });
  it("keeps a deleted family's player by name, and keeps every game inside its tournament", async () => {
    const { db } = await connection;
    const t = await swissTournament(db, { categories: [] });
    const a = await familyStudent(db, "Meera");
    const meera = await registerStudent(t.id, a.studentId, a.userId, {}, { now: BEFORE, db });
    await addWalkIn(t.id, { name: "Guest" }, ARBITER, db);
    const round = await pairNextRound(t.id, ARBITER, { initialColour: "w", db });
    await db.delete(user).where(eq(user.id, a.userId));
    const [kept] = (await playersOf(db, t.id)).filter((p) => p.id === meera);
    // Both unrated: start numbers by name, Guest first.
    expect(kept).toMatchObject({ studentId: null, name: "Meera", seed: 2 });
    // A game naming a player of another tournament is refused by the database itself.
    const other = await swissTournament(db, { categories: [] });
    const stranger = await addWalkIn(other.id, { name: "Stranger" }, ARBITER, db);
    expect(
      await brokenConstraint(
        db.insert(tournamentGame).values({
          tournamentId: t.id,
          roundId: round.id,
          board: 9,
          whiteId: meera,
          blackId: stranger,
          updatedBy: ARBITER,
        }),
      ),
    ).toBe("tournament_game_black_fk");
    // And a bye with a result.
    expect(
      await brokenConstraint(
        db.insert(tournamentGame).values({
          tournamentId: t.id,
          roundId: round.id,
          board: 9,
          whiteId: meera,
          result: "1-0",
          updatedBy: ARBITER,
        }),
      ),
    ).toBe("tournament_game_result");
    // One game per board per round.
    expect(
      await brokenConstraint(
        db.insert(tournamentGame).values({
          tournamentId: t.id,
          roundId: round.id,
          board: 1,
          whiteId: meera,
          updatedBy: ARBITER,
        }),
      ),
    ).toBe("tournament_game_board_unique");
  });
});
