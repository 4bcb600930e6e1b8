#!/usr/bin/env node
// Image pipeline (docs/decisions/images.md). First step of `npm run
// build` and `npm run dev`.
//
// Reads app/content/images/: for every name, a photo (.jpg/.jpeg/.png/.webp) wins over the
// .svg artwork of the same name; a photo that replaces artwork is cropped (attention-based)
// to the artwork's aspect ratio, so page layouts keep their proportions. Writes
//   public/img/{name}-{w}.avif and .webp   for the responsive widths (git-ignored)
//   app/content/images/manifest.json       {name: {width, height, widths}} (committed)
// and, when missing (or with --icons), the committed site icons and social card:
//   public/favicon.ico (16+32 PNG-in-ICO), public/icon.svg, public/apple-touch-icon.png,
//   public/og-image.jpg (1200×630).
// Work is skipped for an image whose outputs are all newer than its sources and than the
// settings stamp (public/img/.settings.json, rewritten when widths or qualities change).
//
// Usage: node scripts/build-images.mjs [--force] [--icons] [--quiet]
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { iconSvg, ogImageSvg } from "./make-artwork.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SRC_DIR = `${ROOT}app/content/images/`;
const OUT_DIR = `${ROOT}public/img/`;
const PUBLIC_DIR = `${ROOT}public/`;
const MANIFEST = `${SRC_DIR}manifest.json`;

/**
 * Candidate widths in px. A 412 px phone at DPR 1.75 (Lighthouse mobile) wants 721 px for a
 * full-width image; Chromium then picks 640 (geometric-mean rule), ~10–25 KB for our artwork
 * and well under the 120 KB budget for a typical photo at the qualities below.
 */
export const WIDTHS = [320, 480, 640, 960, 1280, 1600];
/** Largest width produced for a photo without artwork to set the design size. */
const DEFAULT_MAX = 1600;
/** Hard cap (the full-page career background is drawn at 1920). */
const HARD_MAX = 1920;
const AVIF = { quality: 50, effort: 1 };
const WEBP = { quality: 72, effort: 4 };
const PHOTO_EXTS = [".jpg", ".jpeg", ".png", ".webp"];
/** Bump when the rendering changes in a way the settings below do not show. */
const PIPELINE_VERSION = 1;
/** Pages have a stone-50 background: transparent pixels are flattened onto it. */
const BACKGROUND = "#fafaf9";

const args = new Set(process.argv.slice(2));
const force = args.has("--force");
const quiet = args.has("--quiet");
const log = (...a) => {
  if (!quiet) console.log(...a);
};

/** Groups a source folder (path ending in "/") by image name: {name: {svg?, photo?}} (paths). */
export async function findSources(dir = SRC_DIR) {
  const files = await readdir(dir);
  const byName = {};
  for (const file of files.sort()) {
    const dot = file.lastIndexOf(".");
    if (dot <= 0) continue;
    const name = file.slice(0, dot);
    const ext = file.slice(dot).toLowerCase();
    if (!/^[a-z0-9-]+$/.test(name)) continue;
    byName[name] ??= {};
    const entry = byName[name];
    if (ext === ".svg") entry.svg = `${dir}${file}`;
    else if (PHOTO_EXTS.includes(ext)) {
      // .jpg before .jpeg before .png before .webp when several photos share a name
      const rank = PHOTO_EXTS.indexOf(ext);
      if (entry.photo === undefined || rank < entry.photoRank) {
        entry.photo = `${dir}${file}`;
        entry.photoRank = rank;
      }
    }
  }
  return Object.fromEntries(Object.entries(byName).filter(([, e]) => e.svg || e.photo));
}

/** Width and height after EXIF orientation. */
async function orientedSize(path) {
  const m = await sharp(path).metadata();
  const swap = (m.orientation ?? 1) >= 5;
  return swap ? { width: m.height, height: m.width } : { width: m.width, height: m.height };
}

/**
 * Plans one image: master size, widths and how to render it. Pure arithmetic plus metadata
 * reads. Returns {name, source, width, height, widths, render: () => Promise<{data, info}>}.
 */
export async function plan(name, { svg, photo }) {
  const design = svg ? await orientedSize(svg) : null;
  const source = photo ?? svg;
  const own = photo ? await orientedSize(photo) : design;
  const aspect = design ? design.height / design.width : own.height / own.width;
  const maxWidth = Math.min(design ? design.width : DEFAULT_MAX, HARD_MAX);
  // never upscale a small photo
  const ownWidthAtAspect = Math.min(own.width, own.height / aspect);
  const width = Math.floor(Math.min(maxWidth, ownWidthAtAspect));
  const height = Math.round(width * aspect);
  const widths = [...WIDTHS.filter((w) => w < width * 0.9), width];
  const render = async () => {
    let img = photo ? sharp(photo).rotate() : sharp(svg);
    img = img.resize(width, height, { fit: "cover", position: "attention" });
    return img.flatten({ background: BACKGROUND }).raw().toBuffer({ resolveWithObject: true });
  };
  return { name, source, deps: [source, svg].filter(Boolean), width, height, widths, render };
}

const outPath = (name, w, ext) => `${OUT_DIR}${name}-${w}.${ext}`;
const mtime = (p) =>
  stat(p).then(
    (s) => s.mtimeMs,
    () => 0,
  );

/** True when every output exists and is newer than the sources and the settings stamp. */
async function upToDate(p, stampTime) {
  const newest = Math.max(stampTime, ...(await Promise.all(p.deps.map(mtime))));
  for (const w of p.widths)
    for (const ext of ["avif", "webp"])
      if ((await mtime(outPath(p.name, w, ext))) <= newest) return false;
  return true;
}

