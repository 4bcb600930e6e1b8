import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { GAME_RESULTS, type GameResult } from "~/lib/tournament/results";
import {
  MAX_ROUND_ROBIN_PLAYERS,
  MIN_ROUND_ROBIN_PLAYERS,
  roundRobinSchedule,
} from "~/lib/tournament/round-robin";
import {
  type Colour,
  checkPairing,
  type PairingProblem,
  pairSwissRound,
} from "~/lib/tournament/swiss";
import { type Db, getDb } from "~/server/db/db.server";
import {
  tournament,
  tournamentGame,
  tournamentPlayer,
  tournamentResultChange,
  tournamentRound,
} from "~/server/schema";
import {
  isComplete,
  loadTournament,
  type PlayerRow,
  swissField,
  TournamentRefusal,
} from "~/server/tournaments/tournament-state.server";

/**
 * Rounds and results (docs/decisions/tournaments.md "Data"): pairing the next round from the
 * stored results (round robin by the Berger tables, Swiss by app/lib/tournament/swiss.ts), stored
 * unpublished; swapping two players of an unpublished round, with what the swap breaks; publishing;
 * entering a result. Pairing and swapping lock the tournament row, so two arbiters pairing at
 * once make one round; a result shares that lock and locks its game row, so of two entries at once
 * both are kept in the history, one after the other, and no round is paired meanwhile.
 */

/** A game of a paired round, by player ids; `blackId` null: the bye (or sitting out). */
type NewGame = {
  board: number;
  whiteId: number;
  blackId: number | null;
  result: GameResult | null;
};

/**
 * Start numbers for round 1: every player not withdrawn, by rating (unrated last), then name,
 * then registration order.
 */
function seedOrder(players: readonly PlayerRow[]): PlayerRow[] {
  return players
    .filter((p) => p.withdrawnAt === null)
    .sort(
      (a, b) =>
        (b.rating ?? -1) - (a.rating ?? -1) ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        a.id - b.id,
    );
}

/**
 * Pairs the next round and stores it unpublished. Round 1 first gives the start numbers. A round
 * robin takes the round from the Berger table of its players (a game with a player withdrawn since
 * is stored as a forfeit win for the other); a Swiss pairs the players not withdrawn from the
 * results so far.
 * @param options.initialColour round 1 of a Swiss: the top player's colour, by default drawn by
 *   lot here
 * @returns the round's id and number
 * @throws TournamentRefusal "not-found"; "incomplete" (the last round not published, or a result
 *   missing); "finished" (every round paired); "too-few" / "too-many" (round 1: a Swiss needs 2
 *   players, a round robin 3 to 16); "no-pairing" (no Swiss pairing keeps FIDE's absolute
 *   criteria: the arbiter decides)
 */
