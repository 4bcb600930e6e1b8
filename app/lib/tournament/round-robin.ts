/**
 * Round-robin pairings by FIDE's Berger tables (FIDE Handbook C.05, General Regulations for
 * Competitions, Annex 1 "Berger Tables for Round-Robin Tournaments"; docs/decisions/tournaments.md
 * "Round robin"). Pure: players are start numbers 1…n, drawn by lot before the first round; the
 * tables say who meets whom in which round and with which colour.
 */

/** The fewest and most players the handbook's tables cover (3 or 4 players … 15 or 16 players). */
export const MIN_ROUND_ROBIN_PLAYERS = 3;
export const MAX_ROUND_ROBIN_PLAYERS = 16;

/** One game of a round: start numbers, the first named has White. */
export type RoundRobinGame = { board: number; white: number; black: number };

/** One round of a schedule: its games in the table's board order, and who has the bye (odd n). */
export type RoundRobinRound = { round: number; games: RoundRobinGame[]; bye: number | null };

/**
 * The Berger table for an even number of places, exactly as the handbook prints it: one list per
 * round of [white, black] pairs, the game of the last place (n) first. Built by the rule that
 * defines the tables: in round r the last place meets o = ((r − 1)·n/2 mod (n − 1)) + 1, o having
 * White in odd rounds and n in even ones, and on the following boards o + d (White) meets o − d
 * (Black), d = 1 … n/2 − 1, counted around 1 … n − 1.
 * @param places an even number from 4 to 16
 * @returns n − 1 rounds of n/2 pairs
 * @throws RangeError for an odd number or one outside 4–16
 */
export function bergerTable(places: number): [number, number][][] {
  if (!Number.isInteger(places) || places % 2 !== 0 || places < 4 || places > 16) {
    throw new RangeError(`Berger tables have an even number of places from 4 to 16, not ${places}`);
  }
  const n = places;
  const m = n - 1;
  /** A place counted around 1 … n − 1. */
  const around = (k: number) => ((((k - 1) % m) + m) % m) + 1;
  const rounds: [number, number][][] = [];
  for (let r = 1; r <= m; r++) {
    const o = (((r - 1) * (n / 2)) % m) + 1;
    const pairs: [number, number][] = [r % 2 === 1 ? [o, n] : [n, o]];
    for (let d = 1; d < n / 2; d++) pairs.push([around(o + d), around(o - d)]);
    rounds.push(pairs);
  }
  return rounds;
}

/** Options of a schedule. */
export type RoundRobinOptions = {
  /** Two cycles: the second repeats the first with colours reversed. */
  double?: boolean;
  /**
   * In a double round robin, play the first cycle's last two rounds in reverse order, as the
   * handbook recommends so that no player has the same colour three times running across the two
   * cycles. Default true; it changes nothing in a single round robin.
   */
  swapLastTwoRounds?: boolean;
};

/**
 * A round-robin schedule for `players` players by the Berger table of the next even size: with an
 * odd number the extra place n + 1 is the bye, and whoever meets it sits the round out (C.05
 * Annex 1). Boards keep the table's order, the bye's pair left out and the rest numbered from 1.
 * @param players the number of players, 3–16
 * @returns n − 1 rounds (n the even table size), twice as many for a double round robin
 * @throws RangeError for fewer than 3 or more than 16 players
 */
export function roundRobinSchedule(
  players: number,
  options: RoundRobinOptions = {},
): RoundRobinRound[] {
  if (
    !Number.isInteger(players) ||
    players < MIN_ROUND_ROBIN_PLAYERS ||
    players > MAX_ROUND_ROBIN_PLAYERS
  ) {
    throw new RangeError(`a round robin here has 3 to 16 players, not ${players}`);
  }
  const places = players % 2 === 0 ? players : players + 1;
  const cycle = bergerTable(places);
  const cycles: [number, number][][] = [];
  if (options.double) {
    const first = [...cycle];
    if (options.swapLastTwoRounds ?? true) {
      const last = first.length - 1;
      [first[last - 1], first[last]] = [first[last], first[last - 1]];
    }
    cycles.push(...first, ...cycle.map((pairs) => pairs.map(([w, b]): [number, number] => [b, w])));
  } else {
    cycles.push(...cycle);
  }
  return cycles.map((pairs, index) => {
    let bye: number | null = null;
    const games: RoundRobinGame[] = [];
    for (const [white, black] of pairs) {
      if (white > players) bye = black;
      else if (black > players) bye = white;
      else games.push({ board: games.length + 1, white, black });
    }
    return { round: index + 1, games, bye };
  });
}
