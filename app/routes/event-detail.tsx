import { data, Link } from "react-router";
import { AlbumCards } from "~/components/album-card";
import { NotFound } from "~/components/not-found";
import { Photo } from "~/components/photo";
import { buttonClass } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/heading";
import { textLinkClass } from "~/components/ui/link";
import { eventListCopy as copy } from "~/content/events";
import { galleryAlbumsCopy } from "~/content/gallery";
import { sectionTrail } from "~/content/navigation";
import { eventTournamentLink } from "~/content/tournaments";
import { eventJsonLd } from "~/lib/event-view";
import { SLUG_PATTERN } from "~/lib/events";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta, previewOf } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { events, toEventView } from "~/server/collections/events.server";
import { listEventAlbums } from "~/server/collections/gallery.server";
import { photoViews } from "~/server/photos/photo-store.server";
import { getPublicSite } from "~/server/site/public-site.server";
import { tournamentLinkOf } from "~/server/tournaments/public-view.server";
import type { Route } from "./+types/event-detail";

/**
 * The published event of the URL (docs/decisions/admin-area.md "Events") as a view with its meta
 * tags (the cover as Open Graph image when there is one), schema.org `Event` JSON-LD and its
 * published albums (docs/decisions/admin-area.md "Gallery"), or HTTP 404 with the 404 page for an
 * unknown slug or a draft.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const site = getPublicSite();
  const stored = SLUG_PATTERN.test(params.slug) ? await events.getBySlug(params.slug) : null;
  if (!stored) {
    const meta = pageMeta(site, {
      title: "404 Page Not Found",
      description: "This event does not exist. See all our events.",
      path: new URL(request.url).pathname,
      noIndex: true,
    });
    return data({ event: null, ended: false, albums: [], tournament: null, meta }, { status: 404 });
  }
  const [covers, albums, tournament] = await Promise.all([
    stored.coverPhotoId ? photoViews([stored.coverPhotoId]) : null,
    listEventAlbums(stored.id),
    tournamentLinkOf(stored),
  ]);
  const cover = (stored.coverPhotoId && covers?.get(stored.coverPhotoId)) || null;
  const event = toEventView(stored, site, cover);
  const meta = [
    ...pageMeta(site, {
      title: `${event.title} | ${event.categoryLabel} | ${site.name}`,
      description: event.summary,
      path: event.path,
      image: cover ? previewOf(cover) : undefined,
    }),
    { "script:ld+json": eventJsonLd(event, site) },
    {
      "script:ld+json": breadcrumbJsonLd(site, [
        ...sectionTrail("/events"),
        { name: event.title, path: event.path },
      ]),
    },
  ];
  return { event, ended: stored.endsAt.getTime() <= Date.now(), albums, tournament, meta };
}

/** The event's title, summary, Open Graph tags and JSON-LD; the 404 title for an unknown slug. */
export const meta = loaderMeta;

/**
 * An event's page (/events/:slug, docs/decisions/admin-area.md "Events"): category, title, when
 * (India time), where, the summary and the body's paragraphs (plain text, never HTML), how to
 * register (WhatsApp with the event's name, or the organiser's link), "Add to calendar" (.ics),
 * "Photos": the event's published albums as the gallery's album cards, and for a tournament
 * event with its tournament a link to the tournament page (docs/decisions/tournaments.md).
 */
export default function EventDetailPage({ loaderData }: Route.ComponentProps) {
  const { event, ended, albums, tournament } = loaderData;
  if (!event) return <NotFound />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <p>
        <Link to="/events" className={textLinkClass("amber-700")}>
          {copy.backToEvents}
        </Link>
      </p>
      <p className="mt-6 text-sm font-semibold tracking-wide text-amber-800 uppercase">
        {event.categoryLabel}
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold text-stone-900">{event.title}</h1>
      {ended ? <p className="mt-3 font-semibold text-stone-700">{copy.ended}</p> : null}
      {event.cover ? (
        <Photo
          photo={event.cover}
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="mt-6 aspect-[3/2] w-full rounded-2xl object-cover"
        />
      ) : null}
      <dl className="mt-6 space-y-2 text-lg text-stone-800">
        <div>
          <dt className="inline font-semibold">{copy.when}: </dt>
          <dd className="inline">
            <time dateTime={event.startIso}>{event.when}</time>
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">{copy.where}: </dt>
          <dd className="inline">
            {event.venue.name}
            {event.venue.kind === "centre" ? `, ${event.venue.address}` : null}
          </dd>
        </div>
      </dl>
      {tournament ? (
        <p className="mt-6">
          <Link to={tournament} className={`${buttonClass("primary", "mediumTall")} inline-block`}>
            {eventTournamentLink}
          </Link>
        </p>
      ) : null}
      <p className="mt-6 text-lg leading-relaxed text-stone-800">{event.summary}</p>
      {event.paragraphs.map((paragraph, i) => (
        <p key={i} className="mt-4 leading-relaxed whitespace-pre-line text-stone-700">
          {paragraph}
        </p>
      ))}
      <section aria-labelledby="register-heading" className="mt-10">
        <SectionHeading id="register-heading" size="small">
          {copy.register}
        </SectionHeading>
        <div className="mt-4 flex flex-wrap gap-4">
          {ended ? null : (
            <a
              href={event.register.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClass("bare", "mediumTall")} bg-amber-700 text-white shadow-sm hover:bg-amber-800`}
            >
              {event.register.kind === "whatsapp" ? copy.registerWhatsApp : copy.registerLink}
              <span className="sr-only"> {copy.newTab}</span>
            </a>
          )}
          <a
            href={event.calendarPath}
            download={`${event.slug}.ics`}
            className={`${buttonClass("bare", "mediumTall")} border border-stone-400 bg-white text-stone-800 shadow-sm hover:bg-stone-100`}
          >
            {copy.addToCalendar}
          </a>
        </div>
      </section>
      {albums.length > 0 ? (
        <section aria-labelledby="photos-heading" className="mt-10">
          <SectionHeading id="photos-heading" size="small">
            {galleryAlbumsCopy.eventPhotos}
          </SectionHeading>
          <AlbumCards albums={albums} className="mt-4 grid gap-6 sm:grid-cols-2" />
        </section>
      ) : null}
    </article>
  );
}
