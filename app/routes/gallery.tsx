import { Picture } from "~/components/picture";
import { galleryHeading, galleryImages, galleryIntro } from "~/content/gallery";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/gallery";

/** Title, description, canonical and link-preview tags of the Gallery page (pageMeta). */
export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `Gallery: Meet Our Chess Champions | ${site.name}`,
    description: `Photos from ${site.name}: our students at classes, tournaments and camps in Coimbatore and online.`,
    path: "/gallery",
  });
}

/**
 * Gallery (spec §2 Gallery, §9): heading "Meet Our Chess Champions" and the 13 images in a
 * masonry of CSS columns (one on phones, two from 640 px, three from 768 px), each with
 * descriptive alt text. Only the first image loads eagerly. On phones the column is at most
 * 360 px wide, so a 412 px phone at 1.75× fetches the 640 px files (about half the bytes).
 */
export default function GalleryPage() {
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
        {galleryImages.map((image, index) => (
          <li key={image.name} className="mb-4 break-inside-avoid">
            <Picture
              name={image.name}
              alt={image.alt}
              priority={index === 0}
              sizes="(min-width: 1200px) 368px, (min-width: 768px) 31vw, (min-width: 640px) 47vw, 360px"
              className="h-auto w-full rounded-xl shadow-md"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
