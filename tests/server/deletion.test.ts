import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "~/server/auth/session.server";
import { type Staff, saveMarks } from "~/server/coaching/registers.server";
import { batches } from "~/server/collections/batches.server";
import {
  carryOutDeletion,
  listDeletionRequests,
  openDeletionRequest,
  requestDeletion,
  withdrawDeletion,
} from "~/server/families/deletion.server";
import {
  attendance,
  attendanceChange,
  attendanceTally,
  batch,
  classSession,
  deletionRequest,
  seatRequest,
  student,
  user,
} from "~/server/schema";
import { acceptSeat, requestSeat, seatCounts } from "~/server/timetable/seats.server";
import { testDatabases } from "../fixtures/databases";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * Deleting a family's data (app/server/families/deletion.server.ts; docs/decisions/families.md
 * "Deleting a family's data"): asked once, withdrawn, carried out by the admin: the account and
 * everything of it gone, its seats free, its attendance kept only as counts without a name.
 */

const ADMIN = "admin@example.test";
const admin: Staff = {
  user: {
    id: "admin",
    name: "Admin",
    email: ADMIN,
    isEmailUser: true,
    isGoogleUser: false,
    isAdmin: true,
    isCoach: false,
    coachId: null,
  } satisfies SessionUser,
  coachId: null,
};

describe.each(testDatabases("deletion"))("deleting a family's data on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(deletionRequest);
    await db.delete(attendanceTally);
    await db.delete(attendanceChange);
    await db.delete(attendance);
    await db.delete(classSession);
    await db.delete(seatRequest);
    await db.delete(student);
    await db.delete(batch);
    await db.delete(user);
  });

  it("asked once, withdrawn, asked again, then carried out: counts kept, nothing with a name", async () => {
    const { db } = await connection;
    const made = await batches.create(batchForm(), ADMIN, db);
    const family = await addAccount(db, "family-1");
    const other = await addAccount(db, "family-2");
    for (const [userId, name] of [
      [family, "Anu"],
      [other, "Bala"],
    ] as const) {
      const studentId = await studentOf(db, userId, name);
      const asked = await requestSeat(
        { batchId: made.id, userId, studentId, contact: "1" },
        userId,
        db,
      );
      await acceptSeat(asked.id, ADMIN, db);
    }
    const now = new Date("2099-01-10T06:00:00Z");
    await saveMarks(admin, made.id, "2099-01-03", 600, [], ADMIN, db, now);
    await saveMarks(admin, made.id, "2099-01-04", 600, [], ADMIN, db, now);
    expect((await seatCounts(db)).get(made.id)?.taken).toBe(2);

    expect(await requestDeletion(family, db)).toBe(true);
    expect(await requestDeletion(family, db)).toBe(false);
    expect(await withdrawDeletion(family, db)).toBe(true);
    expect(await openDeletionRequest(family, db)).toBeNull();
    expect(await requestDeletion(family, db)).toBe(true);
    const [listed] = await listDeletionRequests(db);
    expect(listed).toMatchObject({ email: "family-1@example.test", students: ["Anu"] });

    expect(await carryOutDeletion(listed.id, ADMIN, db)).toBe("family-1@example.test");
    expect(await carryOutDeletion(listed.id, ADMIN, db)).toBeNull();
    expect(await db.select().from(user).where(eq(user.id, family))).toEqual([]);
    expect((await db.select().from(student)).map((s) => s.name)).toEqual(["Bala"]);
    expect((await seatCounts(db)).get(made.id)?.taken).toBe(1);
    expect(await db.select().from(attendanceTally)).toEqual([
      { batchId: made.id, month: "2099-01-01", mark: "present", count: 2 },
    ]);
    const [done] = await db.select().from(deletionRequest);
    expect(done).toMatchObject({ userId: null, doneBy: ADMIN });
    // Bala's marks are still there, and nothing anywhere names Anu.
    expect(await db.select().from(attendance)).toHaveLength(2);
    const everything = JSON.stringify([
      await db.select().from(attendanceTally),
      await db.select().from(deletionRequest),
      await db.select().from(attendanceChange),
    ]);
    expect(everything).not.toContain("Anu");
    expect(everything).not.toContain("family-1");
  });
});
