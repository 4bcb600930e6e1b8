import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { toEventView } from "~/server/collections/events.server";
import { eventCalendar } from "~/server/site/event-calendar.server";
import { getPublicSite } from "~/server/site/public-site.server";

/**
 * "Add to calendar" (docs/decisions/admin-area.md "Events"): an RFC 5545 file made by
 * ical-generator, the site's one iCalendar writer (docs/decisions/timetable.md "Calendar").
 */

/** Unfolds RFC 5545 lines (CRLF + space continues a line) and reads one property's value. */
function property(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  const line = unfolded
    .split("\r\n")
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(":") + 1);
}

/** A UTC DATE-TIME value ("20261205T040000Z") as an instant. */
function utc(value: string | undefined): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? "");
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`).toISOString();
}

describe("eventCalendar", () => {
  const site = getPublicSite();
  const stored = {
    slug: "blitz-night",
    title: "Blitz, Bullet; and\nmore",
    category: "open-class" as const,
    startsAt: new Date("2026-12-05T04:00:00Z"),
    endsAt: new Date("2026-12-05T07:30:00Z"),
    venueKind: "address" as const,
    venueCentre: "",
    venueAddress: "Hall 2; Town Hall, Pollachi",
    summary: "Fast games, all levels.",
    body: "Line one, with a comma.\n\nSecond; paragraph.",
    registerKind: "whatsapp" as const,
    registerUrl: "",
    updatedAt: new Date("2026-11-20T10:00:00Z"),
  };
  const ics = eventCalendar(toEventView(stored, site), site, stored);

  it("is one VEVENT in a calendar with CRLF lines no longer than 75 octets", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(property(ics, "UID")).toBe(`event-blitz-night@${new URL(site.url).host}`);
  });

  it("has DTSTART and DTEND as the stored instants in UTC", () => {
    expect(utc(property(ics, "DTSTART"))).toBe("2026-12-05T04:00:00.000Z");
    expect(utc(property(ics, "DTEND"))).toBe("2026-12-05T07:30:00.000Z");
  });

  it("escapes commas, semicolons and newlines in SUMMARY, LOCATION and DESCRIPTION", () => {
    expect(property(ics, "SUMMARY")).toBe("Blitz\\, Bullet\\; and\\nmore");
    expect(property(ics, "LOCATION")).toBe("Hall 2\\; Town Hall\\, Pollachi");
    expect(property(ics, "DESCRIPTION")).toBe(
      `Fast games\\, all levels.\\n\\nLine one\\, with a comma.\\n\\nSecond\\; paragraph.\\n\\nDetails and registration: ${site.url}/events/blitz-night`,
    );
    expect(property(ics, "URL")).toBe(`${site.url}/events/blitz-night`);
  });

  it("is read by ical.js as one confirmed event at the stored instants", () => {
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T04:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-05T07:30:00.000Z");
    expect(event.summary).toBe("Blitz, Bullet; and\nmore");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });
});
