import * as z from "zod/mini";
import { SLUG_PATTERN, slugify as slugifyTitle } from "~/lib/collection";
import { formatCalendarDate } from "~/lib/dates";

/**
 * Blog posts (docs/decisions/admin-area.md "Blog", spec §2 Blogs): the rules of the admin's post
 * form, shared by the form, the server action and the store (which checks again), and the small
 * helpers the public pages and the feed use (slugs, dates, paging).
 */

/** Longest title, slug, summary and body, in characters. */
export const POST_LIMITS = { title: 160, slug: 80, summary: 300, body: 50_000 } as const;

/** Posts per page of /blogs (`?page=N`). */
export const POSTS_PER_PAGE = 10;

/** The messages of the post form's rules (ours: the spec has none). */
export const POST_ERRORS = {
  titleRequired: "Please enter a title.",
  titleTooLong: `Please keep the title under ${POST_LIMITS.title} characters.`,
  slugInvalid:
    "Use only small letters (a–z), digits and single hyphens between them, e.g. opening-tips.",
  slugTooLong: `Please keep the web address under ${POST_LIMITS.slug} characters.`,
  slugTaken: "Another post already uses this web address. Please choose a different one.",
  summaryRequired: "Please write a short summary (it shows in the list and in link previews).",
  summaryTooLong: `Please keep the summary under ${POST_LIMITS.summary} characters.`,
  bodyRequired: "Please write the post.",
  bodyTooLong: `Please keep the post under ${POST_LIMITS.body.toLocaleString("en-IN")} characters.`,
  dateInvalid: "Please choose a publish date.",
} as const;

const errors = POST_ERRORS;

/** A slug: small letters and digits in groups joined by single hyphens ("opening-tips-2"). */
export { SLUG_PATTERN };

/**
 * A URL slug made from a title (lib/collection.ts `slugify`); "" when nothing is left (a title
 * in another script), for which the store uses "post".
 * @example slugify("Opening Tips: Why e4?") → "opening-tips-why-e4"
 */
export function slugify(title: string): string {
  return slugifyTitle(title, "");
}

/**
 * Whether a string is a real calendar date written YYYY-MM-DD (2026-02-30 is not).
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The formatter, made once: making one costs far more than using it. */
const KOLKATA_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in the academy's time zone (Asia/Kolkata), YYYY-MM-DD: the form's default. */
export function todayInKolkata(now: Date = new Date()): string {
  return KOLKATA_DAY.format(now);
}

/** A publish date for readers, e.g. "23 November 2026" (YYYY-MM-DD in): {@link formatCalendarDate}. */
export const formatPostDate = formatCalendarDate;

/**
 * The `page` query parameter of /blogs: absent → 1; a positive whole number as written
 * ("2") → that number; anything else ("0", "02", "abc", "1.5") → null (the page answers 404).
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** A required string: trimmed, at least one character, at most `max`. */
function requiredText(max: number, required: string, tooLong: string) {
  return z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
}

/** Missing or null → "". */
const orEmpty = z.transform((v: unknown) => v ?? "");

/**
 * One post as the admin types it: title, summary and body trimmed and required; the slug
 * optional (trimmed; "" means "make it from the title"), small letters, digits and hyphens;
 * the publish date a real YYYY-MM-DD date; `published` from a checkbox ("on") or a boolean.
 */
export const postInputSchema = z.object({
  title: requiredText(POST_LIMITS.title, errors.titleRequired, errors.titleTooLong),
  slug: z.pipe(
    orEmpty,
    z.string().check(
      z.trim(),
      z.maxLength(POST_LIMITS.slug, errors.slugTooLong),
      z.refine((s) => s === "" || SLUG_PATTERN.test(s), errors.slugInvalid),
    ),
  ),
  summary: requiredText(POST_LIMITS.summary, errors.summaryRequired, errors.summaryTooLong),
  body: requiredText(POST_LIMITS.body, errors.bodyRequired, errors.bodyTooLong),
  publishDate: z.pipe(
    orEmpty,
    z.string(errors.dateInvalid).check(z.trim(), z.refine(isCalendarDate, errors.dateInvalid)),
  ),
  published: z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => v === true || v === "on" || v === "true"),
  ),
});

/** The post form's fields as typed (kept and shown again when the server refuses them). */
export type PostFormValues = {
  title: string;
  slug: string;
  summary: string;
  body: string;
  /** YYYY-MM-DD */
  publishDate: string;
  published: boolean;
  /** The cover photo's description (alt text). */
  coverAlt: string;
};

/** Where a post stands for visitors: a draft, published but dated later, or on the site. */
export type PostState = "draft" | "scheduled" | "live";

/**
 * Whether visitors see a post yet: a published post goes live on its publish date (India time),
 * as the store's public lists read it (app/server/collections/posts.server.ts `live`).
 * @param today YYYY-MM-DD in India; default today ({@link todayInKolkata})
 */
export function postState(
  post: { published: boolean; publishDate: string },
  today: string = todayInKolkata(),
): PostState {
  if (!post.published) return "draft";
  return post.publishDate > today ? "scheduled" : "live";
}