export async function pairNextRound(
  tournamentId: number,
  actor: string,
  options: { initialColour?: Colour; db?: Db } = {},
): Promise<{ id: number; number: number }> {
  const conn = options.db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const state = await loadTournament(tx, tournamentId, true);
    const t = state.tournament;
    const last = state.rounds.at(-1);
    if (last && !isComplete(state, last)) throw new TournamentRefusal("incomplete");
    const number = state.rounds.length + 1;

    if (number === 1) {
      const order = seedOrder(state.players);
      const fewest = t.system === "swiss" ? 2 : MIN_ROUND_ROBIN_PLAYERS;
      if (order.length < fewest) throw new TournamentRefusal("too-few");
      if (t.system !== "swiss" && order.length > MAX_ROUND_ROBIN_PLAYERS) {
        throw new TournamentRefusal("too-many");
      }
      for (const [index, p] of order.entries()) {
        await tx
          .update(tournamentPlayer)
          .set({ seed: index + 1 })
          .where(eq(tournamentPlayer.id, p.id));
        p.seed = index + 1;
      }
    }
    const seeded = state.players.filter((p) => p.seed !== null);
    const bySeed = new Map(seeded.map((p) => [p.seed as number, p]));
    const idOf = (seed: number) => (bySeed.get(seed) as PlayerRow).id;

    let games: NewGame[];
    /** The seed of the player without an opponent this round (a bye), if any. */
    let bye: number | null;
    if (t.system === "swiss") {
      if (number > (t.rounds ?? 0)) throw new TournamentRefusal("finished");
      const field = swissField(
        state,
        state.rounds,
        seeded.filter((p) => p.withdrawnAt === null),
      );
      const round = pairSwissRound(field, {
        initialColour: options.initialColour ?? (randomInt(2) === 0 ? "w" : "b"),
      });
      if (!round) throw new TournamentRefusal("no-pairing");
      games = round.pairings.map((g) => ({
        board: g.board,
        whiteId: idOf(g.white),
        blackId: idOf(g.black),
        result: null,
      }));
      bye = round.bye;
    } else {
      const schedule = roundRobinSchedule(seeded.length, {
        double: t.system === "double_round_robin",
      });
      const round = schedule[number - 1];
      if (!round) throw new TournamentRefusal("finished");
      const gone = (seed: number) => bySeed.get(seed)?.withdrawnAt !== null;
      games = round.games.map((g) => ({
        board: g.board,
        whiteId: idOf(g.white),
        blackId: idOf(g.black),
        result:
          gone(g.white) && gone(g.black)
            ? "--"
            : gone(g.white)
              ? "-+"
              : gone(g.black)
                ? "+-"
                : null,
      }));
      bye = round.bye;
    }
    if (bye !== null) {
      games.push({ board: games.length + 1, whiteId: idOf(bye), blackId: null, result: null });
    }

    const [made] = await tx
      .insert(tournamentRound)
      .values({ tournamentId, number, pairedBy: actor })
      .returning({ id: tournamentRound.id });
    const roundId = made?.id as number;
    if (games.length > 0) {
      await tx
        .insert(tournamentGame)
        .values(games.map((g) => ({ ...g, tournamentId, roundId, updatedBy: actor })));
    }
    return { id: roundId, number };
  });
}

/**
 * Swaps two players of an unpublished round (their places: board and colour, or the bye) and says
 * what the round now breaks of FIDE's absolute criteria (`checkPairing`; start numbers in the
 * messages, player ids in `players`). A warning does not stop the swap: the arbiter decides.
 * @returns the problems of the round after the swap (empty: none)
 * @throws TournamentRefusal "not-found" (no such round, or a player not in it), "published"
 */
export async function swapPlayers(
  roundId: number,
  playerA: number,
  playerB: number,
  actor: string,
  db?: Db,
): Promise<PairingProblem[]> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const [round] = await tx.select().from(tournamentRound).where(eq(tournamentRound.id, roundId));
    if (!round) throw new TournamentRefusal("not-found");
    const state = await loadTournament(tx, round.tournamentId, true);
    const current = state.rounds.find((r) => r.id === roundId);
    if (!current) throw new TournamentRefusal("not-found");
    if (current.publishedAt !== null) throw new TournamentRefusal("published");
    const games = state.games.filter((g) => g.roundId === roundId);
    const swap = (id: number) => (id === playerA ? playerB : id === playerB ? playerA : id);
    const touched = games.filter((g) =>
      [g.whiteId, g.blackId].some((id) => id === playerA || id === playerB),
    );
    const found = new Set(touched.flatMap((g) => [g.whiteId, g.blackId]));
    if (playerA === playerB || !found.has(playerA) || !found.has(playerB)) {
      throw new TournamentRefusal("not-found");
    }
    const now = new Date();
    for (const g of touched) {
      g.whiteId = swap(g.whiteId);
      g.blackId = g.blackId === null ? null : swap(g.blackId);
      await tx
        .update(tournamentGame)
        .set({ whiteId: g.whiteId, blackId: g.blackId, updatedAt: now, updatedBy: actor })
        .where(eq(tournamentGame.id, g.id));
    }
    const before = state.rounds.filter((r) => r.number < current.number);
    const inRound = new Set(games.flatMap((g) => [g.whiteId, g.blackId]));
    const field = swissField(
      state,
      before,
      state.players.filter((p) => inRound.has(p.id)),
    );
    if (state.tournament.system === "double_round_robin") {
      // The second cycle meets everyone again: a rematch is the schedule, not a problem.
      for (const p of field) p.opponents = [];
    }
    const seedOf = new Map(state.players.map((p) => [p.id, p.seed as number]));
    const idOfSeed = new Map(state.players.map((p) => [p.seed as number, p.id]));
    const problems = checkPairing(field, {
      pairings: games.flatMap((g) =>
        g.blackId === null
          ? []
          : [{ white: seedOf.get(g.whiteId) as number, black: seedOf.get(g.blackId) as number }],
      ),
      bye: (() => {
        const bye = games.find((g) => g.blackId === null);
        return bye ? (seedOf.get(bye.whiteId) as number) : null;
      })(),
    });
    return problems.map((p) => ({ ...p, players: p.players.map((s) => idOfSeed.get(s) ?? s) }));
  });
}

