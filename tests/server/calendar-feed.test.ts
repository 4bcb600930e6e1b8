import ICAL from "ical.js";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, classDates, classStart } from "~/lib/timetable";
import { batches, holidays } from "~/server/collections/batches.server";
import { batch, calendarToken, holiday, seatRequest, user } from "~/server/schema";
import {
  renewCalendarToken,
  revokeCalendarToken,
  studentCalendar,
} from "~/server/timetable/calendar-feed.server";
import { acceptSeat, moveSeat, requestSeat } from "~/server/timetable/seats.server";
import { testDatabases } from "../fixtures/databases";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * A student's calendar feed (app/server/timetable/calendar-feed.server.ts; docs/decisions/timetable.md
 * "Calendar"), parsed with ical.js, a maintained iCalendar parser: one recurring event per
 * confirmed batch in Asia/Kolkata with its VTIMEZONE, expanding to the right instants for 12
 * weeks with the published holidays skipped; a changed batch, a move and a new holiday show at
 * the next fetch; a revoked or replaced address names no calendar.
 */

const ADMIN = "admin@example.test";
const site = { url: "https://academy.example", name: "Test Academy" };

/** The feed's events with their first `weeks` weeks of instants (ical.js expands RRULE and EXDATE). */
function expand(text: string, weeks = 12) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const first = event.startDate.toJSDate().getTime();
    const end = first + weeks * 7 * 86_400_000;
    const starts: string[] = [];
    const iterator = event.iterator();
    for (
      let next = iterator.next();
      next && next.toJSDate().getTime() < end;
      next = iterator.next()
    ) {
      starts.push(next.toJSDate().toISOString());
    }
    return { event, vevent, starts };
  });
}

describe.each(testDatabases("calfeed"))("calendar feed on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(calendarToken);
    await db.delete(seatRequest);
    await db.delete(batch);
    await db.delete(holiday);
    await db.delete(user);
  });

  /** A student confirmed in a weekend batch, with Pongal (a Saturday) a holiday and a draft one. */
  async function confirmedStudent() {
    const { db } = await connection;
    const made = await batches.create(batchForm({ capacity: "2" }), ADMIN, db);
    await holidays.create({ date: "2099-01-17", name: "Pongal", published: "on" }, ADMIN, db);
    await holidays.create({ date: "2099-01-24", name: "Draft day", published: "" }, ADMIN, db);
    const userId = await addAccount(db, "student-cal");
    const asked = await requestSeat(
      {
        batchId: made.id,
        userId,
        studentId: await studentOf(db, userId, "Anu"),
        contact: "98765 43210",
      },
      "p",
      db,
    );
    await acceptSeat(asked.id, ADMIN, db);
    const token = await renewCalendarToken(userId, db);
    return { db, batchId: made.id, userId, requestId: asked.id, token };
  }

  it("one weekly event in Asia/Kolkata with its VTIMEZONE, expanding to the right instants for 12 weeks, holidays skipped", async () => {
    const { db, token } = await confirmedStudent();
    const text = (await studentCalendar(token, site, db)) ?? "";
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata");
    expect(text).toContain("DTSTART;TZID=Asia/Kolkata:20990103T100000");
    const [only, ...others] = expand(text);
    expect(others).toEqual([]);
    expect(only.vevent.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;BYDAY=SA,SU");
    expect(only.event.summary).toBe("Beginner chess class (Anu)");
    const schedule = {
      weekdays: [6, 7],
      startMinutes: 600,
      durationMinutes: 60,
      firstDate: "2099-01-03",
      lastDate: null,
    };
    const expected = classDates(
      schedule,
      new Set(["2099-01-17"]),
      "2099-01-03",
      addDays("2099-01-03", 83),
    ).map((date) => classStart(date, 600).toISOString());
    expect(only.starts).toEqual(expected);
    expect(only.starts).toHaveLength(23);
    expect(only.starts).not.toContain("2099-01-17T04:30:00.000Z");
    // A draft holiday does not skip the class.
    expect(only.starts).toContain("2099-01-24T04:30:00.000Z");
  });

  it("shows a changed batch, a new holiday and a move at the next fetch", async () => {
    const { db, batchId, requestId, token } = await confirmedStudent();
    await batches.update(
      batchId,
      batchForm({ capacity: "2", startTime: "17:30", lastDate: "2099-02-28" }),
      ADMIN,
      db,
    );
    await holidays.create({ date: "2099-01-31", name: "Thaipusam", published: "on" }, ADMIN, db);
    let [event] = expand((await studentCalendar(token, site, db)) ?? "");
    expect(event.starts[0]).toBe("2099-01-03T12:00:00.000Z");
    expect(event.starts).not.toContain("2099-01-31T12:00:00.000Z");
    expect(event.starts.at(-1)).toBe("2099-02-28T12:00:00.000Z");
    expect(event.vevent.getFirstPropertyValue("rrule")?.toString()).toBe(
      "FREQ=WEEKLY;BYDAY=SA,SU;UNTIL=20990228T130000Z",
    );
    const weekday = await batches.create(
      batchForm({ day6: "", day7: "", day3: "on", firstDate: "2099-01-05", startTime: "19:00" }),
      ADMIN,
      db,
    );
    await moveSeat(requestId, weekday.id, ADMIN, db);
    [event] = expand((await studentCalendar(token, site, db)) ?? "");
    expect(event.vevent.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;BYDAY=WE");
    expect(event.starts[0]).toBe("2099-01-07T13:30:00.000Z");
  });

  it("a revoked or replaced address names no calendar; a request not confirmed is not in it", async () => {
    const { db, userId, token } = await confirmedStudent();
    const fresh = await renewCalendarToken(userId, db);
    expect(fresh).not.toBe(token);
    expect(await studentCalendar(token, site, db)).toBeNull();
    expect(await studentCalendar(fresh, site, db)).toContain("BEGIN:VEVENT");
    await revokeCalendarToken(userId, db);
    expect(await studentCalendar(fresh, site, db)).toBeNull();
    expect(await studentCalendar("not-a-token", site, db)).toBeNull();
    const other = await addAccount(db, "student-waiting");
    const otherToken = await renewCalendarToken(other, db);
    expect(await studentCalendar(otherToken, site, db)).not.toContain("BEGIN:VEVENT");
  });
});
