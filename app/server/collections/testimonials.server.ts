import { testimonialsAdminCopy } from "~/content/admin-people";
import { TESTIMONIAL_LIMITS, type Testimonial, testimonialInputSchema } from "~/lib/testimonials";
import { defineAdminSection } from "~/server/collections/admin-pages.server";
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

const copy = testimonialsAdminCopy;

/** The testimonials section of the admin area: a review, its author and region. */
export const testimonialsAdmin = defineAdminSection({
  store: testimonials,
  copy,
  list: {
    row: (item) => ({
      name: item.author,
      lines: [
        { text: item.region, className: "text-sm text-stone-700" },
        { text: item.text, className: "mt-1 line-clamp-3 whitespace-pre-line" },
      ],
    }),
    ordered: true,
  },
  item: {
    heading: (item) => (item ? copy.editHeading(item.author) : copy.addHeading),
    values: (item) => ({
      text: item.text,
      author: item.author,
      region: item.region,
      published: item.published ? "on" : "",
    }),
    view: "fields",
    fields: [
      { name: "text", label: copy.fields.text, rows: 5, required: true },
      {
        name: "author",
        label: copy.fields.author,
        hint: copy.fields.authorHint,
        maxLength: TESTIMONIAL_LIMITS.author,
        required: true,
      },
      {
        name: "region",
        label: copy.fields.region,
        hint: copy.fields.regionHint,
        maxLength: TESTIMONIAL_LIMITS.region,
        required: true,
      },
    ],
  },
});

/** The reviews as the carousel shows them (spec §3 Testimonial item, with the region). */
export function toTestimonials(rows: StoredTestimonial[]): Testimonial[] {
  return rows.map(({ id, text, author, region }) => ({ id, text, author, region }));
}
