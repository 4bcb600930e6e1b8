import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { FeeLine } from "~/lib/fees";
import type { Db } from "~/server/db/db.server";
import {
  event,
  invoiceLine,
  student,
  tournament,
  tournamentPlayer,
  tournamentRound,
  user,
} from "~/server/schema";

/**
 * Tournament entry fees (docs/decisions/fees.md "Entry fees"): which entries the invoice job bills.
 * An entry is billed once, to the student's family, when the tournament has a fee and its round 1
 * is paired with the student in it (a start number): a walk-in (no student), a free tournament and
 * a player withdrawn before round 1 owe nothing. The caller holds the invoice job's lock;
 * `invoice_line_one_entry` (one entry line per player) is the last guard.
 */

/** A transaction (or the database) to read in. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** An entry to bill: an "entry" line with its player and the student's name. */
export type EntryLine = FeeLine & { tournamentPlayerId: number; studentName: string };

/**
 * Every entry not billed yet, grouped by family (families in user id order, entries by player).
 * @returns per family's user id: the account's name and one "entry" line per entry, of the
 *   tournament's fee at the time of billing, its detail naming the tournament's event title
 */
export async function unbilledEntries(
  tx: Tx,
): Promise<Map<string, { billedTo: string; entries: EntryLine[] }>> {
  const rows = await tx
    .select({
      playerId: tournamentPlayer.id,
      studentId: student.id,
      studentName: student.name,
      userId: student.userId,
      familyName: user.name,
      title: event.title,
      feePaise: tournament.entryFeePaise,
    })
    .from(tournamentPlayer)
    .innerJoin(tournament, eq(tournament.id, tournamentPlayer.tournamentId))
    .innerJoin(event, eq(event.id, tournament.eventId))
    .innerJoin(student, eq(student.id, tournamentPlayer.studentId))
    .innerJoin(user, eq(user.id, student.userId))
    .innerJoin(
      tournamentRound,
      and(eq(tournamentRound.tournamentId, tournament.id), eq(tournamentRound.number, 1)),
    )
    .where(
      and(
        gt(tournament.entryFeePaise, 0),
        // A start number: in the field when round 1 was paired (not withdrawn before it).
        isNotNull(tournamentPlayer.seed),
        sql`not exists (select 1 from ${invoiceLine} where ${invoiceLine.kind} = 'entry' and ${invoiceLine.tournamentPlayerId} = ${tournamentPlayer.id})`,
      ),
    )
    .orderBy(asc(student.userId), asc(tournamentPlayer.id));
  const families = new Map<string, { billedTo: string; entries: EntryLine[] }>();
  for (const row of rows) {
    const family = families.get(row.userId) ?? { billedTo: row.familyName, entries: [] };
    family.entries.push({
      kind: "entry",
      studentId: row.studentId,
      batchId: null,
      amountPaise: row.feePaise,
      detail: { tournament: row.title },
      tournamentPlayerId: row.playerId,
      studentName: row.studentName,
    });
    families.set(row.userId, family);
  }
  return families;
}
