import { SLUG_PATTERN } from "~/lib/events";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/server/cache/page-cache.server";
import { events, toEventView } from "~/server/collections/events.server";
import { eventCalendar } from "~/server/site/event-calendar.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/event-calendar";

/**
 * "Add to calendar" (/events/:slug/calendar.ics, docs/decisions/admin-area.md "Events"): the
 * published event as an RFC 5545 file (text/calendar), 404 for an unknown slug or a draft. Marked
 * like a public page, so the page cache keeps it and drops it on every change.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const stored = SLUG_PATTERN.test(params.slug) ? await events.getBySlug(params.slug) : null;
  if (!stored) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const site = getPublicSite();
  const body = eventCalendar(toEventView(stored, site), site, stored);
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${stored.slug}.ics"`,
      "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
    },
  });
}
