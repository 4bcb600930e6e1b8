import { createHash } from "node:crypto";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import sharp from "sharp";
import { textOf } from "~/lib/form";
import {
  PHOTO_ALT_LIMIT,
  PHOTO_ALT_REQUIRED,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoView,
  storedWidths,
  toPhotoView,
} from "~/lib/photo";
import { type Db, getDb } from "~/server/db/db.server";
import {
  checkUploadedImage,
  ImageUploadError,
  toUploadError,
  UPLOAD_DECODE_OPTIONS,
} from "~/server/photos/image-upload.server";
import { photo, photoVariant } from "~/server/schema";

/**
 * The photo store (docs/decisions/admin-area.md "Photos"): every photo the admin uploads (events,
 * albums, posts, coaches) goes through the upload checks of the banner, is re-encoded to AVIF and
 * WebP at {@link storedWidths} and kept in the database, served by /photos/:hash/:file for a year.
 */

/** A stored photo without its bytes. */
export type StoredPhoto = {
  id: number;
  hash: string;
  alt: string;
  /** Pixel size of the largest stored width. */
  width: number;
  height: number;
};

/** A photo's description refused (a form shows it under the description, not the file). */
export class PhotoAltError extends ImageUploadError {
  constructor(message: string) {
    super(message, 400);
    this.name = "PhotoAltError";
  }
}

/**
 * The alt text, trimmed and checked.
 * @throws PhotoAltError (an ImageUploadError, 400) when it is empty or longer than
 *   {@link PHOTO_ALT_LIMIT}
 */
export function checkAlt(alt: unknown): string {
  const text = textOf(alt).trim();
  if (!text) throw new PhotoAltError(PHOTO_ALT_REQUIRED);
  if (text.length > PHOTO_ALT_LIMIT) {
    throw new PhotoAltError(`Please keep the description under ${PHOTO_ALT_LIMIT} characters.`);
  }
  return text;
}

type Variant = { format: PhotoFormat; width: number; height: number; bytes: Buffer };

/** Re-encodes checked bytes at every stored width in both formats (orientation applied). */
async function encodeVariants(bytes: Buffer, width: number): Promise<Variant[]> {
  const oriented = await sharp(bytes, UPLOAD_DECODE_OPTIONS)
    .autoOrient()
    .toBuffer({ resolveWithObject: true });
  const base = oriented.info.width;
  const variants: Variant[] = [];
  for (const w of storedWidths(Math.min(width, base))) {
    const resized = () =>
      sharp(oriented.data, UPLOAD_DECODE_OPTIONS).resize({ width: w, withoutEnlargement: true });
    const webp = await resized().webp({ quality: 78, effort: 4 }).toBuffer({
      resolveWithObject: true,
    });
    const avif = await resized().avif({ quality: 50, effort: 2 }).toBuffer({
      resolveWithObject: true,
    });
    variants.push(
      { format: "webp", width: w, height: webp.info.height, bytes: webp.data },
      { format: "avif", width: w, height: avif.info.height, bytes: avif.data },
    );
  }
  return variants;
}

/** A checked and re-encoded upload, not yet stored: see {@link preparePhoto}. */
export type PreparedPhoto = {
  alt: string;
  hash: string;
  width: number;
  height: number;
  variants: Variant[];
};

/**
 * Checks and re-encodes an uploaded photo without touching the database, so the slow part of an
 * upload (decoding and encoding, seconds on a small machine) runs outside any transaction; the
 * collection kit stores the result inside the transaction of the row that uses it
 * (docs/decisions/collection-kit.md).
 * @param file the upload (a File from a form, or bytes)
 * @param alt its description (required, trimmed, at most {@link PHOTO_ALT_LIMIT} characters)
 * @throws ImageUploadError with a message for the admin and an HTTP status (400, 413, 415)
 */
export async function preparePhoto(
  file: Blob | Uint8Array | null | undefined,
  alt: unknown,
): Promise<PreparedPhoto> {
  const text = checkAlt(alt);
  const checked = await checkUploadedImage(file);
  let variants: Variant[];
  try {
    variants = await encodeVariants(checked.bytes, checked.width);
  } catch (error) {
    throw toUploadError(error);
  }
  const largest = variants.filter((v) => v.format === "webp").at(-1) as Variant;
  const hash = createHash("sha256").update(largest.bytes).digest("hex");
  return { alt: text, hash, width: largest.width, height: largest.height, variants };
}

