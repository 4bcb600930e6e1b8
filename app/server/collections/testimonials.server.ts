import { adminCollectionCopy } from "~/content/admin-nav";
import { testimonialsAdminCopy } from "~/content/admin-people";
import { type Testimonial, testimonialInputSchema } from "~/lib/testimonials";
import type { AdminSection } from "~/server/collections/admin-route.server";
import { defineCollection } from "~/server/collections/kit.server";
import { testimonial } from "~/server/schema";

/**
 * The reviews of the Testimonials carousel (spec §2 Testimonials), in the admin's order, drafts
 * kept from visitors (docs/decisions/collection-kit.md).
 */
export const testimonials = defineCollection({
  table: testimonial,
  schema: testimonialInputSchema,
});

/** A stored testimonial. */
export type StoredTestimonial = typeof testimonial.$inferSelect;

/** The testimonials section of the admin area. */
export const testimonialsAdmin = {
  path: testimonialsAdminCopy.path,
  store: testimonials,
  fixErrors: adminCollectionCopy.fixErrors,
  notices: testimonialsAdminCopy,
} satisfies AdminSection;

/** The reviews as the carousel shows them (spec §3 Testimonial item, with the region). */
export function toTestimonials(rows: StoredTestimonial[]): Testimonial[] {
  return rows.map(({ id, text, author, region }) => ({ id, text, author, region }));
}
