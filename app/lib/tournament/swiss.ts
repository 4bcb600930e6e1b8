import {
  MAX_MATCHING_WEIGHT,
  maxWeightMatching,
  type WeightedEdge,
} from "~/lib/tournament/matching";

/**
 * Swiss pairing of one round (docs/decisions/tournaments.md "Swiss pairing"): FIDE's Basic Rules
 * for Swiss Systems (Handbook C.04.1) and the Dutch system's absolute criteria (C.04.3, C1–C3) as
 * hard constraints, its score-group and colour rules as the weights of one maximum-weight matching
 * (app/lib/tournament/matching.ts), and the Dutch colour allocation (C.04.3 E). Pure: the caller
 * says who is in the field and what each has done; nothing here reads a database.
 *
 * Scores are integer half-points (a win is 2), so no float ever holds a score.
 */

/** A colour: White or Black. */
export type Colour = "w" | "b";

/** A player to pair, as the round before this one left them. */
export type SwissPlayer = {
  id: number;
  /** Pairing number: place in the initial order (rating, then title, then name), 1 the top. */
  rank: number;
  /** Points so far, half-points (2 = one point). */
  score: number;
  /**
   * Colour in each round so far (index 0 = round 1): "w", "b", or null for a round without a
   * game over the board (a bye, a forfeit, absence), which counts for no colour (C.04.3 A.6).
   */
  colours: readonly (Colour | null)[];
  /**
   * The players this one may not meet again (C1): everyone met over the board. FIDE's Dutch rules
   * have long let a pairing that was not played be made again; list such an opponent to forbid it.
   */
  opponents: readonly number[];
  /**
   * Had a pairing-allocated bye, a full-point bye, or a win by forfeit: may not get the
   * pairing-allocated bye again (C2; C.04.1.d).
   */
  hadBye: boolean;
};

/** A game of a round: ids, on boards numbered from 1. */
export type SwissPairing = { board: number; white: number; black: number };

/** A round's pairing: its games and who has the pairing-allocated bye (null in an even field). */
export type SwissRound = { pairings: SwissPairing[]; bye: number | null };

/** How strongly a player wants a colour (C.04.3 A.6), weakest first. */
export const PREFERENCE_STRENGTHS = ["none", "mild", "strong", "absolute"] as const;
export type PreferenceStrength = (typeof PREFERENCE_STRENGTHS)[number];

/** A colour preference: the colour wanted (null: none) and how strongly. */
export type ColourPreference = { colour: Colour | null; strength: PreferenceStrength };

/** The other colour. */
export function opposite(colour: Colour): Colour {
  return colour === "w" ? "b" : "w";
}

/** The colours of the games a player has played over the board, in order. */
function playedColours(colours: readonly (Colour | null)[]): Colour[] {
  return colours.filter((c): c is Colour => c !== null);
}

/**
 * A player's colour preference (C.04.3 A.6) from the colours of the games played over the board:
 * absolute when the colour difference (Whites − Blacks) is above +1 or below −1, or the last two
 * games had one colour; strong for a difference of ±1; mild (alternate from the last game) for 0;
 * none before a first game.
 */
export function colourPreference(colours: readonly (Colour | null)[]): ColourPreference {
  const played = playedColours(colours);
  const last = played.at(-1);
  if (last === undefined) return { colour: null, strength: "none" };
  const diff = played.reduce((d, c) => d + (c === "w" ? 1 : -1), 0);
  if (diff > 1) return { colour: "b", strength: "absolute" };
  if (diff < -1) return { colour: "w", strength: "absolute" };
  if (played.length >= 2 && played.at(-2) === last) {
    return { colour: opposite(last), strength: "absolute" };
  }
  if (diff === 1) return { colour: "b", strength: "strong" };
  if (diff === -1) return { colour: "w", strength: "strong" };
  return { colour: opposite(last), strength: "mild" };
}

/**
 * Whether giving a player `colour` this round keeps FIDE's colour rules (C.04.1 f and g; the
 * Dutch C3): no colour difference above +2 or below −2, no colour three times in a row (over the
 * games played over the board).
 */
