import { describe, expect, it } from "vitest";
import {
  type ByeKind,
  type Game,
  type GameResult,
  playerRounds,
  type RoundResults,
  type TournamentResults,
  totalPoints,
} from "~/lib/tournament/results";
import {
  adjustedScore,
  buchholz,
  directEncounter,
  gamesWon,
  isVoluntarilyUnplayed,
  sonnebornBerger,
  standings,
  wins,
} from "~/lib/tournament/tiebreaks";

/**
 * Points and tie-breaks (app/lib/tournament/results.ts, app/lib/tournament/tiebreaks.ts; FIDE
 * Tie-Break Regulations, Handbook C.07, 2023; docs/decisions/tournaments.md "Tie-breaks"), in
 * half-points (Buchholz) and quarter-points (Sonneborn-Berger): a crosstable worked by hand below
 * with a pairing-allocated bye, a half-point bye, a forfeit and a withdrawal; the Buchholz answers
 * of FIDE's Technical Commission's 2024 tie-break exercise; direct encounter's cases.
 */

/** A round from "white-black result" games ("1-4 1-0") and byes ("5 pab"). */
function round(games: string[], byes: string[] = []): RoundResults {
  return {
    games: games.map((g): Game => {
      const [pair, result] = g.split(" ");
      const [white, black] = (pair ?? "").split("-").map(Number);
      return { white: white ?? 0, black: black ?? 0, result: result as GameResult };
    }),
    byes: byes.map((b) => {
      const [player, kind] = b.split(" ");
      return { player: Number(player), kind: kind as ByeKind };
    }),
  };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

// ---------------------------------------------------------------------------------------------
// A Swiss of 6 players over 5 rounds, worked by hand. All figures in half-points (SB quarters).
//
//   R1  1-4 1-0    5-2 ½       3-6 1-0
//   R2  2-1 0-1    4-3 ½       5 pairing-allocated bye (1)    6 half-point bye (½)
//   R3  1-3 ½      6-5 +- (5 did not come: 6 wins by forfeit)  2-4 1-0
//   R4  3-2 1-0    4-6 0-1     5-1 0-1
//   R5  1-6 1-0    3-5 ½       2 pairing-allocated bye        4 withdrew (not paired)
//
// Points: 1: 2+2+1+2+2 = 9; 2: 1+0+2+0+2 = 5; 3: 2+1+1+2+1 = 7; 4: 0+1+0+0+0 = 1;
//         5: 1+2+0+0+1 = 4; 6: 0+1+2+2+0 = 5.
// Scores as opponents see them (Art. 16.3): as scored, except 4's round 5 — a voluntarily unplayed
// round after their last round available — counts as a draw: 4 → 2. Everyone else unchanged
// (6's half-point bye is followed by games; 5's forfeit loss has an opponent).
// Buchholz, each round's value (a round without a game over the board: a dummy opponent with the
// player's own score, Art. 16; * marks a voluntarily unplayed round):
//   1: 4→2, 2→5, 3→7, 5→4, 6→5                     = 23; Cut-1 drops 2          → 21
//   2: 5→4, 1→9, 4→2, 3→7, bye→5                   = 27; Cut-1 drops 2          → 25
//   3: 6→5, 4→2, 1→9, 2→5, 5→4                     = 25; Cut-1 drops 2          → 23
//   4: 1→9, 3→7, 2→5, 6→5, absent→1*               = 27; Cut-1 drops the 1*     → 26
//   5: 2→5, bye→4, forfeit loss→4*, 1→9, 3→7       = 29; Cut-1 drops the 4*     → 25
//   6: 3→7, half bye→5*, forfeit win→5, 4→2, 1→9   = 28; Cut-1 drops the 5* (not the 2) → 23
// Sonneborn-Berger, value × own result that round:
//   1: 2×2 + 5×2 + 7×1 + 4×2 + 5×2 = 39    2: 4×1 + 9×0 + 2×2 + 7×0 + 5×2 = 18
//   3: 5×2 + 2×1 + 9×1 + 5×2 + 4×1 = 35    4: 9×0 + 7×1 + 5×0 + 5×0 + 1×0 = 7
//   5: 5×1 + 4×2 + 4×0 + 9×0 + 7×1 = 20    6: 7×0 + 5×1 + 5×2 + 2×2 + 9×0 = 19
// WIN (rounds won with or without play): 1: 4; 2: 2 (a game, a bye); 3: 2; 4: 0; 5: 1 (the bye);
// 6: 2 (the forfeit, a game). WON (games won over the board): 4, 1, 2, 0, 0, 1.

const SIX: TournamentResults = {
  players: ids(6),
  rounds: [
    round(["1-4 1-0", "5-2 1/2", "3-6 1-0"]),
    round(["2-1 0-1", "4-3 1/2"], ["5 pab", "6 half"]),
    round(["1-3 1/2", "6-5 +-", "2-4 1-0"]),
    round(["3-2 1-0", "4-6 0-1", "5-1 0-1"]),
    round(["1-6 1-0", "3-5 1/2"], ["2 pab"]),
  ],
};

const each = (f: (id: number) => number) => ids(6).map(f);

describe("points", () => {
  it("counts 1, ½ and 0, a forfeit win 1 and loss 0, a bye its points, absence 0", () => {
    const rounds = playerRounds(SIX);
    expect(ids(6).map((id) => totalPoints(rounds.get(id) ?? []))).toEqual([9, 5, 7, 1, 4, 5]);
    expect(rounds.get(6)?.map((r) => [r.kind, r.points])).toEqual([
      ["game", 0],
      ["bye", 1],
      ["forfeit", 2],
      ["game", 2],
      ["game", 0],
    ]);
    expect(rounds.get(4)?.at(-1)).toEqual({ kind: "absent", points: 0 });
  });

  it("scores a pairing-allocated bye as the tournament says", () => {
    const half = playerRounds({ ...SIX, byePoints: 1 });
    expect(totalPoints(half.get(5) ?? [])).toBe(3);
    expect(wins({ ...SIX, byePoints: 1 }, 5)).toBe(0);
    expect(
      totalPoints(
        playerRounds({ players: [1, 2], rounds: [round([], ["1 full", "2 zero"])] }).get(1) ?? [],
      ),
    ).toBe(2);
    expect(
      totalPoints(playerRounds({ players: [1, 2], rounds: [round(["1-2 --"])] }).get(1) ?? []),
    ).toBe(0);
  });

  it("refuses an unknown player or one twice in a round", () => {
    expect(() => playerRounds({ players: [1, 2], rounds: [round(["1-3 1-0"])] })).toThrow(
      RangeError,
    );
    expect(() =>
      playerRounds({ players: [1, 2], rounds: [round(["1-2 1-0"], ["1 pab"])] }),
    ).toThrow(RangeError);
  });
});

describe("tie-breaks of the hand-worked crosstable", () => {
  it("knows which rounds were voluntarily unplayed", () => {
    const rounds = playerRounds(SIX);
    const voluntary = (id: number) =>
      (rounds.get(id) ?? []).flatMap((r, i) => (isVoluntarilyUnplayed(r) ? [i + 1] : []));
    expect(ids(6).map(voluntary)).toEqual([[], [], [], [5], [3], [2]]);
  });

  it("adjusts a withdrawn player's score for their opponents (Art. 16.3)", () => {
    const rounds = playerRounds(SIX);
    expect(ids(6).map((id) => adjustedScore(rounds.get(id) ?? []))).toEqual([9, 5, 7, 2, 4, 5]);
  });

  it("gives Buchholz with dummy opponents for unplayed rounds (Art. 16)", () => {
    expect(each((id) => buchholz(SIX, id))).toEqual([23, 27, 25, 27, 29, 28]);
  });

  it("cuts a voluntarily unplayed round first in Buchholz Cut-1", () => {
    expect(each((id) => buchholz(SIX, id, 1))).toEqual([21, 25, 23, 26, 25, 23]);
  });

  it("gives Sonneborn-Berger in quarter-points", () => {
    expect(each((id) => sonnebornBerger(SIX, id))).toEqual([39, 18, 35, 7, 20, 19]);
  });

  it("counts wins with and without play (WIN) and games won over the board (WON)", () => {
    expect(each((id) => wins(SIX, id))).toEqual([4, 2, 2, 0, 1, 2]);
    expect(each((id) => gamesWon(SIX, id))).toEqual([4, 1, 2, 0, 0, 1]);
  });

  it("orders 2 and 6 (both 2½) by the tie-breaks in the arbiter's order", () => {
    const line = (order: Parameters<typeof standings>[1]) =>
      standings(SIX, order).map((r) => [r.id, r.rank]);
    // Cut-1 first: 2 (25) above 6 (23).
    expect(line(["BH-C1", "BH", "SB"])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
      [6, 4],
      [5, 5],
      [4, 6],
    ]);
    // Plain Buchholz (28 against 27) or Sonneborn-Berger (19 against 18) put 6 first.
    expect(line(["BH"]).slice(2, 4)).toEqual([
      [6, 3],
      [2, 4],
    ]);
    expect(line(["SB", "BH-C1"]).slice(2, 4)).toEqual([
      [6, 3],
      [2, 4],
    ]);
    // They never met, and have as many wins either way: level on everything, they share third.
    expect(standings(SIX, ["DE", "WIN", "WON"]).slice(2, 5)).toEqual([
      { id: 2, rank: 3, points: 5, tieBreaks: [1, 2, 1] },
      { id: 6, rank: 3, points: 5, tieBreaks: [1, 2, 1] },
      { id: 5, rank: 5, points: 4, tieBreaks: [null, 1, 0] },
    ]);
  });

  it("shows every player's value of each tie-break asked for", () => {
    expect(standings(SIX, ["BH-C1", "BH", "SB", "WIN", "WON"])).toEqual([
      { id: 1, rank: 1, points: 9, tieBreaks: [21, 23, 39, 4, 4] },
      { id: 3, rank: 2, points: 7, tieBreaks: [23, 25, 35, 2, 2] },
      { id: 2, rank: 3, points: 5, tieBreaks: [25, 27, 18, 2, 1] },
      { id: 6, rank: 4, points: 5, tieBreaks: [23, 28, 19, 2, 1] },
      { id: 5, rank: 5, points: 4, tieBreaks: [25, 29, 20, 1, 0] },
      { id: 4, rank: 6, points: 1, tieBreaks: [26, 27, 7, 0, 0] },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// FIDE Technical Commission's tie-break exercise (published 2024-03-18), a 16-player Swiss of 5
// rounds, as transcribed in the test data of the MIT `tiebreak` package; player 12's own line is
// not in that transcription, so 12 plays only the games other lines show, and no answer below
// depends on 12's score. "+W9": won with White against 9; "=BYE": half-point bye; "+BYE": a bye
// worth a win; "-F11": lost by forfeit to 11; "--": not paired.

const EXERCISE: Record<number, string> = {
  1: "+W9 =B13 =W2 +B15 =W4",
  2: "+B10 +W7 =B1 +W16 =B3",
  3: "=W11 +B6 +W8 =B4 =W2",
  4: "+B12 =BYE +W13 =W3 =B1",
  5: "-W13 -B15 +W11 =B7 +W10",
  6: "-B14 -W3 +BYE +W10 +B8",
  7: "+W15 -B2 -B16 =W5 -B11",
  8: "=B16 +W14 -B3 +W13 -W6",
  9: "-B1 -W10 =BYE -F11 +BYE",
  10: "-W2 +B9 -W15 -B6 -B5",
  11: "=B3 -W16 -B5 +F9 +W7",
  13: "+B5 =W1 -B4 -B8 -W14",
  14: "+W6 -B8 -F12 -- +B13",
  15: "-B7 +W5 +B10 -W1 -B16",
  16: "=W8 +B11 +W7 -B2 +W15",
};

function exercise(): TournamentResults {
  const rounds: RoundResults[] = ids(5).map(() => ({ games: [], byes: [] }));
  const seen = new Set<string>();
  for (const [id, line] of Object.entries(EXERCISE)) {
    line.split(" ").forEach((cell, r) => {
      const target = rounds[r] as { games: Game[]; byes: { player: number; kind: ByeKind }[] };
      if (cell === "--") return;
      if (cell.endsWith("BYE")) {
        target.byes.push({ player: Number(id), kind: cell[0] === "+" ? "pab" : "half" });
        return;
      }
      const me = Number(id);
      const other = Number(cell.slice(2));
      const key = `${r}:${Math.min(me, other)}-${Math.max(me, other)}`;
      if (seen.has(key)) return;
      seen.add(key);
      const forfeit = cell[1] === "F";
      const meWhite = cell[1] !== "B";
      const mine = cell[0] === "+" ? "win" : cell[0] === "=" ? "draw" : "loss";
      const result: GameResult =
        mine === "draw"
          ? "1/2"
          : (mine === "win") === meWhite
            ? forfeit
              ? "+-"
              : "1-0"
            : forfeit
              ? "-+"
              : "0-1";
      target.games.push({ white: meWhite ? me : other, black: meWhite ? other : me, result });
    });
  }
  return { players: ids(16), rounds };
}

describe("FIDE's 2024 tie-break exercise", () => {
  const t = exercise();

  it("reads the crosstable back: every line's points", () => {
    const rounds = playerRounds(t);
    const points = (id: number) => totalPoints(rounds.get(id) ?? []) / 2;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(points)).toEqual([3.5, 4, 3.5, 3.5, 2.5, 3, 1.5, 2.5]);
    expect([9, 10, 11, 13, 14, 15, 16].map(points)).toEqual([1.5, 1, 2.5, 1.5, 2, 2, 3.5]);
  });

  it("gives the exercise's Buchholz answers (questions 1–4)", () => {
    // 2: 10 (1) + 7 (1½) + 1 (3½) + 16 (3½) + 3 (3½) = 13.
    expect(buchholz(t, 2) / 2).toBe(13);
    // 1: 9 (1½) + 13 (1½) + 2 (4) + 15 (2) + 4 (3½) = 12½; 9's and 4's byes are followed by
    // rounds they were available for, so their scores stand as scored.
    expect(buchholz(t, 1) / 2).toBe(12.5);
    // 3: 11 (2½) + 6 (3) + 8 (2½) + 4 (3½) + 2 (4) = 15½.
    expect(buchholz(t, 3) / 2).toBe(15.5);
    // 5: 13 (1½) + 15 (2) + 11 (2½) + 7 (1½) + 10 (1) = 8½.
    expect(buchholz(t, 5) / 2).toBe(8.5);
    // 8: 16 (3½) + 14 (2: its forfeit and absence precede a game, so stand) + 3 (3½) + 13 (1½)
    // + 6 (3) = 13½.
    expect(buchholz(t, 8) / 2).toBe(13.5);
    // 11: 3 (3½) + 16 (3½) + 5 (2½) + the forfeit win: a dummy with 11's own 2½ (not 9's 1½)
    // + 7 (1½) = 13½.
    expect(buchholz(t, 11) / 2).toBe(13.5);
    // 16: 8 (2½) + 11 (2½) + 7 (1½) + 2 (4) + 15 (2) = 12½.
    expect(buchholz(t, 16) / 2).toBe(12.5);
  });

  it("gives the exercise's Buchholz Cut-1 answers (question 5)", () => {
    // 5 drops 10 (1); 8 drops 13 (1½); 11 has no voluntarily unplayed round and drops 7 (1½).
    expect([5, 8, 11].map((id) => buchholz(t, id, 1) / 2)).toEqual([7.5, 12, 12]);
  });
});

// ---------------------------------------------------------------------------------------------

describe("direct encounter", () => {
  const ranks = (t: TournamentResults, group: number[]) =>
    Object.fromEntries(directEncounter(t, group));

  it("ranks tied players who all met by their points against each other", () => {
    const t = {
      players: ids(3),
      rounds: [round(["1-2 1-0"]), round(["2-3 1-0"]), round(["3-1 1/2"])],
    };
    expect(ranks(t, [1, 2, 3])).toEqual({ 1: 1, 2: 2, 3: 3 });
  });

  it("applies itself again to those still tied (a round robin of 4)", () => {
    const t = {
      players: ids(4),
      rounds: [
        round(["1-3 1-0", "2-4 1/2"]),
        round(["2-1 1-0", "3-4 1-0"]),
        round(["1-4 1-0", "3-2 1/2"]),
      ],
    };
    // Among all four: 1 and 2 have 2 points each, 3 has 1½, 4 has ½; then 2 beat 1.
    expect(ranks(t, [1, 2, 3, 4])).toEqual({ 2: 1, 1: 2, 3: 3, 4: 4 });
  });

  it("in a Swiss, separates a player only when no unplayed encounter could catch them", () => {
    // 1 beat 2 and 3, who never met: 1 has 2 points, 2 and 3 could reach at most 1.
    const separable = { players: ids(3), rounds: [round(["1-2 1-0"]), round(["3-1 0-1"])] };
    expect(ranks(separable, [1, 2, 3])).toEqual({ 1: 1, 2: 2, 3: 2 });
    // 1 beat 2; 3 met neither and could still have beaten both: nobody is separated.
    const open = { players: ids(3), rounds: [round(["1-2 1-0"])] };
    expect(ranks(open, [1, 2, 3])).toEqual({ 1: 1, 2: 1, 3: 1 });
  });

  it("does not count a forfeit as an encounter, but counts both games of a double round robin", () => {
    const forfeit = { players: ids(2), rounds: [round(["1-2 +-"])] };
    expect(ranks(forfeit, [1, 2])).toEqual({ 1: 1, 2: 1 });
    const double = {
      players: ids(2),
      roundRobin: true,
      rounds: [round(["1-2 1-0"]), round(["2-1 1/2"])],
    };
    expect(ranks(double, [1, 2])).toEqual({ 1: 1, 2: 2 });
  });

  it("ranks by it in the standings only among players level so far", () => {
    const t = { players: ids(3), rounds: [round(["1-2 0-1"], ["3 pab"])] };
    // 2 and 3 have a point each and never met; DE cannot separate them, the next tie-break does.
    expect(standings(t, ["DE", "WON"]).map((r) => [r.id, r.rank, ...r.tieBreaks])).toEqual([
      [2, 1, 1, 1],
      [3, 2, 1, 0],
      [1, 3, null, 0],
    ]);
  });
});

describe("a round robin's tie-breaks", () => {
  it("uses no dummy opponent: an unplayed round adds nothing, a forfeit adds 0", () => {
    const t: TournamentResults = {
      players: ids(3),
      roundRobin: true,
      rounds: [round(["1-2 1-0"], ["3 pab"]), round(["3-1 +-"], ["2 pab"])],
    };
    // 1: 2 (2 half-points) + the forfeit 0 = 2; 3: the forfeit only, 0.
    expect([1, 2, 3].map((id) => buchholz(t, id))).toEqual([2, 2, 0]);
    expect([1, 2, 3].map((id) => sonnebornBerger(t, id))).toEqual([2 * 2, 0, 0]);
  });
});
