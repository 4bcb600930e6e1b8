import { and, eq, inArray } from "drizzle-orm";
import {
  tournamentPageCopy as copy,
  resultCopy,
  tieBreakCopy,
  tournamentSystemCopy,
} from "~/content/tournaments";
import type { EventView } from "~/lib/event-view";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import { rupees } from "~/lib/money";
import { roundPlayLink } from "~/lib/tournament/lichess-link";
import { publicPlayerName } from "~/lib/tournament/names";
import type { GameResult } from "~/lib/tournament/results";
import { toEventView } from "~/server/collections/events.server";
import { type Db, getDb } from "~/server/db/db.server";
import { event, student, tournament } from "~/server/schema";
import { getPublicSite } from "~/server/site/public-site.server";
import { standingsOf, tournamentCategories } from "~/server/tournaments/standings.server";
import {
  completeRounds,
  type GameRow,
  isWalkIn,
  loadTournament,
  type PlayerRow,
  type TournamentState,
} from "~/server/tournaments/tournament-state.server";

/**
 * What a visitor sees of a tournament (docs/decisions/tournaments.md "Public pages"): the event's
 * facts, the players before round 1, the published rounds' pairings with results as entered (and
 * an online tournament's current round's Lichess link), standings overall and per category, and a
 * crosstable. Unpublished rounds are never read into it. Children are named by `publicPlayerName`
 * (first name and initial without the family's consent).
 */

const CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: ACADEMY_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A published tournament event of this slug, with its tournament; null when there is none. */
export async function findPublicTournament(slug: string, db?: Db) {
  const conn = db ?? (await getDb());
  const [found] = await conn
    .select({
      event,
      tournamentId: tournament.id,
      deadline: tournament.registrationDeadline,
    })
    .from(event)
    .innerJoin(tournament, eq(tournament.eventId, event.id))
    .where(and(eq(event.slug, slug), eq(event.published, true), eq(event.category, "tournament")));
  return found ?? null;
}

/**
 * The tournament page's path for an event's page (/events/:slug links to it), or null when the
 * event has no tournament.
 */
export async function tournamentLinkOf(
  stored: { id: number; slug: string; category: string },
  db?: Db,
): Promise<string | null> {
  if (stored.category !== "tournament") return null;
  const conn = db ?? (await getDb());
  const [found] = await conn
    .select({ id: tournament.id })
    .from(tournament)
    .where(eq(tournament.eventId, stored.id));
  return found ? `/tournaments/${stored.slug}` : null;
}

/** A pairing row as the page shows it. */
export type PairingView = {
  board: number;
  white: string;
  /** null: a bye (Swiss) or sitting out (round robin). */
  black: string | null;
  result: string;
  /** The game page when the game has a PGN. */
  gameHref: string | null;
};

/** A standings line as the page shows it. */
export type StandingView = {
  playerId: number;
  place: number;
  seed: number;
  name: string;
  href: string | null;
  category: string;
  points: string;
  tieBreaks: string[];
  withdrawn: boolean;
};

/** Half-points (or quarter-points for SB) in words: 5 → "2½". */
function pointsText(value: number | null, unit = 2): string {
  if (value === null) return "–";
  const whole = Math.floor(value / unit);
  const rest = value - whole * unit;
  if (rest === 0) return String(whole);
  if (unit === 2) return whole === 0 ? "½" : `${whole}½`;
  return (value / unit).toFixed(2);
}

/** The rounds a tournament will have: a Swiss's set number, a round robin's from its players. */
function totalRounds(state: TournamentState): number | null {
  const t = state.tournament;
  if (t.system === "swiss") return t.rounds;
  const seeded = state.players.filter((p) => p.seed !== null).length;
  if (seeded === 0) return null;
  const once = seeded % 2 === 0 ? seeded - 1 : seeded;
  return t.system === "double_round_robin" ? 2 * once : once;
}

/** A crosstable cell: "12w1", "7b½", "3w+" (forfeit), "bye", "" (no game). */
function crossCell(game: GameRow | undefined, playerId: number, seedOf: Map<number, number>) {
  if (!game) return "";
  if (game.blackId === null) return copy.pairings.byePoints;
  const white = game.whiteId === playerId;
  const opponent = seedOf.get(white ? (game.blackId as number) : game.whiteId) ?? 0;
  const mine = (result: GameResult | null): string => {
    if (result === null) return "";
    const [w, b] = {
      "1-0": ["1", "0"],
      "1/2": ["½", "½"],
      "0-1": ["0", "1"],
      "+-": ["+", "−"],
      "-+": ["−", "+"],
      "--": ["−", "−"],
    }[result];
    return white ? w : b;
  };
  return `${opponent}${white ? "w" : "b"}${mine(game.result)}`;
}

/**
 * The crosstable's rows: the standings' order, or by start number before any round is complete.
 */
function crossOrder(lines: StandingView[], state: TournamentState) {
  if (lines.length > 0) return lines;
  return state.players
    .filter((p) => p.seed !== null)
    .sort((a, b) => (a.seed as number) - (b.seed as number))
    .map((p) => ({ playerId: p.id, seed: p.seed as number, points: "0", name: "" }));
}

/**
 * The public view of a tournament.
 * @param tournamentId the tournament (found by {@link findPublicTournament})
 * @param eventRow its event row
 * @param now the time of the answer ("Results as of 18:05")
 */