export function colourAllowed(colours: readonly (Colour | null)[], colour: Colour): boolean {
  const played = playedColours(colours);
  const diff = played.reduce((d, c) => d + (c === "w" ? 1 : -1), 0) + (colour === "w" ? 1 : -1);
  if (diff > 2 || diff < -2) return false;
  return !(played.length >= 2 && played.at(-1) === colour && played.at(-2) === colour);
}

const strengthOf = (p: ColourPreference) => PREFERENCE_STRENGTHS.indexOf(p.strength);
const STRONG = PREFERENCE_STRENGTHS.indexOf("strong");

/** Higher in the standings first: more points, then the better pairing number (C.04.3 A.2). */
function byStanding(a: SwissPlayer, b: SwissPlayer): number {
  return b.score - a.score || a.rank - b.rank;
}

/**
 * The colours of a pair by the Dutch rules (C.04.3 E), `higher` being the higher-ranked (more
 * points, then better pairing number): a colour the colour rules forbid is never given (C3); then
 * E.1 both preferences; E.2 the stronger one; E.3 alternate from the latest round in which the
 * two had different colours; E.4 the higher-ranked player's preference; E.5 with no preferences,
 * the initial colour to a higher-ranked player with an odd pairing number, else the other colour.
 * @returns [white, black]
 */
export function allocateColours(
  higher: SwissPlayer,
  lower: SwissPlayer,
  initialColour: Colour = "w",
): [SwissPlayer, SwissPlayer] {
  const give = (colour: Colour): [SwissPlayer, SwissPlayer] =>
    colour === "w" ? [higher, lower] : [lower, higher];
  const higherWhite = colourAllowed(higher.colours, "w") && colourAllowed(lower.colours, "b");
  const higherBlack = colourAllowed(higher.colours, "b") && colourAllowed(lower.colours, "w");
  if (higherWhite !== higherBlack) return give(higherWhite ? "w" : "b");
  const ph = colourPreference(higher.colours);
  const pl = colourPreference(lower.colours);
  if (ph.colour && pl.colour && ph.colour !== pl.colour) return give(ph.colour);
  if (ph.colour && !pl.colour) return give(ph.colour);
  if (!ph.colour && pl.colour) return give(opposite(pl.colour));
  if (ph.colour && pl.colour) {
    if (strengthOf(ph) > strengthOf(pl)) return give(ph.colour);
    if (strengthOf(pl) > strengthOf(ph)) return give(opposite(pl.colour));
    const rounds = Math.min(higher.colours.length, lower.colours.length);
    for (let r = rounds - 1; r >= 0; r--) {
      const ch = higher.colours[r];
      const cl = lower.colours[r];
      if (ch && cl && ch !== cl) return give(opposite(ch));
    }
    return give(ph.colour);
  }
  return give(higher.rank % 2 === 1 ? initialColour : opposite(initialColour));
}

/** Whether two players may meet under the absolute criteria C1 (no rematch) and C3 (colours). */
export function mayMeet(a: SwissPlayer, b: SwissPlayer): boolean {
  if (a.id === b.id || a.opponents.includes(b.id) || b.opponents.includes(a.id)) return false;
  const aWhite = colourAllowed(a.colours, "w") && colourAllowed(b.colours, "b");
  const aBlack = colourAllowed(a.colours, "b") && colourAllowed(b.colours, "w");
  return aWhite || aBlack;
}

/** Options of a Swiss round. */
export type SwissOptions = {
  /** The colour drawn by lot for the top player of round 1 (C.04.3 E.5). Default White. */
  initialColour?: Colour;
};

/**
 * The pairing of one Swiss round (docs/decisions/tournaments.md "Swiss pairing").
 *
 * The bye (an odd field) goes to the lowest-ranked player of the lowest score group who has not
 * had one (C2), the next one up when the rest cannot then be paired. The rest are paired by one
 * maximum-weight matching of the most games, under the absolute criteria as hard constraints —
 * C1 no rematch, C3 no colour three times in a row nor a colour difference above 2 (for every
 * player; the Dutch system's last-round exception for topscorers is not made) — and weights that
 * prefer, each above everything after it: more pairs inside the top score group; smaller score
 * differences (the sum of their squares); colour preferences granted (a strong one above any
 * number of mild ones); the Dutch order inside a score group (top half against bottom half, S1[i]
 * against S2[i], the higher players' partners kept first), and a floater being the lowest of its
 * group meeting the highest of the next. Colours by {@link allocateColours}; boards by the higher
 * score of the pair, then the pair's total, then the higher player's pairing number.
 *
 * Limits: the Dutch system's finer quality criteria (floaters of earlier rounds, the exact
 * transposition order, topscorers) are approximated or left out, so two Dutch programs and this
 * one can differ within a score group; every pairing it makes keeps C1–C3.
 * @param players the field of this round: every player to pair (absent and withdrawn left out)
 * @returns the round, or null when no pairing keeps C1–C3 (e.g. five players after five rounds)
 * @throws RangeError for repeated ids, or a field too large for exact integer weights (above 120
 *   players over 15 rounds, or about 140 over 11)
 */
