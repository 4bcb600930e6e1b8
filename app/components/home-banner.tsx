/** Props of {@link HomeBanner}: what the admin published (text is plain, never HTML). */
export interface HomeBannerProps {
  /** Optional heading; empty string for none. */
  title: string;
  /** Optional text under the heading; empty string for none. */
  content: string;
  /** URL of the processed banner image (served by /banner-image/:hash). */
  imageUrl: string;
  /** Intrinsic pixel size of the image, so the browser reserves its space (no layout shift). */
  width: number;
  height: number;
}

/**
 * The homepage banner (spec §2 Home, §3 Banner, §9): the admin's image, at most 450 px high,
 * with its optional title and content. The home page renders it only when a banner exists.
 * It sits at the top of the page and is its largest element, so the image loads eagerly and first.
 * @returns a <section> named by the title (or "Announcement") with the image and the texts given
 */
export function HomeBanner({ title, content, imageUrl, width, height }: HomeBannerProps) {
  const heading = title.trim();
  const text = content.trim();
  return (
    <section aria-label={heading || "Announcement"} className="bg-stone-900 text-white">
      <img
        src={imageUrl}
        alt={heading || "Announcement from the academy"}
        width={width}
        height={height}
        fetchPriority="high"
        className="mx-auto block h-auto max-h-[450px] w-full max-w-[1200px] object-contain"
      />
      {heading || text ? (
        <div className="mx-auto max-w-3xl px-4 py-6 text-center sm:px-6">
          {heading ? (
            <h2 className="font-display text-2xl font-bold sm:text-3xl">{heading}</h2>
          ) : null}
          {text ? <p className="mt-2 whitespace-pre-line text-stone-200">{text}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
