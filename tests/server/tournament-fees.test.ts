import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { batches } from "~/server/collections/batches.server";
import type { Db } from "~/server/db/db.server";
import { familyData } from "~/server/families/data-export.server";
import { carryOutDeletion, requestDeletion } from "~/server/families/deletion.server";
import { saveFeePlans, saveFeeSettings } from "~/server/fees/fee-settings.server";
import { makeMonthInvoices } from "~/server/fees/invoice-job.server";
import { invoiceWithDetails } from "~/server/fees/invoices.server";
import {
  deletionRequest,
  event,
  invoice,
  invoiceCounter,
  invoiceLine,
  payment,
  seatRequest,
  student,
  tournament,
  tournamentGame,
  tournamentPlayer,
  user,
} from "~/server/schema";
import { acceptSeat, requestSeat } from "~/server/timetable/seats.server";
import { addWalkIn, registerStudent, withdrawPlayer } from "~/server/tournaments/players.server";
import { pairNextRound } from "~/server/tournaments/rounds.server";
import { createTournament } from "~/server/tournaments/tournaments.server";
import { testDatabases } from "../fixtures/databases";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * Tournament entry fees on the family's invoices (app/server/fees/entry-fees.server.ts and the
 * invoice job; docs/decisions/fees.md "Entry fees"), PGlite always and PostgreSQL too with
 * TEST_DATABASE_URL: a family-registered student in the field of round 1 of a tournament with a
 * fee is billed once, on the family's invoice of the next run (with the month's fees, or by
 * itself); walk-ins, free tournaments and players withdrawn before round 1 are not; two runs at
 * once bill an entry once; totals are the sums of their lines; a family's deletion keeps the
 * player by name and the invoice line.
 */

const ADMIN = "admin@example.test";
/** ₹2,500 a month. */
const FEE = 250000;
/** ₹300 an entry. */
const ENTRY = 30000;
/** An instant on an India date: 00:30 UTC is 06:00 IST, the morning of that date in India. */
const at = (date: string, utcTime = "00:30") => new Date(`${date}T${utcTime}:00Z`);
const JAN_1 = at("2099-01-01");
const JAN_20 = at("2099-01-20");
/** Registrations are made before this (the tournaments' deadline). */
const REGISTERED = at("2098-12-20");

const SETTINGS = {
  upiId: "",
  payeeName: "",
  dueDay: 5,
  siblingDiscountPercent: 10,
  reminderDays: 2,
  registrationFeePaise: 0,
  bankDetails: "",
  invoicePrefix: "PTK",
};

/** Empties the tables these tests write, and puts the fee settings back. */
async function emptied(db: Db) {
  await db.delete(payment);
  await db.delete(invoiceLine);
  await db.delete(invoice);
  await db.delete(invoiceCounter);
  // Games first: tournament_game's keys to its players do not cascade, so they refuse to let an
  // event whose tournament has games be deleted with its players.
  await db.delete(tournamentGame);
  await db.delete(event);
  await db.delete(deletionRequest);
  await db.delete(seatRequest);
  await db.delete(student);
  await db.delete(user);
  await saveFeeSettings(SETTINGS, ADMIN, db);
}

let made = 0;

/**
 * A Swiss of three rounds for a tournament event of this title, open to walk-ins, with an entry
 * fee (paise; 0: free).
 * @returns the tournament's id
 */
async function feeTournament(db: Db, title: string, feePaise: number): Promise<number> {
  const [row] = await db
    .insert(event)
    .values({
      slug: `fees-${made++}`,
      title,
      category: "tournament",
      startsAt: at("2099-01-11", "03:30"),
      endsAt: at("2099-01-11", "12:30"),
      venueKind: "centre",
      venueCentre: "Kothrud",
      summary: "Rapid",
      registerKind: "whatsapp",
      updatedBy: ADMIN,
    })
    .returning({ id: event.id });
  const { id } = await createTournament(
    {
      eventId: row?.id as number,
      system: "swiss",
      rounds: 3,
      seeding: "academy",
      registrationDeadline: at("2099-01-10"),
      entry: "anyone",
      tieBreaks: ["BH"],
    },
    ADMIN,
    db,
  );
  await db.update(tournament).set({ entryFeePaise: feePaise }).where(eq(tournament.id, id));
  return id;
}

/** A family's account (added when new) and its student of this name (added when new). */
async function child(db: Db, userId: string, name: string): Promise<number> {
  const [known] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!known) await addAccount(db, userId, `Family ${userId}`);
  return studentOf(db, userId, name);
}

/** Registers the family's student of this name in the tournament. @returns the player's id */
async function entered(db: Db, tournamentId: number, userId: string, name: string) {
  const studentId = await child(db, userId, name);
  return registerStudent(tournamentId, studentId, userId, {}, { now: REGISTERED, db });
}

/** A confirmed seat of the student in a batch with a ₹2,500 plan (January 2099: 9 classes). */
async function seat(db: Db, userId: string, studentId: number) {
  const batch = await batches.create(batchForm({ capacity: "10" }), ADMIN, db);
  await saveFeePlans(new Map([[batch.id, FEE]]), ADMIN, db);
  const asked = await requestSeat(
    { batchId: batch.id, userId, studentId, contact: "98765 43210" },
    "p",
    db,
  );
  await acceptSeat(asked.id, ADMIN, db);
}

