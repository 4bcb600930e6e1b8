import { and, eq, inArray, sql } from "drizzle-orm";
import { invoiceLineCopy } from "~/content/fees";
import {
  type BillableSeat,
  dueDate,
  type FeeLine,
  feeLines,
  financialYear,
  invoiceNumber,
  invoiceTotal,
  monthEnd,
  monthOf,
  previousMonth,
} from "~/lib/fees";
import { batchName, classDates, indiaDate } from "~/lib/timetable";
import { storedSessions } from "~/server/coaching/class-sessions.server";
import { holidayDates } from "~/server/collections/batches.server";
import { type Db, getDb } from "~/server/db/db.server";
import { unbilledEntries } from "~/server/fees/entry-fees.server";
import { getFeeSettings } from "~/server/fees/fee-settings.server";
import {
  batch,
  feePlan,
  invoice,
  invoiceCounter,
  invoiceLine,
  seatRequest,
  student,
  user,
} from "~/server/schema";

/**
 * The invoice job (docs/decisions/fees.md "The invoice job", "Entry fees"): on and after the 1st
 * of each month (India time), every confirmed seat of a batch with a fee plan that has no fee line
 * for the month yet is billed, with every tournament entry not billed yet, one invoice per family
 * and run. Idempotent and safe on several instances: the whole run holds one transaction-scoped
 * advisory lock, so a second run waits and then finds everything billed; the unique indexes on
 * fee, registration and entry lines are the last guard. Each invoice takes the next number of its
 * financial year from `invoice_counter` in the same transaction, so a number is never reused and
 * a rolled-back run leaves no gap. An invoice that comes to nothing (last month's credit covers
 * the fee) is made paid: nothing is due on it.
 */

/** A transaction (or the database). */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** An invoice line to store, as the job writes it (the invoice and month are the run's). */
type StoredLine = Omit<typeof invoiceLine.$inferInsert, "id" | "invoiceId" | "month">;

/** A family's lines of one run: the name it is billed as, and its lines in order. */
type FamilyLines = { billedTo: string; lines: StoredLine[] };

/** The advisory lock key of the invoice job (any constant no other lock of the site uses). */
const INVOICE_JOB_LOCK = 2026_0016;

/** An invoice the job made. */
export type MadeInvoice = { id: number; number: string; userId: string; totalPaise: number };

type SeatRow = {
  userId: string;
  familyName: string;
  studentId: number;
  studentName: string;
  batchRow: typeof batch.$inferSelect;
  feePaise: number;
  since: Date;
};

/** A month's every class date of a batch, as if it ran the whole month (the pro-rating base). */
function fullMonthClasses(
  row: typeof batch.$inferSelect,
  holidays: ReadonlySet<string>,
  month: string,
): number {
  const always = { ...row, firstDate: "0001-01-01", lastDate: null };
  return classDates(always, holidays, month, monthEnd(month)).length;
}

/**
 * Makes the month's missing invoices: each family's unbilled seats of the month and its unbilled
 * tournament entries (entry-fees.server.ts) on one invoice of the run. A family with entries only
 * (no seat to bill this run: its month already invoiced, or no seats) gets an invoice of its
 * entries dated and numbered like any other (docs/decisions/fees.md "Entry fees").
 * @param now the job's clock; the month is `now`'s India month and invoices are dated its India date
 * @returns the invoices made (none when every seat and entry is billed already)
 */
export async function makeMonthInvoices(
  options: { now?: Date; db?: Db } = {},
): Promise<MadeInvoice[]> {
  const conn = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const today = indiaDate(now);
  const month = monthOf(today);
  return conn.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_JOB_LOCK})`);
    const settings = await getFeeSettings(tx);
    const families = await seatLines(tx, month, settings);
    for (const [userId, { billedTo, entries }] of await unbilledEntries(tx)) {
      const lines = entries.map(({ tournamentPlayerId, studentName, ...line }) => ({
        ...stored(line, studentName, lineDescription(line, [], month, previousMonth(month))),
        tournamentPlayerId,
      }));
      const family = families.get(userId);
      if (family) family.lines.push(...lines);
      else families.set(userId, { billedTo, lines });
    }
    const made: MadeInvoice[] = [];
    for (const [userId, family] of families) {
      if (family.lines.length === 0) continue;
      const year = financialYear(today);
      const [counter] = await tx
        .insert(invoiceCounter)
        .values({ financialYear: year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounter.financialYear,
          set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` },
        })
        .returning();
      if (!counter) throw new Error("invoice counter not advanced");
      const number = invoiceNumber(settings.invoicePrefix, year, counter.lastNumber);
      const totalPaise = invoiceTotal(family.lines);
      const [row] = await tx
        .insert(invoice)
        .values({
          number,
          financialYear: year,
          sequence: counter.lastNumber,
          userId,
          billedTo: family.billedTo,
          month,
          issuedOn: today,
          dueOn: dueDate(today, settings.dueDay),
          totalPaise,
          paidAt: totalPaise === 0 ? now : null,
        })
        .returning({ id: invoice.id });
      if (!row) throw new Error("invoice not stored");
      await tx
        .insert(invoiceLine)
        .values(family.lines.map((line) => ({ ...line, invoiceId: row.id, month })));
      made.push({ id: row.id, number, userId, totalPaise });
    }
    return made;
  });
}

/**
 * The month's lines of every confirmed seat not billed yet (docs/decisions/fees.md "Lines"), by
 * family in user id order: fee, sibling discount, credit, and the registration fee once.
 */
