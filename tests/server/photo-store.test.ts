import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDashboardCopy } from "~/content/admin-dashboard";
import { PHOTO_ALT_REQUIRED, storedWidths, toPhotoView } from "~/lib/photo";
import type { Db } from "~/server/db/db.server";
import { ImageUploadError } from "~/server/photos/image-upload.server";
import {
  deletePhoto,
  getPhotoFile,
  photoViews,
  savePhoto,
  updatePhotoAlt,
} from "~/server/photos/photo-store.server";
import { photo, photoVariant } from "~/server/schema";
import { sharedTestDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

const copy = adminDashboardCopy.upload;

describe("storedWidths and toPhotoView", () => {
  it("keeps the fixed widths below the photo and the photo's own width up to 1600 px", () => {
    expect(storedWidths(3000)).toEqual([480, 640, 960, 1600]);
    expect(storedWidths(1600)).toEqual([480, 640, 960, 1600]);
    expect(storedWidths(1200)).toEqual([480, 640, 960, 1200]);
    expect(storedWidths(800)).toEqual([480, 640, 800]);
    expect(storedWidths(300)).toEqual([300]);
  });

  it("builds srcset strings, a 960 px WebP fallback and the largest WebP", () => {
    const hash = "a".repeat(64);
    const view = toPhotoView({ id: 3, alt: "Prize day", hash, width: 1600, height: 900 });
    expect(view.avifSrcSet).toBe(
      `/photos/${hash}/480.avif 480w, /photos/${hash}/640.avif 640w, /photos/${hash}/960.avif 960w, /photos/${hash}/1600.avif 1600w`,
    );
    expect(view.src).toBe(`/photos/${hash}/960.webp`);
    expect(view.largestSrc).toBe(`/photos/${hash}/1600.webp`);
    expect([view.width, view.height]).toEqual([1600, 900]);
  });
});

for (const target of sharedTestDatabases()) {
  describe(`photo store on ${target.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = (await target.open()).db;
    });
    afterAll(async () => {
      await db.delete(photo);
    });

    it("stores AVIF and WebP at every width, oriented, without metadata, served by hash", async () => {
      const jpeg = await makeImage("jpeg", { width: 2400, height: 1200, exif: true });
      const stored = await savePhoto(new Blob([new Uint8Array(jpeg)]), "  Prize day  ", "a@x", db);
      expect(stored.alt).toBe("Prize day");
      expect([stored.width, stored.height]).toEqual([1600, 800]);
      for (const width of [480, 640, 960, 1600]) {
        for (const format of ["avif", "webp"] as const) {
          const bytes = await getPhotoFile(stored.hash, width, format, db);
          expect(bytes, `${width}.${format}`).not.toBeNull();
          const meta = await sharp(bytes as Buffer).metadata();
          expect(meta.width).toBe(width);
          expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
          expect(meta.exif).toBeUndefined();
        }
      }
      expect(await getPhotoFile(stored.hash, 800, "webp", db)).toBeNull();
      expect(await getPhotoFile("b".repeat(64), 480, "webp", db)).toBeNull();
      expect(await getPhotoFile("../etc", 480, "webp", db)).toBeNull();

      const views = await photoViews([stored.id, null, 999_999], db);
      expect([...views.keys()]).toEqual([stored.id]);
      expect(views.get(stored.id)?.alt).toBe("Prize day");
    });

    it("answers a listed width a photo stored before it lacks with the next width up, and no other width", async () => {
      // A colour no other test uses: no other stored photo has the same bytes (and hash).
      const jpeg = await makeImage("jpeg", { width: 1600, height: 800, colour: "#3a7d44" });
      const stored = await savePhoto(jpeg, "Older photo", "a@x", db);
      // As a photo stored before 640 px joined PHOTO_WIDTHS: no 640 px files.
      await db
        .delete(photoVariant)
        .where(and(eq(photoVariant.photoId, stored.id), eq(photoVariant.width, 640)));
      for (const format of ["avif", "webp"] as const) {
        const served = await getPhotoFile(stored.hash, 640, format, db);
        const nextUp = await getPhotoFile(stored.hash, 960, format, db);
        expect(served && nextUp && Buffer.compare(served, nextUp)).toBe(0);
      }
      // A width that is not in the list is never stretched to another one.
      expect(await getPhotoFile(stored.hash, 700, "webp", db)).toBeNull();
      expect(await getPhotoFile(stored.hash, 2000, "webp", db)).toBeNull();
    });

    it("changes the alt text, and deleting a photo deletes its sizes", async () => {
      const png = await makeImage("png", { width: 300, height: 200 });
      const stored = await savePhoto(png, "A board", "a@x", db);
      expect(await updatePhotoAlt(stored.id, "The final board", db)).toBe(true);
      expect((await photoViews([stored.id], db)).get(stored.id)?.alt).toBe("The final board");
      await expect(updatePhotoAlt(stored.id, "   ", db)).rejects.toThrow(PHOTO_ALT_REQUIRED);
      expect(await deletePhoto(stored.id, db)).toBe(true);
      expect(await deletePhoto(stored.id, db)).toBe(false);
      expect(await getPhotoFile(stored.hash, 300, "webp", db)).toBeNull();
      const left = await db.select().from(photoVariant);
      expect(left.every((v) => v.photoId !== stored.id)).toBe(true);
    });

    it("refuses a missing alt, SVG, HTML renamed, truncated, a decompression bomb and oversize, storing nothing", async () => {
      const before = (await db.select({ id: photo.id }).from(photo)).length;
      const png = await makeImage("png", { width: 50, height: 50 });
      const jpeg = await makeImage("jpeg", { width: 800, height: 600, noise: true });
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set([0xff, 0xd8, 0xff]);
      const cases: [string, Blob | Uint8Array, string, string][] = [
        ["no alt", png, "", PHOTO_ALT_REQUIRED],
        [
          "svg",
          new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>']),
          "x",
          copy.wrongType,
        ],
        [
          "html",
          new File(["<!doctype html><img src=x onerror=alert(1)>"], "x.png"),
          "x",
          copy.wrongType,
        ],
        ["truncated", jpeg.subarray(0, Math.floor(jpeg.length / 2)), "x", copy.unreadable],
        ["bomb", await makeImage("png", { width: 10_000, height: 5_000 }), "x", copy.tooManyPixels],
        ["oversize", big, "x", copy.tooLarge],
      ];
      for (const [name, input, alt, message] of cases) {
        const error = await savePhoto(input, alt, "a@x", db).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error, name).toBeInstanceOf(ImageUploadError);
        expect((error as ImageUploadError).message, name).toBe(message);
      }
      expect((await db.select({ id: photo.id }).from(photo)).length).toBe(before);
    });
  });
}
