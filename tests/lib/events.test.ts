import { describe, expect, it } from "vitest";
import { eventJsonLd } from "~/lib/event-view";
import {
  bodyParagraphs,
  EVENT_ERRORS,
  eventInputSchema,
  formatEventWhen,
  parseKolkataLocal,
  parsePage,
  slugify,
  toKolkataIso,
  toKolkataLocal,
} from "~/lib/events";
import { fieldErrors } from "~/lib/form";
import { toEventView } from "~/server/collections/events.server";
import { getPublicSite } from "~/server/site/public-site.server";

/**
 * Events (docs/decisions/admin-area.md "Events"): Asia/Kolkata times, the form's rules, and what
 * the public pages show.
 */

describe("Asia/Kolkata conversion (+05:30, no daylight saving)", () => {
  it("reads a datetime-local value as India time", () => {
    expect(parseKolkataLocal("2026-12-05T09:30")?.toISOString()).toBe("2026-12-05T04:00:00.000Z");
    expect(parseKolkataLocal("2026-06-15T00:10")?.toISOString()).toBe("2026-06-14T18:40:00.000Z");
    expect(parseKolkataLocal("2027-01-01T05:29:59")?.toISOString()).toBe(
      "2026-12-31T23:59:59.000Z",
    );
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of [
      "",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-12-05T24:00",
      "2026-12-05",
      "5/12/2026 10:00",
      "2026-12-05T09:30Z",
      null,
      3,
    ])
      expect(parseKolkataLocal(bad), String(bad)).toBeNull();
  });

  it("writes an instant back as India time, for the form and for schema.org", () => {
    const instant = new Date("2026-12-05T04:00:00Z");
    expect(toKolkataLocal(instant)).toBe("2026-12-05T09:30");
    expect(toKolkataIso(instant)).toBe("2026-12-05T09:30:00+05:30");
    expect(toKolkataLocal(new Date("2026-06-14T18:40:00Z"))).toBe("2026-06-15T00:10");
    for (const local of ["2026-03-29T02:30", "2026-10-25T01:15", "2026-12-31T23:59"])
      expect(toKolkataLocal(parseKolkataLocal(local) as Date)).toBe(local);
  });

  it("says when in India time, on one day or across days", () => {
    const start = parseKolkataLocal("2026-12-05T09:30") as Date;
    const sameDay = formatEventWhen(start, parseKolkataLocal("2026-12-05T13:00") as Date);
    expect(sameDay).toMatch(/^Sat, 5 Dec 2026, 9:30\sam – 1:00\spm IST$/);
    const twoDays = formatEventWhen(start, parseKolkataLocal("2026-12-06T17:00") as Date);
    expect(twoDays).toMatch(/^Sat, 5 Dec 2026, 9:30\sam – Sun, 6 Dec 2026, 5:00\spm IST$/);
  });
});

const valid = {
  title: "  Spring Open  ",
  slug: "",
  category: "tournament",
  startsAt: "2026-12-05T09:30",
  endsAt: "2026-12-05T13:00",
  venueKind: "centre",
  venueCentre: "coimbatore",
  venueAddress: "",
  summary: "Rapid tournament for under-12s.",
  body: "",
  registerKind: "whatsapp",
  registerUrl: "",
  published: "on",
};

