import { adminCollectionCopy } from "~/content/admin-nav";
import { coachesAdminCopy } from "~/content/admin-people";
import { coachPortraits } from "~/content/coaches";
import { type CoachProfile, coachInputSchema } from "~/lib/coaches";
import type { PhotoView } from "~/lib/photo";
import type { AdminSection } from "~/server/collections/admin-route.server";
import { defineCollection } from "~/server/collections/kit.server";
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

/** The coaches section of the admin area: the photo is `photo`, with "Remove the photo". */
export const coachesAdmin = {
  path: coachesAdminCopy.path,
  store: coaches,
  fixErrors: adminCollectionCopy.fixErrors,
  photo: { file: "photo", remove: "removePhoto", alt: "imageAlt" },
  notices: coachesAdminCopy,
} satisfies AdminSection;

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
