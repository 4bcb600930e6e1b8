import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { EventView } from "~/lib/event-view";
import type { PublicSite } from "~/lib/public-site";

/**
 * The "Add to calendar" file of an event (docs/decisions/admin-area.md "Events"): one VEVENT in an
 * RFC 5545 calendar, written by `ical-generator`, the site's one iCalendar writer
 * (docs/decisions/timetable.md "Calendar"; line folding and escaping of commas, semicolons,
 * backslashes and newlines are its job). Times are UTC instants (DTSTART:…Z), so every calendar
 * shows them in its own zone.
 */

/**
 * @param event the event as the public page shows it
 * @param site the public site (absolute URL, name, e-mail)
 * @param times the stored start and end instants, and the last change (LAST-MODIFIED)
 * @returns the calendar text (CRLF line ends)
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
  const calendar = ical({
    prodId: { company: site.name, product: "Events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `event-${event.slug}@${new URL(site.url).host}`,
    start: times.startsAt,
    end: times.endsAt,
    summary: event.title,
    description,
    location,
    url,
    categories: [{ name: event.categoryLabel }],
    status: ICalEventStatus.CONFIRMED,
    organizer: { name: site.name, email: site.email },
    lastModified: times.updatedAt,
  });
  return calendar.toString();
}
