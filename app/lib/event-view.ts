import {
  bodyParagraphs,
  EVENT_CATEGORIES,
  type EventCategory,
  eventCentre,
  eventRegistrationMessage,
  formatEventWhen,
  type RegisterKind,
  toKolkataIso,
  type VenueKind,
} from "~/lib/events";
import type { PhotoView } from "~/lib/photo";
import type { PublicSite } from "~/lib/public-site";
import { whatsAppTextLink } from "~/lib/whatsapp";

/**
 * What the public pages show of an event (issue 7 Events), computed on the server so the page
 * gets plain strings: the time in Asia/Kolkata words, the venue line, the registration link.
 */

/** The stored fields a view is made from (a StoredEvent has them all). */
export type EventRecord = {
  slug: string;
  title: string;
  category: EventCategory;
  startsAt: Date;
  endsAt: Date;
  venueKind: VenueKind;
  venueCentre: string;
  venueAddress: string;
  summary: string;
  body: string;
  registerKind: RegisterKind;
  registerUrl: string;
};

/** An event as the public pages show it. */
export type EventView = {
  slug: string;
  path: string;
  calendarPath: string;
  title: string;
  category: EventCategory;
  categoryLabel: string;
  /** "Sat, 5 Dec 2026, 9:30 am – 1:00 pm IST" */
  when: string;
  /** ISO 8601 with +05:30 (for `<time dateTime>` and JSON-LD). */
  startIso: string;
  endIso: string;
  venue: {
    kind: VenueKind;
    /** "Online", the centre's name, or the address. */
    name: string;
    /** The street address (a centre or another address); "" online. */
    address: string;
  };
  summary: string;
  paragraphs: string[];
  register: { kind: RegisterKind; href: string };
  /** The cover photo, or null. */
  cover: PhotoView | null;
};

/** The path of an event's page and of its calendar file. */
export function eventPath(slug: string): string {
  return `/events/${slug}`;
}

/**
 * Builds the {@link EventView} of a stored event.
 * @param site the public site config (its WhatsApp number for registration)
 * @param cover the cover photo's view, if the event has one
 */
export function toEventView(
  record: EventRecord,
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

/**
 * The schema.org `Event` of an event's page (issue 7): dates with the +05:30 offset, attendance
 * mode, a `Place` with its postal address or a `VirtualLocation`, the academy as organizer, and
 * the cover as image when there is one.
 */
export function eventJsonLd(view: EventView, site: PublicSite) {
  const url = `${site.url}${view.path}`;
  const image = view.cover ? `${site.url}${view.cover.largestSrc}` : undefined;
  const online = view.venue.kind === "online";
  const centre = view.venue.kind === "centre";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: view.title,
    description: view.summary,
    url,
    startDate: view.startIso,
    endDate: view.endIso,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url }
      : {
          "@type": "Place",
          name: view.venue.name,
          address: centre
            ? {
                "@type": "PostalAddress",
                streetAddress: site.address.street,
                addressLocality: site.address.locality,
                addressRegion: site.address.region,
                postalCode: site.address.postalCode,
                addressCountry: site.address.country,
              }
            : view.venue.address,
        },
    organizer: {
      "@type": "Organization",
      "@id": `${site.url}/#academy`,
      name: site.name,
      url: `${site.url}/`,
    },
    ...(image ? { image: [image] } : {}),
  };
}
