import {
  type PlayerRound,
  playerRounds,
  type TournamentResults,
  totalPoints,
} from "~/lib/tournament/results";
import { standings, type TieBreak } from "~/lib/tournament/tiebreaks";

/**
 * FIDE's Tournament Report File, TRF-16 (FIDE Handbook C.04 Annex 2, "TRF16"; docs/decisions/
 * tournaments.md "Report file"): the fixed-column text file an arbiter sends with a rated
 * tournament, and the input FIDE's endorsed pairing and tie-break programs read. Pure: a finished
 * tournament in, the file's text out.
 */

/** FIDE titles and their TRF codes. */
export const TRF_TITLES = {
  GM: "g",
  IM: "m",
  WGM: "wg",
  FM: "f",
  WIM: "wm",
  CM: "c",
  WFM: "wf",
  WCM: "wc",
} as const;
export type FideTitle = keyof typeof TRF_TITLES;

/** A player as the report file lists them. */
export type TrfPlayer = {
  /** Start number (the pairing number), 1–9999. */
  startNumber: number;
  /** "Lastname, Firstname" as FIDE spells it; cut to 33 characters, Latin letters only. */
  name: string;
  sex?: "m" | "w" | null;
  title?: FideTitle | null;
  /** FIDE rating; 0 or null for an unrated player. */
  rating?: number | null;
  /** Three-letter FIDE federation, e.g. "IND". */
  federation?: string | null;
  fideId?: number | null;
  /** "YYYY-MM-DD", or "YYYY" when only the year is known. */
  birthDate?: string | null;
};

/** A finished tournament to report. */
export type TrfTournament = {
  name: string;
  city?: string;
  /** The organising federation, e.g. "IND". */
  federation?: string;
  /** "YYYY-MM-DD". */
  startDate: string;
  endDate: string;
  /** Type of tournament, in words: "Swiss System (Dutch)", "Round robin". */
  type: string;
  chiefArbiter?: string;
  deputyArbiters?: readonly string[];
  /** Allotted time, in words: "90 min + 30 s per move". */
  timeControl?: string;
  /** Each round's date, "YYYY-MM-DD", round 1 first. */
  roundDates?: readonly string[];
  players: readonly TrfPlayer[];
  /** Results by start number (app/lib/tournament/results.ts). */
  results: TournamentResults;
  /** The tie-breaks that made the final ranking, most significant first. */
  tieBreaks: readonly TieBreak[];
};

/** Column (1-based, as the TRF-16 description counts) where round r's fields start: 92, 102, … */
export function roundColumn(round: number): number {
  return 92 + 10 * (round - 1);
}

/**
 * Text for a fixed-column file: one line, ASCII only — accents dropped, dashes and quotes made
 * plain, anything else outside ASCII a "?" (a name in another script needs its Latin spelling).
 */
function ascii(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\r\n\t]+/g, " ")
    .replace(/[^\x20-\x7e]/g, "?");
}

/** "2026-11-27" → "2026/11/27"; "26/11/27" with `short`. */
function trfDate(date: string, short = false): string {
  const slashed = date.replaceAll("-", "/");
  return short ? slashed.slice(2) : slashed;
}

/** Points as TRF writes them: half-points 9 → "4.5". */
export function trfPoints(halfPoints: number): string {
  return `${Math.floor(halfPoints / 2)}.${halfPoints % 2 === 1 ? 5 : 0}`;
}

/** A line being laid out column by column. */
class Line {
  private chars: string[] = [];
  /** Put `text` at 1-based column `column`, left-aligned in `width` columns (cut to fit). */
  left(column: number, width: number, text: string): this {
    return this.put(column, ascii(text).slice(0, width).padEnd(width));
  }
  /** Put `text` right-aligned in `width` columns. */
  right(column: number, width: number, text: string): this {
    return this.put(column, ascii(text).slice(-width).padStart(width));
  }
  private put(column: number, text: string): this {
    while (this.chars.length < column - 1 + text.length) this.chars.push(" ");
    for (const [i, c] of [...text].entries()) this.chars[column - 1 + i] = c;
    return this;
  }
  toString(): string {
    return this.chars.join("").trimEnd();
  }
}

