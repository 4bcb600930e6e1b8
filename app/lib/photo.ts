/**
 * Photos uploaded by the admin, as pages render them (docs/decisions/admin-area.md "Photos"):
 * responsive AVIF and WebP at fixed widths, with the pixel size of the largest, from immutable
 * URLs.
 */

/**
 * Widths stored for every photo, in px (a photo narrower than one is kept at its own width).
 * 640 fits a phone's full-width column (360–412 CSS px at DPR 1.75); it came with
 * docs/decisions/first-paint.md, so a photo stored before has no 640 px file and /photos answers
 * its 640 URL with the next width up ({@link PHOTO_WIDTHS} only; see `getPhotoFile`).
 */
export const PHOTO_WIDTHS = [480, 640, 960, 1600] as const;

/** Longest alt text accepted, in characters. */
export const PHOTO_ALT_LIMIT = 250;

/** Message when a photo has no alt text. */
export const PHOTO_ALT_REQUIRED = "Please describe the photo for people who cannot see it.";

/** The two stored encodings. */
export type PhotoFormat = "avif" | "webp";

/** What a page needs to render a stored photo (see the Photo component). */
export type PhotoView = {
  id: number;
  alt: string;
  /** Pixel size of the largest stored width. */
  width: number;
  height: number;
  /** `srcset` values: "/photos/{hash}/480.avif 480w, …". */
  avifSrcSet: string;
  webpSrcSet: string;
  /** The WebP at 960 px or the largest below it: the `<img src>` fallback. */
  src: string;
  /** The largest WebP: Open Graph images and viewers. */
  largestSrc: string;
};

/** The URL of one stored size: /photos/{hash}/{width}.{format}. */
export function photoUrl(hash: string, width: number, format: PhotoFormat): string {
  return `/photos/${hash}/${width}.${format}`;
}

/**
 * The widths stored for a photo of the given width: every {@link PHOTO_WIDTHS} entry below it,
 * then the photo's own width when it is narrower than the largest.
 * @param width the decoded photo's width, px
 */
export function storedWidths(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  return [...below.filter((w) => w < largest), largest];
}

/**
 * Builds a {@link PhotoView} from a stored photo row.
 * @param photo id, alt, hash and the pixel size of the original upload (before resizing)
 */
export function toPhotoView(photo: {
  id: number;
  alt: string;
  hash: string;
  width: number;
  height: number;
}): PhotoView {
  const widths = storedWidths(photo.width);
  const srcSet = (format: PhotoFormat) =>
    widths.map((w) => `${photoUrl(photo.hash, w, format)} ${w}w`).join(", ");
  const fallback = widths.filter((w) => w <= 960).at(-1) ?? widths[0];
  const largest = widths[widths.length - 1];
  return {
    id: photo.id,
    alt: photo.alt,
    width: largest,
    height: Math.round((photo.height * largest) / photo.width),
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
    src: photoUrl(photo.hash, fallback, "webp"),
    largestSrc: photoUrl(photo.hash, largest, "webp"),
  };
}
