import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { batches } from "~/server/collections/batches.server";
import { type Db, openDatabase } from "~/server/db/db.server";
import { familyData } from "~/server/families/data-export.server";
import { sendFeeMails } from "~/server/fees/fee-mail.server";
import {
  getFeeSettings,
  parseFeeSettings,
  saveFeePlans,
  saveFeeSettings,
} from "~/server/fees/fee-settings.server";
import { makeMonthInvoices } from "~/server/fees/invoice-job.server";
import {
  invoiceState,
  invoiceWithDetails,
  monthReport,
  overdueInvoices,
  studentsOfInvoices,
} from "~/server/fees/invoices.server";
import {
  decidePayment,
  PaymentRefusal,
  recordPayment,
  reportUpiPayment,
} from "~/server/fees/payments.server";
import {
  batch,
  classSession,
  feeMail,
  feePlan,
  feeSettings,
  invoice,
  invoiceCounter,
  invoiceLine,
  payment,
  seatRequest,
  student,
  user,
} from "~/server/schema";
import { acceptSeat, requestSeat } from "~/server/timetable/seats.server";
import { createScratchPostgres, testDatabases, testDatabaseUrl } from "../fixtures/databases";
import { type ReceivedMail, startSmtp } from "../fixtures/smtp";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * Fees on real databases (app/server/fees/; docs/decisions/fees.md "The invoice job", "Payments",
 * "Reminders"), PGlite always and PostgreSQL too with TEST_DATABASE_URL, where two connections
 * really race: the invoice job bills each confirmed seat once a month, one invoice per family,
 * numbered without gaps in each Indian financial year, also when runs race; a seat confirmed
 * mid-month is pro-rated and last month's cancelled classes are credited; a UTR is accepted once;
 * an invoice is paid when the payments received reach its total; each fee mail goes once, and
 * none to a family that has paid or reported a payment.
 *
 * The batch of every test is batchForm's: Sat and Sun from Sat 3 Jan 2099, so January 2099 has 9
 * classes (3, 4, 10, 11, 17, 18, 24, 25, 31) and February 8 (1, 7, 8, 14, 15, 21, 22, 28).
 */

const ADMIN = "admin@example.test";
/** ₹2,500 a month. */
const FEE = 250000;
/** An instant on an India date: 00:30 UTC is 06:00 IST, the morning of that date in India. */
const at = (date: string, utcTime = "00:30") => new Date(`${date}T${utcTime}:00Z`);
const JAN_1 = at("2099-01-01");
const FEB_1 = at("2099-02-01");

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

/** Why `promise` was refused, or "accepted". */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "accepted";
  } catch (error) {
    if (error instanceof PaymentRefusal) return error.reason;
    throw error;
  }
}

/** Empties every table the fees read, and puts the settings back to the migration's defaults. */
async function emptied(db: Db) {
  await db.delete(feeMail);
  await db.delete(payment);
  await db.delete(invoiceLine);
  await db.delete(invoice);
  await db.delete(invoiceCounter);
  await db.delete(feePlan);
  await db.delete(classSession);
  await db.delete(seatRequest);
  await db.delete(student);
  await db.delete(batch);
  await db.delete(user);
  await saveFeeSettings(SETTINGS, ADMIN, db);
}

/** A group batch (batchForm's, ten seats) with a fee plan. */
async function feeBatch(db: Db, fee = FEE, form: Record<string, string> = {}): Promise<number> {
  const made = await batches.create(batchForm({ capacity: "10", ...form }), ADMIN, db);
  await saveFeePlans(new Map([[made.id, fee]]), ADMIN, db);
  return made.id;
}

/**
 * A family's account (added when new) with its children, each with a seat confirmed in the batch.
 * @param since when the seats were confirmed (their updated_at); by default today, long before
 *   2099, so the whole month is billed
 * @returns the students' ids, in the order named
 */
async function family(
  db: Db,
  userId: string,
  batchId: number,
  children: string[],
  since?: string,
): Promise<number[]> {
  const [known] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!known) await addAccount(db, userId, `Family ${userId}`);
  const ids: number[] = [];
  for (const name of children) {
    const studentId = await studentOf(db, userId, name);
    const asked = await requestSeat(
      { batchId, userId, studentId, contact: "98765 43210" },
      "p",
      db,
    );
    await acceptSeat(asked.id, ADMIN, db);
    if (since) {
      await db
        .update(seatRequest)
        .set({ updatedAt: new Date(since) })
        .where(eq(seatRequest.id, asked.id));
    }
    ids.push(studentId);
  }
  return ids;
}

