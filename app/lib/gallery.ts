import * as z from "zod/mini";
import { parseId } from "~/lib/collection";
import { publishedFlag } from "~/lib/people-fields";

/**
 * Gallery albums (docs/decisions/admin-area.md "Gallery"): the rules of the admin's album form, and
 * what the public pages render. zod/mini, as in lib/feedback.ts: classic zod probes `new Function`
 * when a schema is built, which the CSP reports in the browser.
 */

/** Longest album title, in characters. */
export const ALBUM_TITLE_LIMIT = 120;

/** Messages of the album form. */
export const ALBUM_ERRORS = {
  title: "Please give the album a title.",
  titleTooLong: `Please keep the title under ${ALBUM_TITLE_LIMIT} characters.`,
  takenOn: "Please give the date the photos were taken.",
  event: "Please choose an event from the list, or “No event”.",
  eventGone: "That event no longer exists. Please choose another one, or “No event”.",
  /** Other saves kept taking the web address made from the title (a rare race): try again. */
  slugBusy: "The album's web address was just taken by another save. Please save again.",
} as const;

/**
 * An album's event as posted or stored: "" or null for none, an id's digits or a number, and
 * anything else NaN, so that it is refused on the field.
 */
function albumEventId(value: unknown): unknown {
  if (value === "" || value === null) return null;
  return typeof value === "string" ? (parseId(value) ?? Number.NaN) : value;
}

/**
 * The album form, checked on the server, as posted or from a store caller: title, date
 * (YYYY-MM-DD), whether it is public (the ticked box "on", or true), and the event the photos are
 * from ("" or null for none; left out: on update, unchanged). Whether the event exists is the
 * store's check (gallery.server.ts).
 */
export const albumInputSchema = z.object({
  title: z
    .string(ALBUM_ERRORS.title)
    .check(
      z.trim(),
      z.minLength(1, ALBUM_ERRORS.title),
      z.maxLength(ALBUM_TITLE_LIMIT, ALBUM_ERRORS.titleTooLong),
    ),
  takenOn: z.iso.date(ALBUM_ERRORS.takenOn),
  published: publishedFlag,
  eventId: z.optional(
    z.pipe(
      z.transform(albumEventId),
      z.nullable(z.int(ALBUM_ERRORS.event).check(z.positive(ALBUM_ERRORS.event))),
    ),
  ),
});
export type AlbumInput = z.output<typeof albumInputSchema>;

/**
 * The intents of an album page's photo forms (add one, describe one, move, delete); any other
 * post to the page saves the album (server/collections/gallery-admin.server.ts).
 */
const PHOTO_INTENTS = ["add-photo", "alt", "move", "delete"] as const;

/** The intents of an album page's photo forms. */
export type PhotoIntent = (typeof PHOTO_INTENTS)[number];

/** Whether a posted intent is one of an album page's photo forms. */
export function isPhotoIntent(intent: unknown): boolean {
  return PHOTO_INTENTS.some((each) => each === intent);
}

// The view types and helpers public pages use live in album-view.ts, without zod, so that no
// validation code reaches the gallery's JavaScript (docs/decisions/js-budget.md: JS ≤ 125 KB gzip).
export {
  type AlbumEventChoice,
  type AlbumEventLink,
  type AlbumPhotoView,
  type AlbumSummary,
  formatAlbumDate,
  toAlbumSummary,
} from "~/lib/album-view";
