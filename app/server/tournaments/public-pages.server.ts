import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import {
  tournamentPageCopy as copy,
  tournamentRegistrationCopy as regCopy,
} from "~/content/tournaments";
import { parseId, SLUG_PATTERN } from "~/lib/collection";
import { eventJsonLd } from "~/lib/event-view";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import type { PublicSite } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { userLoginPath } from "~/lib/sign-in-return";
import { readUserForm } from "~/server/auth/require-user.server";
import { getSessionUser } from "~/server/auth/session.server";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { type Db, getDb } from "~/server/db/db.server";
import { listStudents } from "~/server/families/students.server";
import { moduleLogger } from "~/server/logger.server";
import {
  student,
  tournament,
  tournamentCategory,
  tournamentPlayer,
  tournamentRound,
} from "~/server/schema";
import { getPublicSite } from "~/server/site/public-site.server";
import { registerStudent, withdrawPlayer } from "~/server/tournaments/players.server";
import {
  findPublicTournament,
  type PublicTournamentView,
  publicTournamentView,
} from "~/server/tournaments/public-view.server";
import { TournamentRefusal } from "~/server/tournaments/tournament-state.server";

const log = moduleLogger("tournaments");

/**
 * The public tournament page /tournaments/:slug (docs/decisions/tournaments.md "Public pages"):
 * its loader (the public view, the signed-in family's registration part, meta and SportsEvent
 * JSON-LD) and its action (a family registers or withdraws its own student). Another family's
 * student or player answers 404, like a missing one; every change clears the page cache.
 */

/** The tournament page's path. */
export const tournamentPath = (slug: string) => `/tournaments/${slug}`;

/**
 * The schema.org `SportsEvent` of a tournament: the event's `Event` (dates, place, organiser) as
 * a chess `SportsEvent` at the tournament page's address; once finished, every player as a
 * `competitor` (best first) and the winners in the description.
 */
export function sportsEventJsonLd(view: PublicTournamentView, site: PublicSite) {
  const base = eventJsonLd(view.event, site);
  const lines = view.standings?.overall ?? [];
  const winners = view.finished
    ? [
        ...lines.filter((l) => l.place === 1).map((l) => l.name),
        ...(view.standings?.categories ?? []).flatMap((c) =>
          c.lines.filter((l) => l.place === 1).map((l) => `${l.name} (${c.name})`),
        ),
      ]
    : [];
  return {
    ...base,
    "@type": "SportsEvent",
    sport: "Chess",
    url: `${site.url}${tournamentPath(view.event.slug)}`,
    ...(winners.length > 0
      ? {
          description: `${base.description} Winners: ${winners.join(", ")}.`,
          competitor: lines.map((l) => ({ "@type": "Person", name: l.name })),
        }
      : {}),
  };
}

