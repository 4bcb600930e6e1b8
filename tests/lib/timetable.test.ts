import { describe, expect, it } from "vitest";
import { formatInZone } from "~/lib/india-time";
import {
  addDays,
  batchLine,
  classDates,
  classStart,
  clockText,
  indiaDate,
  isIsoDate,
  nextClassStart,
  parseClock,
  parseTimetableQuery,
  weekdaysText,
} from "~/lib/timetable";

/**
 * The timetable's clock (app/lib/timetable.ts; docs/decisions/timetable.md "Times"): India wall
 * times to instants, class dates with holidays skipped, and an instant in a visitor's zone per
 * date, so a daylight-saving change abroad gives the right hour.
 */

const weekend = {
  weekdays: [6, 7],
  startMinutes: 600,
  durationMinutes: 60,
  firstDate: "2099-01-03",
  lastDate: "2099-03-29",
};

describe("times and days", () => {
  it("reads and writes India clock times", () => {
    expect(parseClock("10:00")).toBe(600);
    expect(parseClock("18:30:00")).toBe(1110);
    for (const bad of ["24:00", "9:00", "10:60", "", null]) expect(parseClock(bad)).toBeNull();
    expect(clockText(605)).toBe("10:05");
  });

  it("names the days in week order and a batch in one line", () => {
    expect(weekdaysText([7, 6])).toBe("Sat, Sun");
    expect(batchLine({ course: "beginner", weekdays: [6, 7], startMinutes: 600 })).toBe(
      "Beginner · Sat, Sun · 10:00 IST",
    );
  });

  it("knows real dates", () => {
    expect(isIsoDate("2099-02-28")).toBe(true);
    expect(isIsoDate("2099-02-29")).toBe(false);
    expect(addDays("2099-12-31", 1)).toBe("2100-01-01");
  });

  it("turns an India date and time into its instant (UTC+05:30 all year)", () => {
    expect(classStart("2099-01-03", 600).toISOString()).toBe("2099-01-03T04:30:00.000Z");
    expect(classStart("2099-07-04", 300).toISOString()).toBe("2099-07-03T23:30:00.000Z");
    expect(indiaDate(new Date("2099-07-03T23:30:00Z"))).toBe("2099-07-04");
  });
});

describe("class dates", () => {
  it("lists the batch's days within its dates and skips holidays", () => {
    const dates = classDates(
      weekend,
      new Set(["2099-01-10", "2099-01-12"]),
      "2099-01-01",
      "2099-01-18",
    );
    expect(dates).toEqual(["2099-01-03", "2099-01-04", "2099-01-11", "2099-01-17", "2099-01-18"]);
    expect(classDates(weekend, new Set(), "2099-03-27", "2099-04-30")).toEqual([
      "2099-03-28",
      "2099-03-29",
    ]);
  });

  it("finds the next class not yet started, skipping holidays, and none after the last", () => {
    const saturdayClass = new Date("2099-01-03T04:30:00Z");
    expect(nextClassStart(weekend, new Set(), new Date("2026-01-01T00:00:00Z"))).toEqual(
      saturdayClass,
    );
    // During Saturday's class the next is Sunday's; Sunday a holiday: the Saturday after.
    expect(
      nextClassStart(weekend, new Set(["2099-01-04"]), new Date("2099-01-03T05:00:00Z")),
    ).toEqual(new Date("2099-01-10T04:30:00Z"));
    expect(nextClassStart(weekend, new Set(), new Date("2099-03-30T00:00:00Z"))).toBeNull();
  });
});

describe("formatInZone", () => {
  const summer = classStart("2099-07-04", 600);
  const winter = classStart("2099-01-03", 600);
  it("shows India time with IST", () => {
    expect(formatInZone(winter, "Asia/Kolkata")).toBe("Sat, 3 Jan, 10:00 am IST");
  });
  it("gives New York's hour on both sides of its daylight-saving change", () => {
    expect(formatInZone(summer, "America/New_York")).toBe("Sat, 4 Jul, 12:30 am GMT-4");
    expect(formatInZone(winter, "America/New_York")).toBe("Fri, 2 Jan, 11:30 pm GMT-5");
  });
  it("gives London's and Singapore's", () => {
    expect(formatInZone(summer, "Europe/London")).toBe("Sat, 4 Jul, 5:30 am GMT+1");
    expect(formatInZone(winter, "Europe/London")).toBe("Sat, 3 Jan, 4:30 am GMT");
    expect(formatInZone(winter, "Asia/Singapore")).toBe("Sat, 3 Jan, 12:30 pm GMT+8");
  });
});

describe("parseTimetableQuery", () => {
  it("keeps the filters' known values only", () => {
    const params = new URLSearchParams(
      "course=advanced&mode=offline&day=sat&age=adults&tz=Europe%2FLondon&utm_source=x",
    );
    expect(parseTimetableQuery(params)).toEqual({
      course: "advanced",
      mode: "offline",
      day: "sat",
      age: "adults",
      tz: "Europe/London",
    });
    expect(parseTimetableQuery(new URLSearchParams("mode=boat&tz=Mars%2FOlympus&day=1"))).toEqual(
      {},
    );
  });
});
