import { and, asc, count, desc, eq, gt, lte, ne } from "drizzle-orm";
import {
  type EventCategory,
  type EventInput,
  eventInputSchema,
  normaliseEventInput,
  PAST_EVENTS_PER_PAGE,
  type RegisterKind,
  SLUG_PATTERN,
  slugify,
  type VenueKind,
} from "~/lib/events";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { deletePhoto } from "~/server/photo-store.server";
import { event } from "~/server/schema";

/**
 * The events store (issue 7 "Collections: Events"): list, get, create, update, delete, each
 * validating again with {@link eventInputSchema} and dropping the cached pages after a change.
 * Every function takes the database last (tests pass their own; default the process's).
 */

/** A stored event. */
export type StoredEvent = {
  id: number;
  slug: string;
  title: string;
  category: EventCategory;
  startsAt: Date;
  endsAt: Date;
  venueKind: VenueKind;
  venueCentre: string;
  venueAddress: string;
  summary: string;
  body: string;
  registerKind: RegisterKind;
  registerUrl: string;
  /** The cover photo's id in the photo store, or null. */
  coverPhotoId: number | null;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string;
};

/** Raised when an explicit slug is already another event's (the form shows it on the field). */
export class EventSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`slug taken: ${slug}`);
  }
}

const asStored = (row: typeof event.$inferSelect) => row as StoredEvent;

/**
 * The cover of an input: a photo id, null (no cover), or undefined (not given: keep it).
 * Only whole positive numbers count as ids.
 */