export function pairSwissRound(
  players: readonly SwissPlayer[],
  options: SwissOptions = {},
): SwissRound | null {
  if (new Set(players.map((p) => p.id)).size !== players.length) {
    throw new RangeError("a player is in the field twice");
  }
  const order = [...players].sort(byStanding);
  const initialColour = options.initialColour ?? "w";
  if (order.length % 2 === 0) {
    const pairings = pairField(order, initialColour);
    return pairings ? { pairings, bye: null } : null;
  }
  // Lowest score group first, lowest-ranked first within it.
  for (const bye of [...order].reverse()) {
    if (bye.hadBye) continue;
    const pairings = pairField(
      order.filter((p) => p.id !== bye.id),
      initialColour,
    );
    if (pairings) return { pairings, bye: bye.id };
  }
  return null;
}

/** Pair an even field (sorted by standing) completely, or null when C1/C3 leave no way. */
function pairField(order: SwissPlayer[], initialColour: Colour): SwissPairing[] | null {
  const n = order.length;
  if (n === 0) return [];
  const pairs = n / 2;
  const scores = [...new Set(order.map((p) => p.score))];
  const group = order.map((p) => scores.indexOf(p.score));
  const groupSize = scores.map((s) => order.filter((p) => p.score === s).length);
  const groupStart = scores.map((s) => order.findIndex((p) => p.score === s));
  const place = order.map((_, i) => i - (groupStart[group[i] as number] as number));
  const prefs = order.map((p) => colourPreference(p.colours));

  // Weights, each level above everything below it (see pairSwissRound).
  const spread = Math.max(...scores) - Math.min(...scores);
  const maxScoreTerm = spread * spread;
  const maxOrderTerm = 2 * n * n + 2 * n + 1;
  const colourUnit = pairs * maxOrderTerm + 1;
  const maxColourTerm = pairs + 1;
  const scoreUnit = colourUnit * (pairs * maxColourTerm + 1);
  const topUnit = scoreUnit * (pairs * maxScoreTerm + 1);
  if (topUnit + maxScoreTerm * scoreUnit + maxColourTerm * colourUnit > MAX_MATCHING_WEIGHT) {
    throw new RangeError(`a field of ${n} is too large to weigh exactly`);
  }

  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = order[i] as SwissPlayer;
      const b = order[j] as SwissPlayer;
      if (!mayMeet(a, b)) continue;
      const gi = group[i] as number;
      const gj = group[j] as number;
      const top = gi === 0 && gj === 0 ? 1 : 0;
      const d = a.score - b.score;
      const scoreTerm = maxScoreTerm - d * d;
      const pa = prefs[i] as ColourPreference;
      const pb = prefs[j] as ColourPreference;
      let colourTerm = maxColourTerm;
      if (pa.colour && pa.colour === pb.colour) {
        const loser = Math.min(strengthOf(pa), strengthOf(pb));
        colourTerm -= loser >= STRONG ? pairs + 1 : 1;
      }
      const ki = place[i] as number;
      const kj = place[j] as number;
      let orderTerm: number;
      if (gi === gj) {
        const m = groupSize[gi] as number;
        const half = Math.floor(m / 2);
        const deviation = Math.abs(kj - ki - half) * (m - ki);
        orderTerm = (ki < half && kj >= half ? m * m + 1 : 0) + (m * m - deviation);
      } else {
        orderTerm = ki + ((groupSize[gj] as number) - 1 - kj);
      }
      edges.push([
        i,
        j,
        top * topUnit + scoreTerm * scoreUnit + colourTerm * colourUnit + orderTerm,
      ]);
    }
  }
  const mate = maxWeightMatching(n, edges, true);
  if (mate.some((m) => m === -1)) return null;

  const games: {
    white: SwissPlayer;
    black: SwissPlayer;
    higher: SwissPlayer;
    lower: SwissPlayer;
  }[] = [];
  for (let i = 0; i < n; i++) {
    const j = mate[i] as number;
    if (j < i) continue;
    const higher = order[i] as SwissPlayer;
    const lower = order[j] as SwissPlayer;
    const [white, black] = allocateColours(higher, lower, initialColour);
    games.push({ white, black, higher, lower });
  }
  games.sort(
    (x, y) =>
      y.higher.score - x.higher.score ||
      y.higher.score + y.lower.score - (x.higher.score + x.lower.score) ||
      x.higher.rank - y.higher.rank,
  );
  return games.map((g, k) => ({ board: k + 1, white: g.white.id, black: g.black.id }));
}

