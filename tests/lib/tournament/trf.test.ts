import { describe, expect, it } from "vitest";
import type { ByeKind, Game, GameResult, RoundResults } from "~/lib/tournament/results";
import { standings } from "~/lib/tournament/tiebreaks";
import { roundColumn, type TrfTournament, trfPoints, writeTrf } from "~/lib/tournament/trf";

/**
 * The Tournament Report File writer (app/lib/tournament/trf.ts; FIDE Handbook C.04 Annex 2,
 * TRF-16; docs/decisions/tournaments.md "Report file"): a small reader below parses the fixed
 * columns back, and every field, every round's opponent, colour and result code, and the header
 * records come back as written, for a tournament with every kind of result.
 */

/** A round from "white-black result" games and "player kind" byes. */
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

/** Reads a TRF-16 text back by its fixed columns (1-based columns in the comments). */
function readTrf(text: string) {
  const lines = text.split("\r\n");
  expect(lines.pop()).toBe("");
  const records = lines.map((line) => ({ code: line.slice(0, 3), line }));
  const header = new Map<string, string[]>();
  for (const { code, line } of records) {
    if (code !== "001") header.set(code, [...(header.get(code) ?? []), line.slice(4)]);
  }
  const players = records
    .filter((r) => r.code === "001")
    .map(({ line }) => {
      // Columns between fields are blank.
      for (const gap of [4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91])
        expect(line[gap - 1] ?? " ").toBe(" ");
      const rounds: [string, string, string][] = [];
      for (let r = 1; roundColumn(r) <= line.length; r++) {
        const c = roundColumn(r) - 1;
        expect(line[c + 4]).toBe(" ");
        expect(line[c + 6]).toBe(" ");
        rounds.push([line.slice(c, c + 4), line.slice(c + 5, c + 6), line.slice(c + 7, c + 8)]);
      }
      return {
        startNumber: Number(line.slice(4, 8)), // 5–8
        sex: line.slice(9, 10).trim(), // 10
        title: line.slice(10, 13).trim(), // 11–13
        name: line.slice(14, 47).trimEnd(), // 15–47
        rating: line.slice(48, 52).trim(), // 49–52
        federation: line.slice(53, 56).trim(), // 54–56
        fideId: line.slice(57, 68).trim(), // 58–68
        birthDate: line.slice(69, 79).trim(), // 70–79
        points: line.slice(80, 84).trim(), // 81–84
        rank: Number(line.slice(85, 89)), // 86–89
        rounds, // 92–95 opponent, 97 colour, 99 result; then every 10 columns
      };
    });
  return { header, players };
}

// Five players, five rounds, every kind of round:
//   R1  1-3 1-0    4-2 ½      5 pairing-allocated bye
//   R2  2-1 0-1    3-5 +- (5 did not come)   4 half-point bye
//   R3  1-4 ½      5-2 0-1    3 full-point bye
//   R4  4-3 1-0    1-5 1-0    2 zero-point bye
//   R5  2-3 -- (neither came)  5-4 1-0    1 not paired
// Points: 1: 1+1+½+1 = 3½; 2: ½+0+1+0+0 = 1½; 3: 0+1+1+0+0 = 2; 4: ½+½+½+1+0 = 2½;
//         5: 1+0+0+0+1 = 2.
const TOURNAMENT: TrfTournament = {
  name: "Pawn to King Rapid Open — November",
  city: "Coimbatore",
  federation: "IND",
  startDate: "2026-11-21",
  endDate: "2026-11-22",
  type: "Swiss System (Dutch)",
  chiefArbiter: "Lakshmi Narayanan",
  deputyArbiters: ["Arun Kumar", "Divya Rajan"],
  timeControl: "15 min + 10 s per move",
  roundDates: ["2026-11-21", "2026-11-21", "2026-11-21", "2026-11-22", "2026-11-22"],
  players: [
    {
      startNumber: 1,
      name: "Raman, Kavin",
      sex: "m",
      title: "FM",
      rating: 2215,
      federation: "IND",
      fideId: 25012345,
      birthDate: "2008-03-14",
    },
    {
      startNumber: 2,
      name: "Srinivasan, Priyā",
      sex: "w",
      title: "WCM",
      rating: 1890,
      federation: "IND",
      fideId: 46601234,
      birthDate: "2011",
    },
    {
      startNumber: 3,
      name: "Venkataraghavan-Subramaniam, Aravindan Krishna",
      sex: "m",
      rating: 1604,
    },
    { startNumber: 4, name: "Iyer, Nila", sex: "w", federation: "IND" },
    { startNumber: 5, name: "Okafor, Chidi", sex: "m", federation: "NGR", fideId: 8512345 },
  ],
  results: {
    players: [1, 2, 3, 4, 5],
    rounds: [
      round(["1-3 1-0", "4-2 1/2"], ["5 pab"]),
      round(["2-1 0-1", "3-5 +-"], ["4 half"]),
      round(["1-4 1/2", "5-2 0-1"], ["3 full"]),
      round(["4-3 1-0", "1-5 1-0"], ["2 zero"]),
      round(["2-3 --", "5-4 1-0"]),
    ],
  },
  tieBreaks: ["BH-C1", "BH", "SB"],
};

