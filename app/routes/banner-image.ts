import { getBannerImage } from "~/server/banner.server";
import type { Route } from "./+types/banner-image";

/**
 * GET /banner-image/:hash — the stored homepage banner image (spec §2 Admin dashboard, Manage
 * Banner). The URL names the image by the SHA-256 of its bytes, so a hit never changes and is
 * cached for a year; an old or unknown hash is a 404 (the homepage always links the current one).
 * serve.server.ts adds `X-Content-Type-Options: nosniff` to every response, this one included.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const image = await getBannerImage(params.hash);
  if (!image) {
    return new Response("Not Found", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-cache",
      },
    });
  }
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.mime,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${params.hash}"`,
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
