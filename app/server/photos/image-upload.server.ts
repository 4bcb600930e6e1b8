import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { adminDashboardCopy } from "~/content/admin-dashboard";
import { MAX_UPLOAD_BYTES } from "~/lib/feedback";

export { MAX_UPLOAD_BYTES };

/** Largest decoded image accepted, in pixels (40 megapixels): stops decompression bombs. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Width the stored banner image is reduced to, in CSS/image pixels (never enlarged). */
export const MAX_OUTPUT_WIDTH = 1600;

/** A banner image after decoding and re-encoding: what the database stores. */
export type ProcessedImage = {
  /** The re-encoded WebP bytes (metadata stripped, sRGB). */
  bytes: Buffer;
  mime: "image/webp";
  /** Pixel size of `bytes`. */
  width: number;
  height: number;
  /** SHA-256 of `bytes`, lowercase hex: names the image in /banner-image/:hash. */
  hash: string;
};

/** A refused upload; `message` is safe to show to the admin, `status` is the HTTP status to use. */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
    this.name = "ImageUploadError";
  }
}

type RasterFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/**
 * Recognises the raster formats we accept by their leading bytes, before any decoder sees
 * the data. Anything else (SVG, HTML, text, PDF, TIFF, HEIC…) returns null, so librsvg and
 * friends never parse user input.
 */
function sniffFormat(bytes: Uint8Array): RasterFormat | null {
  const ascii = (start: number, end: number) =>
    Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /^(avif|avis)$/.test(ascii(8, 12))) return "avif";
  return null;
}

/** The options every decode of an upload uses: refuse damage, bombs and animation. */
export const UPLOAD_DECODE_OPTIONS = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // failOn "error" refuses truncated or corrupt data instead of returning a half-grey image.
  failOn: "error",
  animated: false,
} as const;

/** An upload that passed every check: its bytes and decoded pixel size. */
export type CheckedUpload = { bytes: Buffer; width: number; height: number };

/**
 * Checks an uploaded image before anything re-encodes it (spec §2 Admin dashboard,
 * docs/decisions/admin-area.md "Photos"): only JPEG, PNG, WebP, AVIF and GIF are accepted —
 * recognised by their bytes and again by the decoder, never by file name or the browser's MIME
 * type.
 * @param input the uploaded bytes (a File/Blob from a form, or a Buffer)
 * @returns the bytes and their pixel size
 * @throws ImageUploadError with a message for the admin when the upload is missing, larger
 *   than 5 MB, not one of those formats, over 40 megapixels, or damaged (e.g. truncated)
 */
export async function checkUploadedImage(
  input: Blob | Uint8Array | null | undefined,
): Promise<CheckedUpload> {
  const copy = adminDashboardCopy.upload;
  if (!input || (input instanceof Blob ? input.size : input.byteLength) === 0) {
    throw new ImageUploadError(copy.missing);
  }
  if ((input instanceof Blob ? input.size : input.byteLength) > MAX_UPLOAD_BYTES) {
    throw new ImageUploadError(copy.tooLarge, 413);
  }
  const bytes = input instanceof Blob ? Buffer.from(await input.arrayBuffer()) : Buffer.from(input);
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw new ImageUploadError(copy.wrongType, 415);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, UPLOAD_DECODE_OPTIONS).metadata();
  } catch (error) {
    throw toUploadError(error);
  }
  const decoded =
    metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  if (decoded !== sniffed) throw new ImageUploadError(copy.wrongType, 415);
  if (!metadata.width || !metadata.height) throw new ImageUploadError(copy.unreadable);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageUploadError(copy.tooManyPixels, 413);
  }
  return { bytes, width: metadata.width, height: metadata.height };
}

/**
 * Decodes an uploaded image and re-encodes it for the homepage banner (spec §2 Admin
 * dashboard, Manage Banner), after {@link checkUploadedImage}. The result is WebP, at most
 * {@link MAX_OUTPUT_WIDTH} px wide, EXIF orientation applied, all metadata (EXIF, GPS, XMP,
 * ICC) stripped.
 * @param input the uploaded bytes (a File/Blob from a form, or a Buffer)
 * @returns the processed image with its size and content hash
 * @throws ImageUploadError as {@link checkUploadedImage} does, or when re-encoding fails
 */
export async function processBannerImage(
  input: Blob | Uint8Array | null | undefined,
): Promise<ProcessedImage> {
  const { bytes } = await checkUploadedImage(input);
  try {
    const { data, info } = await sharp(bytes, UPLOAD_DECODE_OPTIONS)
      .autoOrient()
      .resize({ width: MAX_OUTPUT_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: "image/webp",
      width: info.width,
      height: info.height,
      hash: createHash("sha256").update(data).digest("hex"),
    };
  } catch (error) {
    throw toUploadError(error);
  }
}

/** Maps a sharp/libvips failure to a message for the admin (never the library's text). */
export function toUploadError(error: unknown): ImageUploadError {
  const copy = adminDashboardCopy.upload;
  const text = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(text)) return new ImageUploadError(copy.tooManyPixels, 413);
  if (/unsupported image format/i.test(text)) return new ImageUploadError(copy.wrongType, 415);
  return new ImageUploadError(copy.unreadable);
}