/** A regular class of the batch on `date` at 10:00, cancelled by the academy unless told. */
async function classOn(db: Db, batchId: number, date: string, cancelled = true) {
  await db.insert(classSession).values({
    batchId,
    date,
    startMinutes: 600,
    durationMinutes: 60,
    kind: "regular",
    cancelledAt: cancelled ? at(date, "01:00") : null,
    cancelReason: cancelled ? "Coach unwell" : "",
    updatedBy: ADMIN,
  });
}

const allInvoices = (db: Db) => db.select().from(invoice).orderBy(asc(invoice.id));

async function invoiceOf(db: Db, userId: string) {
  const rows = (await allInvoices(db)).filter((r) => r.userId === userId);
  if (rows.length !== 1) throw new Error(`${userId} has ${rows.length} invoices`);
  return rows[0] as typeof invoice.$inferSelect;
}

/** An invoice's lines as [kind, student, amount, description]. */
async function linesOf(db: Db, invoiceId: number) {
  const rows = await db
    .select()
    .from(invoiceLine)
    .where(eq(invoiceLine.invoiceId, invoiceId))
    .orderBy(asc(invoiceLine.id));
  return rows.map((l) => [l.kind, l.studentName, l.amountPaise, l.description]);
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let received: ReceivedMail[] = [];
beforeAll(async () => {
  smtp = await startSmtp();
  received = smtp.received;
});
afterAll(async () => smtp.close());

describe.each(testDatabases("fees"))("fees on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => emptied((await connection).db));

  describe("the invoice job", () => {
    it("bills a family's two children on one invoice, the second with the sibling discount, numbered in the financial year", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Anu", "Bala"]);
      const made = await makeMonthInvoices({ now: JAN_1, db });
      // ₹2,500 + ₹2,500 − 10% of ₹2,500 = ₹4,750.
      expect(made).toEqual([
        { id: expect.any(Number), number: "PTK/2098-99/0001", userId: "fam-a", totalPaise: 475000 },
      ]);
      const row = await invoiceOf(db, "fam-a");
      expect(row).toMatchObject({
        number: "PTK/2098-99/0001",
        financialYear: "2098-99",
        sequence: 1,
        billedTo: "Family fam-a",
        month: "2099-01-01",
        issuedOn: "2099-01-01",
        dueOn: "2099-01-05",
        totalPaise: 475000,
        paidAt: null,
      });
      const lines = await linesOf(db, row.id);
      expect(lines.map(([kind, name, amount]) => [kind, name, amount])).toEqual([
        ["fee", "Anu", 250000],
        ["fee", "Bala", 250000],
        ["discount", "Bala", -25000],
      ]);
      // The whole month: no "n of 9 classes".
      expect(lines[0]?.[3]).toMatch(/^Beginner .*: January 2099$/);
      expect(lines[2]?.[3]).toBe("Sibling discount (10%)");

      // Again, the same day or later in the month: every seat is billed already.
      expect(await makeMonthInvoices({ now: JAN_1, db })).toEqual([]);
      expect(await makeMonthInvoices({ now: at("2099-01-20"), db })).toEqual([]);
      expect(await allInvoices(db)).toHaveLength(1);

      // A family whose seat is confirmed later gets the year's next number.
      await family(db, "fam-b", batchId, ["Chitra"]);
      const later = await makeMonthInvoices({ now: JAN_1, db });
      expect(later.map((m) => [m.userId, m.number])).toEqual([["fam-b", "PTK/2098-99/0002"]]);
    });

    it("two runs at once make one invoice per family, numbered without gaps", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      for (const id of ["fam-a", "fam-b", "fam-c"]) await family(db, id, batchId, [`${id} child`]);
      const runs = await Promise.all([
        makeMonthInvoices({ now: JAN_1, db }),
        makeMonthInvoices({ now: JAN_1, db }),
      ]);
      expect(runs.flat()).toHaveLength(3);
      const rows = await allInvoices(db);
      expect(rows.map((r) => r.userId).sort()).toEqual(["fam-a", "fam-b", "fam-c"]);
      expect(rows.map((r) => r.sequence).sort()).toEqual([1, 2, 3]);
      expect(rows.map((r) => r.number).sort()).toEqual([
        "PTK/2098-99/0001",
        "PTK/2098-99/0002",
        "PTK/2098-99/0003",
      ]);
      expect(await db.select().from(invoiceLine)).toHaveLength(3);
    });

    it("starts the numbers again at 0001 in a new financial year", async () => {
      const { db } = await connection;
      // Sat and Sun from Sat 1 Mar 2098.
      const batchId = await feeBatch(db, FEE, { firstDate: "2098-03-01" });
      await family(db, "fam-a", batchId, ["Anu"]);
      await family(db, "fam-b", batchId, ["Bala"]);
      const march = await makeMonthInvoices({ now: at("2098-03-01"), db });
      expect(march.map((m) => m.number)).toEqual(["PTK/2097-98/0001", "PTK/2097-98/0002"]);
      const april = await makeMonthInvoices({ now: at("2098-04-01"), db });
      expect(april.map((m) => m.number)).toEqual(["PTK/2098-99/0001", "PTK/2098-99/0002"]);
      expect(april.map((m) => m.totalPaise)).toEqual([FEE, FEE]);
      const counters = await db
        .select()
        .from(invoiceCounter)
        .orderBy(asc(invoiceCounter.financialYear));
      expect(counters).toEqual([
        { financialYear: "2097-98", lastNumber: 2 },
        { financialYear: "2098-99", lastNumber: 2 },
      ]);
    });

    it("pro-rates a seat confirmed during the month by the classes left, due a week later", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      // Confirmed Thu 15 Jan 2099, 11:30 IST: 17, 18, 24, 25 and 31 Jan are left, 5 of 9.
      await family(db, "fam-a", batchId, ["Anu"], "2099-01-15T06:00:00Z");
      const [made] = await makeMonthInvoices({ now: at("2099-01-15", "07:00"), db });
      // ₹2,500 × 5 / 9 = ₹1,388.888… → ₹1,388.89.
      expect(made?.totalPaise).toBe(138889);
      const row = await invoiceOf(db, "fam-a");
      expect(row).toMatchObject({ issuedOn: "2099-01-15", dueOn: "2099-01-22" });
      const [line] = await linesOf(db, row.id);
      expect(line?.[3]).toMatch(/: January 2099, 5 of 9 classes$/);
    });

    it("credits last month's cancelled classes while the student had the seat", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Anu"]);
      // Confirmed Tue 20 Jan: billed 24, 25 and 31 Jan, 3 of 9.
      await family(db, "fam-b", batchId, ["Bala"], "2099-01-20T06:00:00Z");
      // Confirmed Sun 1 Feb, 05:30 IST: nothing to bill in January.
      await family(db, "fam-c", batchId, ["Chitra"], "2099-02-01T00:00:00Z");
      const january = await makeMonthInvoices({ now: JAN_1, db });
      // ₹2,500 × 3 / 9 = ₹833.333… → ₹833.33.
      expect(january.map((m) => [m.userId, m.totalPaise])).toEqual([
        ["fam-a", FEE],
        ["fam-b", 83333],
      ]);
      await classOn(db, batchId, "2098-12-27"); // December: not last month in February
      await classOn(db, batchId, "2099-01-10"); // before Bala's seat
      await classOn(db, batchId, "2099-01-17", false); // held
      await classOn(db, batchId, "2099-01-24");
      const february = await makeMonthInvoices({ now: FEB_1, db });
      // Anu: 2 of January's 9 classes, ₹555.56; Bala: 1, ₹277.78; Chitra had no January line.
      expect(february.map((m) => [m.userId, m.totalPaise])).toEqual([
        ["fam-a", FEE - 55556],
        ["fam-b", FEE - 27778],
        ["fam-c", FEE],
      ]);
      const anu = february.find((m) => m.userId === "fam-a");
      expect(
        (await linesOf(db, anu?.id ?? 0)).map(([kind, , amount, words]) => [kind, amount, words]),
      ).toEqual([
        ["fee", FEE, expect.stringMatching(/: February 2099$/)],
        ["credit", -55556, "Credit: 2 classes cancelled in January 2099"],
      ]);
    });

    it("ranks a family's children over every billed seat and charges registration once per student", async () => {
      const { db } = await connection;
      await saveFeeSettings({ ...SETTINGS, registrationFeePaise: 50000 }, ADMIN, db);
      const batchId = await feeBatch(db);
      const free = await feeBatch(db, 0, { day6: "", day3: "on" });
      const unplanned = await feeBatch(db, FEE, { day7: "", day3: "on" });
      await saveFeePlans(new Map([[unplanned, null]]), ADMIN, db);
      const [anu] = await family(db, "fam-a", batchId, ["Anu"]);
      await family(db, "fam-b", free, ["Bala"]);
      await family(db, "fam-c", unplanned, ["Chitra"]);
      const january = await makeMonthInvoices({ now: JAN_1, db });
      // Only the batch with a fee is billed: ₹2,500 and ₹500 to register.
      expect(january.map((m) => [m.userId, m.totalPaise])).toEqual([["fam-a", FEE + 50000]]);
      // Anu's sister starts on Thu 15 Jan (5 of 9 classes), in a later run: she is the second
      // child all the same, and Anu's registration is not charged again.
      const [bala] = await family(db, "fam-a", batchId, ["Bala"], "2099-01-15T06:00:00Z");
      const later = await makeMonthInvoices({ now: at("2099-01-15", "07:00"), db });
      expect(later).toHaveLength(1);
      expect(
        (await linesOf(db, later[0]?.id ?? 0)).map(([kind, name, amount]) => [kind, name, amount]),
      ).toEqual([
        ["fee", "Bala", 138889],
        ["discount", "Bala", -13889],
        ["registration", "Bala", 50000],
      ]);
      // February: both children, no registration, the discount on the second.
      const february = await makeMonthInvoices({ now: FEB_1, db });
      expect(february.map((m) => [m.userId, m.totalPaise])).toEqual([["fam-a", FEE + FEE - 25000]]);
      const lines = await db.select().from(invoiceLine).where(eq(invoiceLine.kind, "registration"));
      expect(lines.map((l) => l.studentId).sort()).toEqual([anu, bala].sort());
    });

    it("does not bill a seat given up before the month", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Anu"]);
      await family(db, "fam-b", batchId, ["Bala"]);
      await makeMonthInvoices({ now: JAN_1, db });
      await db
        .update(seatRequest)
        .set({ status: "cancelled" })
        .where(eq(seatRequest.userId, "fam-b"));
      const february = await makeMonthInvoices({ now: FEB_1, db });
      expect(february.map((m) => m.userId)).toEqual(["fam-a"]);
    });

    it("marks an invoice that comes to nothing paid: nothing is due, mailed or payable", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Anu"]);
      await makeMonthInvoices({ now: JAN_1, db });
      for (const date of ["03", "04", "10", "11", "17", "18", "24", "25", "31"]) {
        await classOn(db, batchId, `2099-01-${date}`);
      }
      // Every January class cancelled: the credit is February's whole fee.
      const [made] = await makeMonthInvoices({ now: FEB_1, db });
      expect(made?.totalPaise).toBe(0);
      const row = (await invoiceWithDetails(made?.id ?? 0, db))?.invoice;
      expect(row?.paidAt).toBeInstanceOf(Date);
      expect(await refusal(reportUpiPayment(made?.id ?? 0, "fam-a", "412356789012", db))).toBe(
        "not-due",
      );
      const before = received.length;
      for (const day of ["2099-02-01", "2099-02-04", "2099-02-06"]) {
        await sendFeeMails({ now: at(day), db, smtpUrl: smtp.url });
      }
      // January's invoice is overdue and mailed; February's is not.
      const mailed = received.slice(before).map((m) => m.data.replace(/=\r\n/g, ""));
      expect(mailed.some((m) => m.includes("PTK/2098-99/0001"))).toBe(true);
      expect(mailed.filter((m) => m.includes(made?.number ?? "?"))).toEqual([]);
      expect(
        await db
          .select()
          .from(feeMail)
          .where(eq(feeMail.invoiceId, made?.id ?? 0)),
      ).toEqual([]);
    });
  });

  describe("payments", () => {
    /** Two families with a ₹2,500 invoice each for January 2099. */
    async function twoInvoices(db: Db) {
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Anu"]);
      await family(db, "fam-b", batchId, ["Bala"]);
      await makeMonthInvoices({ now: JAN_1, db });
      return { a: await invoiceOf(db, "fam-a"), b: await invoiceOf(db, "fam-b") };
    }

    it("takes a UTR of 12 digits once, from the invoice's family, one report at a time", async () => {
      const { db } = await connection;
      const { a, b } = await twoInvoices(db);
      expect(await refusal(reportUpiPayment(a.id, "fam-a", "12345678901", db))).toBe("utr");
      expect(await refusal(reportUpiPayment(a.id, "fam-a", "abc", db))).toBe("utr");
      expect(await reportUpiPayment(a.id, "fam-a", "4123 5678 9012", db)).toBe("412356789012");
      expect(await db.select().from(payment)).toMatchObject([
        {
          invoiceId: a.id,
          method: "upi",
          amountPaise: FEE,
          utr: "412356789012",
          state: "reported",
          reportedBy: "fam-a",
        },
      ]);
      // A second report while the first waits.
      expect(await refusal(reportUpiPayment(a.id, "fam-a", "111122223333", db))).toBe("not-due");
      // Another family's invoice, or none, is not found.
      expect(await refusal(reportUpiPayment(b.id, "fam-a", "111122223333", db))).toBe("not-found");
      expect(await refusal(reportUpiPayment(b.id + a.id, "fam-a", "111122223333", db))).toBe(
        "not-found",
      );
      // The same UTR on another invoice.
      expect(await refusal(reportUpiPayment(b.id, "fam-b", "412356789012", db))).toBe("used");
      expect(await db.select().from(payment)).toHaveLength(1);
    });

    it("of two families racing with one UTR, accepts exactly one", async () => {
      const { db } = await connection;
      const { a, b } = await twoInvoices(db);
      const results = await Promise.all([
        refusal(reportUpiPayment(a.id, "fam-a", "999988887777", db)),
        refusal(reportUpiPayment(b.id, "fam-b", "999988887777", db)),
      ]);
      expect(results.sort()).toEqual(["accepted", "used"]);
      expect(await db.select().from(payment).where(eq(payment.utr, "999988887777"))).toHaveLength(
        1,
      );
    });

    it("a payment received pays the invoice, once; one not found lets the family report again", async () => {
      const { db } = await connection;
      const { a, b } = await twoInvoices(db);
      await reportUpiPayment(a.id, "fam-a", "412356789012", db);
      const [reported] = await db.select().from(payment).where(eq(payment.invoiceId, a.id));
      expect(await decidePayment(reported?.id ?? 0, { received: true }, ADMIN, db)).toBe(a.number);
      expect((await invoiceOf(db, "fam-a")).paidAt).toBeInstanceOf(Date);
      expect(await refusal(decidePayment(reported?.id ?? 0, { received: true }, ADMIN, db))).toBe(
        "gone",
      );
      expect(
        await refusal(
          decidePayment(reported?.id ?? 0, { received: false, reason: "x" }, ADMIN, db),
        ),
      ).toBe("gone");
      expect(await refusal(decidePayment(999_999, { received: true }, ADMIN, db))).toBe("gone");
      // Paid: nothing more to report.
      expect(await refusal(reportUpiPayment(a.id, "fam-a", "111122223333", db))).toBe("not-due");

      await reportUpiPayment(b.id, "fam-b", "555566667777", db);
      const [waiting] = await db.select().from(payment).where(eq(payment.invoiceId, b.id));
      const reason = "no payment with this UTR has reached the academy's account";
      await decidePayment(waiting?.id ?? 0, { received: false, reason }, ADMIN, db);
      expect(await db.select().from(payment).where(eq(payment.invoiceId, b.id))).toMatchObject([
        { state: "not_found", reason, decidedBy: ADMIN },
      ]);
      expect((await invoiceOf(db, "fam-b")).paidAt).toBeNull();
      expect(await reportUpiPayment(b.id, "fam-b", "555566667778", db)).toBe("555566667778");
    });

    it("cash in parts pays the invoice when the sum reaches its total", async () => {
      const { db } = await connection;
      const { a } = await twoInvoices(db);
      expect(await recordPayment(a.number, 100000, "cash", ADMIN, db)).toBe(a.id);
      expect((await invoiceOf(db, "fam-a")).paidAt).toBeNull();
      await recordPayment(` ${a.number} `, 149999, "bank", ADMIN, db);
      expect((await invoiceOf(db, "fam-a")).paidAt).toBeNull();
      await recordPayment(a.number, 1, "cash", ADMIN, db);
      expect((await invoiceOf(db, "fam-a")).paidAt).toBeInstanceOf(Date);
      expect(await refusal(recordPayment("PTK/2098-99/9999", 100, "cash", ADMIN, db))).toBe(
        "not-found",
      );
    });

    it("a UPI payment reported after part in cash is of the amount left", async () => {
      const { db } = await connection;
      const { a } = await twoInvoices(db);
      await recordPayment(a.number, 100000, "cash", ADMIN, db);
      await reportUpiPayment(a.id, "fam-a", "412356789012", db);
      const [upi] = await db.select().from(payment).where(eq(payment.method, "upi"));
      expect(upi?.amountPaise).toBe(FEE - 100000);
      await decidePayment(upi?.id ?? 0, { received: true }, ADMIN, db);
      const paid = await invoiceWithDetails(a.id, db);
      expect(paid?.invoice.paidAt).toBeInstanceOf(Date);
      expect(paid?.payments.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(FEE);
    });
  });

  describe("reading invoices", () => {
    it("sums a month's money, lists what is overdue with what is left, and names the students", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Ravi", "Asha"]);
      await family(db, "fam-b", batchId, ["Bala"]);
      await family(db, "fam-c", batchId, ["Chitra"]);
      await makeMonthInvoices({ now: JAN_1, db });
      const a = await invoiceOf(db, "fam-a");
      const b = await invoiceOf(db, "fam-b");
      const c = await invoiceOf(db, "fam-c");
      await recordPayment(b.number, 100000, "cash", ADMIN, db);
      await recordPayment(c.number, FEE, "bank", ADMIN, db);
      await reportUpiPayment(a.id, "fam-a", "412356789012", db);
      // Invoiced ₹4,750 + ₹2,500 + ₹2,500; received ₹1,000 + ₹2,500 (the UPI report waits).
      expect(await monthReport("2099-01-01", db)).toEqual({
        duePaise: 975000,
        receivedPaise: 350000,
        outstandingPaise: 625000,
      });
      expect(await monthReport("2099-02-01", db)).toEqual({
        duePaise: 0,
        receivedPaise: 0,
        outstandingPaise: 0,
      });
      // Due Mon 5 Jan: not overdue that day, overdue the day after; the paid one never.
      expect(await overdueInvoices("2099-01-05", db)).toEqual([]);
      const overdue = await overdueInvoices("2099-01-06", db);
      expect(overdue.map((o) => [o.invoice.id, o.email, o.phone, o.leftPaise])).toEqual([
        [a.id, "fam-a@example.test", "98765 43210", 475000],
        [b.id, "fam-b@example.test", "98765 43210", 150000],
      ]);
      const names = await studentsOfInvoices([a.id, b.id], db);
      expect(names.get(a.id)).toBe("Asha, Ravi");
      expect(names.get(b.id)).toBe("Bala");
    });

    it("a family's data download holds its own invoices, lines and payments, no other family's", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Ravi", "Asha"]);
      await family(db, "fam-b", batchId, ["Bala"]);
      await makeMonthInvoices({ now: JAN_1, db });
      const a = await invoiceOf(db, "fam-a");
      await reportUpiPayment(a.id, "fam-a", "412356789012", db);
      const data = await familyData("fam-a", JAN_1, db);
      // ₹2,500 each, 10% off the second child: ₹4,750.
      expect(data?.invoices).toEqual([
        {
          number: "PTK/2098-99/0001",
          month: "2099-01",
          issuedOn: "2099-01-01",
          dueOn: "2099-01-05",
          total: "4750.00",
          paidAt: null,
          lines: [
            { student: "Ravi", item: expect.stringMatching(/: January 2099$/), amount: "2500.00" },
            { student: "Asha", item: expect.stringMatching(/: January 2099$/), amount: "2500.00" },
            { student: "Asha", item: "Sibling discount (10%)", amount: "-250.00" },
          ],
          payments: [
            {
              method: "upi",
              amount: "4750.00",
              utr: "412356789012",
              state: "reported",
              reason: "",
              reportedAt: expect.any(String),
            },
          ],
        },
      ]);
      expect(JSON.stringify(data)).not.toContain("Bala");
    });

    it("tells an invoice's state on a date", () => {
      const row = { paidAt: null, dueOn: "2099-01-05" };
      expect(invoiceState(row, [], "2099-01-05")).toBe("due");
      expect(invoiceState(row, [], "2099-01-06")).toBe("overdue");
      expect(invoiceState(row, [{ state: "not_found" }], "2099-01-06")).toBe("overdue");
      expect(invoiceState(row, [{ state: "reported" }], "2099-01-06")).toBe("reported");
      expect(invoiceState({ ...row, paidAt: JAN_1 }, [{ state: "reported" }], "2099-01-06")).toBe(
        "paid",
      );
    });
  });

  describe("settings", () => {
    it("are made again with the defaults when their row is gone", async () => {
      const { db } = await connection;
      await db.delete(feeSettings);
      expect(await getFeeSettings(db)).toMatchObject({ ...SETTINGS, dueDay: 5 });
    });
  });

  describe("fee mails", () => {
    /** The mails received since `from` to `to`, their quoted-printable lines joined again. */
    const mailsTo = (to: string, from: number) =>
      received
        .slice(from)
        .filter((m) => m.to.includes(to))
        .map((m) => m.data.replace(/=\r\n/g, ""));

    it("mails an invoice when made, before its due date and the day after it, each once, and none once paid or reported", async () => {
      const { db } = await connection;
      const smtpUrl = smtp.url;
      const batchId = await feeBatch(db);
      for (const id of ["fam-a", "fam-b", "fam-c"]) await family(db, id, batchId, [`${id} child`]);
      await makeMonthInvoices({ now: JAN_1, db });
      const a = await invoiceOf(db, "fam-a");
      const b = await invoiceOf(db, "fam-b");
      const c = await invoiceOf(db, "fam-c");
      await reportUpiPayment(b.id, "fam-b", "412356789012", db);
      await recordPayment(c.number, FEE, "cash", ADMIN, db);
      const from = received.length;
      const run = (date: string, time?: string) =>
        sendFeeMails({ now: at(date, time), db, smtpUrl });

      expect(await run("2099-01-01", "01:00")).toBe(1);
      expect(await run("2099-01-01", "02:00")).toBe(0);
      // Due Mon 5 Jan, reminder 2 days before: not on the 2nd, on the 3rd.
      expect(await run("2099-01-02")).toBe(0);
      expect(await run("2099-01-03")).toBe(1);
      expect(await run("2099-01-04")).toBe(0);
      // The due date itself, then the day after it.
      expect(await run("2099-01-05")).toBe(0);
      expect(await run("2099-01-06")).toBe(1);
      expect(await run("2099-01-07")).toBe(0);

      expect(received.length - from).toBe(3);
      const [issued, beforeDue, overdue] = mailsTo("fam-a@example.test", from);
      for (const mail of [issued, beforeDue, overdue]) {
        expect(mail).toContain(`/my-classes/invoices/${a.id}`);
        expect(mail).toContain(a.number);
      }
      expect(issued).toContain("is ready. It is due on Mon, 5 Jan 2099.");
      expect(beforeDue).toMatch(/^Subject: Reminder: invoice PTK\/2098-99\/0001 is due on/m);
      expect(overdue).toMatch(/^Subject: Invoice PTK\/2098-99\/0001 is overdue/m);
      expect(
        (await db.select().from(feeMail).where(eq(feeMail.invoiceId, a.id)))
          .map((m) => m.kind)
          .sort(),
      ).toEqual(["before_due", "issued", "overdue"]);
      expect(await db.select().from(feeMail).where(eq(feeMail.invoiceId, b.id))).toEqual([]);
      expect(await db.select().from(feeMail).where(eq(feeMail.invoiceId, c.id))).toEqual([]);
    });

    it("of two runs at once, one sends the mail", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Anu"]);
      const [made] = await makeMonthInvoices({ now: JAN_1, db });
      const from = received.length;
      const counts = await Promise.all([
        sendFeeMails({ now: JAN_1, db, smtpUrl: smtp.url }),
        sendFeeMails({ now: JAN_1, db, smtpUrl: smtp.url }),
      ]);
      expect(counts.sort()).toEqual([0, 1]);
      const mails = mailsTo("fam-a@example.test", from);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`/my-classes/invoices/${made?.id}`);
    });

    it("sends nothing without SMTP", async () => {
      const { db } = await connection;
      const batchId = await feeBatch(db);
      await family(db, "fam-a", batchId, ["Anu"]);
      await makeMonthInvoices({ now: JAN_1, db });
      expect(await sendFeeMails({ now: JAN_1, db, smtpUrl: null })).toBe(0);
      expect(await db.select().from(feeMail)).toEqual([]);
    });
  });
});

