import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { data } from "react-router";
import type { FameHistoryLine } from "~/components/tournament/fame-lists";
import { formatPoints, hallOfFameCopy, playerHistoryCopy } from "~/content/tournament-fame";
import { parseId } from "~/lib/collection";
import { formatCalendarDate } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";
import { indiaDate } from "~/lib/timetable";
import { publicPlayerName } from "~/lib/tournament/names";
import { type Db, getDb } from "~/server/db/db.server";
import { event, student, tournament, tournamentPlayer } from "~/server/schema";
import { getPublicSite } from "~/server/site/public-site.server";
import {
  type StandingLine,
  standingsOf,
  tournamentCategories,
} from "~/server/tournaments/standings.server";
import {
  completeRounds,
  isWalkIn,
  loadTournament,
  type TournamentState,
} from "~/server/tournaments/tournament-state.server";

/**
 * The hall of fame (/tournaments/hall-of-fame) and a student's tournament history
 * (/tournaments/players/:id), docs/decisions/tournaments.md "Hall of fame and players' pages".
 * Public pages: only tournaments of published tournament events; places and points from
 * `tournamentStandings`; names by `publicPlayerName` (first name and initial unless the family
 * agreed to the full name).
 */

/** A player as the public pages name and link them: the history page only for a student. */
export type FamePlayer = { name: string; historyPath: string | null; points: number };

/** A finished tournament with its winners overall and per category. */
export type FameTournament = {
  slug: string;
  title: string;
  date: string;
  players: number;
  rounds: number;
  winners: FamePlayer[];
  categories: { name: string; winners: FamePlayer[] }[];
};

/** How a player is named in public: their student, whether a walk-in, the student's consent. */
type Naming = {
  name: string;
  studentId: number | null;
  walkIn: boolean;
  fullNameConsentAt: Date | null;
};

/** The tournament events anyone may see, newest first (optionally only some tournaments). */
async function publicTournaments(conn: Db, only?: number[]) {
  return conn
    .select({
      id: tournament.id,
      slug: event.slug,
      title: event.title,
      startsAt: event.startsAt,
    })
    .from(tournament)
    .innerJoin(event, eq(event.id, tournament.eventId))
    .where(
      and(
        eq(event.published, true),
        eq(event.category, "tournament"),
        only ? inArray(tournament.id, only) : undefined,
      ),
    )
    .orderBy(desc(event.startsAt), desc(tournament.id));
}

/**
 * The rounds a tournament will have: a Swiss's set number; a round robin's from its seeded field
 * (n − 1 rounds for an even n, n for an odd one; twice for a double), 0 before round 1.
 */
function plannedRounds(state: TournamentState): number {
  const t = state.tournament;
  if (t.system === "swiss") return t.rounds ?? 0;
  const seeded = state.players.filter((p) => p.seed !== null).length;
  if (seeded < 3) return 0;
  const places = seeded % 2 === 0 ? seeded : seeded + 1;
  return (places - 1) * (t.system === "double_round_robin" ? 2 : 1);
}

/** Whether every round of the tournament is paired, published and has all its results. */
export function isFinished(state: TournamentState): boolean {
  const planned = plannedRounds(state);
  return planned > 0 && completeRounds(state).length === planned;
}

/**
 * The names, students and consents of the players a condition picks (e.g. some tournaments'
 * players), by player id; the hall of fame's and a game page's one query for naming players.
 */
export async function namings(conn: Db, where: SQL): Promise<Map<number, Naming>> {
  const rows = await conn
    .select({
      id: tournamentPlayer.id,
      name: tournamentPlayer.name,
      studentId: tournamentPlayer.studentId,
      registeredBy: tournamentPlayer.registeredBy,
      fullNameConsentAt: student.fullNameConsentAt,
    })
    .from(tournamentPlayer)
    .leftJoin(student, eq(student.id, tournamentPlayer.studentId))
    .where(where);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: r.name,
        studentId: r.studentId,
        walkIn: isWalkIn(r),
        fullNameConsentAt: r.fullNameConsentAt,
      },
    ]),
  );
}

/** The history page of a student. */
const historyPath = (studentId: number) => `/tournaments/players/${studentId}`;

/**
 * A player as the public pages name and link them (`publicPlayerName`; the history link only for
 * a student).
 * @param name the name to show (shortened unless the family agreed to the full name)
 * @param naming the player's naming from {@link namings} (none: named as a child, no link)
 */
export function namedPlayer(
  name: string,
  naming: Naming | undefined,
): { name: string; historyPath: string | null } {
  const studentId = naming?.studentId ?? null;
  return {
    name: publicPlayerName({
      name,
      walkIn: naming?.walkIn ?? false,
      fullNameConsentAt: naming?.fullNameConsentAt ?? null,
    }),
    historyPath: studentId === null ? null : historyPath(studentId),
  };
}