export async function publicTournamentView(
  tournamentId: number,
  eventRow: typeof event.$inferSelect,
  now: Date,
  db?: Db,
) {
  const conn = db ?? (await getDb());
  const site = getPublicSite();
  const [state, categories] = await Promise.all([
    loadTournament(conn, tournamentId),
    tournamentCategories(tournamentId, conn),
  ]);
  const table = standingsOf(state);
  const t = state.tournament;
  const studentIds = state.players.flatMap((p) => (p.studentId === null ? [] : [p.studentId]));
  const consents =
    studentIds.length === 0
      ? []
      : await conn
          .select({ id: student.id, at: student.fullNameConsentAt })
          .from(student)
          .where(inArray(student.id, studentIds));
  const consentOf = new Map(consents.map((c) => [c.id, c.at]));
  const nameOf = new Map(
    state.players.map((p) => [
      p.id,
      publicPlayerName({
        name: p.name,
        walkIn: isWalkIn(p),
        fullNameConsentAt: p.studentId === null ? null : (consentOf.get(p.studentId) ?? null),
      }),
    ]),
  );
  const name = (id: number) => nameOf.get(id) ?? "";
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const published = state.rounds.filter((r) => r.publishedAt !== null);
  const seedOf = new Map(state.players.map((p) => [p.id, p.seed ?? 0]));
  const gamesOf = (roundId: number) => state.games.filter((g) => g.roundId === roundId);
  const pairingsOf = (roundId: number): PairingView[] =>
    gamesOf(roundId).map((g) => ({
      board: g.board,
      white: name(g.whiteId),
      black: g.blackId === null ? null : name(g.blackId),
      result:
        g.blackId === null
          ? t.system === "swiss"
            ? copy.pairings.bye
            : copy.pairings.sitsOut
          : g.result === null
            ? copy.pairings.pending
            : resultCopy[g.result],
      gameHref: g.pgn ? `/tournaments/${eventRow.slug}/games/${g.id}` : null,
    }));
  const rounds = totalRounds(state);
  const complete = completeRounds(state).length;
  const finished = rounds !== null && complete === rounds;

  const studentHref = (p: PlayerRow | undefined) =>
    p?.studentId ? `/tournaments/players/${p.studentId}` : null;
  const byId = new Map(state.players.map((p) => [p.id, p]));
  const lines: StandingView[] = table.lines.map((l) => ({
    playerId: l.playerId,
    place: l.rank,
    seed: l.seed,
    name: name(l.playerId),
    href: studentHref(byId.get(l.playerId)),
    category: l.categoryId === null ? "" : (categoryName.get(l.categoryId) ?? ""),
    points: pointsText(l.points),
    tieBreaks: l.tieBreaks.map((v, i) => pointsText(v, t.tieBreaks[i] === "SB" ? 4 : 2)),
    withdrawn: l.withdrawn,
  }));
  const categoryPlace = new Map(table.lines.map((l) => [l.playerId, l.categoryRank]));
  const eventView: EventView = toEventView(eventRow, site);

  return {
    finished,
    live: !finished,
    updatedAt: CLOCK.format(now),
    event: eventView,
    facts: {
      system: copy.systemRounds(tournamentSystemCopy[t.system], rounds),
      timeControl: t.timeControl,
      categories: categories.map((c) => c.name),
      deadline: formatInZone(t.registrationDeadline, ACADEMY_ZONE),
      entryFee: t.entryFeePaise > 0 ? rupees(t.entryFeePaise) : null,
    },
    players:
      published.length === 0
        ? state.players
            .filter((p) => p.withdrawnAt === null)
            .map((p) => ({
              id: p.id,
              name: name(p.id),
              category: p.categoryId === null ? "" : (categoryName.get(p.categoryId) ?? ""),
            }))
            .sort((a, b) => a.name.localeCompare(b.name, "en-IN"))
        : [],
    current: published.length
      ? {
          number: published.at(-1)?.number as number,
          pairings: pairingsOf(published.at(-1)?.id as number),
          lichess: roundPlayLink(eventRow.venueKind, published.at(-1)?.onlineLink ?? null),
        }
      : null,
    earlier: published
      .slice(0, -1)
      .reverse()
      .map((r) => ({ number: r.number, pairings: pairingsOf(r.id) })),
    standings:
      table.rounds === 0
        ? null
        : {
            rounds: table.rounds,
            tieBreaks: t.tieBreaks.map((code) => ({ code, ...tieBreakCopy[code] })),
            overall: lines,
            categories: categories.map((c) => ({
              name: c.name,
              lines: lines
                .filter((l) => byId.get(l.playerId)?.categoryId === c.id)
                .map((l) => ({ ...l, place: categoryPlace.get(l.playerId) ?? l.place })),
            })),
          },
    crosstable:
      published.length === 0
        ? null
        : {
            rounds: published.map((r) => r.number),
            rows: crossOrder(lines, state).map((l) => ({
              seed: l.seed,
              name: l.name || name(l.playerId),
              points: l.points,
              cells: published.map((r) =>
                crossCell(
                  gamesOf(r.id).find((g) => g.whiteId === l.playerId || g.blackId === l.playerId),
                  l.playerId,
                  seedOf,
                ),
              ),
            })),
          },
  };
}

/** The public view's type, as the route's component receives it. */
export type PublicTournamentView = Awaited<ReturnType<typeof publicTournamentView>>;
