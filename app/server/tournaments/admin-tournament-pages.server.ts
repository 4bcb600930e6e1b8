import { and, asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { data } from "react-router";
import {
  adminTournamentsCopy as copy,
  ENTRY_LABELS,
  SEEDING_LABELS,
  SYSTEM_LABELS,
  TIE_BREAK_LABELS,
} from "~/content/tournament-arbiter";
import { formValues } from "~/lib/form";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminIntents } from "~/server/auth/admin-intents.server";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { type Db, getDb } from "~/server/db/db.server";
import {
  event,
  TIE_BREAK_CODES,
  tournament,
  tournamentPlayer,
  tournamentRound,
} from "~/server/schema";
import { readTournamentForm, TIE_BREAK_SLOTS } from "~/server/tournaments/tournament-form.server";
import { TournamentRefusal } from "~/server/tournaments/tournament-state.server";
import { createTournament } from "~/server/tournaments/tournaments.server";

/**
 * /admin/tournaments (docs/decisions/tournaments.md "Arbiter pages"): every tournament with its
 * event, system, players and rounds, a link to run it, and the form that creates one for a
 * tournament event that has none. The admin only.
 */

/** Every tournament, newest event first, with its players and rounds paired and published. */
async function tournamentList(db: Db) {
  const rows = await db
    .select({
      id: tournament.id,
      system: tournament.system,
      rounds: tournament.rounds,
      title: event.title,
      slug: event.slug,
    })
    .from(tournament)
    .innerJoin(event, eq(event.id, tournament.eventId))
    .orderBy(desc(event.startsAt), desc(tournament.id));
  const [players, paired, published] = await Promise.all([
    db
      .select({ id: tournamentPlayer.tournamentId, n: count() })
      .from(tournamentPlayer)
      .groupBy(tournamentPlayer.tournamentId),
    db
      .select({ id: tournamentRound.tournamentId, n: count() })
      .from(tournamentRound)
      .groupBy(tournamentRound.tournamentId),
    db
      .select({ id: tournamentRound.tournamentId, n: count() })
      .from(tournamentRound)
      .where(isNotNull(tournamentRound.publishedAt))
      .groupBy(tournamentRound.tournamentId),
  ]);
  const countOf = (list: { id: number; n: number }[], id: number) =>
    list.find((r) => r.id === id)?.n ?? 0;
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    system:
      r.system === "swiss" ? `${SYSTEM_LABELS.swiss}, ${r.rounds} rounds` : SYSTEM_LABELS[r.system],
    players: countOf(players, r.id),
    rounds: copy.roundsOf(countOf(paired, r.id), countOf(published, r.id)),
    href: `/tournaments/${r.slug}/arbiter`,
  }));
}

/** The tournament events without a tournament yet, soonest last. */
async function freeEvents(db: Db) {
  return db
    .select({ id: event.id, title: event.title })
    .from(event)
    .leftJoin(tournament, eq(tournament.eventId, event.id))
    .where(and(eq(event.category, "tournament"), isNull(tournament.id)))
    .orderBy(desc(event.startsAt), asc(event.id));
}

const pairs = <K extends string>(labels: Record<K, string>) =>
  Object.entries(labels) as [K, string][];

/**
 * The page: the list, and the create form's choices.
 * @throws requireAdmin's redirect to /adminlogin for anyone but the admin
 */
export async function adminTournamentsPage(request: Request) {
  await requireAdmin(request);
  const db = await getDb();
  const [list, events] = await Promise.all([tournamentList(db), freeEvents(db)]);
  return {
    list,
    events: events.map((ev) => [String(ev.id), ev.title] as const),
    systems: pairs(SYSTEM_LABELS),
    seedings: pairs(SEEDING_LABELS),
    entries: pairs(ENTRY_LABELS),
    tieBreaks: TIE_BREAK_CODES.map((code) => [code, TIE_BREAK_LABELS[code]] as const),
    tieBreakSlots: TIE_BREAK_SLOTS,
  };
}

/**
 * The page's action: `intent` "create" makes the tournament (createTournament) and clears the
 * page cache (the event's public page links to it).
 * @returns the notice, or 400 with each field's message and the values as typed; 409 when the
 *   event has its tournament already
 * @throws readAdminForm's 403 (another origin, not the admin), 413 or 400
 */
export const adminTournamentsAction = adminIntents({
  create: async ({ user, form }) => {
    const reading = readTournamentForm(form);
    if (!reading.ok) {
      return data(
        { notice: null, errors: reading.errors, values: reading.values },
        { status: 400 },
      );
    }
    try {
      await createTournament(reading.value, user.email);
    } catch (error) {
      if (!(error instanceof TournamentRefusal)) throw error;
      const field = error.reason === "twice" ? copy.errors.twice : copy.errors.event;
      return data(
        { notice: null, errors: { event: field }, values: formValues(form) },
        { status: error.reason === "twice" ? 409 : 400 },
      );
    }
    invalidatePageCache();
    const db = await getDb();
    const [ev] = await db
      .select({ title: event.title })
      .from(event)
      .where(eq(event.id, reading.value.eventId));
    return { notice: copy.created(ev?.title ?? ""), errors: {}, values: null };
  },
});
