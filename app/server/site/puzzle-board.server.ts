import { createHash } from "node:crypto";
import spriteSource from "cm-chessboard/assets/pieces/standard.svg?raw";
import { LRUCache } from "lru-cache";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { PuzzleStatic } from "~/components/puzzle-static";
import { puzzleCopy, puzzleSectionWords } from "~/content/puzzles";
import { boardSvg, describePosition, piecesOf } from "~/lib/board-svg";
import { piecesSprite } from "~/lib/chess-assets";
import { formatCalendarDate } from "~/lib/dates";
import type { PublicSite } from "~/lib/public-site";
import { numberedSolution, type PuzzleSummary, type PuzzleView, type Side } from "~/lib/puzzles";
import type { StoredPuzzle } from "~/server/collections/puzzles.server";

/**
 * The puzzle's board drawn on the server (docs/decisions/puzzles.md "The board without
 * JavaScript", "Sharing with a picture"): the page's SVG (pieces from the sprite served from our
 * origin), and the same SVG with the pieces inlined, rendered by sharp to the 1200×630 PNG that a
 * shared link shows, named and cached by the hash of that SVG.
 */

/** The link-preview image's size in px (Open Graph's recommended 1.91:1). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The sprite's content without its XML prolog and outer `<svg>`: the pieces' `<g id="wk">`s. */
const spriteDefs = spriteSource
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title>[\s\S]*?<\/title>|<desc>[\s\S]*?<\/desc>/g, "");

/** The side to move of a stored FEN. */
export function sideOf(fen: string): Side {
  return fen.split(" ")[1] === "b" ? "b" : "w";
}

/** The board of a position as the pages show it: the pieces by `<use href>` from the sprite. */
export function pageBoardSvg(fen: string): string {
  const side = sideOf(fen);
  return boardSvg(fen, {
    sprite: piecesSprite,
    label: puzzleCopy.boardLabel(side, describePosition(fen)),
    orientation: side,
  });
}

/** The link-preview SVG of a position: the board on the left of a 1200×630 card, the side to move beside it. */
function previewSvg(fen: string): string {
  const side = sideOf(fen);
  const board = boardSvg(fen, {
    sprite: "",
    defs: spriteDefs,
    label: puzzleCopy.toMove(side),
    orientation: side,
    size: 570,
  });
  const { width, height } = OG_IMAGE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#fffbeb"/>`,
    `<g transform="translate(30 30)">${board}</g>`,
    `<g font-family="sans-serif" fill="#292524">`,
    `<text x="640" y="250" font-size="40" font-weight="700" fill="#92400e">${puzzleCopy.sectionHeading}</text>`,
    `<text x="640" y="330" font-size="56" font-weight="700">${puzzleCopy.toMove(side)}</text>`,
    `<text x="640" y="400" font-size="30">${puzzleCopy.previewQuestion}</text>`,
    "</g></svg>",
  ].join("");
}

/** Preview hashes by FEN: the SVG they hash is drawn once per position and process. */
const hashes = new LRUCache<string, string>({ max: 256 });

/** The content hash that names a position's preview image (16 hex digits of its SVG's SHA-256). */
export function previewHash(fen: string): string {
  let hash = hashes.get(fen);
  if (hash === undefined) {
    hash = createHash("sha256").update(previewSvg(fen)).digest("hex").slice(0, 16);
    hashes.set(fen, hash);
  }
  return hash;
}

/** Rendered preview images by hash: a position is drawn once per process, not per request. */
const rendered = new LRUCache<string, Buffer>({ max: 64 });

/**
 * The link-preview PNG of a position, 1200×630 (rendered by sharp from the SVG, then kept).
 * @returns the hash that names it and the PNG's bytes
 */
export async function previewPng(fen: string): Promise<{ hash: string; png: Buffer }> {
  const hash = previewHash(fen);
  const cached = rendered.get(hash);
  if (cached) return { hash, png: cached };
  const png = await sharp(Buffer.from(previewSvg(fen)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  rendered.set(hash, png);
  return { hash, png };
}

/** The address of a puzzle's preview image, named by its content hash. */
export function previewPath(slug: string, fen: string): string {
  return `/puzzles/${slug}/board-${previewHash(fen)}.png`;
}

/**
 * A stored puzzle as the public pages need it (see {@link PuzzleView}), its HTML drawn here.
 * @param where "home": the HTML is the home page's whole section (its heading, the puzzle's
 *   title, the link to all puzzles); "page" (default): the puzzle alone, under the page's title
 */
export function toPuzzleView(
  row: StoredPuzzle,
  site: PublicSite,
  where: "home" | "page" = "page",
): PuzzleView {
  const view = {
    slug: row.slug,
    title: row.title,
    fen: row.fen,
    side: sideOf(row.fen),
    solution: row.solution,
    hint: row.hint,
    explanation: row.explanation,
    difficulty: row.difficulty,
    themes: row.themes,
    publishDate: row.publishDate,
    date: formatCalendarDate(row.publishDate),
    toMove: puzzleCopy.toMove(sideOf(row.fen)),
    own: piecesOf(row.fen)
      .filter((piece) => piece.color === sideOf(row.fen))
      .map((piece) => piece.square)
      .join(" "),
    line: numberedSolution(row.solution, sideOf(row.fen)),
    url: `${site.url}/puzzles/${row.slug}`,
  };
  const html = renderToStaticMarkup(
    createElement(PuzzleStatic, {
      puzzle: view,
      board: pageBoardSvg(row.fen),
      words: puzzleSectionWords,
      home: where === "home",
    }),
  );
  return { ...view, html };
}

/** A stored puzzle as the list of /puzzles shows it. */
export function toPuzzleSummary(row: StoredPuzzle): PuzzleSummary {
  return {
    slug: row.slug,
    title: row.title,
    side: sideOf(row.fen),
    toMove: puzzleCopy.toMove(sideOf(row.fen)),
    difficulty: row.difficulty,
    themes: row.themes,
    publishDate: row.publishDate,
    date: formatCalendarDate(row.publishDate),
  };
}
