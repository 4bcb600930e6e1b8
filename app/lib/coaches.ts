import * as z from "zod/mini";
import { textOf } from "~/lib/form";
import { optionalText, publishedFlag, requiredText, textList } from "~/lib/people-fields";
import type { PhotoView } from "~/lib/photo";

/**
 * Coach profiles (spec §3 Coach profile; docs/decisions/admin-area.md "Coaches, testimonials
 * and FAQs": coaches also get an optional FIDE rating): the profile as the public page shows it,
 * and the rules of the admin form, re-checked by app/server/collections/coaches.server.ts.
 */

/**
 * A coach profile on /coaches (spec §3): name, title, quote, optional bio and achievements,
 * image (an uploaded `photo`, else a built-in portrait name, else none) with its alt text, the
 * optional FIDE rating, and the layout flag `reverse` — true for every second profile, so sides
 * alternate for any count.
 */
export type CoachProfile = {
  id: number;
  name: string;
  title: string;
  quote: string;
  bio: string;
  image: string | null;
  photo: PhotoView | null;
  imageAlt: string;
  achievements: string[];
  fideRating: number | null;
  reverse: boolean;
};

/** Longest values the admin may enter, in characters; at most 10 achievements. */
export const COACH_LIMITS = {
  name: 80,
  title: 120,
  quote: 300,
  bio: 1000,
  imageAlt: 200,
  achievement: 200,
  achievements: 10,
} as const;

/** FIDE ratings the form accepts (the lowest published rating is 1000; none has reached 3000). */
export const FIDE_RATING = { min: 1000, max: 3000 } as const;

/** The messages of the coach form (ours: the spec has none). */
export const COACH_ERRORS = {
  nameRequired: "Please enter the coach's name.",
  nameTooLong: `Please keep the name under ${COACH_LIMITS.name} characters.`,
  titleRequired: "Please enter the coach's title, e.g. Head Coach.",
  titleTooLong: `Please keep the title under ${COACH_LIMITS.title} characters.`,
  quoteRequired: "Please enter a short quote from the coach.",
  quoteTooLong: `Please keep the quote under ${COACH_LIMITS.quote} characters.`,
  bioTooLong: `Please keep the bio under ${COACH_LIMITS.bio} characters.`,
  imageUnknown: "Please choose one of the portraits in the list.",
  imageAltRequired: "Please describe the portrait for people who cannot see it.",
  imageAltTooLong: `Please keep the description under ${COACH_LIMITS.imageAlt} characters.`,
  achievementsTooMany: `Please list at most ${COACH_LIMITS.achievements} achievements.`,
  achievementTooLong: `Please keep each achievement under ${COACH_LIMITS.achievement} characters.`,
  fideRating: `Please enter a FIDE rating between ${FIDE_RATING.min} and ${FIDE_RATING.max}, or leave it empty.`,
} as const;

const errors = COACH_ERRORS;

/** An optional FIDE rating: empty → null; else a whole number in {@link FIDE_RATING}. */
const fideRating = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value === "number") return value;
    const text = textOf(value).trim();
    if (text === "") return null;
    return /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  }),
  z.nullable(
    z
      .number(errors.fideRating)
      .check(
        z.int(errors.fideRating),
        z.gte(FIDE_RATING.min, errors.fideRating),
        z.lte(FIDE_RATING.max, errors.fideRating),
      ),
  ),
);

/**
 * The coach form's rules: name, title and quote required; bio, achievements (one a line) and
 * FIDE rating optional; the portrait one of `portraits` (or none), described when chosen.
 * @param portraits the names of the built-in portraits (app/content/coaches.ts `coachPortraits`)
 * @throws nothing; use `.parse` (throws ZodError) or `.safeParse`
 */
export function coachInputSchema(portraits: readonly string[]) {
  return z
    .object({
      name: requiredText(COACH_LIMITS.name, errors.nameRequired, errors.nameTooLong),
      title: requiredText(COACH_LIMITS.title, errors.titleRequired, errors.titleTooLong),
      quote: requiredText(COACH_LIMITS.quote, errors.quoteRequired, errors.quoteTooLong),
      bio: optionalText(COACH_LIMITS.bio, errors.bioTooLong),
      image: z.pipe(
        z.transform((value: unknown) => (typeof value === "string" && value !== "" ? value : null)),
        z.nullable(
          z.string().check(z.refine((name) => portraits.includes(name), errors.imageUnknown)),
        ),
      ),
      imageAlt: optionalText(COACH_LIMITS.imageAlt, errors.imageAltTooLong),
      achievements: textList({
        by: "line",
        maxItems: COACH_LIMITS.achievements,
        maxLength: COACH_LIMITS.achievement,
        tooMany: errors.achievementsTooMany,
        tooLong: errors.achievementTooLong,
      }),
      fideRating,
      published: publishedFlag,
    })
    .check(
      z.refine((coach) => coach.image === null || coach.imageAlt !== "", {
        message: errors.imageAltRequired,
        path: ["imageAlt"],
      }),
    );
}
