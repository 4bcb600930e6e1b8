import type { EventCategory, RegisterKind, VenueKind } from "~/lib/event-kinds";
import type { PhotoView } from "~/lib/photo";
import type { PublicSite } from "~/lib/public-site";
import { postalAddress } from "~/lib/structured-data";

/**
 * What the public pages show of an event (spec §2 Events), computed on the server
 * (app/server/collections/events.server.ts `toEventView`) so the page gets plain strings: the
 * time in Asia/Kolkata words, the venue line, the registration link.
 */

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
 * The schema.org `Event` of an event's page (spec §2 Events): dates with the +05:30 offset, attendance
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
          address: centre ? postalAddress(site.address) : view.venue.address,
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
