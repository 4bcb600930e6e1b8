import { contentFile, fileNotFound } from "~/server/http/content-file.server";
import { getPhotoFile } from "~/server/photos/photo-store.server";
import type { Route } from "./+types/photo-file";

const FILE = /^([1-9]\d{1,4})\.(avif|webp)$/;

/**
 * GET /photos/:hash/:width.(avif|webp) — one stored size of an admin-uploaded photo
 * (docs/decisions/admin-area.md "Photos"). The hash names the bytes, so a hit never changes and is
 * cached for a year; anything else is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = FILE.exec(params.file ?? "");
  if (!match) return fileNotFound();
  const format = match[2] as "avif" | "webp";
  const bytes = await getPhotoFile(params.hash ?? "", Number(match[1]), format);
  if (!bytes) return fileNotFound();
  return contentFile(bytes, `image/${format}`, `${params.hash}-${match[1]}-${format}`);
}
