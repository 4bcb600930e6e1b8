import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Authorship, MoveDirection } from "~/lib/collection";
import { SLUG_PATTERN, slugify } from "~/lib/collection";
import {
  ALBUM_ERRORS,
  type AlbumInput,
  type AlbumPhotoView,
  type AlbumSummary,
  albumInputSchema,
  toAlbumSummary,
} from "~/lib/gallery";
import type { PhotoView } from "~/lib/photo";
import { moveItem, nextPosition } from "~/server/collections/order.server";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { deletePhoto, photoViews, savePhoto, updatePhotoAlt } from "~/server/photo-store.server";
import { album, albumPhoto, event, photo } from "~/server/schema";

/**
 * The gallery store (docs/decisions/admin-area.md "Gallery"): albums in the admin's order, each
 * with its photos in order. Every change drops the cached public pages on every instance.
 */

/** An album as the admin edits it; `eventId` is the event its photos are from, or null. */
export type StoredAlbum = Omit<AlbumInput, "eventId"> &
  Authorship & { id: number; slug: string; position: number; eventId: number | null };

/** Raised when an album is linked to an event that does not exist (the form shows `message`). */
export class AlbumEventNotFoundError extends Error {
  constructor(readonly eventId: number) {
    super(ALBUM_ERRORS.eventGone);
  }
}

const albumColumns = {
  id: album.id,
  slug: album.slug,
  title: album.title,
  takenOn: album.takenOn,
  published: album.published,
  eventId: album.eventId,
  position: album.position,
  updatedAt: album.updatedAt,
  updatedBy: album.updatedBy,
};

function toStored(row: {
  id: number;
  slug: string;
  title: string;
  takenOn: string;
  published: boolean;
  eventId: number | null;
  position: number;
  updatedAt: Date;
  updatedBy: string;
}): StoredAlbum {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Albums in the admin's order (position), with their photo count and first photo as cover.
 * @param options.includeDrafts also unpublished albums (the admin's list); default false
 * @param options.eventId only the albums of this event
 */
export async function listAlbums(
  options: { includeDrafts?: boolean; eventId?: number } = {},
  db?: Db,
): Promise<(StoredAlbum & AlbumSummary)[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({
      ...albumColumns,
      photoCount: count(albumPhoto.id),
      coverId: sql<
        number | null
      >`(array_agg(${albumPhoto.photoId} order by ${albumPhoto.position}))[1]`,
    })
    .from(album)
    .leftJoin(albumPhoto, eq(albumPhoto.albumId, album.id))
    .where(
      and(
        options.includeDrafts ? undefined : eq(album.published, true),
        options.eventId === undefined ? undefined : eq(album.eventId, options.eventId),
      ),
    )
    .groupBy(album.id)
    .orderBy(asc(album.position), asc(album.id));
  const covers = await photoViews(
    rows.map((r) => (r.coverId === null ? null : Number(r.coverId))),
    conn,
  );
  return rows.map(({ coverId, photoCount, ...row }) => ({
    ...toStored(row),
    photoCount: Number(photoCount),
    cover: coverId === null ? null : (covers.get(Number(coverId)) ?? null),
  }));
}

/**
 * The published albums of one event, in the gallery's order, for the event's page
 * (docs/decisions/admin-area.md "Gallery": albums with an optional event).
 * @param eventId the event's id
 */
export async function listEventAlbums(eventId: number, db?: Db): Promise<AlbumSummary[]> {
  return (await listAlbums({ eventId }, db)).map(toAlbumSummary);
}

/** One album by id (drafts included: the admin's editor), or null. */
export async function getAlbum(id: number, db?: Db): Promise<StoredAlbum | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select(albumColumns).from(album).where(eq(album.id, id));
  return row ? toStored(row) : null;
}

/**
 * A published album by its slug (any letter case), or null; null without asking the database
 * when the text cannot be a slug (SLUG_PATTERN: a NUL or another control character in
 * `/gallery/%00` failed the query, a 500).
 */
export async function getPublishedAlbumBySlug(slug: string, db?: Db): Promise<StoredAlbum | null> {
  if (slug.length > 100 || !SLUG_PATTERN.test(slug.toLowerCase())) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select(albumColumns)
    .from(album)
    .where(and(sql`lower(${album.slug}) = ${slug.toLowerCase()}`, eq(album.published, true)));
  return row ? toStored(row) : null;
}

/** The photos of an album in order. */
export async function listAlbumPhotos(albumId: number, db?: Db): Promise<AlbumPhotoView[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ albumPhotoId: albumPhoto.id, photoId: albumPhoto.photoId })
    .from(albumPhoto)
    .where(eq(albumPhoto.albumId, albumId))
    .orderBy(asc(albumPhoto.position), asc(albumPhoto.id));
  const views = await photoViews(
    rows.map((r) => r.photoId),
    conn,
  );
  return rows.flatMap((r) => {
    const view = views.get(r.photoId);
    return view ? [{ albumPhotoId: r.albumPhotoId, photo: view }] : [];
  });
}

