import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { pageCache } from "~/server/cache/page-cache.server";
import { processBannerImage } from "~/server/photos/image-upload.server";
import { getPhotoFile, savePhoto } from "~/server/photos/photo-store.server";
import {
  deleteBanner,
  getBanner,
  getBannerImage,
  saveBanner,
  toBannerView,
} from "~/server/site/banner.server";
import { testDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

describe.each(testDatabases("banner"))("banner store on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    await deleteBanner((await connection).db);
  });

  it("has no banner until one is saved", async () => {
    const { db } = await connection;
    expect(await getBanner(db)).toBeNull();
  });

  it("saves a banner with trimmed text and serves its image only under the current hash", async () => {
    const { db } = await connection;
    const image = await processBannerImage(await makeImage("png", { width: 1200, height: 400 }));
    const saved = await saveBanner(
      { title: "  Summer camp  ", content: " Enrol by May ", image },
      db,
    );
    expect(saved).toMatchObject({
      title: "Summer camp",
      content: "Enrol by May",
      imageHash: image.hash,
    });

    const stored = await getBanner(db);
    expect(stored).toMatchObject({
      title: "Summer camp",
      content: "Enrol by May",
      imageHash: image.hash,
      imageMime: "image/webp",
      imageWidth: 1200,
      imageHeight: 400,
    });
    const served = await getBannerImage(image.hash, db);
    expect(served?.mime).toBe("image/webp");
    expect(Buffer.compare(served?.bytes ?? Buffer.alloc(0), image.bytes)).toBe(0);
    expect(await getBannerImage("0".repeat(64), db)).toBeNull();
    expect(await getBannerImage("../etc/passwd", db)).toBeNull();
  });

  it("keeps one banner: a second save replaces the first and its old image URL stops working", async () => {
    const { db } = await connection;
    const first = await processBannerImage(
      await makeImage("png", { width: 60, height: 20, colour: "#000" }),
    );
    const second = await processBannerImage(
      await makeImage("png", { width: 60, height: 20, colour: "#fff" }),
    );
    await saveBanner({ title: "One", content: "", image: first }, db);
    await saveBanner({ title: "", content: "Two", image: second }, db);
    expect(await getBanner(db)).toMatchObject({
      title: "",
      content: "Two",
      imageHash: second.hash,
    });
    expect(await getBannerImage(first.hash, db)).toBeNull();
    expect(await getBannerImage(second.hash, db)).not.toBeNull();
  });

  it("refuses a title over 120 characters and keeps the stored banner", async () => {
    const { db } = await connection;
    const image = await processBannerImage(await makeImage("png", { width: 60, height: 20 }));
    await saveBanner({ title: "Kept", image }, db);
    await expect(saveBanner({ title: "x".repeat(121), image }, db)).rejects.toThrow(/title/);
    expect((await getBanner(db))?.title).toBe("Kept");
  });

  it("deletes the banner, and says whether there was one", async () => {
    const { db } = await connection;
    const image = await processBannerImage(await makeImage("png", { width: 60, height: 20 }));
    await saveBanner({ title: "Gone soon", image }, db);
    expect(await deleteBanner(db)).toBe(true);
    expect(await getBanner(db)).toBeNull();
    expect(await getBannerImage(image.hash, db)).toBeNull();
    expect(await deleteBanner(db)).toBe(false);
  });

  it("serves the banner's photo-store sizes as srcsets; replacing or deleting the banner deletes its photo", async () => {
    const { db } = await connection;
    const upload = await makeImage("png", { width: 1800, height: 600 });
    const image = await processBannerImage(upload);
    const photo = await savePhoto(upload, "Summer camp", "admin@example.com", db);
    await saveBanner({ title: "Summer camp", image, photo }, db);
    const view = toBannerView((await getBanner(db)) ?? expect.fail("no banner"));
    expect(view.imageUrl).toBe(`/banner-image/${image.hash}`);
    expect(view.avifSrcSet).toBe(
      [480, 640, 960, 1600].map((w) => `/photos/${photo.hash}/${w}.avif ${w}w`).join(", "),
    );
    expect(view.webpSrcSet).toContain(`/photos/${photo.hash}/960.webp 960w`);
    expect(await getPhotoFile(photo.hash, 960, "avif", db)).not.toBeNull();

    // A new banner without a photo (as one stored before the photo store kept it): plain image.
    await saveBanner({ title: "Plain", image }, db);
    expect(await getPhotoFile(photo.hash, 960, "avif", db)).toBeNull();
    const plain = toBannerView((await getBanner(db)) ?? expect.fail("no banner"));
    expect(plain.avifSrcSet).toBeUndefined();

    const again = await savePhoto(upload, "Again", "admin@example.com", db);
    await saveBanner({ title: "Again", image, photo: again }, db);
    await deleteBanner(db);
    expect(await getPhotoFile(again.hash, 480, "webp", db)).toBeNull();
  });

  it("invalidates the page cache on every change", async () => {
    const { db } = await connection;
    const image = await processBannerImage(await makeImage("png", { width: 60, height: 20 }));
    const before = pageCache.generation;
    await saveBanner({ title: "A", image }, db);
    expect(pageCache.generation).toBeGreaterThan(before);
    const afterSave = pageCache.generation;
    await deleteBanner(db);
    expect(pageCache.generation).toBeGreaterThan(afterSave);
  });
});