describe("the settings form", () => {
  const form = {
    upiId: " pawntoking@okaxis ",
    payeeName: "Pawn to King Academy",
    dueDay: "10",
    siblingDiscount: "15",
    reminderDays: "3",
    registrationFee: "₹ 1,000.50",
    bankDetails: "A/c 1234\r\nIFSC ABCD0001234",
    invoicePrefix: "PTK",
  };

  it("reads what the admin typed", () => {
    expect(parseFeeSettings(form)).toEqual({
      ok: true,
      values: {
        upiId: "pawntoking@okaxis",
        payeeName: "Pawn to King Academy",
        dueDay: 10,
        siblingDiscountPercent: 15,
        reminderDays: 3,
        registrationFeePaise: 100050,
        bankDetails: "A/c 1234\nIFSC ABCD0001234",
        invoicePrefix: "PTK",
      },
    });
    expect(
      parseFeeSettings({ ...form, upiId: "", payeeName: "", registrationFee: "" }),
    ).toMatchObject({
      ok: true,
      values: { upiId: "", payeeName: "", registrationFeePaise: 0 },
    });
  });

  it("takes any text without throwing, and what it takes fits the database's checks", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("", "0", "28", "29", "100", "101", "-1", "1e2", "२५", "５", "PTK", "ptk"),
    );
    fc.assert(
      fc.property(
        fc.record({
          upiId: fc.oneof(text, fc.constantFrom("a@b", "pawntoking@okaxis", "x@1bank")),
          payeeName: text,
          dueDay: text,
          siblingDiscount: text,
          reminderDays: text,
          registrationFee: text,
          bankDetails: text,
          invoicePrefix: text,
        }),
        (typed) => {
          const result = parseFeeSettings(typed);
          if (!result.ok) return;
          const v = result.values;
          expect(v.dueDay).toBeGreaterThanOrEqual(1);
          expect(v.dueDay).toBeLessThanOrEqual(28);
          expect(v.siblingDiscountPercent).toBeGreaterThanOrEqual(0);
          expect(v.siblingDiscountPercent).toBeLessThanOrEqual(100);
          expect(v.reminderDays).toBeLessThanOrEqual(27);
          expect(Number.isSafeInteger(v.registrationFeePaise)).toBe(true);
          expect(v.invoicePrefix).toMatch(/^[A-Z]{1,3}$/);
          expect(v.upiId === "" || v.payeeName !== "").toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("names every field that is wrong", () => {
    const result = parseFeeSettings({
      upiId: "not a vpa",
      payeeName: "",
      dueDay: "29",
      siblingDiscount: "101",
      reminderDays: "-1",
      registrationFee: "12.345",
      bankDetails: "x".repeat(501),
      invoicePrefix: "ptk",
    });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual([
      "bankDetails",
      "dueDay",
      "invoicePrefix",
      "payeeName",
      "registrationFee",
      "reminderDays",
      "siblingDiscount",
      "upiId",
    ]);
    expect(parseFeeSettings({ ...form, dueDay: "0" }).ok).toBe(false);
    expect(parseFeeSettings({ ...form, payeeName: "" }).ok).toBe(false);
  });
});

const url = testDatabaseUrl();

describe.skipIf(!url)("two servers on one PostgreSQL database", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let one: Awaited<ReturnType<typeof openDatabase>>;
  let two: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchPostgres(String(url), "fees2");
    one = await openDatabase({ dir: "", url: scratch.url });
    two = await openDatabase({ dir: "", url: scratch.url });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await scratch?.drop();
  });

  it("make each family's invoice and send each mail once when their jobs race", async () => {
    await emptied(one.db);
    const batchId = await feeBatch(one.db);
    const families = ["fam-a", "fam-b", "fam-c", "fam-d"];
    for (const id of families) await family(one.db, id, batchId, [`${id} child`]);
    const runs = await Promise.all([
      makeMonthInvoices({ now: JAN_1, db: one.db }),
      makeMonthInvoices({ now: JAN_1, db: two.db }),
    ]);
    expect(runs.flat()).toHaveLength(4);
    const rows = await allInvoices(two.db);
    expect(rows.map((r) => r.userId).sort()).toEqual(families);
    expect(rows.map((r) => r.sequence).sort()).toEqual([1, 2, 3, 4]);
    const from = received.length;
    const sent = await Promise.all([
      sendFeeMails({ now: JAN_1, db: one.db, smtpUrl: smtp.url }),
      sendFeeMails({ now: JAN_1, db: two.db, smtpUrl: smtp.url }),
    ]);
    expect(sent[0] + sent[1]).toBe(4);
    expect(
      received
        .slice(from)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(families.map((id) => `${id}@example.test`));
  });
});
