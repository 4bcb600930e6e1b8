import { and, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { SLUG_PATTERN, slugify } from "~/lib/collection";
import type { Db } from "~/server/db/db.server";

/**
 * The one slug chooser of every collection with a web address (events, posts, albums;
 * docs/decisions/collection-kit.md "Slugs"): slugs compare without regard to letter case, a
 * typed slug must be free, a slug made from the title takes "-2", "-3"… until it is free, and
 * the database's unique index has the last word: a save that loses a race for a slug gets a
 * field error (SlugTakenError), never a 500.
 */

/** Longest slug, in characters (suffix included). */
export const SLUG_MAX = 80;

/**
 * A refusal that belongs to one field of the admin's form: the route shows `message` under
 * `field` and keeps what was typed (a slug in use, an event that no longer exists).
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "FieldRefusal";
  }
}

/** A slug that another item of the collection already uses. */
export class SlugTakenError extends FieldRefusal {
  constructor(
    readonly slug: string,
    message: string,
  ) {
    super("slug", message);
    this.name = "SlugTakenError";
  }
}

/** PostgreSQL's unique_violation (SQLSTATE 23505), as pg or PGlite report it (possibly wrapped). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * The n-th candidate for a base slug: the base, then "base-2", "base-3"…, cut so that the whole
 * stays within {@link SLUG_MAX} characters without a hyphen before the suffix.
 * @example slugCandidate("spring-open", 3) → "spring-open-3"
 */
export function slugCandidate(base: string, n: number): string {
  const suffix = n === 1 ? "" : `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/** The slug rule of a collection (see {@link chooseSlug}). */
export type SlugChoice = {
  table: PgTable;
  column: PgColumn;
  id: PgColumn;
  /** The slug the admin typed ("" for none). */
  typed: string;
  /** The title a slug is made from when none is typed. */
  title: string;
  /** The slug of a title with nothing left to make one from (a title in another script). */
  fallback: string;
  /** The item being changed (its own slug is free for it); undefined for a new item. */
  self?: number;
  /** Narrows the items whose slugs count (none: the whole table). */
  scope?: SQL;
};

/** Whether another item uses this slug, letter case ignored. */
async function taken(conn: Db, choice: SlugChoice, slug: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: choice.id })
    .from(choice.table)
    .where(
      and(
        sql`lower(${choice.column}) = ${slug.toLowerCase()}`,
        choice.self === undefined ? undefined : ne(choice.id, choice.self),
        choice.scope,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The slug to store: the typed one, which must be free, or the first free candidate made from
 * the title ({@link slugCandidate}).
 * @param takenMessage the field's message when the typed slug is in use
 * @returns the slug and whether the admin typed it
 * @throws SlugTakenError when the typed slug is another item's
 */
export async function chooseSlug(
  conn: Db,
  choice: SlugChoice,
  takenMessage: string,
): Promise<{ slug: string; typed: boolean }> {
  const typed = choice.typed.trim().toLowerCase();
  if (typed) {
    if (await taken(conn, choice, typed)) throw new SlugTakenError(typed, takenMessage);
    return { slug: typed, typed: true };
  }
  const base = slugify(choice.title, choice.fallback);
  for (let n = 1; ; n++) {
    const candidate = slugCandidate(base, n);
    if (!(await taken(conn, choice, candidate))) return { slug: candidate, typed: false };
  }
}

/**
 * A slug from a URL as a lookup takes it: lower case, or null for text that can never be a slug
 * (SLUG_PATTERN, at most 100 characters: albums made before {@link SLUG_MAX} counted the suffix
 * could reach 83), so junk such as a NUL never reaches a query.
 */
export function lookupSlug(value: string): string | null {
  const slug = value.toLowerCase();
  return slug.length <= 100 && SLUG_PATTERN.test(slug) ? slug : null;
}
