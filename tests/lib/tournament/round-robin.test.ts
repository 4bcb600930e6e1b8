import { describe, expect, it } from "vitest";
import {
  bergerTable,
  type RoundRobinRound,
  roundRobinSchedule,
} from "~/lib/tournament/round-robin";

/**
 * Round robin by FIDE's Berger tables (app/lib/tournament/round-robin.ts; FIDE Handbook C.05
 * Annex 1; docs/decisions/tournaments.md "Round robin"): the generated tables equal the published
 * ones, written out below round by round as the handbook prints them ("1-4, 2-3": the first named
 * has White); every table from 4 to 16 places keeps the rules that define the tables; odd fields
 * use the last place as the bye; a double round robin reverses the colours of the first cycle.
 */

/** The handbook's tables, transcribed: one line a round, "white-black" pairs. */
const PUBLISHED: Record<number, string[]> = {
  4: ["1-4, 2-3", "4-3, 1-2", "2-4, 3-1"],
  6: ["1-6, 2-5, 3-4", "6-4, 5-3, 1-2", "2-6, 3-1, 4-5", "6-5, 1-4, 2-3", "3-6, 4-2, 5-1"],
  8: [
    "1-8, 2-7, 3-6, 4-5",
    "8-5, 6-4, 7-3, 1-2",
    "2-8, 3-1, 4-7, 5-6",
    "8-6, 7-5, 1-4, 2-3",
    "3-8, 4-2, 5-1, 6-7",
    "8-7, 1-6, 2-5, 3-4",
    "4-8, 5-3, 6-2, 7-1",
  ],
  10: [
    "1-10, 2-9, 3-8, 4-7, 5-6",
    "10-6, 7-5, 8-4, 9-3, 1-2",
    "2-10, 3-1, 4-9, 5-8, 6-7",
    "10-7, 8-6, 9-5, 1-4, 2-3",
    "3-10, 4-2, 5-1, 6-9, 7-8",
    "10-8, 9-7, 1-6, 2-5, 3-4",
    "4-10, 5-3, 6-2, 7-1, 8-9",
    "10-9, 1-8, 2-7, 3-6, 4-5",
    "5-10, 6-4, 7-3, 8-2, 9-1",
  ],
  12: [
    "1-12, 2-11, 3-10, 4-9, 5-8, 6-7",
    "12-7, 8-6, 9-5, 10-4, 11-3, 1-2",
    "2-12, 3-1, 4-11, 5-10, 6-9, 7-8",
    "12-8, 9-7, 10-6, 11-5, 1-4, 2-3",
    "3-12, 4-2, 5-1, 6-11, 7-10, 8-9",
    "12-9, 10-8, 11-7, 1-6, 2-5, 3-4",
    "4-12, 5-3, 6-2, 7-1, 8-11, 9-10",
    "12-10, 11-9, 1-8, 2-7, 3-6, 4-5",
    "5-12, 6-4, 7-3, 8-2, 9-1, 10-11",
    "12-11, 1-10, 2-9, 3-8, 4-7, 5-6",
    "6-12, 7-5, 8-4, 9-3, 10-2, 11-1",
  ],
};

const EVEN_SIZES = [4, 6, 8, 10, 12, 14, 16];

const written = (table: [number, number][][]) =>
  table.map((pairs) => pairs.map(([w, b]) => `${w}-${b}`).join(", "));

/** Each player's colours round by round ("w", "b", or "-" for the bye). */
function colourRows(schedule: RoundRobinRound[], players: number): string[] {
  return Array.from({ length: players }, (_, i) =>
    schedule
      .map((round) => {
        const game = round.games.find((g) => g.white === i + 1 || g.black === i + 1);
        return game ? (game.white === i + 1 ? "w" : "b") : "-";
      })
      .join(""),
  );
}

