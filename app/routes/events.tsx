import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { eventKinds, upcomingEvents } from "~/content/events";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

/** Title, description, canonical and link-preview tags of the Events page (pageMeta). */
export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `Chess Tournaments, Workshops & Camps | ${site.name}`,
    description: `Upcoming events at ${site.name}: chess tournaments, workshops and training camps for children and adults in Coimbatore and online.`,
    path: "/events",
  });
}

/**
 * Events (spec §2 Events): the "Upcoming Events" card with the events image, then the three
 * kinds of events, which reveal as they scroll into view. The card itself is above the fold
 * and shows at once, so it never delays the first paint.
 */
export default function EventsPage() {
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
