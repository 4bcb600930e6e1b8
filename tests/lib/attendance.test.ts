import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attendanceRate, parseSessionSlot, sessionSlot } from "~/lib/attendance";
import { ATTENDANCE_MARKS, type AttendanceMark } from "~/lib/attendance-kinds";
import { monthOf, termOf } from "~/lib/terms";

/**
 * The pure rules of attendance (docs/decisions/attendance.md): a session's address, the rate and
 * the academy's terms.
 */

const marks = Object.keys(ATTENDANCE_MARKS) as AttendanceMark[];

describe("a session's slot", () => {
  it("names a date and a start time and reads back the same", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1439 }),
        (day, minutes) => {
          const date = day.toISOString().slice(0, 10);
          expect(parseSessionSlot(sessionSlot(date, minutes))).toEqual({
            date,
            startMinutes: minutes,
          });
        },
      ),
    );
    expect(sessionSlot("2026-11-27", 600)).toBe("2026-11-27T1000");
  });

  it("refuses anything else", () => {
    for (const bad of [
      "2026-02-30T1000",
      "2026-11-27T2400",
      "2026-11-27T1060",
      "2026-11-27",
      "x",
      42,
      null,
    ]) {
      expect(parseSessionSlot(bad), String(bad)).toBeNull();
    }
  });
});

describe("the attendance rate", () => {
  it("counts Present and Late of the marked classes, rounded down, and is null with nothing marked", () => {
    expect(attendanceRate([])).toEqual({ attended: 0, marked: 0, percent: null });
    expect(attendanceRate(["present", "late", "absent"])).toEqual({
      attended: 2,
      marked: 3,
      percent: 66,
    });
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...marks), { minLength: 1, maxLength: 200 }), (list) => {
        const rate = attendanceRate(list);
        expect(rate.marked).toBe(list.length);
        expect(rate.attended).toBe(list.filter((m) => m === "present" || m === "late").length);
        expect(rate.percent).toBe(Math.floor((rate.attended * 100) / rate.marked));
        expect(rate.percent).toBeGreaterThanOrEqual(0);
        expect(rate.percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("terms and months", () => {
  it("a term is the calendar's quarter holding the date; a month its month", () => {
    expect(termOf("2026-11-27")).toEqual({
      first: "2026-10-01",
      last: "2026-12-31",
      name: "Oct–Dec 2026",
    });
    expect(termOf("2028-02-29")).toEqual({
      first: "2028-01-01",
      last: "2028-03-31",
      name: "Jan–Mar 2028",
    });
    expect(monthOf("2028-02-10")).toEqual({
      first: "2028-02-01",
      last: "2028-02-29",
      name: "February 2028",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }),
        (day) => {
          const date = day.toISOString().slice(0, 10);
          for (const span of [termOf(date), monthOf(date)]) {
            expect(span.first <= date && date <= span.last).toBe(true);
          }
        },
      ),
    );
  });
});
