import { AlbumCards } from "~/components/album-card";
import { Photo } from "~/components/photo";
import { Picture } from "~/components/picture";
import { galleryAlbumsCopy, galleryHeading, galleryImages, galleryIntro } from "~/content/gallery";
import { toAlbumSummary } from "~/lib/album-view";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { latestPhotos, listAlbums } from "~/server/collections/gallery.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/gallery";

/** How many photos the masonry shows (spec §9: 13 gallery images). */
const MASONRY_PHOTOS = 13;

/** Title, description, canonical and link-preview tags of the Gallery page, from the loader. */
export const meta = loaderMeta;

/**
 * The newest photos of published albums for the masonry (at most 13), and the published albums
 * (docs/decisions/admin-area.md "Gallery"). The page fills the masonry up to 13 with the sample
 * images.
 */
export async function loader() {
  const [photos, albums] = await Promise.all([latestPhotos(MASONRY_PHOTOS), listAlbums()]);
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `Gallery: Meet Our Chess Champions | ${site.name}`,
    description: `Photos from ${site.name}: our students at classes, tournaments and camps in Coimbatore and online.`,
    path: "/gallery",
  });
  return { photos, albums: albums.map(toAlbumSummary), meta };
}

const masonrySizes =
  "(min-width: 1200px) 368px, (min-width: 768px) 31vw, (min-width: 640px) 47vw, 360px";

/**
 * Gallery (spec §2 Gallery, §9; docs/decisions/admin-area.md "Gallery"): heading "Meet Our Chess
 * Champions" and the latest photos, then sample images up to 13, in a masonry of CSS columns (one
 * on phones, two from 640 px, three from 768 px), each with descriptive alt text, then the albums.
 * Only the first image loads eagerly. On phones the column is at most 360 px wide.
 */
export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { photos, albums } = loaderData;
  // A full masonry always: the latest published photos, then samples until there are 13.
  const samples = galleryImages.slice(0, Math.max(0, MASONRY_PHOTOS - photos.length));
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-center font-display text-4xl font-bold text-stone-900 sm:text-5xl">
        {galleryHeading}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-stone-700">{galleryIntro}</p>
      <ul
        className="mx-auto mt-10 max-w-[360px] columns-1 gap-4 sm:max-w-none sm:columns-2 md:columns-3"
        data-testid="gallery-masonry"
      >
        {photos.map((photo, index) => (
          <li key={photo.id} className="mb-4 break-inside-avoid">
            <Photo
              photo={photo}
              priority={index === 0}
              sizes={masonrySizes}
              className="h-auto w-full rounded-xl shadow-md"
            />
          </li>
        ))}
        {samples.map((image, index) => (
          <li key={image.name} className="mb-4 break-inside-avoid">
            <Picture
              name={image.name}
              alt={image.alt}
              priority={photos.length === 0 && index === 0}
              sizes={masonrySizes}
              className="h-auto w-full rounded-xl shadow-md"
            />
          </li>
        ))}
      </ul>
      {albums.length > 0 ? (
        <section aria-labelledby="albums-heading" className="mt-14">
          <h2
            id="albums-heading"
            className="font-display text-3xl font-bold text-stone-900 sm:text-4xl"
          >
            {galleryAlbumsCopy.heading}
          </h2>
          <AlbumCards albums={albums} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
        </section>
      ) : null}
    </section>
  );
}
