import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { sessionSlot } from "~/lib/attendance";
import type { SessionUser } from "~/server/auth/session.server";
import { attendanceCsv } from "~/server/coaching/attendance-admin.server";
import { familyAttendance } from "~/server/coaching/attendance-views.server";
import {
  acceptInvitation,
  InvitationRefusal,
  inviteCoach,
  openInvitation,
} from "~/server/coaching/coach-accounts.server";
import {
  RegisterRefusal,
  registerHistory,
  registerOf,
  type Staff,
  saveMarks,
} from "~/server/coaching/registers.server";
import {
  addMakeUp,
  SessionChangeRefusal,
  setSessionCancelled,
} from "~/server/coaching/session-changes.server";
import { batches } from "~/server/collections/batches.server";
import {
  attendance,
  attendanceChange,
  batch,
  calendarToken,
  classSession,
  coach,
  coachInvitation,
  seatRequest,
  student,
  user,
} from "~/server/schema";
import { renewCalendarToken, studentCalendar } from "~/server/timetable/calendar-feed.server";
import { acceptSeat, requestSeat } from "~/server/timetable/seats.server";
import { parseCsv } from "../fixtures/csv";
import { testDatabases } from "../fixtures/databases";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * Coaches, sessions and registers (app/server/coaching/; docs/decisions/attendance.md): an
 * invitation links an account of its address once; a register is its batch's coach's and the
 * admin's only; its first save keeps everyone Present; two saves at once lose no mark (PGlite,
 * and PostgreSQL with TEST_DATABASE_URL, where two connections really race); every change is kept;
 * cancelled and make-up classes reach My classes and the calendar feed; the CSV has every mark.
 */

const ADMIN = "admin@example.test";
/** Sat 10 Jan 2099, 11:30 IST: the batch's class at 10:00 that day has started. */
const NOW = new Date("2099-01-10T06:00:00Z");
const SAT = "2099-01-10";
const TEN = 600;

/** A signed-in account as the pages see it. */
function account(id: string, isAdmin = false): SessionUser {
  return {
    id,
    name: id,
    email: `${id}@example.test`,
    isEmailUser: true,
    isGoogleUser: false,
    isAdmin,
    isCoach: false,
    coachId: null,
  };
}

