import * as z from "zod/mini";
import { site } from "~/config/site";
import { SLUG_PATTERN, slugify as slugifyTitle } from "~/lib/collection";
import { EVENT_CATEGORIES, REGISTER_KINDS, VENUE_KINDS } from "~/lib/event-kinds";
import { textOf } from "~/lib/form";
import { ACADEMY_ZONE, IST_OFFSET_MINUTES } from "~/lib/india-time";
import { oneOfKinds } from "~/lib/people-fields";

/**
 * Events (docs/decisions/admin-area.md "Events"; spec §2 Events): categories, venues, how to
 * register, the academy's time zone (Asia/Kolkata, always +05:30: India has no daylight saving
 * time) and the rules of the admin's event form, shared by the admin route, the store and the
 * public pages.
 */

/** A centre an event can be held at (today one, from config/site.ts). */
export type EventCentre = {
  key: string;
  name: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  /** One line for the page and the calendar file. */
  line: string;
};

/** The academy's centres (config/site.ts `address`). */
export const EVENT_CENTRES: readonly EventCentre[] = [
  {
    key: "coimbatore",
    name: `${site.shortName} centre, ${site.address.locality}`,
    address: site.address,
    line: site.address.line,
  },
];

/** The centre with this key, or undefined. */
export function eventCentre(key: string | null | undefined): EventCentre | undefined {
  return EVENT_CENTRES.find((c) => c.key === key);
}

/** The academy's fixed UTC offset (lib/india-time.ts), as ISO 8601 writes it and in ms. */
export const KOLKATA_OFFSET = "+05:30";
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/**
 * A `datetime-local` value ("2026-12-05T09:30", seconds optional) read as Asia/Kolkata time.
 * @returns the instant, or null when the text is not a real date and time ("2026-02-30T10:00")
 */
export function parseKolkataLocal(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return null;
  return new Date(utc - OFFSET_MS);
}

