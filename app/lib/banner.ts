/* The homepage Banner as pages render it (spec §3 Banner). No schema here: the home page loads
 * this module in the browser, the rules live in lib/feedback.ts. */

/** What pages need to show the banner: text, image URL and its pixel size (for CLS-free layout). */
export type BannerView = {
  title: string;
  content: string;
  /** The stored WebP (at most 1600 px wide): the `<img src>`. */
  imageUrl: string;
  width: number;
  height: number;
  /** `srcset`s of the responsive sizes in the photo store (absent for an older banner). */
  avifSrcSet?: string;
  webpSrcSet?: string;
};

/** The banner image's alt text (and its photo's description) when the banner has no title. */
export const BANNER_DEFAULT_ALT = "Announcement from the academy";