describe.each(testDatabases("attend"))("attendance on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(attendanceChange);
    await db.delete(attendance);
    await db.delete(classSession);
    await db.delete(coachInvitation);
    await db.delete(calendarToken);
    await db.delete(seatRequest);
    await db.delete(student);
    await db.delete(batch);
    await db.delete(coach);
    await db.delete(user);
  });

  /** Two coaches (each with an account), one batch of the first with two confirmed students. */
  async function setUp() {
    const { db } = await connection;
    const coachUser = await addAccount(db, "coach-1", "Arun");
    const otherCoachUser = await addAccount(db, "coach-2", "Bala");
    const [first, second] = await db
      .insert(coach)
      .values([
        {
          name: "Arun",
          title: "Coach",
          quote: "q",
          position: 1,
          updatedBy: ADMIN,
          userId: coachUser,
        },
        {
          name: "Bala",
          title: "Coach",
          quote: "q",
          position: 2,
          updatedBy: ADMIN,
          userId: otherCoachUser,
        },
      ])
      .returning();
    const made = await batches.create(batchForm({ coachId: String(first.id) }), ADMIN, db);
    const parent = await addAccount(db, "parent-1");
    const other = await addAccount(db, "parent-2");
    const ids: number[] = [];
    for (const [userId, name] of [
      [parent, "Anu"],
      [parent, "Kavin"],
    ] as const) {
      const studentId = await studentOf(db, userId, name);
      const request = await requestSeat(
        { batchId: made.id, userId, studentId, contact: "98765 43210" },
        userId,
        db,
      );
      await acceptSeat(request.id, ADMIN, db);
      ids.push(studentId);
    }
    const coachStaff: Staff = { user: account(coachUser), coachId: first.id };
    const otherStaff: Staff = { user: account(otherCoachUser), coachId: second.id };
    const adminStaff: Staff = { user: account("admin", true), coachId: null };
    const familyStaff: Staff = { user: account(parent), coachId: null };
    return {
      db,
      batchId: made.id,
      coachId: first.id,
      parent,
      other,
      students: ids,
      coachStaff,
      otherStaff,
      adminStaff,
      familyStaff,
    };
  }

  it("a register opens for its batch's coach and the admin only, from the class's day", async () => {
    const s = await setUp();
    const mine = await registerOf(s.coachStaff, s.batchId, SAT, TEN, s.db, NOW);
    expect(mine?.lines.map((l) => [l.name, l.mark, l.saved])).toEqual([
      ["Anu", "present", false],
      ["Kavin", "present", false],
    ]);
    expect(mine?.open).toBe(true);
    expect(await registerOf(s.adminStaff, s.batchId, SAT, TEN, s.db, NOW)).not.toBeNull();
    expect(await registerOf(s.otherStaff, s.batchId, SAT, TEN, s.db, NOW)).toBeNull();
    expect(await registerOf(s.familyStaff, s.batchId, SAT, TEN, s.db, NOW)).toBeNull();
    // No class on a Monday, nor at another time; Sunday's has not started.
    expect(await registerOf(s.coachStaff, s.batchId, "2099-01-12", TEN, s.db, NOW)).toBeNull();
    expect(await registerOf(s.coachStaff, s.batchId, SAT, 660, s.db, NOW)).toBeNull();
    const sunday = await registerOf(s.coachStaff, s.batchId, "2099-01-11", TEN, s.db, NOW);
    expect(sunday?.open).toBe(false);
    await expect(
      saveMarks(s.coachStaff, s.batchId, "2099-01-11", TEN, [], "c", s.db, NOW),
    ).rejects.toMatchObject({ reason: "not-open" });
    for (const staff of [s.otherStaff, s.familyStaff]) {
      await expect(
        saveMarks(staff, s.batchId, SAT, TEN, [], "x", s.db, NOW),
      ).rejects.toBeInstanceOf(RegisterRefusal);
    }
    expect(await s.db.select().from(attendance)).toEqual([]);
  });

  it("the first save keeps everyone Present; later saves write only what changed, each kept with who and when", async () => {
    const s = await setUp();
    const [anu, kavin] = s.students;
    const first = await saveMarks(
      s.coachStaff,
      s.batchId,
      SAT,
      TEN,
      [{ studentId: kavin, mark: "absent", was: "present" }],
      "coach-1@example.test",
      s.db,
      NOW,
    );
    expect(first.lines.map((l) => [l.name, l.mark, l.saved])).toEqual([
      ["Anu", "present", true],
      ["Kavin", "absent", true],
    ]);
    const later = new Date(NOW.getTime() + 60_000);
    await saveMarks(
      s.adminStaff,
      s.batchId,
      SAT,
      TEN,
      [
        { studentId: anu, mark: "present", was: "present" },
        { studentId: kavin, mark: "excused", was: "absent" },
        { studentId: 999_999, mark: "late", was: "present" },
      ],
      ADMIN,
      s.db,
      later,
    );
    const session = (await registerOf(s.coachStaff, s.batchId, SAT, TEN, s.db, NOW))?.session;
    expect(session?.id).not.toBeNull();
    const history = await registerHistory(session?.id ?? 0, s.db);
    // Newest first: the admin's correction, then the coach's first save (its two rows in one go).
    expect([history[0].name, history[0].mark, history[0].changedBy]).toEqual([
      "Kavin",
      "excused",
      ADMIN,
    ]);
    expect(
      history
        .slice(1)
        .map((h) => [h.name, h.mark, h.changedBy])
        .sort(),
    ).toEqual([
      ["Anu", "present", "coach-1@example.test"],
      ["Kavin", "absent", "coach-1@example.test"],
    ]);
  });

  it("two people saving one register at once lose no mark", async () => {
    const s = await setUp();
    const [anu, kavin] = s.students;
    // Both screens showed the register never saved: everyone Present.
    await Promise.all([
      saveMarks(
        s.coachStaff,
        s.batchId,
        SAT,
        TEN,
        [
          { studentId: anu, mark: "absent", was: "present" },
          { studentId: kavin, mark: "present", was: "present" },
        ],
        "coach",
        s.db,
        NOW,
      ),
      saveMarks(
        s.adminStaff,
        s.batchId,
        SAT,
        TEN,
        [
          { studentId: anu, mark: "present", was: "present" },
          { studentId: kavin, mark: "late", was: "present" },
        ],
        ADMIN,
        s.db,
        NOW,
      ),
    ]);
    const after = await registerOf(s.coachStaff, s.batchId, SAT, TEN, s.db, NOW);
    expect(after?.lines.map((l) => [l.name, l.mark])).toEqual([
      ["Anu", "absent"],
      ["Kavin", "late"],
    ]);
    expect(await s.db.select().from(classSession)).toHaveLength(1);
  });

  it("an invitation links an account of its address, once, and only while it is valid", async () => {
    const s = await setUp();
    const newcomer = await addAccount(s.db, "newcomer", "Chitra");
    const sent = await inviteCoach(s.coachId, "Newcomer@Example.test ", ADMIN, s.db, NOW);
    expect(sent?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await s.db.select().from(coachInvitation);
    expect(stored.tokenHash).not.toContain(sent?.token ?? "-");
    expect(stored.email).toBe("newcomer@example.test");
    expect(await openInvitation(sent?.token ?? "", s.db, NOW)).toMatchObject({
      coach: { name: "Arun" },
    });
    await expect(
      acceptInvitation(
        sent?.token ?? "",
        { id: s.parent, email: "parent-1@example.test" },
        s.db,
        NOW,
      ),
    ).rejects.toMatchObject({ reason: "wrong-account" });
    // The other coach's account cannot become this coach too.
    const mine = await inviteCoach(s.coachId, "coach-2@example.test", ADMIN, s.db, NOW);
    await expect(
      acceptInvitation(
        mine?.token ?? "",
        { id: "coach-2", email: "coach-2@example.test" },
        s.db,
        NOW,
      ),
    ).rejects.toMatchObject({ reason: "other-coach" });
    // The first invitation was replaced by the second.
    expect(await openInvitation(sent?.token ?? "", s.db, NOW)).toBeNull();
    const again = await inviteCoach(s.coachId, "newcomer@example.test", ADMIN, s.db, NOW);
    const token = again?.token ?? "";
    const expired = new Date(NOW.getTime() + 8 * 86_400_000);
    await expect(
      acceptInvitation(token, { id: newcomer, email: "newcomer@example.test" }, s.db, expired),
    ).rejects.toMatchObject({ reason: "not-found" });
    const both = await Promise.allSettled([
      acceptInvitation(token, { id: newcomer, email: "newcomer@example.test" }, s.db, NOW),
      acceptInvitation(token, { id: newcomer, email: "newcomer@example.test" }, s.db, NOW),
    ]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = both.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(InvitationRefusal);
    const [linked] = await s.db.select().from(coach).where(eq(coach.id, s.coachId));
    expect(linked.userId).toBe(newcomer);
    expect(await inviteCoach(999_999, "x@example.test", ADMIN, s.db, NOW)).toBeNull();
  });

  it("a cancelled class and a make-up class reach the family's page and calendar feed", async () => {
    const s = await setUp();
    await setSessionCancelled(
      s.coachStaff,
      s.batchId,
      "2099-01-17",
      TEN,
      "Coach unwell",
      "c",
      s.db,
      NOW,
    );
    await addMakeUp(s.coachStaff, s.batchId, "2099-01-19", 1020, "c", s.db, NOW);
    await expect(
      addMakeUp(s.coachStaff, s.batchId, "2099-01-18", TEN, "c", s.db, NOW),
    ).rejects.toMatchObject({ reason: "taken" });
    await expect(
      addMakeUp(s.coachStaff, s.batchId, "2099-01-09", 1020, "c", s.db, NOW),
    ).rejects.toMatchObject({ reason: "past" });
    await expect(
      setSessionCancelled(s.otherStaff, s.batchId, "2099-01-18", TEN, "x", "x", s.db, NOW),
    ).rejects.toBeInstanceOf(SessionChangeRefusal);

    const [row] = await s.db.select().from(batch);
    const later = new Date("2099-01-20T12:00:00Z");
    const seen = await familyAttendance(
      [{ batch: row, studentId: s.students[0], since: new Date("2099-01-01T00:00:00Z") }],
      later,
      s.db,
    );
    const sessions = seen.get(`${s.batchId}:${s.students[0]}`)?.sessions ?? [];
    expect(sessions.map((x) => [x.when, x.state])).toEqual([
      ["Mon, 19 Jan 2099, 17:00 IST · Make-up class", "Not marked yet"],
      ["Sun, 18 Jan 2099, 10:00 IST", "Not marked yet"],
      ["Sat, 17 Jan 2099, 10:00 IST", "Cancelled: Coach unwell"],
      ["Sun, 11 Jan 2099, 10:00 IST", "Not marked yet"],
      ["Sat, 10 Jan 2099, 10:00 IST", "Not marked yet"],
      ["Sun, 4 Jan 2099, 10:00 IST", "Not marked yet"],
      ["Sat, 3 Jan 2099, 10:00 IST", "Not marked yet"],
    ]);

    const token = await renewCalendarToken(s.parent, s.db);
    const text = await studentCalendar(token, { url: "https://academy.example", name: "A" }, s.db);
    const calendar = new ICAL.Component(ICAL.parse(text ?? ""));
    for (const zone of calendar.getAllSubcomponents("vtimezone"))
      ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const cancelled = events.find((e) => e.isRecurrenceException());
    expect(cancelled?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled?.recurrenceId.toJSDate().toISOString()).toBe("2099-01-17T04:30:00.000Z");
    const makeUp = events.find((e) => e.summary.startsWith("Make-up class"));
    expect(makeUp?.startDate.toJSDate().toISOString()).toBe("2099-01-19T11:30:00.000Z");
    expect(makeUp?.isRecurring()).toBe(false);
    // The exception belongs to the series: same UID.
    const series = events.find((e) => e.isRecurring() && !e.isRecurrenceException());
    expect(cancelled?.uid).toBe(series?.uid);
  });

  it("the CSV has every mark, by date, with who marked it", async () => {
    const s = await setUp();
    await saveMarks(
      s.coachStaff,
      s.batchId,
      "2099-01-04",
      TEN,
      [],
      "coach-1@example.test",
      s.db,
      NOW,
    );
    await saveMarks(
      s.coachStaff,
      s.batchId,
      SAT,
      TEN,
      [{ studentId: s.students[1], mark: "late", was: "present" }],
      "coach-1@example.test",
      s.db,
      NOW,
    );
    const rows = parseCsv(await attendanceCsv({}, s.db));
    expect(rows[0]).toEqual([
      "Date",
      "Time (IST)",
      "Batch",
      "Class",
      "Student",
      "Mark",
      "Marked at",
      "Marked by",
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[4], r[5], r[7]])).toEqual([
      ["2099-01-04", "Anu", "Present", "coach-1@example.test"],
      ["2099-01-04", "Kavin", "Present", "coach-1@example.test"],
      ["2099-01-10", "Anu", "Present", "coach-1@example.test"],
      ["2099-01-10", "Kavin", "Late", "coach-1@example.test"],
    ]);
    expect(parseCsv(await attendanceCsv({ from: SAT }, s.db))).toHaveLength(3);
    expect(sessionSlot(SAT, TEN)).toBe("2099-01-10T1000");
  });
});
