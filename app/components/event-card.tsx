import { Link } from "react-router";
import { Photo } from "~/components/photo";
import { eventListCopy as copy } from "~/content/events";
import type { EventView } from "~/lib/event-view";

/**
 * One event in the lists of /events (docs/decisions/admin-area.md "Events"): its cover photo if
 * any, category, title linking to its page, when
 * (Asia/Kolkata, as text from the server), where and the summary. Every text is rendered as
 * text, never as HTML.
 */
export function EventCard({ event }: { event: EventView }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {event.cover ? (
        <Photo
          photo={event.cover}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
          {event.categoryLabel}
        </p>
        <h3 className="mt-2 font-display text-xl font-bold text-stone-900">
          <Link
            to={event.path}
            className="rounded hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
          >
            {event.title}
          </Link>
        </h3>
        <dl className="mt-3 space-y-1 text-stone-700">
          <div className="flex gap-2">
            <dt className="font-semibold">{copy.when}:</dt>
            <dd>
              <time dateTime={event.startIso}>{event.when}</time>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold">{copy.where}:</dt>
            <dd>{event.venue.name}</dd>
          </div>
        </dl>
        <p className="mt-3 leading-relaxed text-stone-700">{event.summary}</p>
      </div>
    </article>
  );
}
