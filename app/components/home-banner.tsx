import { ResponsivePicture } from "~/components/picture";
import { BANNER_DEFAULT_ALT, type BannerView } from "~/lib/banner";

/** Props of {@link HomeBanner}: what the admin published (text is plain, never HTML). */
export type HomeBannerProps = BannerView;

/** The banner's `sizes`: the full width of the screen, at most 1200 px. */
const BANNER_SIZES = "(min-width: 1200px) 1200px, 100vw";
const imageClass = "mx-auto block h-auto max-h-[450px] w-full max-w-[1200px] object-contain";

/**
 * The homepage banner (spec §2 Home, §3 Banner, §9): the admin's image, at most 450 px high,
 * with its optional title and content. The home page renders it only when a banner exists.
 * It sits at the top of the page and is its largest element, so the image loads eagerly and first,
 * in the size the screen needs (AVIF or WebP at the photo store's widths) when the
 * banner has them, else the stored WebP.
 * The title is a styled paragraph, not a heading: the banner comes before the hero, and the
 * page's outline must start at its h1, the academy name (docs/decisions/html-validity.md); the
 * section itself is a region named by the title, so assistive technology still finds it.
 * @returns a <section> named by the title (or "Announcement") with the image and the texts given
 */
export function HomeBanner({
  title,
  content,
  imageUrl,
  width,
  height,
  avifSrcSet,
  webpSrcSet,
}: HomeBannerProps) {
  const heading = title.trim();
  const text = content.trim();
  return (
    <section aria-label={heading || "Announcement"} className="bg-stone-900 text-white">
      {avifSrcSet && webpSrcSet ? (
        <ResponsivePicture
          avifSrcSet={avifSrcSet}
          webpSrcSet={webpSrcSet}
          src={imageUrl}
          width={width}
          height={height}
          alt={heading || BANNER_DEFAULT_ALT}
          sizes={BANNER_SIZES}
          priority
          className={imageClass}
        />
      ) : (
        <img
          src={imageUrl}
          alt={heading || BANNER_DEFAULT_ALT}
          width={width}
          height={height}
          fetchPriority="high"
          className={imageClass}
        />
      )}
      {heading || text ? (
        <div className="mx-auto max-w-3xl px-4 py-6 text-center sm:px-6">
          {heading ? (
            <p className="font-display text-2xl font-bold sm:text-3xl">{heading}</p>
          ) : null}
          {text ? <p className="mt-2 whitespace-pre-line text-stone-200">{text}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
