import * as z from "zod/mini";
import { parseId } from "~/lib/collection";

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
 * The album form, checked on the server: title, date (YYYY-MM-DD), whether it is public, and
 * the event the photos are from (an event id, null for none; left out: on update, unchanged).
 * Whether the event exists is the store's check (gallery.server.ts).
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
  published: z.boolean(),
  eventId: z.optional(z.nullable(z.int(ALBUM_ERRORS.event).check(z.positive(ALBUM_ERRORS.event)))),
});
export type AlbumInput = z.output<typeof albumInputSchema>;

/** The album form's fields as typed (published "on" when ticked), for redisplay after a refusal. */
export function albumFormValues(form: FormData) {
  return {
    title: String(form.get("title") ?? ""),
    takenOn: String(form.get("takenOn") ?? ""),
    published: form.get("published") === "on" ? "on" : "",
    eventId: String(form.get("eventId") ?? ""),
  };
}
export type AlbumFormValues = ReturnType<typeof albumFormValues>;

/**
 * The album form of the admin's create and edit posts, checked (docs/decisions/admin-area.md
 * "Gallery").
 * @param form the posted form: title, takenOn, published ("on"), eventId ("" for no event)
 * @returns what was typed (for redisplay) and the zod result; an eventId that is not an id
 *   (say "abc") is refused on the `eventId` field
 */
export function parseAlbumForm(form: FormData) {
  const values = albumFormValues(form);
  const eventId = values.eventId === "" ? null : (parseId(values.eventId) ?? Number.NaN);
  const result = albumInputSchema.safeParse({
    title: values.title,
    takenOn: values.takenOn,
    published: values.published === "on",
    eventId,
  });
  return { values, result };
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
