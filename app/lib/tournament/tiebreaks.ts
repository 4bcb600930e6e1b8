import {
  DRAW,
  type PlayerRound,
  playerRounds,
  type TournamentResults,
  totalPoints,
  WIN,
} from "~/lib/tournament/results";

/**
 * Standings and tie-breaks by FIDE's Tie-Break Regulations (Handbook C.07, the 2023 edition;
 * docs/decisions/tournaments.md "Tie-breaks"), including their handling of unplayed rounds
 * (Article 16), following FIDE's Technical Commission's reference implementation (TieBreakServer)
 * where the text leaves a choice, and tested on the Commission's 2024 tie-break exercise. Pure and
 * integer-only: points
 * are half-points, Buchholz is in half-points, Sonneborn-Berger in quarter-points (a half-point
 * score times a half-point result).
 */

/**
 * The tie-breaks the arbiter can order: Buchholz Cut-1, Buchholz, Sonneborn-Berger, direct
 * encounter, number of wins (WIN: rounds won, with or without playing) and games won over the
 * board (WON).
 */
export const TIE_BREAKS = ["BH-C1", "BH", "SB", "DE", "WIN", "WON"] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

/**
 * A voluntarily unplayed round (Art. 16): one the player chose not to play or lost without
 * playing — a half-point or zero-point bye, a forfeit loss, absence. A pairing-allocated bye, a
 * full-point bye and a win by forfeit are not.
 */
export function isVoluntarilyUnplayed(r: PlayerRound): boolean {
  return (
    r.kind === "absent" ||
    (r.kind === "forfeit" && r.points < WIN) ||
    (r.kind === "bye" && r.bye !== "full")
  );
}

/**
 * A player's score as their opponents' tie-breaks count it (Art. 16.3), half-points: the points
 * scored, except that voluntarily unplayed rounds without an opponent after the player's last
 * round in which they were available to play (a withdrawal, byes to the end) count as draws. In a
 * round robin, the points scored.
 */
export function adjustedScore(rounds: readonly PlayerRound[], roundRobin = false): number {
  if (roundRobin) return totalPoints(rounds);
  const lastAvailable = rounds.findLastIndex((r) => !isVoluntarilyUnplayed(r));
  return rounds.reduce((sum, r, i) => {
    const counted = i <= lastAvailable || r.kind === "game" || r.kind === "forfeit";
    return sum + (counted ? r.points : DRAW);
  }, 0);
}

/** What one round adds to a player's Buchholz: the (adjusted or dummy) opponent's score. */
type Part = { value: number; result: number; voluntary: boolean };

/**
 * The opponents' scores a player's Buchholz and Sonneborn-Berger add up, one per round: a game
 * played over the board counts its opponent's adjusted score; every other round — a bye, a
 * forfeit either way, absence — counts a dummy opponent with the player's own score (Art. 16).
 * In a round robin, rounds without an opponent count nothing and a forfeit counts 0.
 */
function parts(t: Context, id: number): Part[] {
  const rounds = t.rounds.get(id) ?? [];
  const own = totalPoints(rounds);
  const out: Part[] = [];
  for (const r of rounds) {
    const voluntary = isVoluntarilyUnplayed(r);
    if (r.kind === "game") {
      out.push({ value: t.adjusted.get(r.opponent) ?? 0, result: r.points, voluntary: false });
    } else if (!t.roundRobin) {
      out.push({ value: own, result: r.points, voluntary });
    } else if (r.kind === "forfeit") {
      out.push({ value: 0, result: r.points, voluntary });
    }
  }
  return out;
}

/** The results read once for every tie-break. */
type Context = {
  rounds: Map<number, PlayerRound[]>;
  adjusted: Map<number, number>;
  roundRobin: boolean;
};

function context(t: TournamentResults): Context {
  const rounds = playerRounds(t);
  const roundRobin = t.roundRobin ?? false;
  const adjusted = new Map([...rounds].map(([id, r]) => [id, adjustedScore(r, roundRobin)]));
  return { rounds, adjusted, roundRobin };
}

