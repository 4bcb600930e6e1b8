import { Chess } from "chess.js";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/db.server";
import { event, tournament, tournamentGame, tournamentResultChange } from "~/server/schema";
import { normalisePgn, PGN_LIMIT, saveGamePgn } from "~/server/tournaments/pgn.server";
import { addWalkIn } from "~/server/tournaments/players.server";
import { readResultsForm } from "~/server/tournaments/round-results.server";
import { enterResult, pairNextRound, publishRound } from "~/server/tournaments/rounds.server";
import {
  readTournamentForm,
  readWalkInForm,
  TIME_CONTROL_LIMIT,
} from "~/server/tournaments/tournament-form.server";
import { createTournament } from "~/server/tournaments/tournaments.server";
import { testDatabases } from "../fixtures/databases";

/**
 * The arbiter pages' rules that the server functions' tests do not cover
 * (docs/decisions/tournaments.md "Arbiter pages"): the create and walk-in forms read any text
 * without throwing, and what they accept the database takes; a PGN is stored only as chess.js
 * writes it again; a result form names results by code; a tap with a stale `was` never overwrites
 * someone else's result.
 */

const ARBITER = "arbiter@example.test";
let made = 0;
const unique = () => `${Date.now().toString(36)}${(made++).toString(36)}`;

