import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminDashboardCopy } from "~/content/admin-dashboard";
import { ImageUploadError, processBannerImage } from "~/server/photos/image-upload.server";
import { makeImage } from "../fixtures/images";

const copy = adminDashboardCopy.upload;

/** Runs the upload and returns the refusal, failing the test if the upload was accepted. */
async function refusal(input: Blob | Uint8Array | null): Promise<ImageUploadError> {
  try {
    await processBannerImage(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ImageUploadError);
    return error as ImageUploadError;
  }
  throw new Error("the upload was accepted");
}

describe("processBannerImage (banner upload)", () => {
  it("re-encodes a JPEG with EXIF and GPS to WebP, resized to 1600 px, metadata stripped", async () => {
    const jpeg = await makeImage("jpeg", { width: 2400, height: 1200, exif: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const out = await processBannerImage(new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }));

    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(out.mime).toBe("image/webp");
    expect([out.width, out.height]).toEqual([1600, 800]);
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(out.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts PNG, WebP, AVIF and the first frame of a GIF without enlarging small images", async () => {
    for (const format of ["png", "webp", "avif", "gif"] as const) {
      const out = await processBannerImage(await makeImage(format, { width: 300, height: 200 }));
      expect((await sharp(out.bytes).metadata()).format, format).toBe("webp");
      expect([out.width, out.height], format).toEqual([300, 200]);
    }
  });

  it("gives the same hash for the same image and a different one for another", async () => {
    const a = await makeImage("png", { width: 50, height: 50, colour: "#112233" });
    const b = await makeImage("png", { width: 50, height: 50, colour: "#332211" });
    expect((await processBannerImage(a)).hash).toBe((await processBannerImage(a)).hash);
    expect((await processBannerImage(a)).hash).not.toBe((await processBannerImage(b)).hash);
  });

  it("refuses SVG, even when it is labelled as a PNG", async () => {
    const svg = new Blob(
      [
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ],
      { type: "image/png" },
    );
    const error = await refusal(svg);
    expect(error.message).toBe(copy.wrongType);
    expect(error.status).toBe(415);
  });

  it("refuses HTML and a text file renamed to .jpg", async () => {
    const html = new File(
      ["<!doctype html><html><body><img src=x onerror=alert(1)></body></html>"],
      "x.png",
      {
        type: "image/png",
      },
    );
    const text = new File(
      ["these are not the pixels you are looking for\n".repeat(10)],
      "photo.jpg",
      {
        type: "image/jpeg",
      },
    );
    expect((await refusal(html)).message).toBe(copy.wrongType);
    expect((await refusal(text)).message).toBe(copy.wrongType);
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await makeImage("jpeg", { width: 800, height: 600, noise: true });
    const error = await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(error.message).toBe(copy.unreadable);
  });

  it("refuses an image over 40 megapixels even though its file is small", async () => {
    const bomb = await makeImage("png", { width: 10_000, height: 5_000 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refusal(bomb);
    expect(error.message).toBe(copy.tooManyPixels);
    expect(error.status).toBe(413);
  });

  it("refuses more than 5 MB before decoding, and an empty upload", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const error = await refusal(big);
    expect(error.message).toBe(copy.tooLarge);
    expect(error.status).toBe(413);
    expect((await refusal(new Blob([]))).message).toBe(copy.missing);
    expect((await refusal(null)).message).toBe(copy.missing);
  });
});
