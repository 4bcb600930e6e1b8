import { asc, eq, gte } from "drizzle-orm";
import { data, redirect } from "react-router";
import { arbiterCopy as copy, SYSTEM_LABELS } from "~/content/tournament-arbiter";
import { parseId } from "~/lib/collection";
import { requireUser } from "~/server/auth/require-user.server";
import type { SessionUser } from "~/server/auth/session.server";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { type Db, getDb } from "~/server/db/db.server";
import { forbidden } from "~/server/http/security.server";
import { event, tournament } from "~/server/schema";
import {
  isArbiter,
  readArbiterForm,
  requireArbiter,
} from "~/server/tournaments/arbiter-auth.server";
import { addWalkIn, withdrawPlayer } from "~/server/tournaments/players.server";
import { pairNextRound } from "~/server/tournaments/rounds.server";
import { tournamentCategories, tournamentTrf } from "~/server/tournaments/standings.server";
import { readWalkInForm } from "~/server/tournaments/tournament-form.server";
import {
  isComplete,
  loadTournament,
  TournamentRefusal,
} from "~/server/tournaments/tournament-state.server";

/**
 * A tournament's arbiter page (/tournaments/:slug/arbiter; docs/decisions/tournaments.md "Arbiter
 * pages"): its players with Withdraw, "Add a player" (a walk-in), "Pair round N", the rounds and
 * the report file (/tournaments/:slug/report.trf). The admin and every coach account; a
 * signed-out visitor signs in first; anyone else gets 403 and nothing of the tournament.
 */

/** The tournament of an event's slug, with the event's title; null when there is none. */
export async function tournamentBySlug(slug: string | undefined, db?: Db) {
  if (!slug || !/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ id: tournament.id, title: event.title, slug: event.slug })
    .from(tournament)
    .innerJoin(event, eq(event.id, tournament.eventId))
    .where(eq(event.slug, slug));
  return row ?? null;
}

/** Where an arbiter goes back to: the admin's list, or a coach's My batches. */
export function arbiterBack(user: SessionUser) {
  return user.isAdmin
    ? { to: "/admin/tournaments", label: copy.back.admin }
    : { to: "/my-batches", label: copy.back.coach };
}

/** The page's view of a tournament. */
async function arbiterView(found: { id: number; title: string; slug: string }, db: Db) {
  const [state, categories] = await Promise.all([
    loadTournament(db, found.id),
    tournamentCategories(found.id, db),
  ]);
  const t = state.tournament;
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const players = [...state.players]
    .sort(
      (a, b) =>
        (a.seed ?? 10_000) - (b.seed ?? 10_000) ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        a.id - b.id,
    )
    .map((p) => ({
      id: p.id,
      seed: p.seed,
      name: p.name,
      category: p.categoryId === null ? "" : (categoryName.get(p.categoryId) ?? ""),
      rating: p.rating,
      withdrawn: p.withdrawnAt !== null,
    }));
  const base = `/tournaments/${found.slug}`;
  const rounds = state.rounds.map((r) => ({
    number: r.number,
    href: `${base}/arbiter/rounds/${r.number}`,
    state:
      r.publishedAt === null
        ? copy.roundState.unpublished
        : isComplete(state, r)
          ? copy.roundState.complete
          : copy.roundState.playing,
  }));
  const system =
    t.system === "swiss" ? `${SYSTEM_LABELS.swiss}, ${t.rounds} rounds` : SYSTEM_LABELS[t.system];
  return {
    title: found.title,
    slug: found.slug,
    summary: copy.summary(system, players.length),
    publicHref: base,
    trfHref: `${base}/report.trf`,
    players,
    categories: categories.map((c) => [String(c.id), c.name] as const),
    walkIn:
      t.entry === "students_only"
        ? ("students-only" as const)
        : state.rounds.length > 0
          ? ("closed" as const)
          : ("open" as const),
    rounds,
    nextRound: state.rounds.length + 1,
  };
}

/**
 * The arbiter page.
 * @returns `tournament: null` with status 403 (not an arbiter) or 404 (no such tournament)
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function arbiterPage(request: Request, slug: string | undefined) {
  const user = await requireArbiter(request);
  if (!user) return { tournament: null, back: null, status: 403 };
  const found = await tournamentBySlug(slug);
  if (!found) return { tournament: null, back: arbiterBack(user), status: 404 };
  return { tournament: await arbiterView(found, await getDb()), back: arbiterBack(user) };
}

/** An action's answer: what was done, or why not (with a form's messages and typed values). */
type Answer = {
  notice: string | null;
  error: string | null;
  errors: Record<string, string>;
  values: Record<string, string> | null;
};