/** A tournament event, 11–12 Jan 2099. */
async function tournamentEvent(db: Db): Promise<number> {
  const [row] = await db
    .insert(event)
    .values({
      slug: `arb-${unique()}`,
      title: "Arbiter Open",
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

/** A form of the given text fields. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Text that is mostly a valid value of a field, else a wrong one or anything at all. */
const maybe = (valid: string[], wrong: string[] = []) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constantFrom(...wrong, "") },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  );

const tournamentFields = fc.record({
  system: maybe(["swiss", "round_robin", "double_round_robin"]),
  rounds: maybe(["5", "15", " 7 "], ["0", "16"]),
  timeControl: maybe(["15 min + 10 s", ""], ["x".repeat(TIME_CONTROL_LIMIT + 1)]),
  seeding: maybe(["fide", "lichess", "academy"]),
  deadline: maybe(["2099-01-10T18:00"], ["2099-02-30T10:00", "tomorrow"]),
  entry: maybe(["anyone", "students_only"]),
  tieBreak1: maybe(["BH-C1", "BH", ""]),
  tieBreak2: maybe(["SB", ""], ["BH-C1"]),
  tieBreak3: maybe(["DE", "WIN", ""]),
  tieBreak4: maybe(["WON", ""]),
  categories: maybe(["Under-8\nOpen", "\n\n", "Open"], ["A\na", "y".repeat(41)]),
  entryFee: maybe(["250", "250.50", "₹ 1,000", "0"], ["-5", "1e3", "10000001"]),
});

describe.each(testDatabases("arbiterpages"))("arbiter pages on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());

  it("reads any create form without throwing, and the database takes what it accepts", async () => {
    const { db } = await connection;
    const eventId = await tournamentEvent(db);
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(tournamentFields, async (fields) => {
        const reading = readTournamentForm(formOf({ ...fields, event: String(eventId) }));
        if (!reading.ok) {
          expect(Object.keys(reading.errors).length).toBeGreaterThan(0);
          expect(reading.values.system).toBe(fields.system);
          return;
        }
        accepted++;
        const made = await createTournament(
          { ...reading.value, eventId: await tournamentEvent(db) },
          ARBITER,
          db,
        );
        const [row] = await db.select().from(tournament).where(eq(tournament.id, made.id));
        expect(row?.entryFeePaise).toBe(reading.value.entryFeePaise);
        expect(row?.tieBreaks).toEqual(reading.value.tieBreaks);
      }),
      { numRuns: 150 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it("reads a typical create form: rupees to paise, India time, tie-breaks in order, categories by line", () => {
    const reading = readTournamentForm(
      formOf({
        event: "7",
        system: "swiss",
        rounds: "5",
        timeControl: "  15 min   + 10 s ",
        seeding: "fide",
        deadline: "2099-01-10T18:00",
        entry: "anyone",
        tieBreak1: "BH-C1",
        tieBreak2: "",
        tieBreak3: "SB",
        tieBreak4: "",
        categories: "Under-8\r\n\r\n  Open  \n",
        entryFee: "₹ 1,250.50",
      }),
    );
    expect(reading).toEqual({
      ok: true,
      value: {
        eventId: 7,
        system: "swiss",
        rounds: 5,
        timeControl: "15 min + 10 s",
        seeding: "fide",
        registrationDeadline: new Date("2099-01-10T12:30:00Z"),
        entry: "anyone",
        tieBreaks: ["BH-C1", "SB"],
        categories: ["Under-8", "Open"],
        entryFeePaise: 125050,
      },
    });
    const refused = readTournamentForm(
      formOf({ system: "swiss", rounds: "0", tieBreak1: "BH", tieBreak2: "BH", entryFee: "abc" }),
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(Object.keys(refused.errors).sort()).toEqual(
        ["deadline", "entry", "entryFee", "event", "seeding", "tieBreaks"].sort(),
      );
      expect(refused.values.entryFee).toBe("abc");
    }
  });

  it("reads any walk-in form without throwing, and adds what it accepts", async () => {
    const { db } = await connection;
    const made = await createTournament(
      {
        eventId: await tournamentEvent(db),
        system: "swiss",
        rounds: 5,
        seeding: "fide",
        registrationDeadline: new Date("2099-01-10T12:30:00Z"),
        entry: "anyone",
        tieBreaks: ["BH-C1"],
        categories: ["Under-8", "Open"],
      },
      ARBITER,
      db,
    );
    const ids = made.categories.map((c) => c.id);
    let added = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: maybe(["Asha Raman", " Ravi  K "], ["   ", "x".repeat(81)]),
          fideId: maybe(["", "25012345"], ["12345678901", "12a"]),
          rating: maybe(["", "1450", "0"], ["4001", "-1", "12.5"]),
          category: maybe(ids.map(String), ["0"]),
        }),
        async (fields) => {
          const reading = readWalkInForm(formOf(fields), ids);
          if (!reading.ok) {
            expect(Object.keys(reading.errors).length).toBeGreaterThan(0);
            return;
          }
          await addWalkIn(made.id, reading.value, ARBITER, db);
          added++;
        },
      ),
      { numRuns: 150 },
    );
    expect(added).toBeGreaterThan(0);
    expect(readWalkInForm(formOf({ name: "Ravi" }), ids)).toMatchObject({
      ok: false,
      errors: { category: expect.any(String) },
    });
    expect(readWalkInForm(formOf({ name: "Ravi" }), [])).toEqual({
      ok: true,
      value: { name: "Ravi", fideId: "", rating: null, categoryId: null },
    });
  });

  it("stores a PGN only as chess.js writes it, and never a game that does not parse", async () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const read = normalisePgn(text);
        if (read.ok) {
          const again = new Chess();
          again.loadPgn(read.pgn);
          expect(again.history().length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
    const game = normalisePgn(
      '[White "Asha"]\n[Black "Ravi"]\n\n1. e4 e5 2. Nf3 {develops} Nc6 1-0',
    );
    expect(game.ok).toBe(true);
    if (game.ok) {
      expect(game.pgn).toContain('[White "Asha"]');
      expect(game.pgn).toContain("1. e4 e5 2. Nf3 {develops} Nc6 1-0");
    }
    expect(normalisePgn("1. e4 e5 2. Ke3")).toEqual({ ok: false, reason: "invalid" });
    expect(normalisePgn("<script>alert(1)</script>")).toEqual({ ok: false, reason: "invalid" });
    expect(normalisePgn("  \n ")).toEqual({ ok: false, reason: "empty" });
    expect(normalisePgn(`{${"a".repeat(PGN_LIMIT)}} 1. e4`)).toEqual({ ok: false, reason: "long" });

    const { db } = await connection;
    const made = await createTournament(
      {
        eventId: await tournamentEvent(db),
        system: "swiss",
        rounds: 3,
        seeding: "fide",
        registrationDeadline: new Date("2099-01-10T12:30:00Z"),
        entry: "anyone",
        tieBreaks: [],
      },
      ARBITER,
      db,
    );
    for (const name of ["A", "B", "C"]) await addWalkIn(made.id, { name }, ARBITER, db);
    const round = await pairNextRound(made.id, ARBITER, { db, initialColour: "w" });
    const games = await db
      .select()
      .from(tournamentGame)
      .where(eq(tournamentGame.roundId, round.id));
    const played = games.find((g) => g.blackId !== null);
    const bye = games.find((g) => g.blackId === null);
    if (!played || !bye || !game.ok) throw new Error("no game");
    expect(await saveGamePgn(round.id, bye.id, game.pgn, ARBITER, db)).toBe(false);
    expect(await saveGamePgn(round.id + 1000, played.id, game.pgn, ARBITER, db)).toBe(false);
    expect(await saveGamePgn(round.id, played.id, game.pgn, ARBITER, db)).toBe(true);
    const [stored] = await db
      .select({ pgn: tournamentGame.pgn })
      .from(tournamentGame)
      .where(eq(tournamentGame.id, played.id));
    expect(stored?.pgn).toBe(game.pgn);
  });

  it("reads a results form by code and refuses anything else", () => {
    expect(readResultsForm(formOf({ intent: "save", "result-4": "1/2", "was-4": "" }))).toEqual([
      { gameId: 4, result: "1/2", was: null },
    ]);
    expect(readResultsForm(formOf({ "result-4": "+-", "was-4": "1-0", "result-5": "--" }))).toEqual(
      [
        { gameId: 4, result: "+-", was: "1-0" },
        { gameId: 5, result: "--", was: null },
      ],
    );
    expect(readResultsForm(formOf({ "result-4": "1:0" }))).toBeNull();
    expect(readResultsForm(formOf({ "result-4": "1-0", "was-4": "2-0" }))).toBeNull();
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 5 })), (d) => {
        const read = readResultsForm(formOf(d));
        expect(read === null || Array.isArray(read)).toBe(true);
      }),
    );
  });

  it("keeps both results when two screens enter one game at once: the stale tap changes nothing", async () => {
    const { db } = await connection;
    const made = await createTournament(
      {
        eventId: await tournamentEvent(db),
        system: "swiss",
        rounds: 3,
        seeding: "fide",
        registrationDeadline: new Date("2099-01-10T12:30:00Z"),
        entry: "anyone",
        tieBreaks: [],
      },
      ARBITER,
      db,
    );
    for (const name of ["A", "B"]) await addWalkIn(made.id, { name }, ARBITER, db);
    const round = await pairNextRound(made.id, ARBITER, { db, initialColour: "w" });
    await publishRound(round.id, db);
    const [game] = await db
      .select()
      .from(tournamentGame)
      .where(eq(tournamentGame.roundId, round.id));
    if (!game) throw new Error("no game");
    // Both screens showed no result; the first saves 1-0, the second (stale) ½-½.
    expect(await enterResult(game.id, "1-0", "first@example.test", db, { was: null })).toBe(true);
    expect(await enterResult(game.id, "1/2", "second@example.test", db, { was: null })).toBe(false);
    // Seeing 1-0 now, the second corrects it.
    expect(await enterResult(game.id, "1/2", "second@example.test", db, { was: "1-0" })).toBe(true);
    const history = await db
      .select()
      .from(tournamentResultChange)
      .where(eq(tournamentResultChange.gameId, game.id))
      .orderBy(tournamentResultChange.id);
    expect(history.map((h) => [h.oldResult, h.newResult, h.changedBy])).toEqual([
      [null, "1-0", "first@example.test"],
      ["1-0", "1/2", "second@example.test"],
    ]);
  });
});
