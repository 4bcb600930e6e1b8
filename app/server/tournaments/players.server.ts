import { and, eq, isNull } from "drizzle-orm";
import { FIDE_ID_PATTERN } from "~/lib/student-kinds";
import { isUniqueViolation } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import { student, tournamentCategory, tournamentPlayer } from "~/server/schema";
import {
  loadTournament,
  TournamentRefusal,
  type TournamentState,
  type Tx,
} from "~/server/tournaments/tournament-state.server";

/**
 * A tournament's players (docs/decisions/tournaments.md "Data"): a family registers its own
 * student until the registration deadline; the arbiter adds a walk-in (when the tournament is
 * open to anyone) until round 1 is paired; a player withdraws at any time and is not paired
 * again. Each registration locks the tournament row, so it is taken before or after a pairing,
 * never during one; one student plays once per tournament (a unique index, the last guard).
 */

/** What a player registers with. */
export type EntryDetails = {
  /** The prize category (required when the tournament has categories). */
  categoryId?: number | null;
  /** The rating of the tournament's seeding kind; null or absent: unrated. */
  rating?: number | null;
};

async function checkEntry(tx: Tx, state: TournamentState, details: EntryDetails) {
  const { rating = null, categoryId = null } = details;
  if (rating !== null && !(Number.isInteger(rating) && rating >= 0 && rating <= 4000)) {
    throw new TournamentRefusal("invalid");
  }
  const categories = await tx
    .select({ id: tournamentCategory.id })
    .from(tournamentCategory)
    .where(eq(tournamentCategory.tournamentId, state.tournament.id));
  const known = categories.some((c) => c.id === categoryId);
  if (categories.length > 0 ? !known : categoryId !== null) {
    throw new TournamentRefusal("invalid");
  }
  return { rating, categoryId };
}

async function insertPlayer(
  conn: Db,
  tournamentId: number,
  make: (tx: Tx, state: TournamentState) => Promise<typeof tournamentPlayer.$inferInsert>,
): Promise<number> {
  try {
    return await conn.transaction(async (tx) => {
      const state = await loadTournament(tx, tournamentId, true);
      const values = await make(tx, state);
      const [row] = await tx
        .insert(tournamentPlayer)
        .values(values)
        .returning({ id: tournamentPlayer.id });
      return row?.id as number;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new TournamentRefusal("twice");
    throw error;
  }
}

/**
 * A family registers one of its students.
 * @param userId the family's account (registered_by)
 * @param now the time of the registration (tests), by default now
 * @returns the player's id
 * @throws TournamentRefusal "not-found" (no such tournament), "closed" (after the deadline, or
 *   round 1 paired), "not-yours" (no such student in this family), "twice" (registered already),
 *   "invalid" (a rating out of 0–4000, a category missing or of another tournament)
 */
export async function registerStudent(
  tournamentId: number,
  studentId: number,
  userId: string,
  details: EntryDetails = {},
  options: { now?: Date; db?: Db } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const conn = options.db ?? (await getDb());
  return insertPlayer(conn, tournamentId, async (tx, state) => {
    if (now > state.tournament.registrationDeadline || state.rounds.length > 0) {
      throw new TournamentRefusal("closed");
    }
    const [found] = await tx
      .select({ userId: student.userId, name: student.name })
      .from(student)
      .where(eq(student.id, studentId));
    if (!found || found.userId !== userId) throw new TournamentRefusal("not-yours");
    if (state.players.some((p) => p.studentId === studentId)) {
      throw new TournamentRefusal("twice");
    }
    const entry = await checkEntry(tx, state, details);
    return {
      tournamentId,
      studentId,
      name: found.name,
      ...entry,
      registeredAt: now,
      registeredBy: userId,
    };
  });
}

/**
 * The arbiter adds a walk-in by name (and FIDE ID), after the deadline too, until round 1 is
 * paired.
 * @param actor the arbiter's e-mail (registered_by)
 * @returns the player's id
 * @throws TournamentRefusal "not-found", "students-only" (the tournament is for students only),
 *   "closed" (round 1 paired), "invalid" (a name empty or above 80 characters, a FIDE ID not
 *   1–10 digits, a rating or category as for {@link registerStudent})
 */
export async function addWalkIn(
  tournamentId: number,
  walkIn: { name: string; fideId?: string } & EntryDetails,
  actor: string,
  db?: Db,
): Promise<number> {
  const name = walkIn.name.trim();
  const fideId = (walkIn.fideId ?? "").trim();
  if (
    name.length < 1 ||
    name.length > 80 ||
    (fideId !== "" && !new RegExp(FIDE_ID_PATTERN).test(fideId))
  ) {
    throw new TournamentRefusal("invalid");
  }
  const conn = db ?? (await getDb());
  return insertPlayer(conn, tournamentId, async (tx, state) => {
    if (state.tournament.entry === "students_only") throw new TournamentRefusal("students-only");
    if (state.rounds.length > 0) throw new TournamentRefusal("closed");
    const entry = await checkEntry(tx, state, walkIn);
    return { tournamentId, name, fideId, ...entry, registeredBy: actor };
  });
}

/**
 * A player withdraws: not paired in any round paired after this (a round already paired keeps
 * them; the arbiter enters its result). Withdrawing twice keeps the first time.
 * @returns whether this withdrew them (false: withdrawn already)
 * @throws TournamentRefusal "not-found"
 */
export async function withdrawPlayer(
  playerId: number,
  options: { now?: Date; db?: Db } = {},
): Promise<boolean> {
  const conn = options.db ?? (await getDb());
  const changed = await conn
    .update(tournamentPlayer)
    .set({ withdrawnAt: options.now ?? new Date() })
    .where(and(eq(tournamentPlayer.id, playerId), isNull(tournamentPlayer.withdrawnAt)))
    .returning({ id: tournamentPlayer.id });
  if (changed.length > 0) return true;
  const [found] = await conn
    .select({ id: tournamentPlayer.id })
    .from(tournamentPlayer)
    .where(eq(tournamentPlayer.id, playerId));
  if (!found) throw new TournamentRefusal("not-found");
  return false;
}
