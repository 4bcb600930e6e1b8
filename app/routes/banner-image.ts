import { contentFile, fileNotFound } from "~/server/http/content-file.server";
import { getBannerImage } from "~/server/site/banner.server";
import type { Route } from "./+types/banner-image";

/**
 * GET /banner-image/:hash — the stored homepage banner image (spec §2 Admin dashboard, Manage
 * Banner). The URL names the image by the SHA-256 of its bytes, so a hit never changes and is
 * cached for a year; an old or unknown hash is a 404 (the homepage always links the current one).
 * serve.server.ts adds `X-Content-Type-Options: nosniff` to every response, this one included.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const image = await getBannerImage(params.hash);
  if (!image) return fileNotFound();
  return contentFile(image.bytes, image.mime, params.hash);
}