const invoicesOf = (db: Db, userId: string) =>
  db.select().from(invoice).where(eq(invoice.userId, userId)).orderBy(asc(invoice.id));

/** Every stored line as [invoice's family, kind, student, amount, description]. */
async function allLines(db: Db) {
  const rows = await db
    .select({ line: invoiceLine, userId: invoice.userId })
    .from(invoiceLine)
    .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .orderBy(asc(invoiceLine.id));
  return rows.map(({ line, userId }) => [
    userId,
    line.kind,
    line.studentName,
    line.amountPaise,
    line.description,
  ]);
}

describe.each(testDatabases("tfees"))("tournament entry fees on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => emptied((await connection).db));

  it("bills each family's students in round 1 once, with the month's fees or by itself, and no walk-in, free tournament or player withdrawn before round 1", async () => {
    const { db } = await connection;
    const rapid = await feeTournament(db, "Kothrud Junior Rapid", ENTRY);
    const free = await feeTournament(db, "Friday Blitz", 0);
    const anu = await entered(db, rapid, "fam-a", "Anu");
    await entered(db, rapid, "fam-a", "Bala");
    await entered(db, rapid, "fam-b", "Chitra");
    const dev = await entered(db, rapid, "fam-c", "Dev");
    await addWalkIn(rapid, { name: "Walk-in Player" }, ADMIN, db);
    await entered(db, free, "fam-a", "Anu");
    await entered(db, free, "fam-d", "Esha");
    await addWalkIn(free, { name: "Another Walk-in" }, ADMIN, db);
    await seat(db, "fam-a", await child(db, "fam-a", "Anu"));

    // Registered, round 1 not paired: nothing owed yet (a withdrawal now owes nothing).
    expect(await makeMonthInvoices({ now: JAN_1, db })).toHaveLength(1);
    expect((await allLines(db)).map(([, kind]) => kind)).toEqual(["fee"]);
    await withdrawPlayer(dev, { db });
    await pairNextRound(rapid, ADMIN, { db });
    await pairNextRound(free, ADMIN, { db });
    // Withdrawn after round 1: the entry stands.
    await withdrawPlayer(anu, { db });

    // fam-a's January is invoiced already: its entries come on an invoice of their own, as do
    // fam-b's (no seats at all); one invoice per family, numbered on.
    const later = await makeMonthInvoices({ now: JAN_20, db });
    expect(later.map((m) => [m.userId, m.number, m.totalPaise])).toEqual([
      ["fam-a", "PTK/2098-99/0002", 2 * ENTRY],
      ["fam-b", "PTK/2098-99/0003", ENTRY],
    ]);
    expect(await allLines(db)).toEqual([
      ["fam-a", "fee", "Anu", FEE, expect.stringMatching(/: January 2099$/)],
      ["fam-a", "entry", "Anu", ENTRY, "Entry fee: Kothrud Junior Rapid"],
      ["fam-a", "entry", "Bala", ENTRY, "Entry fee: Kothrud Junior Rapid"],
      ["fam-b", "entry", "Chitra", ENTRY, "Entry fee: Kothrud Junior Rapid"],
    ]);
    const [, entries] = await invoicesOf(db, "fam-a");
    expect(entries).toMatchObject({ month: "2099-01-01", issuedOn: "2099-01-20" });
    expect(entries?.dueOn).toBe("2099-01-27");

    // The invoice page and the family's download show the lines as stored.
    const details = await invoiceWithDetails(entries?.id as number, db);
    expect(details?.lines.map((l) => [l.studentName, l.description, l.amountPaise])).toEqual([
      ["Anu", "Entry fee: Kothrud Junior Rapid", ENTRY],
      ["Bala", "Entry fee: Kothrud Junior Rapid", ENTRY],
    ]);
    const data = await familyData("fam-b", JAN_20, db);
    expect(data?.invoices[0]?.lines).toEqual([
      { student: "Chitra", item: "Entry fee: Kothrud Junior Rapid", amount: "300.00" },
    ]);

    // Billed once: again later, and in the next month, nothing more for the entries.
    expect(await makeMonthInvoices({ now: JAN_20, db })).toEqual([]);
    const february = await makeMonthInvoices({ now: at("2099-02-01"), db });
    expect(february.map((m) => m.userId)).toEqual(["fam-a"]);
    expect((await allLines(db)).filter(([, kind]) => kind === "entry")).toHaveLength(3);
    expect(await invoicesOf(db, "fam-c")).toEqual([]);
    expect(await invoicesOf(db, "fam-d")).toEqual([]);
  });

  it("puts unbilled entries on the family's month invoice when it is made in the same run", async () => {
    const { db } = await connection;
    const rapid = await feeTournament(db, "Year-end Rapid", ENTRY);
    await entered(db, rapid, "fam-a", "Anu");
    await entered(db, rapid, "fam-b", "Bala");
    await pairNextRound(rapid, ADMIN, { db });
    await seat(db, "fam-a", await child(db, "fam-a", "Anu"));
    const runs = await makeMonthInvoices({ now: JAN_1, db });
    expect(runs.map((m) => [m.userId, m.totalPaise])).toEqual([
      ["fam-a", FEE + ENTRY],
      ["fam-b", ENTRY],
    ]);
    expect((await allLines(db)).map(([userId, kind, name]) => [userId, kind, name])).toEqual([
      ["fam-a", "fee", "Anu"],
      ["fam-a", "entry", "Anu"],
      ["fam-b", "entry", "Bala"],
    ]);
  });

  it("two runs at once bill each entry once, and the database refuses a second entry line", async () => {
    const { db } = await connection;
    const rapid = await feeTournament(db, "Pongal Rapid", ENTRY);
    const players = [];
    for (const id of ["fam-a", "fam-b", "fam-c"]) {
      players.push(await entered(db, rapid, id, `${id} child`));
    }
    await pairNextRound(rapid, ADMIN, { db });
    const runs = await Promise.all([
      makeMonthInvoices({ now: JAN_1, db }),
      makeMonthInvoices({ now: JAN_1, db }),
    ]);
    expect(runs.flat()).toHaveLength(3);
    const lines = await db.select().from(invoiceLine);
    expect(lines.map((l) => l.tournamentPlayerId).sort()).toEqual([...players].sort());
    const [first] = lines;
    await expect(
      db.insert(invoiceLine).values({ ...first, id: undefined } as typeof invoiceLine.$inferInsert),
    ).rejects.toThrow();
  });

  it("a family's deletion keeps the player by name and the invoice's entry line, and bills nothing again", async () => {
    const { db } = await connection;
    const rapid = await feeTournament(db, "Deepavali Rapid", ENTRY);
    const anu = await entered(db, rapid, "fam-a", "Anu");
    await entered(db, rapid, "fam-b", "Bala");
    await pairNextRound(rapid, ADMIN, { db });
    await makeMonthInvoices({ now: JAN_1, db });
    await requestDeletion("fam-a", db);
    const [request] = await db.select().from(deletionRequest);
    expect(await carryOutDeletion(request?.id as number, ADMIN, db)).toBe("fam-a@example.test");
    const [player] = await db.select().from(tournamentPlayer).where(eq(tournamentPlayer.id, anu));
    expect(player).toMatchObject({ name: "Anu", studentId: null, seed: expect.any(Number) });
    const [line] = await db
      .select()
      .from(invoiceLine)
      .where(eq(invoiceLine.tournamentPlayerId, anu));
    expect(line).toMatchObject({ kind: "entry", studentId: null, studentName: "Anu" });
    expect(await makeMonthInvoices({ now: JAN_20, db })).toEqual([]);
  });

  it("makes every invoice's total the sum of its lines, and bills each entry once, whatever the mix", async () => {
    const { db } = await connection;
    const family = fc.record({
      seat: fc.boolean(),
      entries: fc.array(fc.boolean(), { minLength: 0, maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(family, { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 500000 }), { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        async (families, fees, seatsFirst) => {
          await emptied(db);
          const ids = await Promise.all(fees.map((fee, i) => feeTournament(db, `Cup ${i}`, fee)));
          const expected = new Map<number, number>();
          for (const [f, spec] of families.entries()) {
            const userId = `fam-${f}`;
            const studentId = await child(db, userId, `Child ${f}`);
            if (spec.seat) await seat(db, userId, studentId);
            for (const [t, plays] of spec.entries.entries()) {
              if (!plays) continue;
              const tournamentId = ids[t] as number;
              const player = await registerStudent(
                tournamentId,
                studentId,
                userId,
                {},
                { now: REGISTERED, db },
              );
              if ((fees[t] as number) > 0) expected.set(player, fees[t] as number);
            }
          }
          // Every tournament gets two walk-ins, so round 1 can be paired.
          for (const id of ids) {
            await addWalkIn(id, { name: "Walk-in One" }, ADMIN, db);
            await addWalkIn(id, { name: "Walk-in Two" }, ADMIN, db);
          }
          if (seatsFirst) await makeMonthInvoices({ now: JAN_1, db });
          for (const id of ids) await pairNextRound(id, ADMIN, { db });
          await makeMonthInvoices({ now: JAN_20, db });
          await makeMonthInvoices({ now: JAN_20, db });
          const invoices = await db.select().from(invoice);
          const lines = await db.select().from(invoiceLine);
          for (const row of invoices) {
            const sum = lines
              .filter((l) => l.invoiceId === row.id)
              .reduce((total, l) => total + l.amountPaise, 0);
            expect(row.totalPaise).toBe(sum);
          }
          const entryLines = lines.filter((l) => l.kind === "entry");
          expect(
            new Map(entryLines.map((l) => [l.tournamentPlayerId as number, l.amountPaise])),
          ).toEqual(expected);
          expect(entryLines).toHaveLength(expected.size);
          expect(new Set(invoices.map((r) => r.sequence)).size).toBe(invoices.length);
        },
      ),
      { numRuns: 8 },
    );
  });
});