async function seatLines(
  tx: Tx,
  month: string,
  settings: Awaited<ReturnType<typeof getFeeSettings>>,
): Promise<Map<string, FamilyLines>> {
  const lastMonth = previousMonth(month);
  const seats: SeatRow[] = (
    await tx
      .select({
        userId: seatRequest.userId,
        familyName: user.name,
        studentId: student.id,
        studentName: student.name,
        batchRow: batch,
        feePaise: feePlan.monthlyFeePaise,
        since: seatRequest.updatedAt,
      })
      .from(seatRequest)
      .innerJoin(student, eq(student.id, seatRequest.studentId))
      .innerJoin(user, eq(user.id, seatRequest.userId))
      .innerJoin(batch, eq(batch.id, seatRequest.batchId))
      .innerJoin(feePlan, eq(feePlan.batchId, batch.id))
      .where(eq(seatRequest.status, "confirmed"))
      .orderBy(seatRequest.userId, student.id, batch.id)
  ).filter((s) => s.feePaise > 0);
  const families = new Map<string, FamilyLines>();
  if (seats.length === 0) return families;
  const billed = await tx
    .select({
      studentId: invoiceLine.studentId,
      batchId: invoiceLine.batchId,
      month: invoiceLine.month,
    })
    .from(invoiceLine)
    .where(and(eq(invoiceLine.kind, "fee"), inArray(invoiceLine.month, [month, lastMonth])));
  const billedKey = (s: number | null, b: number | null, m: string) => `${s}:${b}:${m}`;
  const billedSet = new Set(billed.map((l) => billedKey(l.studentId, l.batchId, l.month)));
  const toBill = seats.filter((s) => !billedSet.has(billedKey(s.studentId, s.batchRow.id, month)));
  if (toBill.length === 0) return families;
  const registered = new Set(
    (
      await tx
        .select({ studentId: invoiceLine.studentId })
        .from(invoiceLine)
        .where(
          and(
            eq(invoiceLine.kind, "registration"),
            inArray(
              invoiceLine.studentId,
              toBill.map((s) => s.studentId),
            ),
          ),
        )
    ).map((r) => r.studentId),
  );
  // Last month's regular classes the academy cancelled, of the batches to bill.
  const cancelled = (
    await storedSessions(
      toBill.map((s) => s.batchRow.id),
      lastMonth,
      monthEnd(lastMonth),
      tx,
    )
  ).filter((c) => c.kind === "regular" && c.cancelledAt !== null);
  const holidays = await holidayDates(tx);
  // The family's children in enrolment order, over every billed seat (not only this run's).
  const rankOf = new Map<string, number>();
  const childrenOf = new Map<string, number[]>();
  for (const s of seats) {
    const children = childrenOf.get(s.userId) ?? [];
    if (!children.includes(s.studentId)) children.push(s.studentId);
    childrenOf.set(s.userId, children);
    rankOf.set(`${s.userId}:${s.studentId}`, children.indexOf(s.studentId));
  }
  const seatsOf = new Map<string, SeatRow[]>();
  for (const s of toBill) seatsOf.set(s.userId, [...(seatsOf.get(s.userId) ?? []), s]);
  for (const [userId, familySeats] of seatsOf) {
    const billable: BillableSeat[] = familySeats.map((s) => {
      const start = indiaDate(s.since);
      // The later of two dates "YYYY-MM-DD" (text, not numbers).
      const from = start > month ? start : month;
      const hadLastMonth = billedSet.has(billedKey(s.studentId, s.batchRow.id, lastMonth));
      return {
        studentId: s.studentId,
        batchId: s.batchRow.id,
        classType: s.batchRow.classType,
        monthlyFeePaise: s.feePaise,
        childRank: rankOf.get(`${s.userId}:${s.studentId}`) ?? 0,
        monthClasses: fullMonthClasses(s.batchRow, holidays, month),
        classesLeft: classDates(s.batchRow, holidays, from, monthEnd(month)).length,
        cancelledLastMonth: hadLastMonth
          ? cancelled.filter((c) => c.batchId === s.batchRow.id && c.date >= start).length
          : 0,
        lastMonthClasses: fullMonthClasses(s.batchRow, holidays, lastMonth),
      };
    });
    const students = [...new Set(familySeats.map((s) => s.studentId))];
    const lines = feeLines(
      billable,
      {
        siblingDiscountPercent: settings.siblingDiscountPercent,
        registrationFeePaise: settings.registrationFeePaise,
      },
      students.filter((id) => !registered.has(id)),
    );
    if (lines.length === 0) continue;
    families.set(userId, {
      billedTo: (familySeats[0] as SeatRow).familyName,
      lines: lines.map((line) =>
        stored(
          line,
          familySeats.find((s) => s.studentId === line.studentId)?.studentName ?? "",
          lineDescription(line, familySeats, month, lastMonth),
        ),
      ),
    });
  }
  return families;
}

/** A rule's line as the job stores it, with the student's name and its words as written. */
function stored(line: FeeLine, studentName: string, description: string): StoredLine {
  const { kind, studentId, batchId, amountPaise } = line;
  return { kind, studentId, batchId, studentName, description, amountPaise };
}

/** A line's words (app/content/fees.ts), kept on the line. */
function lineDescription(
  line: FeeLine,
  seats: readonly SeatRow[],
  month: string,
  lastMonth: string,
) {
  const seat = seats.find((s) => s.batchRow.id === line.batchId);
  switch (line.kind) {
    case "fee":
      return invoiceLineCopy.fee(
        seat ? batchName(seat.batchRow) : "",
        month,
        line.detail.classesLeft ?? 0,
        line.detail.monthClasses ?? 0,
      );
    case "discount":
      return invoiceLineCopy.discount(line.detail.percent ?? 0);
    case "credit":
      return invoiceLineCopy.credit(line.detail.cancelled ?? 0, lastMonth);
    case "registration":
      return invoiceLineCopy.registration;
    case "entry":
      return invoiceLineCopy.entry(line.detail.tournament ?? "");
  }
}