/**
 * Every finished tournament (all its rounds complete) of a published tournament event, newest
 * first, with its winners (every player placed 1st: a tie on points and every tie-break shares
 * it) and each category's winners.
 */
export async function hallOfFame(db?: Db): Promise<FameTournament[]> {
  const conn = db ?? (await getDb());
  const list = await publicTournaments(conn);
  const names =
    list.length === 0
      ? new Map<number, Naming>()
      : await namings(
          conn,
          inArray(
            tournamentPlayer.tournamentId,
            list.map((t) => t.id),
          ),
        );
  const out: FameTournament[] = [];
  for (const t of list) {
    const state = await loadTournament(conn, t.id);
    if (!isFinished(state)) continue;
    const { rounds, lines } = standingsOf(state);
    const categories = await tournamentCategories(t.id, conn);
    const named = (line: StandingLine): FamePlayer => ({
      ...namedPlayer(line.name, names.get(line.playerId)),
      points: line.points,
    });
    out.push({
      slug: t.slug,
      title: t.title,
      date: formatCalendarDate(indiaDate(t.startsAt)),
      players: lines.length,
      rounds,
      winners: lines.filter((l) => l.rank === 1).map(named),
      categories: categories.flatMap((c) => {
        const winners = lines.filter((l) => l.categoryId === c.id && l.categoryRank === 1);
        return winners.length > 0 ? [{ name: c.name, winners: winners.map(named) }] : [];
      }),
    });
  }
  return out;
}

/**
 * A student's tournaments: every tournament of a published event they play in with at least one
 * complete round, newest first: place overall and in their category, points, whether finished.
 * @returns the student's public name and lines, or null (no such student, or none played)
 */
export async function playerHistory(
  studentId: number,
  db?: Db,
): Promise<{ name: string; lines: FameHistoryLine[] } | null> {
  const conn = db ?? (await getDb());
  const [who] = await conn
    .select({ name: student.name, fullNameConsentAt: student.fullNameConsentAt })
    .from(student)
    .where(eq(student.id, studentId));
  if (!who) return null;
  const entries = await conn
    .select({ id: tournamentPlayer.id, tournamentId: tournamentPlayer.tournamentId })
    .from(tournamentPlayer)
    .where(eq(tournamentPlayer.studentId, studentId));
  if (entries.length === 0) return null;
  const playerOf = new Map(entries.map((e) => [e.tournamentId, e.id]));
  const lines: FameHistoryLine[] = [];
  for (const t of await publicTournaments(conn, [...playerOf.keys()])) {
    const state = await loadTournament(conn, t.id);
    const standing = standingsOf(state);
    const categories = await tournamentCategories(t.id, conn);
    const line = standing.lines.find((l) => l.playerId === playerOf.get(t.id));
    if (standing.rounds === 0 || !line) continue;
    lines.push({
      slug: t.slug,
      title: t.title,
      date: formatCalendarDate(indiaDate(t.startsAt)),
      category: categories.find((c) => c.id === line.categoryId)?.name ?? null,
      place: line.rank,
      categoryPlace: line.categoryRank,
      points: formatPoints(line.points),
      players: standing.lines.length,
      finished: isFinished(state),
    });
  }
  if (lines.length === 0) return null;
  return { name: publicPlayerName({ ...who, walkIn: false }), lines };
}

/** The hall of fame's loader data: the finished tournaments and the page's meta. */
export async function hallOfFamePage() {
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `${hallOfFameCopy.title} | ${site.name}`,
    description: hallOfFameCopy.description,
    path: "/tournaments/hall-of-fame",
  });
  return { tournaments: await hallOfFame(), meta };
}

/**
 * A student's history page's loader data, with meta a family can share (title, description, Open
 * Graph with the site's card).
 * @returns 404 (with no player) for a junk id, an unknown student or one who never played
 */
export async function playerHistoryPage(rawId: string | undefined) {
  const site = getPublicSite();
  const id = parseId(rawId);
  const history = id === null ? null : await playerHistory(id);
  if (!history || id === null) {
    const meta = pageMeta(site, {
      title: `${playerHistoryCopy.notFoundTitle} | ${site.name}`,
      description: playerHistoryCopy.notFound,
      path: `/tournaments/players/${encodeURIComponent(rawId ?? "")}`,
      noIndex: true,
    });
    return data({ player: null, meta }, { status: 404 });
  }
  const meta = pageMeta(site, {
    title: `${playerHistoryCopy.title(history.name)} | ${site.name}`,
    description: playerHistoryCopy.description(history.name, history.lines.length),
    path: historyPath(id),
  });
  return { player: history, meta };
}