/** A round's three fields: opponent's start number, colour, result code. */
function roundFields(r: PlayerRound): [string, string, string] {
  switch (r.kind) {
    case "game":
      return [String(r.opponent), r.colour, r.points === 2 ? "1" : r.points === 1 ? "=" : "0"];
    case "forfeit":
      return [String(r.opponent), r.colour, r.points === 2 ? "+" : "-"];
    case "pab":
      return ["0000", "-", "U"];
    case "bye":
      return ["0000", "-", r.bye === "full" ? "F" : r.bye === "half" ? "H" : "Z"];
    case "absent":
      return ["0000", "-", "Z"];
  }
}

/**
 * The TRF-16 text of a finished tournament: the header records (012 name, 022 city, 032
 * federation, 042 and 052 start and end dates, 062 players, 072 rated players, 092 type, 102
 * chief arbiter, 112 deputies, 122 time control, 132 round dates), "XXR" with the number of rounds
 * (the pairing programs' extension), then one 001 record a player in start-number order: start
 * number (columns 5–8), sex (10), title (11–13), name (15–47), rating (49–52), federation (54–56),
 * FIDE ID (58–68), birth date (70–79), points (81–84), rank (86–89), and for each round, from
 * column 92 every 10 columns, the opponent's start number (4 columns, 0000 for none), the colour
 * (w, b, or - without a game) and the result: 1 = 0 over the board, + - by forfeit, U the
 * pairing-allocated bye, F H Z a full-, half- or zero-point bye (Z also for a round not paired).
 * Lines end with CR LF, as the programs arbiters use write them (readers take either).
 * @throws RangeError when the players and the results' start numbers differ, or a start number is
 *   outside 1–9999
 */
export function writeTrf(t: TrfTournament): string {
  const numbers = t.players.map((p) => p.startNumber);
  const known = new Set(t.results.players);
  if (numbers.length !== known.size || numbers.some((n) => !known.has(n))) {
    throw new RangeError("the report's players and the results' players differ");
  }
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < 1 || n > 9999) throw new RangeError(`start number ${n}`);
  }
  const rounds = playerRounds(t.results);
  const ranks = new Map(standings(t.results, t.tieBreaks).map((row) => [row.id, row.rank]));
  const lines: string[] = [];
  const header = (code: string, value: string | undefined) => {
    if (value !== undefined && value !== "") lines.push(`${code} ${ascii(value)}`);
  };
  header("012", t.name);
  header("022", t.city);
  header("032", t.federation);
  header("042", trfDate(t.startDate));
  header("052", trfDate(t.endDate));
  header("062", String(t.players.length));
  header("072", String(t.players.filter((p) => (p.rating ?? 0) > 0).length));
  header("092", t.type);
  header("102", t.chiefArbiter);
  for (const deputy of t.deputyArbiters ?? []) header("112", deputy);
  header("122", t.timeControl);
  if (t.roundDates && t.roundDates.length > 0) {
    const line = new Line().left(1, 3, "132");
    t.roundDates.forEach((date, i) => {
      line.left(roundColumn(i + 1), 8, trfDate(date, true));
    });
    lines.push(line.toString());
  }
  lines.push(`XXR ${t.results.rounds.length}`);
  for (const p of [...t.players].sort((a, b) => a.startNumber - b.startNumber)) {
    const played = rounds.get(p.startNumber) ?? [];
    const line = new Line()
      .left(1, 3, "001")
      .right(5, 4, String(p.startNumber))
      .left(10, 1, p.sex ?? "")
      .right(11, 3, p.title ? TRF_TITLES[p.title] : "")
      .left(15, 33, p.name)
      .right(49, 4, p.rating ? String(p.rating) : "")
      .left(54, 3, p.federation ?? "")
      .right(58, 11, p.fideId ? String(p.fideId) : "")
      .left(70, 10, p.birthDate ? trfDate(p.birthDate) : "")
      .right(81, 4, trfPoints(totalPoints(played)))
      .right(86, 4, String(ranks.get(p.startNumber) ?? ""));
    played.forEach((r, i) => {
      const [opponent, colour, result] = roundFields(r);
      const column = roundColumn(i + 1);
      line.right(column, 4, opponent);
      line.left(column + 5, 1, colour);
      line.left(column + 7, 1, result);
    });
    lines.push(line.toString());
  }
  return `${lines.join("\r\n")}\r\n`;
}
