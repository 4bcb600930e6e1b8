import * as z from "zod/mini";

/** One feedback entry (spec §3 Feedback item): id, who wrote it, what they wrote, stars 1–5. */
export type FeedbackItem = { id: number; name: string; content: string; stars: number };

/**
 * The messages of the feedback and banner rules below (ours: the spec has none). The admin
 * dashboard's copy (app/content/admin-dashboard.ts) shows the same messages.
 */
export const FEEDBACK_ERRORS = {
  nameRequired: "Please enter a name.",
  nameTooLong: "Please keep the name under 80 characters.",
  contentRequired: "Please enter the feedback.",
  contentTooLong: "Please keep the feedback under 1000 characters.",
  bannerTitleTooLong: "Please keep the title under 120 characters.",
  bannerContentTooLong: "Please keep the content under 600 characters.",
} as const;

const errors = FEEDBACK_ERRORS;

/** Star rating bounds and default (spec §9: min 1, max 5, default 5). */
export const STARS = { min: 1, max: 5, default: 5 } as const;
/** Longest feedback name and text, in characters. */
export const FEEDBACK_LIMITS = { name: 80, content: 1000 } as const;
/** Largest banner image upload, in bytes (5 MB); checked in the browser and again on the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Longest banner title and content, in characters. */
export const BANNER_LIMITS = { title: 120, content: 600 } as const;

/**
 * Clamps any star input to a whole number in 1–5 (spec §5 "stars clamped to 1-5"):
 * "9" → 5, "0" → 1, 3.6 → 4, and anything that is not a number (empty, "abc") → 5.
 */
export function clampStars(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  if (!Number.isFinite(n)) return STARS.default;
  return Math.min(STARS.max, Math.max(STARS.min, Math.round(n)));
}

/**
 * One feedback entry as the admin types it (spec §3 Feedback item, §5 Feedback): name and
 * content trimmed and required, stars clamped. Used by the dashboard form and re-checked by
 * the server action and the store.
 */
export const feedbackInputSchema = z.object({
  name: requiredText(FEEDBACK_LIMITS.name, errors.nameRequired, errors.nameTooLong),
  content: requiredText(FEEDBACK_LIMITS.content, errors.contentRequired, errors.contentTooLong),
  stars: z.pipe(z.optional(z.unknown()), z.transform(clampStars)),
});

/**
 * The text fields of the banner form (spec §3 Banner): title and content are optional on the
 * homepage, trimmed, with a length cap. The image is checked separately (on the server by
 * decoding it).
 */
export const bannerTextSchema = z.object({
  title: optionalText(BANNER_LIMITS.title, errors.bannerTitleTooLong),
  content: optionalText(BANNER_LIMITS.content, errors.bannerContentTooLong),
});

/** A required string: trimmed, at least one character, at most `max`. */
function requiredText(max: number, required: string, tooLong: string) {
  return z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
}

/** An optional string (missing or null → ""): trimmed, at most `max`. */
function optionalText(max: number, tooLong: string) {
  return z.pipe(
    z.transform((v: unknown) => v ?? ""),
    z.string().check(z.trim(), z.maxLength(max, tooLong)),
  );
}

/** The validated banner text. */
export type BannerText = z.output<typeof bannerTextSchema>;
