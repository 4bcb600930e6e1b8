import type { Colour } from "~/lib/tournament/swiss";

/**
 * A tournament's results as the standings, the tie-breaks (app/lib/tournament/tiebreaks.ts) and
 * the report file (app/lib/tournament/trf.ts) read them (docs/decisions/tournaments.md "Results").
 * Points are integer half-points: a win 2, a draw 1, a loss 0, so no float ever holds a score.
 */

/** Half-points of a win and of a draw. */
export const WIN = 2;
export const DRAW = 1;

/**
 * A game's result, White's first: "1-0", "1/2", "0-1" played over the board; "+-" and "-+" a win
 * by forfeit (the loser did not play); "--" both forfeited.
 */
export const GAME_RESULTS = ["1-0", "1/2", "0-1", "+-", "-+", "--"] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** A game of a round: start numbers and result. */
export type Game = { white: number; black: number; result: GameResult };

/**
 * A round without an opponent: "pab" the pairing-allocated bye (C.04.1 c: the tournament's bye
 * points); "full", "half", "zero" a bye the player asked for or was given, worth 1, ½ or 0.
 */
export const BYE_KINDS = ["pab", "full", "half", "zero"] as const;
export type ByeKind = (typeof BYE_KINDS)[number];

/** One round's results. A player in neither list was absent (not paired, 0 points). */
export type RoundResults = {
  games: readonly Game[];
  byes: readonly { player: number; kind: ByeKind }[];
};

/** A finished (or running) tournament's results. */
export type TournamentResults = {
  /** Start numbers of every player. */
  players: readonly number[];
  /** Rounds played so far, round 1 first. */
  rounds: readonly RoundResults[];
  /** Half-points of a pairing-allocated bye: 2 (a win) unless the tournament's rules say less. */
  byePoints?: number;
  /** An all-play-all: direct encounter counts every tied player as met; no dummy opponents. */
  roundRobin?: boolean;
};

/** One player's round. */
export type PlayerRound =
  | { kind: "game"; opponent: number; colour: Colour; points: number }
  | { kind: "forfeit"; opponent: number; colour: Colour; points: number }
  | { kind: "pab"; points: number }
  | { kind: "bye"; bye: "full" | "half" | "zero"; points: number }
  | { kind: "absent"; points: 0 };

const BYE_POINTS = { full: WIN, half: DRAW, zero: 0 } as const;

/** Half-points for White and Black of a result. */
export function resultPoints(result: GameResult): [number, number] {
  switch (result) {
    case "1-0":
    case "+-":
      return [WIN, 0];
    case "0-1":
    case "-+":
      return [0, WIN];
    case "1/2":
      return [DRAW, DRAW];
    case "--":
      return [0, 0];
  }
}

/**
 * Every player's rounds, round 1 first.
 * @returns start number → one entry per round played so far
 * @throws RangeError for a start number not in `players`, or a player twice in one round
 */
export function playerRounds(t: TournamentResults): Map<number, PlayerRound[]> {
  const out = new Map<number, PlayerRound[]>(t.players.map((id) => [id, []]));
  const byePoints = t.byePoints ?? WIN;
  t.rounds.forEach((round, index) => {
    const seen = new Set<number>();
    const put = (id: number, entry: PlayerRound) => {
      const list = out.get(id);
      if (!list) throw new RangeError(`round ${index + 1}: ${id} is not a player`);
      if (seen.has(id)) throw new RangeError(`round ${index + 1}: ${id} appears twice`);
      seen.add(id);
      list.push(entry);
    };
    for (const game of round.games) {
      const [w, b] = resultPoints(game.result);
      const kind = game.result === "1-0" || game.result === "0-1" || game.result === "1/2";
      put(game.white, {
        kind: kind ? "game" : "forfeit",
        opponent: game.black,
        colour: "w",
        points: w,
      });
      put(game.black, {
        kind: kind ? "game" : "forfeit",
        opponent: game.white,
        colour: "b",
        points: b,
      });
    }
    for (const { player, kind } of round.byes) {
      put(
        player,
        kind === "pab"
          ? { kind: "pab", points: byePoints }
          : { kind: "bye", bye: kind, points: BYE_POINTS[kind] },
      );
    }
    for (const [id, list] of out) {
      if (!seen.has(id)) list.push({ kind: "absent", points: 0 });
    }
  });
  return out;
}

/** A player's points, half-points: the sum of their rounds. */
export function totalPoints(rounds: readonly PlayerRound[]): number {
  return rounds.reduce((sum, r) => sum + r.points, 0);
}
