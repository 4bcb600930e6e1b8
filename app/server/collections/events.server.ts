import { asc, desc, gt, lte } from "drizzle-orm";
import { emptyEventForm } from "~/components/admin/event-form";
import { adminEventsCopy } from "~/content/admin-events";
import { EVENT_CATEGORIES } from "~/lib/event-kinds";
import { type EventView, eventPath } from "~/lib/event-view";
import {
  bodyParagraphs,
  EVENT_ERRORS,
  eventCentre,
  eventInputSchema,
  eventRegistrationMessage,
  formatEventWhen,
  normaliseEventInput,
  PAST_EVENTS_PER_PAGE,
  toKolkataIso,
  toKolkataLocal,
} from "~/lib/events";
import type { PhotoView } from "~/lib/photo";
import type { PublicSite } from "~/lib/public-site";
import { whatsAppTextLink } from "~/lib/whatsapp";
import { defineAdminSection } from "~/server/collections/admin-pages.server";
import { defineCollection } from "~/server/collections/kit.server";
import type { Db } from "~/server/db/db.server";
import { photoView } from "~/server/photos/photo-store.server";
import { event } from "~/server/schema";

/**
 * The academy's events (spec §2 Events; docs/decisions/collection-kit.md): newest start first
 * for the admin (ordered by date, so not moved by hand), a web address from the title unless
 * the admin types one, an optional cover photo, drafts kept from visitors. Times are instants,
 * entered and shown in India time (app/lib/events.ts).
 */
export const events = defineCollection({
  table: event,
  schema: eventInputSchema,
  columns: normaliseEventInput,
  orderBy: [desc(event.startsAt), desc(event.id)],
  slug: {
    from: (values) => values.title,
    typed: (values) => values.slug,
    fallback: "event",
    taken: EVENT_ERRORS.slugTaken,
  },
  cover: { key: "coverPhotoId" },
});

/** A stored event. */
export type StoredEvent = typeof event.$inferSelect;

const copy = adminEventsCopy;

/**
 * The Events section of the admin area: the cover is `cover`, described by `coverAlt`; ordered
 * by date (no Up/Down); its form is components/admin/event-form.tsx, times as India-time
 * `datetime-local` values.
 */
export const eventsAdmin = defineAdminSection({
  store: events,
  fixErrors: copy.fixErrors,
  photo: { file: "cover", remove: "removeCover", alt: "coverAlt" },
  copy: { ...copy, publicPath: "/events" },
  list: {
    row: (item) => ({
      name: item.title,
      lines: [
        {
          text: `${EVENT_CATEGORIES[item.category] ?? item.category} · ${formatEventWhen(item.startsAt, item.endsAt)}`,
          className: "text-stone-700",
        },
      ],
      links: item.published
        ? [
            {
              to: `/events/${item.slug}`,
              label: copy.view,
              ariaLabel: copy.viewLabel(item.title),
            },
          ]
        : [],
    }),
    ordered: false,
  },
  item: {
    heading: (item) => (item ? copy.editHeading(item.title) : copy.newHeading),
    empty: emptyEventForm,
    view: "events",
    extra: (item) => photoView(item?.coverPhotoId),
    // The cover's description is the photo's own (the photo store keeps it).
    values: (item, cover) => ({
      title: item.title,
      slug: item.slug,
      category: item.category,
      startsAt: toKolkataLocal(item.startsAt),
      endsAt: toKolkataLocal(item.endsAt),
      venueKind: item.venueKind,
      venueCentre: item.venueCentre || (emptyEventForm.venueCentre ?? ""),
      venueAddress: item.venueAddress,
      summary: item.summary,
      body: item.body,
      registerKind: item.registerKind,
      registerUrl: item.registerUrl,
      coverAlt: cover?.alt ?? "",
      published: item.published ? "on" : "",
    }),
    form: {
      idPrefix: "event",
      published: { label: copy.fields.published },
      submit: copy.save,
      multipart: true,
      noValidate: true,
    },
  },
});

/** The published events of /events at `now`: upcoming and one page of past ones. */
export type PublicEvents = {
  /** Not yet ended (running ones included), soonest start first. */
  upcoming: StoredEvent[];
  /** Ended, latest start first, page `page` of `pages`. */
  past: StoredEvent[];
  page: number;
  pages: number;
};

/**
 * The published events split at `now` (spec §2 Events: upcoming soonest first, past latest
 * first, paged). An event is upcoming until its end time passes.
 * @param options.now the current time (tests inject it)
 * @param options.page the page of past events, from 1 (past the last page: empty)
 * @param options.perPage past events per page (default {@link PAST_EVENTS_PER_PAGE})
 */
export async function listPublicEvents(
  options: { now: Date; page?: number; perPage?: number },
  db?: Db,
): Promise<PublicEvents> {
  const perPage = options.perPage ?? PAST_EVENTS_PER_PAGE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const past = { now: options.now, where: lte(event.endsAt, options.now) };
  const [upcoming, pastPage, total] = await Promise.all([
    events.list(
      {
        now: options.now,
        where: gt(event.endsAt, options.now),
        orderBy: [asc(event.startsAt), asc(event.id)],
      },
      db,
    ),
    events.list({ ...past, limit: perPage, offset: (page - 1) * perPage }, db),
    events.count(past, db),
  ]);
  return { upcoming, past: pastPage, page, pages: Math.max(1, Math.ceil(total / perPage)) };
}

/** The slugs of every published event, for sitemap.xml. */
export async function listPublishedEventSlugs(
  db?: Db,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return (await events.list({}, db)).map(({ slug, updatedAt }) => ({ slug, updatedAt }));
}

/** The stored fields a public view is made from. */
type EventViewSource = Pick<
  StoredEvent,
  | "slug"
  | "title"
  | "category"
  | "startsAt"
  | "endsAt"
  | "venueKind"
  | "venueCentre"
  | "venueAddress"
  | "summary"
  | "body"
  | "registerKind"
  | "registerUrl"
>;

/**
 * Builds the {@link EventView} of a stored event.
 * @param site the public site config (its WhatsApp number for registration)
 * @param cover the cover photo's view, if the event has one
 */
export function toEventView(
  record: EventViewSource,
  site: Pick<PublicSite, "whatsApp">,
  cover: PhotoView | null = null,
): EventView {
  const centre = record.venueKind === "centre" ? eventCentre(record.venueCentre) : undefined;
  const venue =
    record.venueKind === "online"
      ? { kind: record.venueKind, name: "Online", address: "" }
      : centre
        ? { kind: record.venueKind, name: centre.name, address: centre.line }
        : { kind: record.venueKind, name: record.venueAddress, address: record.venueAddress };
  const path = eventPath(record.slug);
  return {
    slug: record.slug,
    path,
    calendarPath: `${path}/calendar.ics`,
    title: record.title,
    category: record.category,
    categoryLabel: EVENT_CATEGORIES[record.category] ?? record.category,
    when: formatEventWhen(record.startsAt, record.endsAt),
    startIso: toKolkataIso(record.startsAt),
    endIso: toKolkataIso(record.endsAt),
    venue,
    summary: record.summary,
    paragraphs: bodyParagraphs(record.body),
    register: {
      kind: record.registerKind,
      href:
        record.registerKind === "link"
          ? record.registerUrl
          : whatsAppTextLink(site.whatsApp, eventRegistrationMessage(record.title)),
    },
    cover,
  };
}
