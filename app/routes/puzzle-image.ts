import { SLUG_PATTERN } from "~/lib/collection";
import { puzzles } from "~/server/collections/puzzles.server";
import { contentFile, fileNotFound } from "~/server/http/content-file.server";
import { previewHash, previewPng } from "~/server/site/puzzle-board.server";
import type { Route } from "./+types/puzzle-image";

const FILE = /^board-([0-9a-f]{16})\.png$/;

/**
 * GET /puzzles/:slug/board-:hash.png — a live puzzle's link-preview image
 * (docs/decisions/puzzles.md "Sharing with a picture"): its position as a 1200×630 PNG, rendered
 * by sharp from the board's SVG. The hash names the picture (the SVG's content), so a hit never
 * changes and is cached for a year; an old hash, a draft or an unknown puzzle is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = FILE.exec(params.file ?? "");
  if (!match || !SLUG_PATTERN.test(params.slug ?? "")) return fileNotFound();
  const puzzle = await puzzles.getBySlug(params.slug ?? "");
  if (!puzzle || previewHash(puzzle.fen) !== match[1]) return fileNotFound();
  const { png } = await previewPng(puzzle.fen);
  return contentFile(png, "image/png", match[1]);
}