/**
 * Publishes a paired round: its pairings become the players' to see, and results can be entered.
 * @throws TournamentRefusal "not-found", "published" (already)
 */
export async function publishRound(roundId: number, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  const changed = await conn
    .update(tournamentRound)
    .set({ publishedAt: new Date() })
    .where(and(eq(tournamentRound.id, roundId), isNull(tournamentRound.publishedAt)))
    .returning({ id: tournamentRound.id });
  if (changed.length > 0) return;
  const [found] = await conn
    .select({ id: tournamentRound.id })
    .from(tournamentRound)
    .where(eq(tournamentRound.id, roundId));
  throw new TournamentRefusal(found ? "published" : "not-found");
}

/**
 * Enters (or corrects, or clears with null) a game's result. The game row is locked for the
 * change, and every change is kept in tournament_result_change (old, new, who, when): of two
 * people entering at once, the second waits and its history row starts from the first's result.
 * The same result again changes nothing. With `expected`, the result the entering screen showed
 * before: when the game has another result by now (someone else entered it meanwhile), nothing is
 * changed and false returned, so a tap never overwrites a result its sender had not seen.
 * @returns whether the result changed
 * @throws TournamentRefusal "invalid" (not a result code), "not-found", "bye" (a bye has no
 *   result), "not-published" (the round is not published yet)
 */
export async function enterResult(
  gameId: number,
  result: GameResult | null,
  actor: string,
  db?: Db,
  expected?: { was: GameResult | null },
): Promise<boolean> {
  if (result !== null && !GAME_RESULTS.includes(result)) throw new TournamentRefusal("invalid");
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    // The tournament row first, shared: results in one tournament go on side by side, but never
    // while a round is paired or swapped (which lock it for update), so a pairing never reads a
    // round as complete while one of its results is being cleared. Then the game row, exclusive.
    const [of] = await tx
      .select({ tournamentId: tournamentGame.tournamentId })
      .from(tournamentGame)
      .where(eq(tournamentGame.id, gameId));
    if (!of) throw new TournamentRefusal("not-found");
    await tx
      .select({ id: tournament.id })
      .from(tournament)
      .where(eq(tournament.id, of.tournamentId))
      .for("share");
    const [game] = await tx
      .select()
      .from(tournamentGame)
      .where(eq(tournamentGame.id, gameId))
      .for("update");
    if (!game) throw new TournamentRefusal("not-found");
    if (game.blackId === null) throw new TournamentRefusal("bye");
    const [round] = await tx
      .select({ publishedAt: tournamentRound.publishedAt })
      .from(tournamentRound)
      .where(eq(tournamentRound.id, game.roundId));
    if (!round?.publishedAt) throw new TournamentRefusal("not-published");
    if (game.result === result) return false;
    if (expected && game.result !== expected.was) return false;
    const now = new Date();
    await tx
      .update(tournamentGame)
      .set({ result, updatedAt: now, updatedBy: actor })
      .where(eq(tournamentGame.id, gameId));
    await tx.insert(tournamentResultChange).values({
      gameId,
      oldResult: game.result,
      newResult: result,
      changedAt: now,
      changedBy: actor,
    });
    return true;
  });
}