function errorsOf(input: Record<string, unknown>) {
  const result = eventInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("the event form's rules", () => {
  it("accepts a valid event: trimmed, times as instants, the checkbox as a boolean", () => {
    const parsed = eventInputSchema.parse(valid);
    expect(parsed.title).toBe("Spring Open");
    expect(parsed.startsAt.toISOString()).toBe("2026-12-05T04:00:00.000Z");
    expect(parsed.published).toBe(true);
    expect(eventInputSchema.parse({ ...valid, published: undefined }).published).toBe(false);
    // An unticked checkbox is not posted at all (app/lib/form.ts formValues): a draft.
    const { published: _ticked, ...unticked } = valid;
    expect(eventInputSchema.parse(unticked).published).toBe(false);
  });

  it("names each wrong field", () => {
    expect(errorsOf({ ...valid, title: " " }).title).toBe(EVENT_ERRORS.titleRequired);
    expect(errorsOf({ ...valid, slug: "Spring Open" }).slug).toBe(EVENT_ERRORS.slugInvalid);
    expect(errorsOf({ ...valid, slug: "a--b" }).slug).toBe(EVENT_ERRORS.slugInvalid);
    expect(errorsOf({ ...valid, category: "party" }).category).toBe(EVENT_ERRORS.category);
    expect(errorsOf({ ...valid, category: "__proto__" }).category).toBe(EVENT_ERRORS.category);
    expect(errorsOf({ ...valid, startsAt: "" }).startsAt).toBe(EVENT_ERRORS.start);
    expect(errorsOf({ ...valid, endsAt: "2026-12-05T09:30" }).endsAt).toBe(
      EVENT_ERRORS.endBeforeStart,
    );
    expect(errorsOf({ ...valid, venueCentre: "chennai" }).venueCentre).toBe(EVENT_ERRORS.centre);
    expect(errorsOf({ ...valid, venueKind: "address" }).venueAddress).toBe(EVENT_ERRORS.address);
    expect(errorsOf({ ...valid, summary: "" }).summary).toBe(EVENT_ERRORS.summaryRequired);
    expect(errorsOf({ ...valid, summary: "x".repeat(301) }).summary).toBe(
      EVENT_ERRORS.summaryTooLong,
    );
    for (const url of ["", "http://example.com", "javascript:alert(1)", "https://"])
      expect(errorsOf({ ...valid, registerKind: "link", registerUrl: url }).registerUrl, url).toBe(
        EVENT_ERRORS.registerUrl,
      );
    expect(
      errorsOf({ ...valid, registerKind: "link", registerUrl: "https://lichess.org/x" }),
    ).toEqual({});
  });
});

describe("helpers", () => {
  it("makes slugs from titles", () => {
    expect(slugify("Spring Open — Under 12s!")).toBe("spring-open-under-12s");
    expect(slugify("Café Blitz")).toBe("cafe-blitz");
    expect(slugify("அ")).toBe("event");
    expect(slugify("a".repeat(100)).length).toBe(80);
  });

  it("splits the body into paragraphs at blank lines", () => {
    expect(bodyParagraphs("One\r\nline two\n\n\n  Three  \n \n")).toEqual([
      "One\nline two",
      "Three",
    ]);
  });

  it("reads ?page as a whole number from 1", () => {
    expect([
      parsePage(null),
      parsePage("2"),
      parsePage("0"),
      parsePage("-1"),
      parsePage("2.5"),
      parsePage("x"),
    ]).toEqual([1, 2, 1, 1, 1, 1]);
  });
});

describe("the public view and JSON-LD of an event", () => {
  const site = getPublicSite();
  const record = {
    slug: "spring-open",
    title: "Spring Open",
    category: "tournament" as const,
    startsAt: new Date("2026-12-05T04:00:00Z"),
    endsAt: new Date("2026-12-05T07:30:00Z"),
    venueKind: "centre" as const,
    venueCentre: "coimbatore",
    venueAddress: "",
    summary: "Rapid tournament.",
    body: "Bring a pen.\n\nClocks provided.",
    registerKind: "whatsapp" as const,
    registerUrl: "",
  };

  it("registers on WhatsApp with a message naming the event", () => {
    const view = toEventView(record, site);
    const url = new URL(view.register.href);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsApp}`);
    expect(url.searchParams.get("text")).toBe('Hello, I would like to register for "Spring Open".');
    expect(view.paragraphs).toEqual(["Bring a pen.", "Clocks provided."]);
    expect(view.calendarPath).toBe("/events/spring-open/calendar.ics");
  });

  it("is an offline Event at the centre with +05:30 dates, organised by the academy", () => {
    const ld = eventJsonLd(toEventView(record, site), site);
    expect(ld).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-05T09:30:00+05:30",
      endDate: "2026-12-05T13:00:00+05:30",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Coimbatore" },
      },
      organizer: { "@type": "Organization", name: site.name },
    });
  });

  it("names the cover as its image", () => {
    const cover = {
      id: 1,
      alt: "Boards",
      width: 1600,
      height: 1067,
      avifSrcSet: "",
      webpSrcSet: "",
      src: "/photos/abc/960.webp",
      largestSrc: "/photos/abc/1600.webp",
    };
    expect(eventJsonLd(toEventView(record, site, cover), site).image).toEqual([
      `${site.url}/photos/abc/1600.webp`,
    ]);
    expect(eventJsonLd(toEventView(record, site), site)).not.toHaveProperty("image");
  });

  it("is an online Event at a VirtualLocation, or a Place at another address", () => {
    const online = eventJsonLd(toEventView({ ...record, venueKind: "online" }, site), site);
    expect(online.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(online.location).toEqual({
      "@type": "VirtualLocation",
      url: `${site.url}/events/spring-open`,
    });
    const elsewhere = toEventView(
      { ...record, venueKind: "address", venueAddress: "Town Hall, Pollachi" },
      site,
    );
    expect(eventJsonLd(elsewhere, site).location).toEqual({
      "@type": "Place",
      name: "Town Hall, Pollachi",
      address: "Town Hall, Pollachi",
    });
  });
});
