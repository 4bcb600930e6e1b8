import { eq } from "drizzle-orm";
import { BANNER_DEFAULT_ALT, type BannerView } from "~/lib/banner";
import { type BannerText, bannerTextSchema } from "~/lib/feedback";
import { toPhotoView } from "~/lib/photo";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { type Db, getDb } from "~/server/db/db.server";
import type { ProcessedImage } from "~/server/photos/image-upload.server";
import type { StoredPhoto } from "~/server/photos/photo-store.server";
import { banner, photo } from "~/server/schema";

/** The banner's image in the photo store: what its responsive `srcset`s are built from. */
type BannerPhoto = Pick<StoredPhoto, "id" | "hash" | "width" | "height">;

/** The stored homepage banner without its image bytes (spec §3 Banner, stored on the server). */
export type StoredBanner = {
  title: string;
  content: string;
  /** SHA-256 (hex) of the image bytes; the image is served at /banner-image/{imageHash}. */
  imageHash: string;
  imageMime: string;
  /** Pixel size of the stored image. */
  imageWidth: number;
  imageHeight: number;
  /**
   * The same image in the photo store (AVIF and WebP at the responsive widths;
   * docs/decisions/first-paint.md), or null for a banner stored before the store kept it.
   */
  photo: BannerPhoto | null;
  updatedAt: Date;
};

/**
 * The banner every visitor sees, or null when none is stored.
 * @param db the database (default: the process's, {@link getDb})
 */
export async function getBanner(db?: Db): Promise<StoredBanner | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({
      title: banner.title,
      content: banner.content,
      imageHash: banner.imageHash,
      imageMime: banner.imageMime,
      imageWidth: banner.imageWidth,
      imageHeight: banner.imageHeight,
      updatedAt: banner.updatedAt,
      photoId: photo.id,
      photoHash: photo.hash,
      photoWidth: photo.width,
      photoHeight: photo.height,
    })
    .from(banner)
    .leftJoin(photo, eq(photo.id, banner.photoId))
    .where(eq(banner.id, 1));
  if (!row) return null;
  const { photoId, photoHash, photoWidth, photoHeight, ...stored } = row;
  return {
    ...stored,
    photo:
      photoId !== null && photoHash !== null && photoWidth !== null && photoHeight !== null
        ? { id: photoId, hash: photoHash, width: photoWidth, height: photoHeight }
        : null,
  };
}

/**
 * The stored image bytes when `hash` names the current banner image, else null
 * (an old or made-up hash), for the /banner-image/:hash route.
 * @param hash the SHA-256 hex from the image URL
 */
export async function getBannerImage(
  hash: string,
  db?: Db,
): Promise<{ bytes: Buffer; mime: string } | null> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ bytes: banner.image, mime: banner.imageMime, hash: banner.imageHash })
    .from(banner)
    .where(eq(banner.id, 1));
  return row && row.hash === hash ? { bytes: row.bytes, mime: row.mime } : null;
}

/**
 * Stores the banner (replacing any previous one) and drops the cached pages so every visitor
 * sees it at once (spec §4 "Banner: Update saves"). The previous banner's photo, if any, is
 * deleted from the photo store.
 * @param input title and content (validated again here: trimmed, length-capped), the
 *   image already processed by `processBannerImage`, and the same upload saved in the photo
 *   store (`savePhoto`), whose responsive sizes the homepage serves
 * @returns the stored banner
 * @throws ZodError when the title or content is too long
 */
export async function saveBanner(
  input: {
    title?: unknown;
    content?: unknown;
    image: ProcessedImage;
    photo?: BannerPhoto | null;
  },
  db?: Db,
): Promise<StoredBanner> {
  const text: BannerText = bannerTextSchema.parse({ title: input.title, content: input.content });
  const conn = db ?? (await getDb());
  const values = {
    id: 1,
    title: text.title,
    content: text.content,
    image: input.image.bytes,
    imageMime: input.image.mime,
    imageHash: input.image.hash,
    imageWidth: input.image.width,
    imageHeight: input.image.height,
    photoId: input.photo?.id ?? null,
    updatedAt: new Date(),
  };
  const { id: _id, ...update } = values;
  await conn.transaction(async (tx) => {
    const [previous] = await tx
      .select({ photoId: banner.photoId })
      .from(banner)
      .where(eq(banner.id, 1))
      .for("update");
    await tx.insert(banner).values(values).onConflictDoUpdate({ target: banner.id, set: update });
    if (previous?.photoId && previous.photoId !== values.photoId) {
      await tx.delete(photo).where(eq(photo.id, previous.photoId));
    }
  });
  invalidatePageCache();
  const { image: _image, id: _, photoId: _photoId, ...stored } = values;
  return { ...stored, photo: input.photo ?? null };
}

/**
 * Removes the banner (spec §4 "Delete clears it"); the homepage shows none from then on.
 * @returns whether a banner was stored
 */
export async function deleteBanner(db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const removed = await conn.transaction(async (tx) => {
    const rows = await tx
      .delete(banner)
      .where(eq(banner.id, 1))
      .returning({ photoId: banner.photoId });
    const photoId = rows[0]?.photoId;
    if (photoId) await tx.delete(photo).where(eq(photo.id, photoId));
    return rows;
  });
  invalidatePageCache();
  return removed.length > 0;
}

export type { BannerView };

/**
 * Maps the stored banner to what the homepage and the dashboard render: the image URL of the
 * stored WebP and, when the photo store has it, its responsive AVIF/WebP `srcset`s.
 */
export function toBannerView(stored: StoredBanner): BannerView {
  const view: BannerView = {
    title: stored.title,
    content: stored.content,
    imageUrl: `/banner-image/${stored.imageHash}`,
    width: stored.imageWidth,
    height: stored.imageHeight,
  };
  if (!stored.photo) return view;
  const { avifSrcSet, webpSrcSet } = toPhotoView({
    ...stored.photo,
    alt: stored.title || BANNER_DEFAULT_ALT,
  });
  return { ...view, avifSrcSet, webpSrcSet };
}