/** The `datetime-local` value of an instant in Asia/Kolkata ("2026-12-05T09:30"). */
export function toKolkataLocal(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** ISO 8601 with the +05:30 offset, for schema.org ("2026-12-05T09:30:00+05:30"). */
export function toKolkataIso(instant: Date | string): string {
  return `${new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 19)}${KOLKATA_OFFSET}`;
}

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: ACADEMY_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: ACADEMY_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

/** "Sat, 5 Dec 2026" in Asia/Kolkata (assembled from parts: ICU versions punctuate differently). */
function dayText(instant: Date): string {
  const part = (type: string) =>
    dayFormat.formatToParts(instant).find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}

/**
 * When an event happens, in Asia/Kolkata words: "Sat, 5 Dec 2026, 9:30 am – 1:00 pm IST" on one
 * day, "Sat, 5 Dec 2026, 9:30 am – Sun, 6 Dec 2026, 5:00 pm IST" across days. Computed on the
 * server only (the page gets the text), so browser and server never disagree.
 */
export function formatEventWhen(startsAt: Date | string, endsAt: Date | string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const startDay = dayText(start);
  const endDay = dayText(end);
  const from = `${startDay}, ${timeFormat.format(start)}`;
  const to = startDay === endDay ? timeFormat.format(end) : `${endDay}, ${timeFormat.format(end)}`;
  return `${from} – ${to} IST`;
}

/** A URL slug from an event's title (lib/collection.ts `slugify`); "event" when nothing is left. */
export function slugify(title: string): string {
  return slugifyTitle(title, "event");
}

/** What an event slug may look like (also guards the public route). */
export { SLUG_PATTERN };

/** The WhatsApp message a visitor sends to register: it names the event. */
export function eventRegistrationMessage(title: string): string {
  return `Hello, I would like to register for "${title}".`;
}

/** Longest values of the event form, in characters. */
export const EVENT_LIMITS = {
  title: 120,
  slug: 80,
  summary: 300,
  body: 10_000,
  address: 200,
  url: 500,
} as const;

/** The event form's messages. */
export const EVENT_ERRORS = {
  titleRequired: "Please enter a title.",
  titleTooLong: `Please keep the title under ${EVENT_LIMITS.title} characters.`,
  slugInvalid:
    "Use lower-case letters, digits and single hyphens only (for example spring-open-2026).",
  slugTaken: "Another event already uses this web address. Please choose another.",
  category: "Please choose a category.",
  start: "Please enter the start date and time.",
  end: "Please enter the end date and time.",
  endBeforeStart: "The event must end after it starts.",
  venue: "Please choose where the event happens.",
  centre: "Please choose a centre.",
  address: "Please enter the address.",
  addressTooLong: `Please keep the address under ${EVENT_LIMITS.address} characters.`,
  summaryRequired: "Please enter a short summary.",
  summaryTooLong: `Please keep the summary under ${EVENT_LIMITS.summary} characters.`,
  bodyTooLong: `Please keep the description under ${EVENT_LIMITS.body} characters.`,
  register: "Please choose how visitors register.",
  registerUrl: "Please enter a link starting with https://.",
} as const;

const e = EVENT_ERRORS;

function text(max: number, tooLong: string, required?: string) {
  return z.pipe(
    z.transform(textOf),
    z
      .string()
      .check(z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(max, tooLong)),
  );
}

function instant(message: string) {
  return z.pipe(
    z.transform((v: unknown) => parseKolkataLocal(v)),
    z.custom<Date>((v) => v instanceof Date, message),
  );
}

/** Whether a string is an absolute https URL a visitor can follow. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The admin's event form (docs/decisions/admin-area.md "Events"), as posted: text trimmed with
 * length caps, times as `datetime-local` values in Asia/Kolkata, the end after the start, a centre
 * when the venue is a centre, an address when it is another address, an https link when
 * registration is a link. `slug` may be empty (made from the title by the store). `published` is a
 * checkbox ("on").
 */
export const eventInputSchema = z
  .object({
    title: text(EVENT_LIMITS.title, e.titleTooLong, e.titleRequired),
    slug: z.pipe(
      text(EVENT_LIMITS.slug, e.slugInvalid),
      z.string().check(
        z.toLowerCase(),
        z.refine((v) => v === "" || SLUG_PATTERN.test(v), e.slugInvalid),
      ),
    ),
    category: oneOfKinds(EVENT_CATEGORIES, e.category),
    startsAt: instant(e.start),
    endsAt: instant(e.end),
    venueKind: oneOfKinds(VENUE_KINDS, e.venue),
    venueCentre: text(40, e.centre),
    venueAddress: text(EVENT_LIMITS.address, e.addressTooLong),
    summary: text(EVENT_LIMITS.summary, e.summaryTooLong, e.summaryRequired),
    body: text(EVENT_LIMITS.body, e.bodyTooLong),
    registerKind: oneOfKinds(REGISTER_KINDS, e.register),
    registerUrl: text(EVENT_LIMITS.url, e.registerUrl),
    // An unticked checkbox is not posted at all: absent is a draft.
    published: z.transform((v: unknown) => v === true || v === "on" || v === "true"),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: "custom", message, path: [path], input: v });
      if (v.endsAt.getTime() <= v.startsAt.getTime()) issue("endsAt", e.endBeforeStart);
      if (v.venueKind === "centre" && !eventCentre(v.venueCentre)) issue("venueCentre", e.centre);
      if (v.venueKind === "address" && !v.venueAddress) issue("venueAddress", e.address);
      if (v.registerKind === "link" && !isHttpsUrl(v.registerUrl))
        issue("registerUrl", e.registerUrl);
    }),
  );

/** A validated event as the admin entered it. */
export type EventInput = z.output<typeof eventInputSchema>;

/** Only what matters of an input for its kind (no stale address for an online event). */
export function normaliseEventInput(input: EventInput): EventInput {
  return {
    ...input,
    venueCentre: input.venueKind === "centre" ? input.venueCentre : "",
    venueAddress: input.venueKind === "address" ? input.venueAddress : "",
    registerUrl: input.registerKind === "link" ? input.registerUrl : "",
  };
}

/** Body text as paragraphs: split at blank lines, each trimmed, empty ones dropped. */
export function bodyParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Past events per page of /events. */
export const PAST_EVENTS_PER_PAGE = 10;

/**
 * The `page` query parameter of /events: a whole number from 1, 1 for anything else.
 */
export function parsePage(value: string | null): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}