/**
 * Buchholz (Art. 8.1), half-points: the sum of the opponents' scores, unplayed rounds as in
 * {@link parts}. With `cut` 1 (Buchholz Cut-1) the least significant value is left out — and,
 * as the 2023 rules for modifiers say, a voluntarily unplayed round's value before any other,
 * however high.
 */
export function buchholz(t: TournamentResults, id: number, cut: 0 | 1 = 0): number {
  return buchholzIn(context(t), id, cut);
}

function buchholzIn(t: Context, id: number, cut: 0 | 1): number {
  const list = parts(t, id);
  const sum = list.reduce((s, p) => s + p.value, 0);
  if (cut === 0 || list.length === 0) return sum;
  const voluntary = list.filter((p) => p.voluntary);
  const cutFrom = voluntary.length > 0 ? voluntary : list;
  return sum - Math.min(...cutFrom.map((p) => p.value));
}

/**
 * Sonneborn-Berger, quarter-points: for each round, the (adjusted or dummy, as for Buchholz)
 * opponent's score times the points the player scored in that round.
 */
export function sonnebornBerger(t: TournamentResults, id: number): number {
  return sonnebornBergerIn(context(t), id);
}

function sonnebornBergerIn(t: Context, id: number): number {
  return parts(t, id).reduce((s, p) => s + p.value * p.result, 0);
}

/**
 * Number of wins (WIN): rounds in which the player scored as many points as a win, with or
 * without playing — games and forfeits won, a full-point bye, a pairing-allocated bye worth a win.
 */
export function wins(t: TournamentResults, id: number): number {
  return tieBreakValue(context(t), "WIN", id);
}

/** Games won over the board (WON): wins by forfeit and byes left out. */
export function gamesWon(t: TournamentResults, id: number): number {
  return tieBreakValue(context(t), "WON", id);
}

/**
 * Direct encounter (Art. 6) among tied players: ranks, 1 the best, shared by players it cannot
 * separate. Counts the points each scored in games played over the board against the others of
 * the group (forfeits left out). When all have met each other (always in a round robin), the
 * points rank them. When not, a player is ranked above the rest only if their points exceed what
 * every player below could reach by winning all their unplayed encounters; the rest stay tied.
 * Each group still tied after a pass is ranked again among itself, as long as that separates more.
 * @param group start numbers of the tied players
 * @returns start number → rank within the group
 */
export function directEncounter(
  t: TournamentResults,
  group: readonly number[],
): Map<number, number> {
  return directEncounterIn(context(t), group);
}

function directEncounterIn(t: Context, group: readonly number[]): Map<number, number> {
  const ranks = new Map<number, number>();
  const refine = (ids: readonly number[], base: number) => {
    const offsets = encounterPass(t, ids);
    for (const id of ids) ranks.set(id, base + (offsets.get(id) ?? 0));
    const bySlot = new Map<number, number[]>();
    for (const id of ids) {
      const slot = offsets.get(id) ?? 0;
      bySlot.set(slot, [...(bySlot.get(slot) ?? []), id]);
    }
    for (const [slot, tied] of bySlot) {
      if (tied.length > 1 && tied.length < ids.length) refine(tied, base + slot);
    }
  };
  refine(group, 1);
  return ranks;
}