/** Renders one image once, then encodes every width in AVIF and WebP. Returns bytes by file. */
async function build(p) {
  const { data, info } = await p.render();
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sizes = {};
  for (const w of p.widths) {
    const resized = sharp(data, raw).resize(w);
    const [avif, webp] = await Promise.all([
      resized
        .clone()
        .avif(AVIF)
        .toFile(outPath(p.name, w, "avif")),
      resized
        .clone()
        .webp(WEBP)
        .toFile(outPath(p.name, w, "webp")),
    ]);
    sizes[`${w}.avif`] = avif.size;
    sizes[`${w}.webp`] = webp.size;
  }
  return sizes;
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Manifest JSON in the layout Biome's formatter keeps (objects expanded, arrays inline). */
export function formatManifest(entries) {
  const names = Object.keys(entries).sort();
  const body = names
    .map((k) => {
      const e = entries[k];
      return `  ${JSON.stringify(k)}: {\n    "width": ${e.width},\n    "height": ${e.height},\n    "widths": [${e.widths.join(", ")}]\n  }`;
    })
    .join(",\n");
  return `{\n${body}\n}\n`;
}

/** ICO container holding PNG images (Vista+ format): 6-byte header, 16-byte entries, data. */
export function pngsToIco(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, data } of pngs) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // palette colours
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

/** Brand name and tagline from app/config/site.ts (read as text: the script runs without TS). */
async function brand() {
  const text = await readFile(`${ROOT}app/config/site.ts`, "utf8");
  const pick = (key, fallback) =>
    text.match(new RegExp(`\\b${key}:\\s*"([^"]+)"`))?.[1] ?? fallback;
  return {
    name: pick("name", "Chess Academy"),
    tagline: pick("tagline", "A pawn can defeat the king"),
  };
}

/** Writes the committed icons and social card that are missing (all with --icons). */
async function buildIcons() {
  const exists = async (p) => (await mtime(p)) > 0;
  const want = async (file) => args.has("--icons") || !(await exists(`${PUBLIC_DIR}${file}`));
  const made = [];
  if (await want("icon.svg")) {
    await writeFile(`${PUBLIC_DIR}icon.svg`, iconSvg());
    made.push("icon.svg");
  }
  if (await want("favicon.ico")) {
    const svg = Buffer.from(iconSvg());
    const pngs = await Promise.all(
      [16, 32].map(async (size) => ({
        size,
        data: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer(),
      })),
    );
    await writeFile(`${PUBLIC_DIR}favicon.ico`, pngsToIco(pngs));
    made.push("favicon.ico");
  }
  if (await want("apple-touch-icon.png")) {
    // iOS rounds the corners itself: square tile, pawn with some padding
    await sharp(Buffer.from(iconSvg({ rounded: false, pad: 10 })), { density: 300 })
      .resize(180, 180)
      .png({ compressionLevel: 9, palette: true })
      .toFile(`${PUBLIC_DIR}apple-touch-icon.png`);
    made.push("apple-touch-icon.png");
  }
  if (await want("og-image.jpg")) {
    const { name, tagline } = await brand();
    await sharp(Buffer.from(ogImageSvg(name, tagline)))
      .resize(1200, 630)
      .flatten({ background: "#1c1917" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(`${PUBLIC_DIR}og-image.jpg`);
    made.push("og-image.jpg");
  }
  return made;
}

/** Removes generated files in public/img that no current image/width produces. */
async function prune(plans) {
  const keep = new Set();
  for (const p of plans)
    for (const w of p.widths) for (const ext of ["avif", "webp"]) keep.add(`${p.name}-${w}.${ext}`);
  const stale = (await readdir(OUT_DIR)).filter((f) => !f.startsWith(".") && !keep.has(f));
  await Promise.all(stale.map((f) => rm(`${OUT_DIR}${f}`)));
  return stale;
}

async function main() {
  const t0 = Date.now();
  await mkdir(OUT_DIR, { recursive: true });
  // The stamp holds the encoding settings: when they change, every image is rebuilt. (Edits
  // to make-artwork.mjs reach the outputs through the .svg files' own modification times.)
  const stampFile = `${OUT_DIR}.settings.json`;
  const settings = `${JSON.stringify({ PIPELINE_VERSION, WIDTHS, DEFAULT_MAX, HARD_MAX, AVIF, WEBP, BACKGROUND, libs: [sharp.versions.vips, sharp.versions.aom, sharp.versions.webp, sharp.versions.rsvg] })}\n`;
  if ((await readFile(stampFile, "utf8").catch(() => "")) !== settings)
    await writeFile(stampFile, settings);
  const stampTime = await mtime(stampFile);
  const sources = await findSources();
  const plans = await Promise.all(Object.entries(sources).map(([n, s]) => plan(n, s)));
  const todo = [];
  for (const p of plans) if (force || !(await upToDate(p, stampTime))) todo.push(p);

  // Two images at a time: each encode is itself multi-threaded inside libvips/libaom.
  sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / 2)));
  const built = await pool(todo, 2, async (p) => {
    const sizes = await build(p);
    log(`  ${p.name} (${p.source.slice(SRC_DIR.length)}): ${p.widths.join(", ")}`);
    return { name: p.name, sizes };
  });

  const manifest = {};
  for (const p of plans) manifest[p.name] = { width: p.width, height: p.height, widths: p.widths };
  const text = formatManifest(manifest);
  const old = await readFile(MANIFEST, "utf8").catch(() => "");
  if (old !== text) {
    await writeFile(MANIFEST, text);
    log("  manifest.json updated");
  }
  const stale = await prune(plans);
  const icons = await buildIcons();
  log(
    `images: ${built.length} built, ${plans.length - built.length} up to date` +
      (stale.length ? `, ${stale.length} stale removed` : "") +
      (icons.length ? `, made ${icons.join(", ")}` : "") +
      ` (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
