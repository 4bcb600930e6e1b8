import { asc, eq } from "drizzle-orm";
import {
  type PlayerRound,
  playerRounds,
  type RoundResults,
  type TournamentResults,
  totalPoints,
  WIN,
} from "~/lib/tournament/results";
import type { SwissPlayer } from "~/lib/tournament/swiss";
import type { Db } from "~/server/db/db.server";
import { tournament, tournamentGame, tournamentPlayer, tournamentRound } from "~/server/schema";

/**
 * A tournament as the pure core reads it (app/lib/tournament/): its rows loaded in one place, and
 * the results, Swiss field and start numbers made from them. Players are known to the core by
 * their start number (`seed`), given when round 1 is paired; the database's ids stay here.
 */

/** A transaction (or the database) to read and write in. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** Why a tournament change was refused. */
export class TournamentRefusal extends Error {
  constructor(
    readonly reason:
      | "not-found"
      | "invalid"
      | "twice"
      | "closed"
      | "not-yours"
      | "students-only"
      | "too-few"
      | "too-many"
      | "incomplete"
      | "finished"
      | "no-pairing"
      | "published"
      | "not-published"
      | "bye",
  ) {
    super(reason);
  }
}

export type TournamentRow = typeof tournament.$inferSelect;
export type PlayerRow = typeof tournamentPlayer.$inferSelect;

/**
 * Whether a player is a walk-in the arbiter added by name: no student, and registered by the
 * arbiter's e-mail (a family registers by its account id). A deleted student's player has no
 * student either, but stays a child's name (docs/decisions/tournaments.md "Names").
 */
export function isWalkIn(p: Pick<PlayerRow, "studentId" | "registeredBy">): boolean {
  return p.studentId === null && p.registeredBy.includes("@");
}
export type RoundRow = typeof tournamentRound.$inferSelect;
export type GameRow = typeof tournamentGame.$inferSelect;

/** Everything of one tournament: players by id, rounds by number, games by round then board. */
export type TournamentState = {
  tournament: TournamentRow;
  players: PlayerRow[];
  rounds: RoundRow[];
  games: GameRow[];
};

/**
 * Reads a tournament's rows.
 * @param lock true: locks the tournament row first (for update), so pairing, registering and
 *   publishing in one tournament are taken one after the other
 * @throws TournamentRefusal "not-found"
 */
export async function loadTournament(
  tx: Tx,
  tournamentId: number,
  lock = false,
): Promise<TournamentState> {
  const query = tx.select().from(tournament).where(eq(tournament.id, tournamentId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new TournamentRefusal("not-found");
  const [players, rounds, games] = await Promise.all([
    tx
      .select()
      .from(tournamentPlayer)
      .where(eq(tournamentPlayer.tournamentId, tournamentId))
      .orderBy(asc(tournamentPlayer.id)),
    tx
      .select()
      .from(tournamentRound)
      .where(eq(tournamentRound.tournamentId, tournamentId))
      .orderBy(asc(tournamentRound.number)),
    tx
      .select()
      .from(tournamentGame)
      .where(eq(tournamentGame.tournamentId, tournamentId))
      .orderBy(asc(tournamentGame.roundId), asc(tournamentGame.board)),
  ]);
  return { tournament: row, players, rounds, games };
}

const isRoundRobin = (t: TournamentRow) => t.system !== "swiss";

/** A round is complete when it is published and every game (not a bye) has its result. */
export function isComplete(state: TournamentState, round: RoundRow): boolean {
  return (
    round.publishedAt !== null &&
    state.games.every((g) => g.roundId !== round.id || g.blackId === null || g.result !== null)
  );
}

/** The rounds from round 1 up to the first one not complete. */
export function completeRounds(state: TournamentState): RoundRow[] {
  const done: RoundRow[] = [];
  for (const round of state.rounds) {
    if (!isComplete(state, round)) break;
    done.push(round);
  }
  return done;
}

/**
 * The results of `rounds` by start number: a game with its result, a Swiss bye as the
 * pairing-allocated bye; a round robin's player sitting out, and a game without a result yet, as
 * no entry (absent, 0).
 */
export function resultsOf(state: TournamentState, rounds: readonly RoundRow[]): TournamentResults {
  const seedOf = new Map(state.players.map((p) => [p.id, p.seed]));
  const seed = (id: number) => {
    const s = seedOf.get(id);
    if (s === null || s === undefined) throw new Error(`player ${id} has no start number`);
    return s;
  };
  const roundRobin = isRoundRobin(state.tournament);
  const out: RoundResults[] = rounds.map((round) => {
    const games = state.games.filter((g) => g.roundId === round.id);
    return {
      games: games.flatMap((g) =>
        g.blackId !== null && g.result !== null
          ? [{ white: seed(g.whiteId), black: seed(g.blackId), result: g.result }]
          : [],
      ),
      byes: roundRobin
        ? []
        : games
            .filter((g) => g.blackId === null)
            .map((g) => ({ player: seed(g.whiteId), kind: "pab" as const })),
    };
  });
  return {
    players: state.players.flatMap((p) => (p.seed === null ? [] : [p.seed])),
    rounds: out,
    roundRobin,
  };
}

/**
 * The Swiss field (app/lib/tournament/swiss.ts) after `rounds`: each player's score, colours,
 * the opponents met over the board (a forfeited pairing may be made again) and whether they had
 * the bye or a win without play. Ids are start numbers.
 * @param who the players to include (by default every player with a start number)
 */
export function swissField(
  state: TournamentState,
  rounds: readonly RoundRow[],
  who: readonly PlayerRow[] = state.players.filter((p) => p.seed !== null),
): SwissPlayer[] {
  const played = playerRounds(resultsOf(state, rounds));
  return who.map((p) => {
    const seed = p.seed as number;
    const list: PlayerRound[] = played.get(seed) ?? [];
    return {
      id: seed,
      rank: seed,
      score: totalPoints(list),
      colours: list.map((r) => (r.kind === "game" ? r.colour : null)),
      opponents: list.flatMap((r) => (r.kind === "game" ? [r.opponent] : [])),
      hadBye: list.some(
        (r) =>
          r.kind === "pab" ||
          (r.kind === "bye" && r.bye === "full") ||
          (r.kind === "forfeit" && r.points === WIN),
      ),
    };
  });
}