/** One pass of direct encounter: each player's place (0-based, shared) within `ids`. */
function encounterPass(t: Context, ids: readonly number[]): Map<number, number> {
  const members = new Set(ids);
  const stats = ids.map((id) => {
    let points = 0;
    const met = new Set<number>();
    for (const r of t.rounds.get(id) ?? []) {
      if (r.kind === "game" && members.has(r.opponent)) {
        points += r.points;
        met.add(r.opponent);
      }
    }
    const unmet = ids.length - 1 - met.size;
    return { id, points, most: points + unmet * WIN, allMet: unmet === 0 };
  });
  const offsets = new Map<number, number>();
  if (t.roundRobin || stats.every((s) => s.allMet)) {
    stats.sort((a, b) => b.points - a.points || a.id - b.id);
    stats.forEach((s, i) => {
      const previous = stats[i - 1];
      offsets.set(
        s.id,
        previous && previous.points === s.points ? (offsets.get(previous.id) ?? 0) : i,
      );
    });
    return offsets;
  }
  stats.sort((a, b) => b.points - a.points || b.most - a.most || a.id - b.id);
  let separating = true;
  stats.forEach((s, i) => {
    const previous = stats[i - 1];
    if (!previous) {
      offsets.set(s.id, 0);
      return;
    }
    const bestBelow = Math.max(...stats.slice(i).map((x) => x.most));
    if (separating && previous.points > bestBelow) {
      offsets.set(s.id, i);
    } else {
      separating = false;
      offsets.set(s.id, offsets.get(previous.id) ?? 0);
    }
  });
  return offsets;
}

/** A line of the standings. */
export type StandingRow = {
  /** Start number. */
  id: number;
  /** Place, 1 the first; players the points and every tie-break leave level share it. */
  rank: number;
  /** Points, half-points. */
  points: number;
  /**
   * One value per tie-break asked for, in that order: BH and BH-C1 in half-points, SB in
   * quarter-points, WIN and WON counts, DE the rank within the players tied when it was applied
   * (1 the best; null for a player no longer tied then).
   */
  tieBreaks: (number | null)[];
};

/**
 * The standings (C.07): points first, then each tie-break in the order the arbiter chose, each
 * applied only among players still level; players level on everything share a place and are
 * listed by start number.
 * @param order the tie-breaks, most significant first
 */
export function standings(t: TournamentResults, order: readonly TieBreak[]): StandingRow[] {
  const ctx = context(t);
  const points = new Map([...ctx.rounds].map(([id, r]) => [id, totalPoints(r)]));
  const values = new Map<number, (number | null)[]>(t.players.map((id) => [id, []]));
  let groups: number[][] = splitBy(
    [...t.players].sort((a, b) => a - b),
    (id) => points.get(id) ?? 0,
  );
  for (const tieBreak of order) {
    const next: number[][] = [];
    for (const group of groups) {
      let value: (id: number) => number;
      let shown: (id: number) => number | null;
      if (tieBreak === "DE") {
        const ranks = group.length > 1 ? directEncounterIn(ctx, group) : new Map<number, number>();
        value = (id) => -(ranks.get(id) ?? 1);
        shown = (id) => (group.length > 1 ? (ranks.get(id) ?? null) : null);
      } else {
        value = (id) => tieBreakValue(ctx, tieBreak, id);
        shown = value;
      }
      for (const id of group) values.get(id)?.push(shown(id));
      next.push(...splitBy(group, value));
    }
    groups = next;
  }
  const rows: StandingRow[] = [];
  for (const group of groups) {
    const rank = rows.length + 1;
    for (const id of group) {
      rows.push({ id, rank, points: points.get(id) ?? 0, tieBreaks: values.get(id) ?? [] });
    }
  }
  return rows;
}

/** A numeric tie-break of one player (not DE), higher better. */
function tieBreakValue(t: Context, tieBreak: Exclude<TieBreak, "DE">, id: number): number {
  const rounds = t.rounds.get(id) ?? [];
  switch (tieBreak) {
    case "BH":
      return buchholzIn(t, id, 0);
    case "BH-C1":
      return buchholzIn(t, id, 1);
    case "SB":
      return sonnebornBergerIn(t, id);
    case "WIN":
      return rounds.filter((r) => r.points === WIN).length;
    case "WON":
      return rounds.filter((r) => r.kind === "game" && r.points === WIN).length;
  }
}

/** Split ids (in their order) into groups of equal value, the highest value first. */
function splitBy(ids: readonly number[], value: (id: number) => number): number[][] {
  const byValue = new Map<number, number[]>();
  for (const id of ids) {
    const v = value(id);
    byValue.set(v, [...(byValue.get(v) ?? []), id]);
  }
  return [...byValue.entries()].sort((a, b) => b[0] - a[0]).map(([, group]) => group);
}
