import * as z from "zod/mini";
import type { PhotoView } from "~/lib/photo";

/**
 * Gallery albums (issue 7 "Gallery"): the rules of the admin's album form, and what the
 * public pages render. zod/mini, as in lib/feedback.ts: classic zod probes `new Function` when
 * a schema is built, which the CSP reports in the browser.
 */

/** Longest album title, in characters. */
export const ALBUM_TITLE_LIMIT = 120;

/** Messages of the album form. */
export const ALBUM_ERRORS = {
  title: "Please give the album a title.",
  titleTooLong: `Please keep the title under ${ALBUM_TITLE_LIMIT} characters.`,
  takenOn: "Please give the date the photos were taken.",
} as const;

/** The album form, checked on the server: title, date (YYYY-MM-DD) and whether it is public. */
export const albumInputSchema = z.object({
  title: z
    .string(ALBUM_ERRORS.title)
    .check(
      z.trim(),
      z.minLength(1, ALBUM_ERRORS.title),
      z.maxLength(ALBUM_TITLE_LIMIT, ALBUM_ERRORS.titleTooLong),
    ),
  takenOn: z.iso.date(ALBUM_ERRORS.takenOn),
  published: z.boolean(),
});
export type AlbumInput = z.output<typeof albumInputSchema>;

/** The album form's fields as typed (published "on" when ticked), for redisplay after a refusal. */
export function albumFormValues(form: FormData) {
  return {
    title: String(form.get("title") ?? ""),
    takenOn: String(form.get("takenOn") ?? ""),
    published: form.get("published") === "on" ? "on" : "",
  };
}

/** An album as the public pages list it. */
export type AlbumSummary = {
  id: number;
  slug: string;
  title: string;
  takenOn: string;
  photoCount: number;
  cover: PhotoView | null;
};

/** A photo of an album, with its place in the album (for the admin's order controls). */
export type AlbumPhotoView = { albumPhotoId: number; photo: PhotoView };

/**
 * A date as the gallery shows it, e.g. "23 November 2026".
 * @param isoDate YYYY-MM-DD
 */
export function formatAlbumDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
