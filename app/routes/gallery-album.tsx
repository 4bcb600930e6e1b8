import { data, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { PhotoViewer } from "~/components/photo-viewer";
import { galleryAlbumsCopy as copy } from "~/content/gallery";
import { sectionTrail } from "~/content/navigation";
import { formatAlbumDate } from "~/lib/album-view";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta, previewOf } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { getPublishedAlbumBySlug, listAlbumPhotos } from "~/server/collections/gallery.server";
import { getAlbumEventLink } from "~/server/site/album-events.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/gallery-album";

/**
 * One published album (docs/decisions/admin-area.md "Gallery": /gallery/:album) with its photos in
 * order and its meta tags (the first photo as the link-preview image), and its event when that is
 * published; an unknown or draft album is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const site = getPublicSite();
  const album = await getPublishedAlbumBySlug(params.album);
  if (!album) {
    const meta = pageMeta(site, {
      title: "404 Page Not Found",
      description: "This album does not exist. See all our photos in the gallery.",
      path: new URL(request.url).pathname,
      noIndex: true,
    });
    return data({ album: null, photos: [], event: null, meta }, { status: 404 });
  }
  const [albumPhotos, event] = await Promise.all([
    listAlbumPhotos(album.id),
    getAlbumEventLink(album.eventId),
  ]);
  const photos = albumPhotos.map((p) => p.photo);
  const date = formatAlbumDate(album.takenOn);
  const cover = photos[0];
  const path = `/gallery/${album.slug}`;
  const meta = [
    ...pageMeta(site, {
      title: `${album.title} | Gallery | ${site.name}`,
      description: copy.description(album.title, date),
      path,
      image: cover ? previewOf(cover) : undefined,
    }),
    {
      "script:ld+json": breadcrumbJsonLd(site, [
        ...sectionTrail("/gallery"),
        { name: album.title, path },
      ]),
    },
  ];
  return { album: { title: album.title, date }, photos, event, meta };
}

/** The album's title, description and preview image; the 404 title for an unknown album. */
export const meta = loaderMeta;

/**
 * An album page: title, date, "From the event: …" (a link, when the album has a published
 * event), the photos in a grid opening in the viewer, a link back.
 */
export default function GalleryAlbumPage({ loaderData }: Route.ComponentProps) {
  const { album, photos, event } = loaderData;
  if (!album) return <NotFound />;
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 md:py-16">
      <p>
        <Link to="/gallery" className="font-semibold text-amber-900 underline">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-4 font-display text-4xl font-bold text-stone-900 sm:text-5xl">
        {album.title}
      </h1>
      <p className="mt-2 text-stone-700">
        {album.date} · {copy.photoCount(photos.length)}
      </p>
      {event ? (
        <p className="mt-2 text-stone-800">
          {copy.fromEvent}{" "}
          <Link to={event.path} className="font-semibold text-amber-900 underline">
            {event.title}
          </Link>
        </p>
      ) : null}
      <div className="mt-8">
        {photos.length > 0 ? (
          <PhotoViewer
            photos={photos}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            priorityFirst
          />
        ) : (
          <p className="text-stone-700">{copy.empty}</p>
        )}
      </div>
    </section>
  );
}
