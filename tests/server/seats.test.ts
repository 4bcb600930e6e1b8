import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { batches } from "~/server/collections/batches.server";
import { batch, seatRequest, student, user } from "~/server/schema";
import {
  acceptSeat,
  cancelSeat,
  listBatchRequests,
  moveSeat,
  requestSeat,
  SeatRefusal,
  seatCounts,
  setSeatStatus,
} from "~/server/timetable/seats.server";
import {
  courseInstances,
  publicTimetable,
  publishedBatchBooking,
  publishedBatchView,
} from "~/server/timetable/timetable.server";
import { testDatabases } from "../fixtures/databases";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * Seat requests (app/server/timetable/seats.server.ts; docs/decisions/timetable.md "Seats"): one open request
 * per student and batch, a full batch puts a request on the waiting list, the last seat is taken
 * once when accepts race (PGlite, and PostgreSQL with TEST_DATABASE_URL, where two connections
 * really race), moves keep a seat only where one is free, a student cancels only their own.
 */

const ADMIN = "admin@example.test";

describe.each(testDatabases("seats"))("seats on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(seatRequest);
    await db.delete(student);
    await db.delete(batch);
    await db.delete(user);
  });

  async function setUp(capacity = "1") {
    const { db } = await connection;
    const made = await batches.create(batchForm({ capacity }), ADMIN, db);
    const parent = await addAccount(db, "parent-1");
    const other = await addAccount(db, "parent-2");
    return { db, batchId: made.id, parent, other };
  }

  /** A request for the family's student of this name (added when new). */
  const ask = async (batchId: number, userId: string, studentName: string) => {
    const { db } = await connection;
    return {
      batchId,
      userId,
      studentId: await studentOf(db, userId, studentName),
      contact: "98765 43210",
    };
  };

  it("two accepts at once for the last seat: exactly one seat is taken, the other is refused", async () => {
    const { db, batchId, parent, other } = await setUp("1");
    const a = await requestSeat(await ask(batchId, parent, "Anu"), "parent", db);
    const b = await requestSeat(await ask(batchId, other, "Bala"), "parent", db);
    const results = await Promise.allSettled([
      acceptSeat(a.id, ADMIN, db),
      acceptSeat(b.id, ADMIN, db),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(SeatRefusal);
    expect(refused.reason.reason).toBe("full");
    const rows = await listBatchRequests(batchId, db);
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(1);
    expect((await seatCounts(db)).get(batchId)).toEqual({ taken: 1, waiting: 0 });
  });

  it("many accepts racing for two seats take exactly two", async () => {
    const { db, batchId } = await setUp("2");
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const account = await addAccount(db, `racer-${i}`);
      ids.push((await requestSeat(await ask(batchId, account, `Child ${i}`), "p", db)).id);
    }
    const results = await Promise.allSettled(ids.map((id) => acceptSeat(id, ADMIN, db)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect((await seatCounts(db)).get(batchId)?.taken).toBe(2);
  });

  it("one open request per student and batch; a sibling may have their own", async () => {
    const { db, batchId, parent } = await setUp("3");
    await requestSeat(await ask(batchId, parent, "Anu"), "parent", db);
    await expect(
      requestSeat(await ask(batchId, parent, " anu ".trim().toUpperCase()), "p", db),
    ).rejects.toMatchObject({
      reason: "duplicate",
    });
    const sibling = await requestSeat(await ask(batchId, parent, "Arun"), "parent", db);
    expect(sibling.status).toBe("requested");
    // Cancelled, the student may ask again.
    const [first] = (await listBatchRequests(batchId, db)).filter((r) => r.studentName === "Anu");
    expect(await cancelSeat(first.id, parent, "parent", db)).not.toBeNull();
    await expect(
      requestSeat(await ask(batchId, parent, "Anu"), "parent", db),
    ).resolves.toMatchObject({
      status: "requested",
    });
  });

  it("a full batch puts a new request on the waiting list; a closed or draft one takes none", async () => {
    const { db, batchId, parent, other } = await setUp("1");
    const first = await requestSeat(await ask(batchId, parent, "Anu"), "p", db);
    await acceptSeat(first.id, ADMIN, db);
    const second = await requestSeat(await ask(batchId, other, "Bala"), "p", db);
    expect(second.status).toBe("waiting");
    await db.update(batch).set({ status: "closed" }).where(eq(batch.id, batchId));
    await expect(requestSeat(await ask(batchId, other, "Chitra"), "p", db)).rejects.toMatchObject({
      reason: "closed",
    });
    await db.update(batch).set({ status: "open", published: false }).where(eq(batch.id, batchId));
    await expect(requestSeat(await ask(batchId, other, "Chitra"), "p", db)).rejects.toMatchObject({
      reason: "closed",
    });
  });

  it("a batch past its last date takes no request and is off the timetable, its booking and its search data", async () => {
    const { db, batchId, parent } = await setUp("2");
    const ended = await batches.create(
      batchForm({ firstDate: "2020-01-04", lastDate: "2020-06-27", day3: "on" }),
      ADMIN,
      db,
    );
    await expect(requestSeat(await ask(ended.id, parent, "Anu"), "p", db)).rejects.toMatchObject({
      reason: "closed",
    });
    expect(await publishedBatchBooking(ended.id, db)).toBeNull();
    expect(await publishedBatchBooking(batchId, db)).not.toBeNull();
    // The seat request page's view of one batch.
    expect(await publishedBatchView(ended.id, new Date(), db)).toBeNull();
    expect((await publishedBatchView(batchId, new Date(), db))?.id).toBe(batchId);
    const listed = (await publicTimetable({ course: "beginner" }, new Date(), db)).map((b) => b.id);
    expect(listed).toEqual([batchId]);
    expect(await courseInstances("beginner", db)).toHaveLength(1);
    // On its last day it is still running.
    const lastDay = new Date("2020-06-27T12:00:00Z");
    expect((await publicTimetable({}, lastDay, db)).map((b) => b.id)).toContain(ended.id);
  });

  it("declining or waiting gives the seat back; a move keeps a seat only where one is free", async () => {
    const { db, batchId, parent, other } = await setUp("1");
    const target = await batches.create(
      batchForm({ capacity: "1", day6: "", day3: "on" }),
      ADMIN,
      db,
    );
    const a = await requestSeat(await ask(batchId, parent, "Anu"), "p", db);
    await acceptSeat(a.id, ADMIN, db);
    const b = await requestSeat(await ask(target.id, other, "Bala"), "p", db);
    await acceptSeat(b.id, ADMIN, db);
    await expect(moveSeat(a.id, target.id, ADMIN, db)).rejects.toMatchObject({
      reason: "target-full",
    });
    await setSeatStatus(b.id, "waiting", ADMIN, db);
    const moved = await moveSeat(a.id, target.id, ADMIN, db);
    expect(moved.request).toMatchObject({ batchId: target.id, status: "confirmed" });
    expect((await seatCounts(db)).get(batchId)).toBeUndefined();
    await setSeatStatus(a.id, "declined", ADMIN, db);
    expect((await seatCounts(db)).get(target.id)).toEqual({ taken: 0, waiting: 1 });
  });

  it("a request cancelled or declined meanwhile is not accepted, put on the waiting list or moved", async () => {
    const { db, batchId, parent, other } = await setUp("2");
    const target = await batches.create(batchForm({ day6: "", day3: "on" }), ADMIN, db);
    const cancelled = await requestSeat(await ask(batchId, parent, "Anu"), "p", db);
    expect(await cancelSeat(cancelled.id, parent, "parent", db)).not.toBeNull();
    // The family asks again; the admin's page still shows the first request.
    await requestSeat(await ask(batchId, parent, "Anu"), "p", db);
    const declined = await requestSeat(await ask(batchId, other, "Bala"), "p", db);
    await setSeatStatus(declined.id, "declined", ADMIN, db);
    for (const id of [cancelled.id, declined.id]) {
      await expect(acceptSeat(id, ADMIN, db)).rejects.toMatchObject({ reason: "not-open" });
      await expect(setSeatStatus(id, "waiting", ADMIN, db)).rejects.toMatchObject({
        reason: "not-open",
      });
      await expect(moveSeat(id, target.id, ADMIN, db)).rejects.toMatchObject({
        reason: "not-open",
      });
    }
    expect((await seatCounts(db)).get(batchId)).toBeUndefined();
    await expect(acceptSeat(999_999, ADMIN, db)).rejects.toMatchObject({ reason: "not-found" });
  });

  it("a family asks only for its own students, and each request carries the student's name and age group", async () => {
    const { db, batchId, parent, other } = await setUp("2");
    const theirs = await studentOf(db, other, "Bala", "adults");
    await expect(
      requestSeat({ batchId, userId: parent, studentId: theirs, contact: "1" }, "p", db),
    ).rejects.toMatchObject({ reason: "no-student" });
    expect(await listBatchRequests(batchId, db)).toEqual([]);
    const own = await requestSeat(
      { batchId, userId: other, studentId: theirs, contact: "1" },
      "p",
      db,
    );
    expect(own).toMatchObject({ studentId: theirs, studentName: "Bala", ageGroup: "adults" });
  });

  it("a student cancels only their own open requests", async () => {
    const { db, batchId, parent, other } = await setUp("2");
    const a = await requestSeat(await ask(batchId, parent, "Anu"), "p", db);
    expect(await cancelSeat(a.id, other, "other", db)).toBeNull();
    expect(await cancelSeat(a.id, parent, "parent", db)).toMatchObject({
      request: { id: a.id, status: "cancelled" },
      was: a.status,
    });
    expect(await cancelSeat(a.id, parent, "parent", db)).toBeNull();
  });
});
