import * as z from "zod/mini";
import { publishedFlag, requiredText } from "~/lib/people-fields";

/**
 * Student reviews (spec §3 Testimonial item: text and author; the author's region has its own
 * field): the review as the Testimonials carousel shows it, and the rules of the admin form,
 * re-checked by app/server/collections/testimonials.server.ts.
 */

/** One review: what the student said, who said it and where they learn from. */
export type Testimonial = { id: number; text: string; author: string; region: string };

/** Longest values the admin may enter, in characters. */
export const TESTIMONIAL_LIMITS = { text: 1000, author: 80, region: 80 } as const;

/** The messages of the testimonial form (ours: the spec has none). */
export const TESTIMONIAL_ERRORS = {
  textRequired: "Please enter what the student said.",
  textTooLong: `Please keep the review under ${TESTIMONIAL_LIMITS.text} characters.`,
  authorRequired: "Please enter who said it, e.g. Aditya K., student.",
  authorTooLong: `Please keep the author under ${TESTIMONIAL_LIMITS.author} characters.`,
  regionRequired: "Please enter where the student learns from, e.g. Coimbatore, Tamil Nadu.",
  regionTooLong: `Please keep the region under ${TESTIMONIAL_LIMITS.region} characters.`,
} as const;

const errors = TESTIMONIAL_ERRORS;

/** The testimonial form's rules: text, author and region required and trimmed. */
export const testimonialInputSchema = z.object({
  text: requiredText(TESTIMONIAL_LIMITS.text, errors.textRequired, errors.textTooLong),
  author: requiredText(TESTIMONIAL_LIMITS.author, errors.authorRequired, errors.authorTooLong),
  region: requiredText(TESTIMONIAL_LIMITS.region, errors.regionRequired, errors.regionTooLong),
  published: publishedFlag,
});