/**
 * Stores a prepared photo and its sizes (in a transaction of its own, or as a savepoint of the
 * caller's when `db` is a transaction).
 * @param actor who uploaded it (the admin's e-mail)
 */
export async function storePhoto(
  prepared: PreparedPhoto,
  actor: string,
  db?: Db,
): Promise<StoredPhoto> {
  const { alt, hash, width, height, variants } = prepared;
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const [row] = await tx
      .insert(photo)
      .values({ hash, alt, width, height, createdBy: actor })
      .returning();
    await tx.insert(photoVariant).values(variants.map((v) => ({ photoId: row.id, ...v })));
    return { id: row.id, hash, alt, width: row.width, height: row.height };
  });
}

/**
 * Checks, re-encodes and stores an uploaded photo ({@link preparePhoto}, then
 * {@link storePhoto}).
 * @param file the upload (a File from a form, or bytes)
 * @param alt its description (required, trimmed, at most {@link PHOTO_ALT_LIMIT} characters)
 * @param actor who uploaded it (the admin's e-mail)
 * @returns the stored photo
 * @throws ImageUploadError with a message for the admin and an HTTP status (400, 413, 415)
 */
export async function savePhoto(
  file: Blob | Uint8Array | null | undefined,
  alt: unknown,
  actor: string,
  db?: Db,
): Promise<StoredPhoto> {
  return storePhoto(await preparePhoto(file, alt), actor, db);
}

/**
 * Changes a photo's alt text.
 * @returns whether the photo exists
 * @throws ImageUploadError (400) when the text is empty or too long
 */
export async function updatePhotoAlt(id: number, alt: unknown, db?: Db): Promise<boolean> {
  const text = checkAlt(alt);
  const conn = db ?? (await getDb());
  const rows = await conn
    .update(photo)
    .set({ alt: text })
    .where(eq(photo.id, id))
    .returning({ id: photo.id });
  return rows.length > 0;
}

/**
 * Deletes a photo and its stored sizes (tables that point at it set their reference to null).
 * @returns whether it existed
 */
export async function deletePhoto(id: number, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const rows = await conn.delete(photo).where(eq(photo.id, id)).returning({ id: photo.id });
  return rows.length > 0;
}

/**
 * The views of the given photos, by id (ids that do not exist are absent).
 * @param ids photo ids (nulls are skipped, for optional cover photos)
 */
export async function photoViews(
  ids: readonly (number | null | undefined)[],
  db?: Db,
): Promise<Map<number, PhotoView>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({
      id: photo.id,
      hash: photo.hash,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
    })
    .from(photo)
    .where(inArray(photo.id, wanted));
  return new Map(rows.map((row) => [row.id, toPhotoView(row)]));
}

/**
 * The view of one photo (a cover, a portrait), or null when there is none or it is gone.
 * @param id a photo id, or null/undefined for an item without one
 */
export async function photoView(id: number | null | undefined, db?: Db): Promise<PhotoView | null> {
  if (typeof id !== "number") return null;
  return (await photoViews([id], db)).get(id) ?? null;
}

/**
 * The bytes of one stored size, for /photos/:hash/:file. A photo stored before a width joined
 * {@link PHOTO_WIDTHS} lacks that file: a width of the list is then answered with the next one
 * stored above it (its srcset names every width of the list that is below its own).
 * @param hash the photo's SHA-256 hex; @param width px; @param format "avif" or "webp"
 * @returns the bytes, or null when no such photo or size is stored
 */
export async function getPhotoFile(
  hash: string,
  width: number,
  format: PhotoFormat,
  db?: Db,
): Promise<Buffer | null> {
  if (!/^[0-9a-f]{64}$/.test(hash) || !Number.isSafeInteger(width)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ bytes: photoVariant.bytes })
    .from(photoVariant)
    .innerJoin(photo, eq(photo.id, photoVariant.photoId))
    .where(
      and(
        eq(photo.hash, hash),
        eq(photoVariant.format, format),
        (PHOTO_WIDTHS as readonly number[]).includes(width)
          ? gte(photoVariant.width, width)
          : eq(photoVariant.width, width),
      ),
    )
    .orderBy(asc(photoVariant.width))
    .limit(1);
  return row?.bytes ?? null;
}
