import { data, Link } from "react-router";
import { EventCard } from "~/components/event-card";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { eventKinds, eventListCopy, upcomingEvents } from "~/content/events";
import { parsePage } from "~/lib/events";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { listPublicEvents, toEventView } from "~/server/collections/events.server";
import { photoViews } from "~/server/photos/photo-store.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/events";

/**
 * The published events at the time of the request (docs/decisions/admin-area.md "Events"): upcoming
 * ones (not yet ended) soonest first, and page `?page=N` of the past ones, latest first; a page
 * past the last answers 404. The rendered page is kept by the page cache for at most its lifetime
 * (5 minutes, app/server/cache/page-cache.server.ts) and dropped at once on every change, so an event
 * that has just ended moves to "Past events" within 5 minutes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const site = getPublicSite();
  const events = await listPublicEvents({ now: new Date(), page });
  const covers = await photoViews([...events.upcoming, ...events.past].map((e) => e.coverPhotoId));
  const view = (e: (typeof events.upcoming)[number]) =>
    toEventView(e, site, (e.coverPhotoId && covers.get(e.coverPhotoId)) || null);
  const result = {
    upcoming: events.upcoming.map(view),
    past: events.past.map(view),
    page: events.page,
    pages: events.pages,
    meta: pageMeta(site, {
      title: `Chess Tournaments, Workshops & Camps${events.page > 1 ? ` (page ${events.page})` : ""} | ${site.name}`,
      description: `Upcoming events at ${site.name}: chess tournaments, workshops and training camps for children and adults in Coimbatore and online.`,
      path: events.page > 1 ? `/events?page=${events.page}` : "/events",
    }),
  };
  return page > events.pages ? data(result, { status: 404 }) : result;
}

/** Title, description, canonical and link-preview tags of the Events page, from the loader. */
export const meta = loaderMeta;

/**
 * Events (spec §2 Events): the "Upcoming Events" card with the events image, then the three
 * kinds of events, which reveal as they scroll into view. The card itself is above the fold
 * and shows at once, so it never delays the first paint. Below the card
 * (docs/decisions/admin-area.md "Events"): the upcoming events and the past ones, paged.
 */
export default function EventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 md:py-16">
      <section className="grid items-center gap-8 overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-stone-200 md:grid-cols-2">
        <Picture
          name="events"
          alt={upcomingEvents.imageAlt}
          sizes="(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw"
          priority
          className="aspect-[3/2] h-full w-full object-cover"
        />
        <div className="px-6 pb-8 md:py-10 md:pr-10 md:pl-0">
          <h1 className="font-display text-4xl font-bold text-stone-900">
            {upcomingEvents.heading}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{upcomingEvents.text}</p>
          <p className="mt-4 text-stone-700">{upcomingEvents.note}</p>
        </div>
      </section>
      <EventLists {...loaderData} />
      <Reveal aria-labelledby="event-kinds-heading" className="mt-16">
        <h2
          id="event-kinds-heading"
          className="text-center font-display text-3xl font-bold text-stone-900"
        >
          What we organise
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {eventKinds.map((kind) => (
            <li
              key={kind.title}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <h3 className="font-display text-xl font-bold text-amber-800">{kind.title}</h3>
              <p className="mt-3 leading-relaxed text-stone-700">{kind.text}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </div>
  );
}

const h2 = "font-display text-3xl font-bold text-stone-900";
const pagerLink =
  "rounded-full border border-stone-400 bg-white px-5 py-2 font-semibold text-stone-800 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800";

/** "Coming up" (or a short note when nothing is), then "Past events" with Newer/Older links. */
function EventLists({ upcoming, past, page, pages }: Route.ComponentProps["loaderData"]) {
  const copy = eventListCopy;
  return (
    <>
      <section aria-labelledby="upcoming-heading" className="mt-16">
        <h2 id="upcoming-heading" className={h2}>
          {copy.upcomingHeading}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-4 text-stone-700">{copy.noUpcoming}</p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="mt-16">
          <h2 id="past-heading" className={h2}>
            {copy.pastHeading}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {past.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={copy.pagination} className="mt-8 flex flex-wrap items-center gap-4">
              {page > 1 ? (
                <Link
                  to={page === 2 ? "/events" : `/events?page=${page - 1}`}
                  className={pagerLink}
                >
                  {copy.newer}
                </Link>
              ) : null}
              <span className="text-stone-700">{copy.pageLabel(page, pages)}</span>
              {page < pages ? (
                <Link to={`/events?page=${page + 1}`} className={pagerLink}>
                  {copy.older}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
