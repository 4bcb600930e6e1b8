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
 * It sits at the top of the page, so the image loads eagerly.
 * @returns a <section> with the image and, if given, the title and content as plain text
 */
export function HomeBanner({ title, content, imageUrl, width, height }: HomeBannerProps) {
  const hasText = title.trim() !== "" || content.trim() !== "";
  return (
    <section
      aria-label={title.trim() === "" ? "Announcement" : undefined}
      aria-labelledby={title.trim() === "" ? undefined : "home-banner-title"}
      className="bg-stone-900"
    >
      <div className="mx-auto max-w-[1200px]">
        <img
          src={imageUrl}
          alt={title.trim() === "" ? "Announcement from the academy" : title}
          width={width}
          height={height}
          loading="eager"
          decoding="async"
          className="block h-auto max-h-[450px] w-full object-contain"
        />
      </div>
      {hasText ? (
        <div className="mx-auto max-w-3xl px-4 py-6 text-center text-white sm:px-6">
          {title.trim() !== "" ? (
            <h2 id="home-banner-title" className="font-display text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
          ) : null}
          {content.trim() !== "" ? (
            <p className="mt-2 whitespace-pre-line text-stone-200">{content}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
