/**
 * What every admin-managed collection shares (docs/decisions/admin-area.md "For every collection"):
 * order with move up/down, draft or published, and who changed an item when. Types and parsers used
 * by routes, server stores and components alike.
 */

/** The two ways an item moves in its collection's order. */
export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** Whether the public site shows an item. */
export const PUBLICATION_LABELS = { draft: "Draft", published: "Published" } as const;

/** Who last changed an item and when (ISO 8601 instant), shown in every admin list. */
export type Authorship = { updatedAt: string; updatedBy: string };

/**
 * A form or URL id: a positive safe integer, or null for anything else (empty, "1.5", "1e3",
 * "-2", " 7", a File).
 */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** "up" or "down" from a form, or null for anything else. */
export function parseMoveDirection(value: unknown): MoveDirection | null {
  return MOVE_DIRECTIONS.find((d) => d === value) ?? null;
}

/** The formatter, made once: making one costs far more than using it. */
const ADMIN_TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * A date and time for the admin, in the academy's time zone (Asia/Kolkata), e.g.
 * "23 Nov 2026, 6:05 pm".
 * @param iso an ISO 8601 instant
 */
export function formatAdminTime(iso: string): string {
  return ADMIN_TIME.format(new Date(iso));
}

/** A slug: small letters and digits in groups joined by single hyphens ("opening-tips-2"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A URL slug from a title: accents dropped, lowercase ASCII letters, digits and single hyphens,
 * at most 80 characters ("Coimbatore Open 2026!" → "coimbatore-open-2026").
 * @param fallback what to return when nothing is left (a title in another script)
 */
export function slugify(title: string, fallback = "item"): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || fallback;
}
