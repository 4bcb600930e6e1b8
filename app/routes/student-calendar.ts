import { getPublicSite } from "~/server/site/public-site.server";
import { studentCalendar } from "~/server/timetable/calendar-feed.server";
import type { Route } from "./+types/student-calendar";

/**
 * A student's private class calendar, /calendar/<token>.ics (docs/decisions/timetable.md
 * "Calendar"): text/calendar built afresh on every request, never stored by the page cache or a
 * proxy (private, no-store); 404 for an address that names no calendar (turned off, replaced or
 * made up).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : "";
  const body = token ? await studentCalendar(token, getPublicSite()) : null;
  if (body === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="my-classes.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
