import { createEvent } from "ics";
import type { EventView } from "~/lib/event-view";
import type { PublicSite } from "~/lib/public-site";

/**
 * The "Add to calendar" file of an event (docs/decisions/admin-area.md "Events"): one VEVENT in an
 * RFC 5545 calendar, written by the `ics` library (line folding and escaping of commas, semicolons,
 * backslashes and newlines are its job). Times are UTC instants (DTSTART:…Z), so every calendar
 * shows them in its own zone.
 */

/**
 * @param event the event as the public page shows it
 * @param site the public site (absolute URL, name, e-mail)
 * @param times the stored start and end instants, and the last change (LAST-MODIFIED)
 * @returns the calendar text (CRLF line ends)
 * @throws Error when the library refuses the event (never for a stored, valid event)
 */
export function eventCalendar(
  event: EventView,
  site: Pick<PublicSite, "url" | "name" | "email">,
  times: { startsAt: Date; endsAt: Date; updatedAt: Date },
): string {
  const url = `${site.url}${event.path}`;
  const location =
    event.venue.kind === "online"
      ? `Online (${url})`
      : event.venue.kind === "centre"
        ? `${event.venue.name}, ${event.venue.address}`
        : event.venue.address;
  const description = [event.summary, ...event.paragraphs, `Details and registration: ${url}`].join(
    "\n\n",
  );
  const { error, value } = createEvent({
    productId: `-//${site.name}//Events//EN`,
    uid: `event-${event.slug}@${new URL(site.url).host}`,
    start: times.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: times.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.title,
    description,
    location,
    url,
    categories: [event.categoryLabel],
    status: "CONFIRMED",
    organizer: { name: site.name, email: site.email },
    lastModified: times.updatedAt.getTime(),
  });
  if (error || !value) throw error ?? new Error("ics produced nothing");
  return value;
}
