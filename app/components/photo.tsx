import { ResponsivePicture } from "~/components/picture";
import type { PhotoView } from "~/lib/photo";

/**
 * A photo the admin uploaded (docs/decisions/admin-area.md "Photos"): responsive AVIF/WebP from
 * /photos/…, with its width and height and its alt text, lazy unless `priority`.
 * @param sizes the `sizes` attribute, e.g. "(min-width: 768px) 33vw, 100vw"
 */
export function Photo({
  photo,
  sizes,
  priority,
  className,
}: {
  photo: PhotoView;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <ResponsivePicture
      avifSrcSet={photo.avifSrcSet}
      webpSrcSet={photo.webpSrcSet}
      src={photo.src}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
