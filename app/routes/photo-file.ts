import { getPhotoFile } from "~/server/photo-store.server";
import type { Route } from "./+types/photo-file";

const FILE = /^([1-9]\d{1,4})\.(avif|webp)$/;

function notFound() {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

/**
 * GET /photos/:hash/:width.(avif|webp) — one stored size of an admin-uploaded photo
 * (docs/decisions/admin-area.md "Photos"). The hash names the bytes, so a hit never changes and is
 * cached for a year; anything else is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = FILE.exec(params.file ?? "");
  if (!match) return notFound();
  const format = match[2] as "avif" | "webp";
  const bytes = await getPhotoFile(params.hash ?? "", Number(match[1]), format);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": `image/${format}`,
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${params.hash}-${match[1]}-${format}"`,
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