/** A short fingerprint of what the page shows, so the live line says "Updated" only on change. */
function versionOf(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The registration part: for a visitor, the sign-in link; for a signed-in family, its students
 * with their entry in this tournament (registered, withdrawn, or not), what they may do now.
 */
async function registrationView(
  request: Request,
  tournamentId: number,
  view: PublicTournamentView,
  state: { deadline: Date; paired: boolean },
  now: Date,
  conn: Db,
) {
  const open = now <= state.deadline && !state.paired;
  const base = {
    open,
    closesAt: open ? regCopy.closesAt(formatInZone(state.deadline, ACADEMY_ZONE)) : null,
    fee: view.facts.entryFee ? regCopy.fee(view.facts.entryFee) : null,
    canWithdraw: !state.paired,
  };
  const user = await getSessionUser(request);
  if (!user) {
    return {
      ...base,
      signInHref: userLoginPath(new URL(request.url)),
      students: null,
      categories: [],
    };
  }
  const [students, entries, categories] = await Promise.all([
    listStudents(user.id, conn),
    conn
      .select({
        id: tournamentPlayer.id,
        studentId: tournamentPlayer.studentId,
        withdrawnAt: tournamentPlayer.withdrawnAt,
      })
      .from(tournamentPlayer)
      .innerJoin(student, eq(student.id, tournamentPlayer.studentId))
      .where(and(eq(tournamentPlayer.tournamentId, tournamentId), eq(student.userId, user.id))),
    conn
      .select({ id: tournamentCategory.id, name: tournamentCategory.name })
      .from(tournamentCategory)
      .where(eq(tournamentCategory.tournamentId, tournamentId))
      .orderBy(tournamentCategory.id),
  ]);
  return {
    ...base,
    signInHref: null,
    categories,
    students: students.map((s) => {
      const entry = entries.find((e) => e.studentId === s.id);
      return {
        id: s.id,
        name: s.name,
        playerId: entry?.id ?? null,
        withdrawn: entry ? entry.withdrawnAt !== null : false,
      };
    }),
  };
}

/**
 * The page's loader data.
 * @returns `view: null` and status 404 for an unknown slug, a draft event, or a tournament event
 *   without a tournament
 */
export async function tournamentPage(
  request: Request,
  rawSlug: string | undefined,
  options: { now?: Date; db?: Db } = {},
) {
  const now = options.now ?? new Date();
  const conn = options.db ?? (await getDb());
  const site = getPublicSite();
  const path = new URL(request.url).pathname;
  const slug = rawSlug ?? "";
  const found = SLUG_PATTERN.test(slug) ? await findPublicTournament(slug, conn) : null;
  if (!found) {
    const meta = pageMeta(site, {
      title: "404 Page Not Found",
      description: "This tournament does not exist. See all our events.",
      path,
      noIndex: true,
    });
    return { status: 404, view: null, registration: null, version: "", meta };
  }
  const view = await publicTournamentView(found.tournamentId, found.event, now, conn);
  const [paired] = await conn
    .select({ id: tournamentRound.id })
    .from(tournamentRound)
    .where(eq(tournamentRound.tournamentId, found.tournamentId))
    .limit(1);
  const registration = await registrationView(
    request,
    found.tournamentId,
    view,
    { deadline: found.deadline, paired: paired !== undefined },
    now,
    conn,
  );
  const { updatedAt: _time, ...shown } = view;
  const meta = [
    ...pageMeta(site, {
      title: `${view.event.title} | ${copy.kicker} | ${site.name}`,
      description: copy.description(view.event.title),
      path: tournamentPath(slug),
    }),
    { "script:ld+json": sportsEventJsonLd(view, site) },
  ];
  return { status: 200, view, registration, version: versionOf(shown), meta };
}

/** A refusal's message and status. */
const REFUSALS: Record<string, { error: string; status: number }> = {
  closed: { error: regCopy.errors.closed, status: 409 },
  "not-yours": { error: regCopy.errors.notFound, status: 404 },
  "not-found": { error: regCopy.errors.notFound, status: 404 },
  twice: { error: regCopy.errors.twice, status: 409 },
  invalid: { error: regCopy.errors.invalid, status: 400 },
  "students-only": { error: regCopy.errors.studentsOnly, status: 409 },
};

const refused = (reason: string) => {
  const answer = REFUSALS[reason] ?? { error: regCopy.errors.unknown, status: 400 };
  return data({ notice: null, error: answer.error }, { status: answer.status });
};

/**
 * The page's action: `intent=register` (studentId, categoryId) or `intent=withdraw` (playerId),
 * for the signed-in family's own students only; withdrawing only until round 1 is paired.
 * @returns a notice, or an error with 400/404/409 (another family's ids answer 404 like missing
 *   ones, and name no child)
 * @throws readUserForm's 403 (another origin, signed out), 413 or 400
 */
export async function tournamentAction(
  request: Request,
  rawSlug: string | undefined,
  options: { now?: Date; db?: Db } = {},
) {
  const { user, form } = await readUserForm(request);
  const conn = options.db ?? (await getDb());
  const slug = rawSlug ?? "";
  const found = SLUG_PATTERN.test(slug) ? await findPublicTournament(slug, conn) : null;
  if (!found) return refused("not-found");
  const intent = form.get("intent");
  try {
    if (intent === "register") {
      const studentId = parseId(form.get("studentId"));
      const mine = (await listStudents(user.id, conn)).find((s) => s.id === studentId);
      if (!mine) return refused("not-yours");
      const rawCategory = form.get("categoryId");
      const categoryId = rawCategory === null || rawCategory === "" ? null : parseId(rawCategory);
      if (rawCategory && categoryId === null) return refused("invalid");
      await registerStudent(
        found.tournamentId,
        mine.id,
        user.id,
        { categoryId },
        {
          now: options.now,
          db: conn,
        },
      );
      invalidatePageCache();
      log.info({ tournament: found.tournamentId, student: mine.id }, "student registered");
      return { notice: regCopy.done.registered(mine.name), error: null };
    }
    if (intent === "withdraw") {
      const playerId = parseId(form.get("playerId"));
      const [entry] =
        playerId === null
          ? []
          : await conn
              .select({ name: student.name })
              .from(tournamentPlayer)
              .innerJoin(student, eq(student.id, tournamentPlayer.studentId))
              .where(
                and(
                  eq(tournamentPlayer.id, playerId),
                  eq(tournamentPlayer.tournamentId, found.tournamentId),
                  eq(student.userId, user.id),
                ),
              );
      if (!entry || playerId === null) return refused("not-found");
      // Under the tournament row's lock, as pairing takes it: never withdrawn while round 1 is
      // being paired.
      const withdrew = await conn.transaction(async (tx) => {
        await tx
          .select({ id: tournament.id })
          .from(tournament)
          .where(eq(tournament.id, found.tournamentId))
          .for("update");
        const [paired] = await tx
          .select({ id: tournamentRound.id })
          .from(tournamentRound)
          .where(eq(tournamentRound.tournamentId, found.tournamentId))
          .limit(1);
        if (paired) return false;
        await withdrawPlayer(playerId, { now: options.now, db: tx as unknown as Db });
        return true;
      });
      if (!withdrew) return refused("closed");
      invalidatePageCache();
      log.info({ tournament: found.tournamentId, player: playerId }, "player withdrawn");
      return { notice: regCopy.done.withdrawn(entry.name), error: null };
    }
  } catch (error) {
    if (error instanceof TournamentRefusal) return refused(error.reason);
    throw error;
  }
  return refused("invalid");
}