describe("the TRF-16 writer", () => {
  const text = writeTrf(TOURNAMENT);
  const { header, players } = readTrf(text);

  it("writes the header records", () => {
    expect(Object.fromEntries(header)).toEqual({
      "012": ["Pawn to King Rapid Open - November"],
      "022": ["Coimbatore"],
      "032": ["IND"],
      "042": ["2026/11/21"],
      "052": ["2026/11/22"],
      "062": ["5"],
      "072": ["3"],
      "092": ["Swiss System (Dutch)"],
      "102": ["Lakshmi Narayanan"],
      "112": ["Arun Kumar", "Divya Rajan"],
      "122": ["15 min + 10 s per move"],
      "132": [expect.any(String)],
      XXR: ["5"],
    });
    const dates = text.split("\r\n").find((l) => l.startsWith("132")) ?? "";
    expect([1, 2, 3, 4, 5].map((r) => dates.slice(roundColumn(r) - 1, roundColumn(r) + 7))).toEqual(
      ["26/11/21", "26/11/21", "26/11/21", "26/11/22", "26/11/22"],
    );
  });

  it("writes each player's fixed columns", () => {
    expect(players.map(({ rounds: _, ...p }) => p)).toEqual([
      {
        startNumber: 1,
        sex: "m",
        title: "f",
        name: "Raman, Kavin",
        rating: "2215",
        federation: "IND",
        fideId: "25012345",
        birthDate: "2008/03/14",
        points: "3.5",
        rank: 1,
      },
      {
        startNumber: 2,
        sex: "w",
        title: "wc",
        name: "Srinivasan, Priya",
        rating: "1890",
        federation: "IND",
        fideId: "46601234",
        birthDate: "2011",
        points: "1.5",
        rank: 5,
      },
      {
        startNumber: 3,
        sex: "m",
        title: "",
        name: "Venkataraghavan-Subramaniam, Arav",
        rating: "1604",
        federation: "",
        fideId: "",
        birthDate: "",
        points: "2.0",
        rank: standings(TOURNAMENT.results, TOURNAMENT.tieBreaks).find((r) => r.id === 3)?.rank,
      },
      {
        startNumber: 4,
        sex: "w",
        title: "",
        name: "Iyer, Nila",
        rating: "",
        federation: "IND",
        fideId: "",
        birthDate: "",
        points: "2.5",
        rank: 2,
      },
      {
        startNumber: 5,
        sex: "m",
        title: "",
        name: "Okafor, Chidi",
        rating: "",
        federation: "NGR",
        fideId: "8512345",
        birthDate: "",
        points: "2.0",
        rank: standings(TOURNAMENT.results, TOURNAMENT.tieBreaks).find((r) => r.id === 5)?.rank,
      },
    ]);
    // 3 and 5 (2 points each) are ranked 3 and 4 by the tie-breaks, in some order.
    expect([players[2]?.rank, players[4]?.rank].sort()).toEqual([3, 4]);
  });

  it("writes every round's opponent, colour and result code", () => {
    expect(players.map((p) => p.rounds.map((r) => r.join(" ")))).toEqual([
      ["   3 w 1", "   2 b 1", "   4 w =", "   5 w 1", "0000 - Z"],
      ["   4 b =", "   1 w 0", "   5 b 1", "0000 - Z", "   3 w -"],
      ["   1 b 0", "   5 w +", "0000 - F", "   4 b 0", "   2 b -"],
      ["   2 w =", "0000 - H", "   1 b =", "   3 w 1", "   5 b 0"],
      ["0000 - U", "   3 b -", "   2 w 0", "   1 b 0", "   4 w 1"],
    ]);
    // Read back, every game is the same game from both sides.
    const opposite: Record<string, string> = { "1": "0", "0": "1", "=": "=", "+": "-", "-": "+" };
    for (const p of players) {
      p.rounds.forEach(([opponent, colour, result], r) => {
        if (opponent === "0000") return;
        const other = players.find((q) => q.startNumber === Number(opponent))?.rounds[r];
        expect(other?.[0].trim()).toBe(String(p.startNumber));
        expect(other?.[1]).toBe(colour === "w" ? "b" : "w");
        // A double forfeit is a loss for both.
        expect(other?.[2]).toBe(result === "-" && other?.[2] === "-" ? "-" : opposite[result]);
      });
    }
  });

  it("keeps the points column equal to the sum of the round codes", () => {
    const value: Record<string, number> = {
      "1": 2,
      "=": 1,
      "0": 0,
      "+": 2,
      "-": 0,
      U: 2,
      F: 2,
      H: 1,
      Z: 0,
    };
    for (const p of players) {
      const sum = p.rounds.reduce((s, [, , result]) => s + (value[result] ?? Number.NaN), 0);
      expect(p.points).toBe(trfPoints(sum));
    }
  });

  it("ends every line with CR LF and writes ASCII only", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(text).toMatch(/^[\x20-\x7e\r\n]*$/);
    // A name in another script cannot be spelt in the file: it shows as "?" rather than vanish.
    const tamil = writeTrf({
      ...TOURNAMENT,
      players: TOURNAMENT.players.map((p) =>
        p.startNumber === 4 ? { ...p, name: "ஐயர், நிலா" } : p,
      ),
    });
    expect(readTrf(tamil).players[3]?.name).toMatch(/^\?+, \?+$/);
  });

  it("writes points with one decimal", () => {
    expect([0, 1, 2, 9, 20, 21].map(trfPoints)).toEqual([
      "0.0",
      "0.5",
      "1.0",
      "4.5",
      "10.0",
      "10.5",
    ]);
  });

  it("refuses players that do not match the results", () => {
    expect(() => writeTrf({ ...TOURNAMENT, players: TOURNAMENT.players.slice(1) })).toThrow(
      RangeError,
    );
    expect(() =>
      writeTrf({
        ...TOURNAMENT,
        players: [...TOURNAMENT.players.slice(1), { startNumber: 10_000, name: "X" }],
        results: { ...TOURNAMENT.results, players: [2, 3, 4, 5, 10_000] },
      }),
    ).toThrow(RangeError);
  });
});