/**
 * The newest photos of published albums (latest album date first, then album order), for the
 * gallery page's masonry.
 * @param limit how many, at most
 */
export async function latestPhotos(limit: number, db?: Db): Promise<PhotoView[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ photoId: albumPhoto.photoId })
    .from(albumPhoto)
    .innerJoin(album, eq(album.id, albumPhoto.albumId))
    .where(eq(album.published, true))
    .orderBy(desc(album.takenOn), desc(album.id), asc(albumPhoto.position), asc(albumPhoto.id))
    .limit(limit);
  const views = await photoViews(
    rows.map((r) => r.photoId),
    conn,
  );
  return rows.flatMap((r) => views.get(r.photoId) ?? []);
}

/** A slug from the title that no other album uses ("summer-camp", then "summer-camp-2", …). */
async function uniqueSlug(conn: Db, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await conn
      .select({ id: album.id })
      .from(album)
      .where(sql`lower(${album.slug}) = ${candidate}`);
    if (!taken || taken.id === exceptId) return candidate;
  }
}

/** Refuses a link to an event that does not exist (drafts count: the admin may link early). */
async function checkEvent(conn: Db, eventId: number | null | undefined) {
  if (eventId === null || eventId === undefined) return;
  const [row] = await conn.select({ id: event.id }).from(event).where(eq(event.id, eventId));
  if (!row) throw new AlbumEventNotFoundError(eventId);
}

/**
 * Adds an album at the end of the order.
 * @param input title, date, published and the optional event id (validated again here)
 * @param actor the admin's e-mail
 * @throws ZodError when the input breaks the album form's rules; AlbumEventNotFoundError when
 *   the event does not exist
 */
export async function createAlbum(input: unknown, actor: string, db?: Db): Promise<StoredAlbum> {
  const values = albumInputSchema.parse(input);
  const conn = db ?? (await getDb());
  await checkEvent(conn, values.eventId);
  const [row] = await conn
    .insert(album)
    .values({
      ...values,
      slug: await uniqueSlug(conn, values.title),
      position: await nextPosition(conn, album),
      updatedBy: actor,
    })
    .returning(albumColumns);
  invalidatePageCache();
  return toStored(row);
}

/**
 * Changes an album's title, date, publication or event (its slug stays, so shared links keep
 * working). An input without `eventId` keeps the event; `eventId: null` unlinks it.
 * @returns the album, or null when it does not exist
 * @throws ZodError when the input breaks the album form's rules; AlbumEventNotFoundError when
 *   the event does not exist
 */
export async function updateAlbum(
  id: number,
  input: unknown,
  actor: string,
  db?: Db,
): Promise<StoredAlbum | null> {
  const values = albumInputSchema.parse(input);
  const conn = db ?? (await getDb());
  await checkEvent(conn, values.eventId);
  const [row] = await conn
    .update(album)
    .set({ ...values, updatedAt: new Date(), updatedBy: actor })
    .where(eq(album.id, id))
    .returning(albumColumns);
  if (row) invalidatePageCache();
  return row ? toStored(row) : null;
}

