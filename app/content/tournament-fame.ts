import type { GameResult } from "~/lib/tournament/results";

/**
 * The words of the hall of fame, a player's tournament history and a game's page
 * (docs/decisions/tournaments.md "Hall of fame and players' pages").
 */

/** Points as a chess scoresheet writes them, from half-points: 7 → "3½", 1 → "½", 4 → "2". */
export function formatPoints(halfPoints: number): string {
  const whole = Math.floor(halfPoints / 2);
  const half = halfPoints % 2 === 1;
  if (!half) return String(whole);
  return whole === 0 ? "½" : `${whole}½`;
}

/** An ordinal place: 1 → "1st", 2 → "2nd", 11 → "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** /tournaments/hall-of-fame. */
export const hallOfFameCopy = {
  title: "Hall of fame",
  description:
    "Every finished tournament of the academy with its champions and the winners of each category. Tap a name to see that player's tournaments.",
  intro:
    "Every tournament we have finished, newest first, with its champion and the winner of each category. Tap a player's name to see all their tournaments.",
  empty: "No tournament has finished yet. The first champions will appear here.",
  winner: "Winner",
  winners: "Joint winners",
  categoryWinners: "Category winners",
  tournamentLink: (title: string) => `${title}: results`,
  played: (players: number, rounds: number) =>
    `${players} ${players === 1 ? "player" : "players"}, ${rounds} ${rounds === 1 ? "round" : "rounds"}`,
  points: (halfPoints: number) => `${formatPoints(halfPoints)} pts`,
} as const;

/** /tournaments/players/:id. */
export const playerHistoryCopy = {
  title: (name: string) => `${name}: tournaments`,
  description: (name: string, count: number) =>
    `${name} has played ${count} ${count === 1 ? "tournament" : "tournaments"} at the academy. See each place, score and category.`,
  heading: (name: string) => `${name}'s tournaments`,
  intro: "Every academy tournament this player has taken part in, newest first.",
  tournament: "Tournament",
  date: "Date",
  category: "Category",
  place: "Place",
  points: "Points",
  noCategory: "—",
  inProgress: "In progress",
  placeOf: (place: number, players: number) => `${ordinal(place)} of ${players}`,
  categoryPlace: (place: number, category: string) => `${ordinal(place)} in ${category}`,
  back: "Hall of fame",
  notFoundTitle: "Player not found",
  notFound: "We have no tournament results for this player.",
} as const;

/** /tournaments/:slug/games/:gameId. */
export const gamePageCopy = {
  title: (white: string, black: string, tournament: string) =>
    `${white} vs ${black} | ${tournament}`,
  description: (white: string, black: string, round: number, tournament: string) =>
    `${white} against ${black}, round ${round} of ${tournament}: the moves and the final position.`,
  heading: (white: string, black: string) => `${white} vs ${black}`,
  round: (round: number, board: number) => `Round ${round}, board ${board}`,
  white: "White",
  black: "Black",
  result: "Result",
  noResult: "Not entered yet",
  moves: "Moves",
  noMoves: "No moves recorded.",
  finalPosition: "Final position",
  boardLabel: (position: string) => `Final position: ${position}`,
  unreadable: "We could not read the moves of this game. Here is the record as it was uploaded.",
  back: (tournament: string) => `Back to ${tournament}`,
  notFoundTitle: "Game not found",
  notFound: "This game has no recorded moves, or it does not exist.",
} as const;

/** A game's result as the pages print it. */
export const RESULT_TEXT = {
  "1-0": "1–0",
  "1/2": "½–½",
  "0-1": "0–1",
  "+-": "1–0 (forfeit)",
  "-+": "0–1 (forfeit)",
  "--": "Both forfeited",
} as const satisfies Record<GameResult, string>;
