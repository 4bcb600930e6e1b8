import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import * as z from "zod/mini";
import type { Authorship, MoveDirection } from "~/lib/collection";
import {
  ALBUM_ERRORS,
  type AlbumInput,
  type AlbumPhotoView,
  type AlbumSummary,
  albumInputSchema,
  toAlbumSummary,
} from "~/lib/gallery";
import type { PhotoView } from "~/lib/photo";
import { defineCollection } from "~/server/collections/kit.server";
import { FieldRefusal } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import { photoViews, preparePhoto } from "~/server/photos/photo-store.server";
import { album, albumPhoto, event } from "~/server/schema";

/**
 * The gallery (spec §2 Gallery): albums in the admin's order, each with its photos in order,
 * both collections of the kit (docs/decisions/collection-kit.md), so every change runs in one
 * transaction and drops the cached public pages. The public reads join the two.
 */

/** An album as the admin edits it; `eventId` is the event its photos are from, or null. */
export type StoredAlbum = Omit<AlbumInput, "eventId"> &
  Authorship & { id: number; slug: string; position: number; eventId: number | null };

/** Raised when an album is linked to an event that does not exist: the `eventId` field's message. */
export class AlbumEventNotFoundError extends FieldRefusal {
  constructor(readonly eventId: number) {
    super("eventId", ALBUM_ERRORS.eventGone);
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

/** A stored album row as the admin's pages read it (its time as ISO text). */
function toStored(row: typeof album.$inferSelect): StoredAlbum {
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
 * when the text cannot be a slug (slug.server.ts `lookupSlug`: a NUL or another control character
 * in `/gallery/%00` failed the query, a 500).
 */
export async function getPublishedAlbumBySlug(slug: string, db?: Db): Promise<StoredAlbum | null> {
  const row = await albums.getBySlug(slug, {}, db);
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

/**
 * The gallery's albums (spec §2 Gallery; docs/decisions/collection-kit.md): in the admin's order,
 * a web address from the title that stays when the title changes, drafts kept from visitors, an
 * optional event checked inside the write, and the album's photos deleted with it.
 */
export const albums = defineCollection({
  table: album,
  schema: albumInputSchema,
  slug: {
    from: (values) => values.title,
    fallback: "item",
    taken: ALBUM_ERRORS.slugBusy,
  },
  check: (values, conn) => checkEvent(conn, values.eventId),
  ownedPhotos: async (id, conn) =>
    (
      await conn
        .select({ photoId: albumPhoto.photoId })
        .from(albumPhoto)
        .where(eq(albumPhoto.albumId, id))
    ).map((row) => row.photoId),
});

/**
 * An album's photos (spec §2 Gallery): in the album's order, each row owning its photo (the
 * photo store's, stored in the row's transaction); every change marks the album as changed.
 */
export const albumPhotos = defineCollection({
  table: albumPhoto,
  schema: z.object({ albumId: z.int().check(z.positive()) }),
  scope: { key: "albumId", parent: album },
  cover: { key: "photoId" },
});

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
  return toStored(await albums.create(input as Record<string, unknown>, actor, db));
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
  const row = await albums.update(id, input as Record<string, unknown>, actor, db);
  return row ? toStored(row) : null;
}

/**
 * Deletes an album and its photos.
 * @returns whether it existed
 */
export async function deleteAlbum(id: number, db?: Db): Promise<boolean> {
  return albums.remove(id, db);
}

/** Moves an album up or down the gallery's order; false at either end or when unknown. */
export async function moveAlbum(id: number, direction: MoveDirection, db?: Db): Promise<boolean> {
  return albums.move(id, direction, db);
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
  if (!(await albums.get(albumId, conn))) return null;
  const upload = await preparePhoto(file, alt);
  const row = await albumPhotos.create({ albumId, photoId: { upload } }, actor, conn);
  const view = (await photoViews([row.photoId], conn)).get(row.photoId) as PhotoView;
  return { albumPhotoId: row.id, photo: view };
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
  // The kit checks a changed description (photo-store.server.ts `checkAlt`).
  const input = { albumId, photoId: { alt: typeof alt === "string" ? alt : "" } };
  return (await albumPhotos.update(albumPhotoId, input, actor, db)) !== null;
}

/** Moves a photo within its album; false at either end or when it is not in that album. */
export async function moveAlbumPhoto(
  albumId: number,
  albumPhotoId: number,
  direction: MoveDirection,
  actor: string,
  db?: Db,
): Promise<boolean> {
  return albumPhotos.move(albumPhotoId, direction, db, { scope: albumId, actor });
}

/** Deletes a photo from its album (and the photo itself); false when it is not in that album. */
export async function deleteAlbumPhoto(
  albumId: number,
  albumPhotoId: number,
  actor: string,
  db?: Db,
): Promise<boolean> {
  return albumPhotos.remove(albumPhotoId, db, { scope: albumId, actor });
}