/** Which rule a hand-made pairing breaks: an absolute criterion, or the field itself. */
export type PairingProblem = {
  /** C1 rematch, C2 a second bye, C3 colours; "field": a player missing, twice, or unknown. */
  criterion: "C1" | "C2" | "C3" | "field";
  players: number[];
  message: string;
};

/**
 * The rules a round's pairing breaks, for the arbiter's warning after swapping games by hand
 * (docs/decisions/tournaments.md "Swapping by hand"): every player of the field once (paired or
 * the bye), a bye exactly when the field is odd, and the absolute criteria C1 (no rematch), C2 (no
 * second bye) and C3 (the colours given: no colour three times in a row, no colour difference above
 * 2). Lists problems; an empty list means the pairing keeps them all.
 * @param players the field, as for {@link pairSwissRound}
 * @param round the pairing to check (boards are not read)
 */
export function checkPairing(
  players: readonly SwissPlayer[],
  round: { pairings: readonly { white: number; black: number }[]; bye: number | null },
): PairingProblem[] {
  const problems: PairingProblem[] = [];
  const byId = new Map(players.map((p) => [p.id, p]));
  const seen = new Map<number, number>();
  const note = (id: number) => seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const { white, black } of round.pairings) {
    note(white);
    note(black);
    if (white === black) {
      problems.push({
        criterion: "field",
        players: [white],
        message: `${white} is paired with themself`,
      });
    }
  }
  if (round.bye !== null) note(round.bye);
  for (const [id, count] of seen) {
    if (!byId.has(id)) {
      problems.push({
        criterion: "field",
        players: [id],
        message: `${id} is not in this round's field`,
      });
    } else if (count > 1) {
      problems.push({
        criterion: "field",
        players: [id],
        message: `${id} is in this round more than once`,
      });
    }
  }
  for (const p of players) {
    if (!seen.has(p.id)) {
      problems.push({
        criterion: "field",
        players: [p.id],
        message: `${p.id} is neither paired nor given the bye`,
      });
    }
  }
  if (players.length % 2 === 0 && round.bye !== null) {
    problems.push({
      criterion: "field",
      players: [round.bye],
      message: "an even field has no bye",
    });
  }
  if (players.length % 2 === 1 && round.bye === null) {
    problems.push({ criterion: "field", players: [], message: "an odd field needs a bye" });
  }
  for (const { white, black } of round.pairings) {
    const w = byId.get(white);
    const b = byId.get(black);
    if (!w || !b || w.id === b.id) continue;
    if (w.opponents.includes(b.id) || b.opponents.includes(w.id)) {
      problems.push({
        criterion: "C1",
        players: [w.id, b.id],
        message: `${w.id} and ${b.id} have already played each other`,
      });
    }
    for (const [player, colour] of [
      [w, "w"],
      [b, "b"],
    ] as const) {
      if (!colourAllowed(player.colours, colour)) {
        const name = colour === "w" ? "White" : "Black";
        problems.push({
          criterion: "C3",
          players: [player.id],
          message: `${player.id} would have ${name} three times in a row or a colour difference above 2`,
        });
      }
    }
  }
  const bye = round.bye === null ? undefined : byId.get(round.bye);
  if (bye?.hadBye) {
    problems.push({
      criterion: "C2",
      players: [bye.id],
      message: `${bye.id} has already had a bye or a point without playing`,
    });
  }
  return problems;
}