describe("the Berger tables", () => {
  for (const [size, rounds] of Object.entries(PUBLISHED)) {
    it(`equal the handbook's table for ${Number(size) - 1} or ${size} players`, () => {
      expect(written(bergerTable(Number(size)))).toEqual(rounds);
    });
  }

  for (const n of EVEN_SIZES) {
    it(`for ${n} places: every pair meets once, each place plays every round`, () => {
      const table = bergerTable(n);
      expect(table).toHaveLength(n - 1);
      const met = new Set<string>();
      for (const pairs of table) {
        expect(pairs).toHaveLength(n / 2);
        expect(new Set(pairs.flat()).size).toBe(n);
        for (const [w, b] of pairs) {
          const key = `${Math.min(w, b)}-${Math.max(w, b)}`;
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
    });

    it(`for ${n} places: colours alternate as in the tables`, () => {
      const rows = colourRows(roundRobinSchedule(n), n);
      // The last place alternates from Black in round 1.
      expect(rows[n - 1]).toBe("bw".repeat(n).slice(0, n - 1));
      for (const row of rows) {
        // Every other place alternates too, but for at most one pair of equal colours in a row…
        expect(row.match(/ww|bb/g)?.length ?? 0).toBeLessThanOrEqual(1);
        // …so never three, and its Whites and Blacks differ by one (n − 1 games, an odd number).
        expect(row).not.toMatch(/www|bbb/);
        const whites = row.split("w").length - 1;
        expect(Math.abs(whites - (n - 1 - whites))).toBe(1);
      }
      // Place 1 starts with two Whites and place n/2 + 1 with two Blacks (the table's shape).
      expect(rows[0]?.slice(0, 2)).toBe("ww");
      expect(rows[n / 2]?.slice(0, 2)).toBe("bb");
    });
  }

  it("refuses an odd size or one outside the handbook's", () => {
    for (const n of [2, 3, 5, 18, 4.5]) expect(() => bergerTable(n)).toThrow(RangeError);
  });
});

describe("a round-robin schedule", () => {
  it("numbers rounds and boards in the table's order", () => {
    expect(roundRobinSchedule(4)).toEqual([
      {
        round: 1,
        games: [
          { board: 1, white: 1, black: 4 },
          { board: 2, white: 2, black: 3 },
        ],
        bye: null,
      },
      {
        round: 2,
        games: [
          { board: 1, white: 4, black: 3 },
          { board: 2, white: 1, black: 2 },
        ],
        bye: null,
      },
      {
        round: 3,
        games: [
          { board: 1, white: 2, black: 4 },
          { board: 2, white: 3, black: 1 },
        ],
        bye: null,
      },
    ]);
  });

  for (let n = 3; n <= 15; n += 2) {
    it(`for ${n} players gives the bye to whoever meets place ${n + 1}, once each`, () => {
      const schedule = roundRobinSchedule(n);
      const table = bergerTable(n + 1);
      expect(schedule).toHaveLength(n);
      expect(schedule.map((r) => r.bye).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
      for (const [i, round] of schedule.entries()) {
        const dummyGame = table[i]?.find(([w, b]) => w === n + 1 || b === n + 1);
        expect(round.bye).toBe(dummyGame?.[0] === n + 1 ? dummyGame[1] : dummyGame?.[0]);
        // The other games are the table's, in its order, boards from 1.
        expect(round.games.map((g) => [g.white, g.black])).toEqual(
          table[i]?.filter(([w, b]) => w <= n && b <= n),
        );
        expect(round.games.map((g) => g.board)).toEqual(round.games.map((_, k) => k + 1));
      }
    });
  }

  it("pairs 7 players by the table for 8, place 8 being the bye", () => {
    const round1 = roundRobinSchedule(7)[0];
    expect(round1?.bye).toBe(1);
    expect(round1?.games.map((g) => `${g.white}-${g.black}`)).toEqual(["2-7", "3-6", "4-5"]);
  });

  for (let n = 3; n <= 16; n++) {
    it(`double round robin for ${n} players: each pair twice, colours reversed, never three in a row`, () => {
      const places = n % 2 === 0 ? n : n + 1;
      const schedule = roundRobinSchedule(n, { double: true });
      expect(schedule).toHaveLength(2 * (places - 1));
      const games = new Map<string, string[]>();
      for (const round of schedule) {
        for (const g of round.games) {
          const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
          games.set(key, [...(games.get(key) ?? []), `${g.white}-${g.black}`]);
        }
      }
      expect(games.size).toBe((n * (n - 1)) / 2);
      for (const [key, both] of games) {
        const [a, b] = key.split("-");
        expect(both.sort()).toEqual([`${a}-${b}`, `${b}-${a}`].sort());
      }
      // The second cycle is the first's table with colours reversed, in the table's order.
      const second = schedule.slice(places - 1).map((r) => r.games.map((g) => [g.black, g.white]));
      expect(second).toEqual(
        roundRobinSchedule(n).map((r) => r.games.map((g) => [g.white, g.black])),
      );
      // With the first cycle's last two rounds swapped, nobody has one colour three times running
      // in the games they play (a bye round between is skipped).
      for (const row of colourRows(schedule, n))
        expect(row.replaceAll("-", "")).not.toMatch(/www|bbb/);
    });
  }

  it("swaps the first cycle's last two rounds only when asked (default: yes)", () => {
    const plain = roundRobinSchedule(8, { double: true, swapLastTwoRounds: false });
    const single = roundRobinSchedule(8);
    expect(plain.slice(0, 7).map((r) => r.games)).toEqual(single.map((r) => r.games));
    // Without the swap, place 1 has Black in rounds 7, 8 and 9 (the handbook's reason).
    expect(colourRows(plain, 8)[0]?.slice(6, 9)).toBe("bbb");
    const swapped = roundRobinSchedule(8, { double: true });
    expect(swapped[5]?.games).toEqual(single[6]?.games);
    expect(swapped[6]?.games).toEqual(single[5]?.games);
  });

  it("refuses fields the tables do not cover", () => {
    for (const n of [0, 2, 17, 3.5]) expect(() => roundRobinSchedule(n)).toThrow(RangeError);
  });
});