/**
 * Deletes an album and its photos.
 * @returns whether it existed
 */
export async function deleteAlbum(id: number, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const removed = await conn.transaction(async (tx) => {
    const photos = await tx
      .select({ photoId: albumPhoto.photoId })
      .from(albumPhoto)
      .where(eq(albumPhoto.albumId, id));
    const rows = await tx.delete(album).where(eq(album.id, id)).returning({ id: album.id });
    for (const p of photos) await tx.delete(photo).where(eq(photo.id, p.photoId));
    return rows.length > 0;
  });
  if (removed) invalidatePageCache();
  return removed;
}

/** Moves an album up or down the gallery's order; false at either end or when unknown. */
export async function moveAlbum(id: number, direction: MoveDirection, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const moved = await moveItem(conn, album, id, direction);
  if (moved) invalidatePageCache();
  return moved;
}

/** Marks the album as changed by `actor` now (its photos changed). */
async function touchAlbum(conn: Db, albumId: number, actor: string) {
  await conn
    .update(album)
    .set({ updatedAt: new Date(), updatedBy: actor })
    .where(eq(album.id, albumId));
}

/**
 * Checks, re-encodes and adds a photo at the end of an album.
 * @returns the photo, or null when the album does not exist
 * @throws ImageUploadError when the file or its alt text is refused (nothing is stored)
 */
export async function addAlbumPhoto(
  albumId: number,
  file: Blob | null,
  alt: unknown,
  actor: string,
  db?: Db,
): Promise<AlbumPhotoView | null> {
  const conn = db ?? (await getDb());
  if (!(await getAlbum(albumId, conn))) return null;
  const stored = await savePhoto(file, alt, actor, conn);
  const [row] = await conn
    .insert(albumPhoto)
    .values({
      albumId,
      photoId: stored.id,
      position: await nextPosition(conn, albumPhoto, eq(albumPhoto.albumId, albumId)),
    })
    .returning({ id: albumPhoto.id });
  await touchAlbum(conn, albumId, actor);
  invalidatePageCache();
  const view = (await photoViews([stored.id], conn)).get(stored.id) as PhotoView;
  return { albumPhotoId: row.id, photo: view };
}

/** The album photo's row when it belongs to the album, else null. */
async function albumPhotoRow(conn: Db, albumId: number, albumPhotoId: number) {
  const [row] = await conn
    .select({ id: albumPhoto.id, photoId: albumPhoto.photoId })
    .from(albumPhoto)
    .where(and(eq(albumPhoto.id, albumPhotoId), eq(albumPhoto.albumId, albumId)));
  return row ?? null;
}

/**
 * Changes the alt text of an album's photo.
 * @returns false when the photo is not in that album
 * @throws ImageUploadError when the text is empty or too long
 */
export async function updateAlbumPhotoAlt(
  albumId: number,
  albumPhotoId: number,
  alt: unknown,
  actor: string,
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const row = await albumPhotoRow(conn, albumId, albumPhotoId);
  if (!row) return false;
  await updatePhotoAlt(row.photoId, alt, conn);
  await touchAlbum(conn, albumId, actor);
  invalidatePageCache();
  return true;
}

/** Moves a photo within its album; false at either end or when it is not in that album. */
export async function moveAlbumPhoto(
  albumId: number,
  albumPhotoId: number,
  direction: MoveDirection,
  actor: string,
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const moved = await moveItem(
    conn,
    albumPhoto,
    albumPhotoId,
    direction,
    eq(albumPhoto.albumId, albumId),
  );
  if (!moved) return false;
  await touchAlbum(conn, albumId, actor);
  invalidatePageCache();
  return true;
}

/** Deletes a photo from its album (and the photo itself); false when it is not in that album. */
export async function deleteAlbumPhoto(
  albumId: number,
  albumPhotoId: number,
  actor: string,
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const row = await albumPhotoRow(conn, albumId, albumPhotoId);
  if (!row) return false;
  await deletePhoto(row.photoId, conn);
  await touchAlbum(conn, albumId, actor);
  invalidatePageCache();
  return true;
}
