import { adminCollectionCopy } from "~/content/admin-nav";
import { coachesAdminCopy } from "~/content/admin-people";
import { coachPortraits } from "~/content/coaches";
import { coachAccountCopy } from "~/content/coaching";
import { type CoachProfile, coachInputSchema } from "~/lib/coaches";
import { joinList } from "~/lib/people-fields";
import type { PhotoView } from "~/lib/photo";
import { defineAdminSection } from "~/server/collections/admin-pages.server";
import { defineCollection } from "~/server/collections/kit.server";
import { photoView } from "~/server/photos/photo-store.server";
import { coach } from "~/server/schema";

/**
 * The coach profiles of /coaches (spec §3 Coach profile, with an optional FIDE rating and an
 * uploaded photo), in the admin's order (docs/decisions/collection-kit.md). The photo's
 * description is the profile's portrait description (`imageAlt`).
 */
export const coaches = defineCollection({
  table: coach,
  schema: coachInputSchema(coachPortraits),
  cover: { key: "photoId", alt: (values) => values.imageAlt },
});

/** A stored coach. */
export type StoredCoach = typeof coach.$inferSelect;

const copy = coachesAdminCopy;

/**
 * The coaches section of the admin area: a profile with its portrait or photo (`photo`, with
 * "Remove the photo"); its form is components/admin/coach-fields.tsx.
 */
export const coachesAdmin = defineAdminSection({
  store: coaches,
  photo: { file: "photo", remove: "removePhoto", alt: "imageAlt" },
  copy,
  list: {
    row: (coach) => ({
      name: coach.name,
      lines: [
        {
          text: `${coach.title}${coach.fideRating ? ` · ${copy.ratingShort(coach.fideRating)}` : ""}${coach.photoId !== null ? ` · ${copy.hasPhoto}` : ""}`,
        },
      ],
      links: [
        {
          to: `${copy.path}/${coach.id}/account`,
          label: coachAccountCopy.link,
          ariaLabel: coachAccountCopy.linkLabel(coach.name),
        },
      ],
    }),
    ordered: true,
  },
  item: {
    heading: (coach) => (coach ? copy.editHeading(coach.name) : copy.addHeading),
    values: (coach) => ({
      name: coach.name,
      title: coach.title,
      quote: coach.quote,
      bio: coach.bio,
      image: coach.image ?? "",
      imageAlt: coach.imageAlt,
      achievements: joinList(coach.achievements, "line"),
      fideRating: coach.fideRating === null ? "" : String(coach.fideRating),
      published: coach.published ? "on" : "",
    }),
    form: {
      idPrefix: "field",
      published: adminCollectionCopy.published,
      submit: adminCollectionCopy.save,
      multipart: true,
    },
    view: "coaches",
    extra: (coach) => photoView(coach?.photoId),
  },
});

/**
 * The profiles as /coaches shows them (spec §3 Coach profile): every second one `reverse`, so
 * sides alternate whatever the count and order.
 * @param photos the coaches' photos by id (photo-store `photoViews`); default none
 */
export function toCoachProfiles(
  rows: StoredCoach[],
  photos: ReadonlyMap<number, PhotoView> = new Map(),
): CoachProfile[] {
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    quote: row.quote,
    bio: row.bio,
    image: row.image,
    photo: row.photoId === null ? null : (photos.get(row.photoId) ?? null),
    imageAlt: row.imageAlt,
    achievements: row.achievements,
    fideRating: row.fideRating,
    reverse: index % 2 === 1,
  }));
}