function coverOf(input: unknown): number | null | undefined {
  if (typeof input !== "object" || input === null || !("coverPhotoId" in input)) return undefined;
  const id = (input as { coverPhotoId: unknown }).coverPhotoId;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Every event, newest start first (the admin list).
 * @param options.includeDrafts also the drafts (default false: published only)
 */
export async function listEvents(
  options: { includeDrafts?: boolean } = {},
  db?: Db,
): Promise<StoredEvent[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select()
    .from(event)
    .where(options.includeDrafts ? undefined : eq(event.published, true))
    .orderBy(desc(event.startsAt), desc(event.id));
  return rows.map(asStored);
}

/** The published events of /events at `now`: upcoming and one page of past ones. */
export type PublicEvents = {
  /** Not yet ended (running ones included), soonest start first. */
  upcoming: StoredEvent[];
  /** Ended, latest start first, page `page` of `pages`. */
  past: StoredEvent[];
  page: number;
  pages: number;
};

/**
 * The published events split at `now` (issue 7: upcoming soonest first, past latest first,
 * paged). An event is upcoming until its end time passes.
 * @param options.now the current time (tests inject it)
 * @param options.page the page of past events, from 1 (past the last page: empty)
 * @param options.perPage past events per page (default {@link PAST_EVENTS_PER_PAGE})
 */
export async function listPublicEvents(
  options: { now: Date; page?: number; perPage?: number },
  db?: Db,
): Promise<PublicEvents> {
  const conn = db ?? (await getDb());
  const perPage = options.perPage ?? PAST_EVENTS_PER_PAGE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const isPast = and(eq(event.published, true), lte(event.endsAt, options.now));
  const [upcoming, past, [{ total }]] = await Promise.all([
    conn
      .select()
      .from(event)
      .where(and(eq(event.published, true), gt(event.endsAt, options.now)))
      .orderBy(asc(event.startsAt), asc(event.id)),
    conn
      .select()
      .from(event)
      .where(isPast)
      .orderBy(desc(event.startsAt), desc(event.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    conn.select({ total: count() }).from(event).where(isPast),
  ]);
  return {
    upcoming: upcoming.map(asStored),
    past: past.map(asStored),
    page,
    pages: Math.max(1, Math.ceil(Number(total) / perPage)),
  };
}

/** One event by id (drafts included), or null. */
export async function getEvent(id: number, db?: Db): Promise<StoredEvent | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(event).where(eq(event.id, id));
  return row ? asStored(row) : null;
}

/**
 * One event by slug, or null (also, without a query, for text that cannot be a slug:
 * SLUG_PATTERN).
 * @param options.includeDrafts also a draft (default false: published only)
 */
export async function getEventBySlug(
  slug: string,
  options: { includeDrafts?: boolean } = {},
  db?: Db,
): Promise<StoredEvent | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(event)
    .where(
      options.includeDrafts
        ? eq(event.slug, slug)
        : and(eq(event.slug, slug), eq(event.published, true)),
    );
  return row ? asStored(row) : null;
}

/**
 * The slug to store: the admin's, which must be free (else {@link EventSlugTakenError}), or one
 * made from the title, with "-2", "-3"… added until it is free.
 */
async function chooseSlug(conn: Db, input: EventInput, exceptId?: number): Promise<string> {
  const taken = async (slug: string) => {
    const where =
      exceptId === undefined
        ? eq(event.slug, slug)
        : and(eq(event.slug, slug), ne(event.id, exceptId));
    const [row] = await conn.select({ id: event.id }).from(event).where(where).limit(1);
    return Boolean(row);
  };
  if (input.slug) {
    if (await taken(input.slug)) throw new EventSlugTakenError(input.slug);
    return input.slug;
  }
  const base = slugify(input.title);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * Adds an event.
 * @param input the form's raw fields (see eventInputSchema), and `coverPhotoId` (a stored photo)
 * @param actor the admin's e-mail, shown as "changed by"
 * @throws ZodError on invalid input; EventSlugTakenError when the chosen slug is in use
 */
export async function createEvent(input: unknown, actor: string, db?: Db): Promise<StoredEvent> {
  const values = normaliseEventInput(eventInputSchema.parse(input));
  const conn = db ?? (await getDb());
  const slug = await chooseSlug(conn, values);
  const [row] = await conn
    .insert(event)
    .values({ ...values, slug, coverPhotoId: coverOf(input) ?? null, updatedBy: actor })
    .returning();
  invalidatePageCache();
  return asStored(row);
}

/**
 * Changes an event (every field; an empty slug keeps the current one). A `coverPhotoId` in the
 * input (a photo id, or null for none) replaces the cover, and the previous cover photo is
 * deleted from the photo store; without it the cover stays.
 * @returns the changed event, or null when no event has this id
 * @throws ZodError on invalid input; EventSlugTakenError when the new slug is in use
 */
export async function updateEvent(
  id: number,
  input: unknown,
  actor: string,
  db?: Db,
): Promise<StoredEvent | null> {
  const values = normaliseEventInput(eventInputSchema.parse(input));
  const conn = db ?? (await getDb());
  const current = await getEvent(id, conn);
  if (!current) return null;
  const slug = values.slug ? await chooseSlug(conn, values, id) : current.slug;
  const cover = coverOf(input);
  const [row] = await conn
    .update(event)
    .set({
      ...values,
      slug,
      ...(cover === undefined ? {} : { coverPhotoId: cover }),
      updatedBy: actor,
      updatedAt: new Date(),
    })
    .where(eq(event.id, id))
    .returning();
  if (cover !== undefined && current.coverPhotoId && current.coverPhotoId !== cover)
    await deletePhoto(current.coverPhotoId, conn);
  invalidatePageCache();
  return row ? asStored(row) : null;
}

/**
 * Deletes an event and its cover photo.
 * @returns whether an event with this id existed
 */
export async function deleteEvent(id: number, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const removed = await conn
    .delete(event)
    .where(eq(event.id, id))
    .returning({ id: event.id, coverPhotoId: event.coverPhotoId });
  if (removed.length === 0) return false;
  if (removed[0].coverPhotoId) await deletePhoto(removed[0].coverPhotoId, conn);
  invalidatePageCache();
  return true;
}

/** The slugs of every published event, for sitemap.xml. */
export async function listPublishedEventSlugs(
  db?: Db,
): Promise<{ slug: string; updatedAt: Date }[]> {
  const conn = db ?? (await getDb());
  return conn
    .select({ slug: event.slug, updatedAt: event.updatedAt })
    .from(event)
    .where(eq(event.published, true))
    .orderBy(desc(event.startsAt));
}
