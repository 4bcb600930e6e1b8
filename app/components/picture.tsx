import { type ImageName, imageManifest as manifest } from "~/content/image-manifest";

export type { ImageName };

type ManifestEntry = { width: number; height: number; widths: number[] };

/** Props of {@link Picture}. */
export interface PictureProps {
  name: ImageName;
  /**
   * Descriptive alt text (docs/spec-coverage.md "Deliberate deviations" 7); "" only for decorative
   * images.
   */
  alt: string;
  /** The `sizes` attribute, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes?: string;
  /** true for the above-the-fold hero: eager load, high fetch priority. Default lazy. */
  priority?: boolean;
  className?: string;
}

/** Props of {@link ResponsivePicture}: the sources of one image in AVIF and WebP. */
export interface ResponsivePictureProps {
  avifSrcSet: string;
  webpSrcSet: string;
  /** `<img src>` for clients that ignore `<source>` (a WebP). */
  src: string;
  /** Intrinsic pixel size, so the layout does not shift while it loads. */
  width: number;
  height: number;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/**
 * `<picture>` with AVIF and WebP sources and an `<img>` with width and height: lazy and async
 * unless `priority` (the above-the-fold hero: eager, high fetch priority).
 */
export function ResponsivePicture({
  avifSrcSet,
  webpSrcSet,
  src,
  width,
  height,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}

/**
 * Responsive AVIF/WebP image with intrinsic width and height (no layout shift), lazy unless
 * `priority`. Files are /img/{name}-{w}.{avif|webp}, made from app/content/images/ at build time.
 */
export function Picture({ name, alt, sizes = "100vw", priority = false, className }: PictureProps) {
  const entry = (manifest as Record<string, ManifestEntry>)[name];
  const srcSet = (ext: string) =>
    entry.widths.map((w) => `/img/${name}-${w}.${ext} ${w}w`).join(", ");
  // <img src> for clients that ignore <source>: the largest width up to 640 px (a phone's pick)
  const fallback = entry.widths.filter((w) => w <= 640).at(-1) ?? entry.widths[0];
  return (
    <ResponsivePicture
      avifSrcSet={srcSet("avif")}
      webpSrcSet={srcSet("webp")}
      src={`/img/${name}-${fallback}.webp`}
      width={entry.width}
      height={entry.height}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
