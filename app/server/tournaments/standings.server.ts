import { asc, eq } from "drizzle-orm";
import { indiaDate } from "~/lib/timetable";
import { standings } from "~/lib/tournament/tiebreaks";
import { writeTrf } from "~/lib/tournament/trf";
import { type Db, getDb } from "~/server/db/db.server";
import { event, student, tournamentCategory, tournamentPlayer } from "~/server/schema";
import {
  completeRounds,
  loadTournament,
  resultsOf,
  type TournamentState,
} from "~/server/tournaments/tournament-state.server";

/**
 * Standings and the report file of a tournament (docs/decisions/tournaments.md "Data"), from the
 * complete rounds (published, every result entered), round 1 up to the first one that is not.
 */

/** A line of a tournament's standings. */
export type StandingLine = {
  playerId: number;
  name: string;
  /** Start number. */
  seed: number;
  categoryId: number | null;
  /** Place overall; players level on points and every tie-break share it. */
  rank: number;
  /** Place among the players of the same category (null without a category). */
  categoryRank: number | null;
  /** Points, half-points. */
  points: number;
  /** One value per tie-break of the tournament's order (tiebreaks.ts StandingRow). */
  tieBreaks: (number | null)[];
  withdrawn: boolean;
};

/**
 * The standings by the tournament's tie-break order, overall and within each category.
 * @returns the rounds counted and the lines, best first
 * @throws TournamentRefusal "not-found"
 */
export async function tournamentStandings(
  tournamentId: number,
  db?: Db,
): Promise<{ rounds: number; lines: StandingLine[] }> {
  const conn = db ?? (await getDb());
  return standingsOf(await loadTournament(conn, tournamentId));
}

/**
 * {@link tournamentStandings} of a tournament already loaded (`loadTournament`), for a page that
 * reads the state for more than its standings.
 * @returns the rounds counted and the lines, best first
 */
export function standingsOf(state: TournamentState): { rounds: number; lines: StandingLine[] } {
  const rounds = completeRounds(state);
  const rows = standings(resultsOf(state, rounds), state.tournament.tieBreaks);
  const bySeed = new Map(state.players.map((p) => [p.seed, p]));
  const lines: StandingLine[] = rows.map((row) => {
    const p = bySeed.get(row.id);
    if (!p) throw new Error(`start number ${row.id} has no player`);
    return {
      playerId: p.id,
      name: p.name,
      seed: row.id,
      categoryId: p.categoryId,
      rank: row.rank,
      categoryRank: null,
      points: row.points,
      tieBreaks: row.tieBreaks,
      withdrawn: p.withdrawnAt !== null,
    };
  });
  // Within a category: one more than the category's players placed strictly above overall.
  for (const line of lines) {
    if (line.categoryId === null) continue;
    line.categoryRank =
      1 + lines.filter((o) => o.categoryId === line.categoryId && o.rank < line.rank).length;
  }
  return { rounds: rounds.length, lines };
}

const SYSTEM_NAMES = {
  swiss: "Swiss System",
  round_robin: "Round robin",
  double_round_robin: "Double round robin",
} as const;

/**
 * The tournament's FIDE report file (TRF-16, app/lib/tournament/trf.ts) over its complete
 * rounds: the event's title, venue (city line), India dates of the event and of each round's
 * publication, the time control, and each player with a start number: name, FIDE ID (the
 * student's or the walk-in's), birth year (a student's), and the rating when the tournament is
 * seeded by FIDE rating (the file's rating column is the FIDE rating).
 * @throws TournamentRefusal "not-found"
 */
export async function tournamentTrf(tournamentId: number, db?: Db): Promise<string> {
  const conn = db ?? (await getDb());
  const state = await loadTournament(conn, tournamentId);
  const t = state.tournament;
  const rounds = completeRounds(state);
  const [ev] = await conn.select().from(event).where(eq(event.id, t.eventId));
  if (!ev) throw new Error(`tournament ${tournamentId} has no event`);
  const students = await conn
    .select({ id: student.id, fideId: student.fideId, birthYear: student.birthYear })
    .from(tournamentPlayer)
    .innerJoin(student, eq(student.id, tournamentPlayer.studentId))
    .where(eq(tournamentPlayer.tournamentId, tournamentId))
    .orderBy(asc(student.id));
  const studentOf = new Map(students.map((s) => [s.id, s]));
  const city =
    ev.venueKind === "online"
      ? "Online"
      : ev.venueKind === "centre"
        ? ev.venueCentre
        : ev.venueAddress;
  return writeTrf({
    name: ev.title,
    city,
    startDate: indiaDate(ev.startsAt),
    endDate: indiaDate(ev.endsAt),
    type: SYSTEM_NAMES[t.system],
    timeControl: t.timeControl,
    roundDates: rounds.map((r) => indiaDate(r.publishedAt as Date)),
    players: state.players.flatMap((p) => {
      if (p.seed === null) return [];
      const s = p.studentId === null ? undefined : studentOf.get(p.studentId);
      const fideId = s ? s.fideId : p.fideId;
      return [
        {
          startNumber: p.seed,
          name: p.name,
          rating: t.seeding === "fide" ? p.rating : null,
          fideId: fideId === "" ? null : Number(fideId),
          birthDate: s?.birthYear ? String(s.birthYear) : null,
        },
      ];
    }),
    results: resultsOf(state, rounds),
    tieBreaks: t.tieBreaks,
  });
}

/** The categories of a tournament, in the order made. */
export async function tournamentCategories(
  tournamentId: number,
  db?: Db,
): Promise<{ id: number; name: string }[]> {
  const conn = db ?? (await getDb());
  return conn
    .select({ id: tournamentCategory.id, name: tournamentCategory.name })
    .from(tournamentCategory)
    .where(eq(tournamentCategory.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategory.id));
}