const answer = (part: Partial<Answer>, status = 200) =>
  data({ notice: null, error: null, errors: {}, values: null, ...part } satisfies Answer, {
    status,
  });

const REFUSAL_STATUS: Partial<Record<TournamentRefusal["reason"], number>> = {
  "not-found": 404,
  invalid: 400,
};

/** A refusal as the page says it. */
function refused(error: unknown) {
  if (!(error instanceof TournamentRefusal)) throw error;
  return answer({ error: copy.errors.refused[error.reason] }, REFUSAL_STATUS[error.reason] ?? 409);
}

/**
 * The arbiter page's action: `intent` "walk-in" (name, fideId, rating, category), "withdraw"
 * (player), "pair" (the next round; 303 to its page). Each change clears the page cache.
 * @returns 400 with the fields' messages; 404 for a tournament or player that is not there; 409
 *   with the refusal's words (closed, incomplete, no pairing…)
 * @throws readArbiterForm's 403 (another origin, no session, not an arbiter), 413 or 400
 */
export async function arbiterAction(request: Request, slug: string | undefined) {
  const { user, form } = await readArbiterForm(request);
  const found = await tournamentBySlug(slug);
  if (!found) return answer({ error: copy.errors.refused["not-found"] }, 404);
  const intent = form.get("intent");
  try {
    if (intent === "walk-in") {
      const categories = await tournamentCategories(found.id);
      const reading = readWalkInForm(
        form,
        categories.map((c) => c.id),
      );
      if (!reading.ok) return answer({ errors: reading.errors, values: reading.values }, 400);
      await addWalkIn(found.id, reading.value, user.email);
      invalidatePageCache();
      return answer({ notice: copy.added(reading.value.name) });
    }
    if (intent === "withdraw") {
      const playerId = parseId(form.get("player"));
      const state = await loadTournament(await getDb(), found.id);
      const player = state.players.find((p) => p.id === playerId);
      if (!player) return answer({ error: copy.errors.refused["not-found"] }, 404);
      await withdrawPlayer(player.id);
      invalidatePageCache();
      return answer({ notice: copy.withdrew(player.name) });
    }
    if (intent === "pair") {
      const round = await pairNextRound(found.id, user.email);
      invalidatePageCache();
      return redirect(`/tournaments/${found.slug}/arbiter/rounds/${round.number}`, 303);
    }
  } catch (error) {
    return refused(error);
  }
  return answer({ error: copy.errors.badForm }, 400);
}

/**
 * /tournaments/:slug/report.trf: the tournament's FIDE report file (TRF-16) over its complete
 * rounds, as an ASCII attachment named after the slug.
 * @throws requireUser's redirect to /login for a signed-out visitor, 403 for anyone but an
 *   arbiter, 404 for a tournament that does not exist
 */
export async function arbiterTrf(request: Request, slug: string | undefined): Promise<Response> {
  const user = await requireUser(request);
  if (!isArbiter(user)) throw forbidden("arbiters only");
  const found = await tournamentBySlug(slug);
  if (!found) throw new Response("Not found", { status: 404 });
  const body = await tournamentTrf(found.id);
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=us-ascii",
      "content-disposition": `attachment; filename="${found.slug}.trf"`,
      "cache-control": "private, no-store",
    },
  });
}

/** How long after its event ends a tournament stays on My batches (results are still entered). */
const FINISHED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The tournaments a coach runs from My batches: those whose event has not ended (or ended within
 * a day), soonest first, each with its arbiter page.
 */
export async function openTournaments(now = new Date(), db?: Db) {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ id: tournament.id, title: event.title, slug: event.slug })
    .from(tournament)
    .innerJoin(event, eq(event.id, tournament.eventId))
    .where(gte(event.endsAt, new Date(now.getTime() - FINISHED_AFTER_MS)))
    .orderBy(asc(event.startsAt), asc(tournament.id));
  return rows.map((r) => ({ id: r.id, title: r.title, href: `/tournaments/${r.slug}/arbiter` }));
}
