import manifest from "~/content/images/manifest.json";

/**
 * The site's images as the build pipeline made them (scripts/build-images.mjs writes
 * images/manifest.json): name → intrinsic size and the widths of its AVIF/WebP/JPEG variants.
 */
export const imageManifest = manifest;

/** Every image the build pipeline makes, by name. */
export type ImageName = keyof typeof manifest;
