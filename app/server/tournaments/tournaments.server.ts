import { eq } from "drizzle-orm";
import { MAX_AMOUNT_PAISE } from "~/lib/money";
import type { TieBreak } from "~/lib/tournament/tiebreaks";
import { isUniqueViolation } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import {
  ENTRY_KINDS,
  type EntryKind,
  event,
  MAX_SWISS_ROUNDS,
  SEEDING_KINDS,
  type SeedingKind,
  TIE_BREAK_CODES,
  TOURNAMENT_SYSTEMS,
  type TournamentSystem,
  tournament,
  tournamentCategory,
} from "~/server/schema";
import { TournamentRefusal } from "~/server/tournaments/tournament-state.server";

/**
 * Making a tournament for an event (docs/decisions/tournaments.md "Data"): its system, rounds (a
 * Swiss), time control, seeding, registration deadline, entry, tie-break order, prize
 * categories and entry fee. One tournament per event; the event must be of the tournament category.
 */

/** A new tournament's settings. */
export type TournamentInput = {
  eventId: number;
  system: TournamentSystem;
  /** A Swiss's rounds (1–15); ignored for a round robin. */
  rounds?: number | null;
  timeControl?: string;
  seeding: SeedingKind;
  registrationDeadline: Date;
  entry: EntryKind;
  tieBreaks: readonly TieBreak[];
  /** Prize category names, e.g. ["Under-8", "Open"]; none: one field without categories. */
  categories?: readonly string[];
  /** The entry fee in paise (0 or absent: free; at most MAX_AMOUNT_PAISE, ₹10,00,000). */
  entryFeePaise?: number;
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T);

/**
 * Makes the tournament of an event, with its categories.
 * @returns the tournament's id and its categories' ids by name, in the order given
 * @throws TournamentRefusal "not-found" (no such event, or not a tournament event), "invalid"
 *   (a setting out of range, a tie-break twice or unknown, a category name empty or twice, an
 *   entry fee not whole paise from 0 to ₹10,00,000),
 *   "twice" (the event has a tournament already)
 */
export async function createTournament(
  input: TournamentInput,
  actor: string,
  db?: Db,
): Promise<{ id: number; categories: { id: number; name: string }[] }> {
  const swiss = input.system === "swiss";
  const names = (input.categories ?? []).map((n) => n.trim());
  const fee = input.entryFeePaise ?? 0;
  const valid =
    oneOf(TOURNAMENT_SYSTEMS, input.system) &&
    oneOf(SEEDING_KINDS, input.seeding) &&
    oneOf(ENTRY_KINDS, input.entry) &&
    (!swiss ||
      (Number.isInteger(input.rounds) &&
        (input.rounds as number) >= 1 &&
        (input.rounds as number) <= MAX_SWISS_ROUNDS)) &&
    input.tieBreaks.every((code) => oneOf(TIE_BREAK_CODES, code)) &&
    new Set(input.tieBreaks).size === input.tieBreaks.length &&
    !Number.isNaN(input.registrationDeadline.getTime()) &&
    names.every((n) => n.length >= 1 && n.length <= 40) &&
    new Set(names.map((n) => n.toLowerCase())).size === names.length &&
    Number.isInteger(fee) &&
    fee >= 0 &&
    fee <= MAX_AMOUNT_PAISE;
  if (!valid) throw new TournamentRefusal("invalid");
  const conn = db ?? (await getDb());
  try {
    return await conn.transaction(async (tx) => {
      const [found] = await tx
        .select({ category: event.category })
        .from(event)
        .where(eq(event.id, input.eventId));
      if (found?.category !== "tournament") throw new TournamentRefusal("not-found");
      const [made] = await tx
        .insert(tournament)
        .values({
          eventId: input.eventId,
          system: input.system,
          rounds: swiss ? (input.rounds as number) : null,
          timeControl: (input.timeControl ?? "").trim(),
          seeding: input.seeding,
          registrationDeadline: input.registrationDeadline,
          entry: input.entry,
          tieBreaks: [...input.tieBreaks],
          entryFeePaise: fee,
          createdBy: actor,
        })
        .returning({ id: tournament.id });
      const id = made?.id as number;
      const categories =
        names.length === 0
          ? []
          : await tx
              .insert(tournamentCategory)
              .values(names.map((name) => ({ tournamentId: id, name })))
              .returning({ id: tournamentCategory.id, name: tournamentCategory.name });
      return { id, categories };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new TournamentRefusal("twice");
    throw error;
  }
}
