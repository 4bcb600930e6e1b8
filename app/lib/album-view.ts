import { formatCalendarDate } from "~/lib/dates";
import type { PhotoView } from "~/lib/photo";

/*
 * Albums as the pages show them (docs/decisions/admin-area.md "Gallery"): the types and helpers of
 * the public gallery, the event page and the admin lists. No validation here (that is
 * app/lib/gallery.ts, with zod), so the public pages' JavaScript stays small.
 */

/** An event the admin can link an album to: the select's options, latest first. */
export type AlbumEventChoice = { id: number; title: string; startsOn: string; published: boolean };

/** The event of a published album, as its page links to it. */
export type AlbumEventLink = { title: string; path: string };

/** An album as the public pages list it. */
export type AlbumSummary = {
  id: number;
  slug: string;
  title: string;
  takenOn: string;
  photoCount: number;
  cover: PhotoView | null;
};

/** An album's public fields (what {@link AlbumSummary} holds) out of a fuller row. */
export function toAlbumSummary({ id, slug, title, takenOn, photoCount, cover }: AlbumSummary) {
  return { id, slug, title, takenOn, photoCount, cover } satisfies AlbumSummary;
}

/** A photo of an album, with its place in the album (for the admin's order controls). */
export type AlbumPhotoView = { albumPhotoId: number; photo: PhotoView };

/** A date as the gallery shows it, e.g. "23 November 2026" (YYYY-MM-DD in): {@link formatCalendarDate}. */
export const formatAlbumDate = formatCalendarDate;
