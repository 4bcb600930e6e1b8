#!/usr/bin/env node
// Makes the academy's placeholder artwork as SVG sources in app/content/images/
// (docs/decisions/images.md): board diagrams of famous games and studies, isometric boards, and
// stylised piece "portraits" for the coach cards — never fake photos of people. Every piece is our
// own vector drawing (symbols below). The output is deterministic (seeded randomness), so
// re-running the script only changes files whose design changed.
//
// Usage: node scripts/make-artwork.mjs [name …]   (no names: every image)
// The academy replaces an image by dropping a photo with the same name next to the .svg
// (see app/content/images/README.md); scripts/build-images.mjs prefers the photo.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const OUT_DIR = fileURLToPath(new URL("../app/content/images/", import.meta.url));

// ---------------------------------------------------------------------------------------------
// Palette (matches the brand-* colours of app/app.css and Tailwind's stone scale)
// ---------------------------------------------------------------------------------------------
const C = {
  ink: "#1c1917",
  stone800: "#292524",
  stone700: "#44403c",
  cream: "#fdf8ec",
  brand100: "#f8ecc9",
  brand500: "#c8961e",
  brand600: "#a87a12",
  brand700: "#7d5a0c",
  gold: "#e6b94f",
  light: "#f0dcb4",
  dark: "#b3834f",
  walnut: "#4a3020",
  walnutDeep: "#2e1d12",
  outlineW: "#2b2118",
  outlineB: "#0f0c0a",
  detailB: "#ead9b6",
};
const SERIF = "Georgia, 'DejaVu Serif', 'P052', serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Seeded PRNG (mulberry32) so that every run writes byte-identical files. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to 1 decimal for compact SVG numbers. */
const n = (v) => Math.round(v * 10) / 10;
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// ---------------------------------------------------------------------------------------------
// Pieces: drawn on a 100×100 box, base at y≈91. Shapes take fill/stroke from the <use>;
// details use currentColor (dark on white pieces, light on black ones).
// ---------------------------------------------------------------------------------------------
const BASE = `<path d="M20 91Q20 81.5 29 80.5H71Q80 81.5 80 91Z"/>`;
const PIECES = {
  p: `<path d="M34 80.5C37 69 42 61 43.5 52H56.5C58 61 63 69 66 80.5Z"/><ellipse cx="50" cy="50.5" rx="14" ry="4.5"/><circle cx="50" cy="32" r="13"/>`,
  r: `<rect x="26" y="73" width="48" height="8" rx="2"/><path d="M32 73L35 39H65L68 73Z"/><rect x="29" y="33" width="42" height="6.5" rx="1.5"/><path d="M29 33V16H37V22H45.5V16H54.5V22H63V16H71V33Z"/>`,
  b: `<path d="M35 80.5C39 69 43 62 44 56H56C57 62 61 69 65 80.5Z"/><ellipse cx="50" cy="54" rx="14" ry="4.5"/><path d="M50 15C40 22 34 32 36 42C37 48 42 50.5 50 50.5C58 50.5 63 48 64 42C66 32 60 22 50 15Z"/><path d="M56.5 25L47 37.5" fill="none" stroke="currentColor" stroke-width="3.2" stroke-linecap="round"/><circle cx="50" cy="12" r="4.5"/>`,
  q: `<path d="M32 80.5C36 67 40 57 42 45H58C60 57 64 67 68 80.5Z"/><ellipse cx="50" cy="44" rx="16.5" ry="4.8"/><path d="M34 41L26 20L39.5 31L38 13L47 28L50 10L53 28L62 13L60.5 31L74 20L66 41Z" stroke-linejoin="round"/><circle cx="26" cy="19" r="3.6"/><circle cx="38" cy="12" r="3.6"/><circle cx="50" cy="9" r="3.6"/><circle cx="62" cy="12" r="3.6"/><circle cx="74" cy="19" r="3.6"/>`,
  k: `<path d="M32 80.5C36 67 40 58 42 48H58C60 58 64 67 68 80.5Z"/><ellipse cx="50" cy="47" rx="16.5" ry="4.8"/><path d="M35 43C28 34 32 23 43 26C46 23.5 54 23.5 57 26C68 23 72 34 65 43Z"/><path d="M46.5 6H53.5V11.5H59V18H53.5V26H46.5V18H41V11.5H46.5Z"/>`,
  n: `<rect x="26" y="73" width="48" height="8" rx="2"/><path d="M33 73C32 63 39 58 46 54C41 54.5 35 57 31 60C26 63 19.5 59.5 21 54C23 47 31 39 36 32C39 26 44 21 48 19.5L50 11L56 18.5C67 20 77 32 76.5 48C76 60 70 67 70 73Z" stroke-linejoin="round"/><circle cx="42" cy="31.5" r="2.6" fill="currentColor" stroke="none"/><path d="M58 24C67 30 71 44 68 60" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><circle cx="25.5" cy="54.5" r="1.8" fill="currentColor" stroke="none"/>`,
};

/** Shared <defs>: piece symbols, piece gradients and the soft shadow filters. */
function baseDefs() {
  const symbols = Object.entries(PIECES)
    .map(([t, body]) => `<symbol id="pc-${t}" viewBox="0 0 100 100">${BASE}${body}</symbol>`)
    .join("");
  return `${symbols}
<linearGradient id="gw" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fffaf0"/><stop offset=".55" stop-color="#f3e6ca"/><stop offset="1" stop-color="#d8c096"/></linearGradient>
<linearGradient id="gb" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#5a4838"/><stop offset=".45" stop-color="#2e251e"/><stop offset="1" stop-color="#15110e"/></linearGradient>
<linearGradient id="gg" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fbe3a0"/><stop offset=".5" stop-color="#d9a636"/><stop offset="1" stop-color="#8a6210"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>
<linearGradient id="frameW" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b4529"/><stop offset=".5" stop-color="${C.walnut}"/><stop offset="1" stop-color="${C.walnutDeep}"/></linearGradient>
<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="3" stdDeviation="3" flood-color="#1c1108" flood-opacity=".45"/></filter>
<filter id="shBig" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0c0805" flood-opacity=".5"/></filter>`;
}

/** A piece as <use>: `code` is a FEN letter (upper = white, lower = black, "G" = gold). */
function piece(code, x, y, size, extra = "") {
  const t = code.toLowerCase();
  const gold = code === "G" || code.startsWith("g");
  const white = code !== t;
  const sw = size > 300 ? 2.2 : 3;
  if (gold) {
    const tt = code.length > 1 ? code[1] : "k";
    return `<use href="#pc-${tt}" x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" fill="url(#gg)" stroke="#5c420a" stroke-width="${sw}" color="#5c420a"${extra}/>`;
  }
  return white
    ? `<use href="#pc-${t}" x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" fill="url(#gw)" stroke="${C.outlineW}" stroke-width="${sw}" color="${C.outlineW}"${extra}/>`
    : `<use href="#pc-${t}" x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" fill="url(#gb)" stroke="${C.outlineB}" stroke-width="${sw}" color="${C.detailB}"${extra}/>`;
}

/** Parses the piece placement of a FEN into an 8×8 array (row 0 = rank 8). */
function parseFen(fen) {
  const rows = fen.split(" ")[0].split("/");
  if (rows.length !== 8) throw new Error(`bad FEN ${fen}`);
  return rows.map((row) => {
    const out = [];
    for (const ch of row) {
      if (/\d/.test(ch)) for (let i = 0; i < Number(ch); i++) out.push(null);
      else out.push(ch);
    }
    if (out.length !== 8) throw new Error(`bad FEN row ${row}`);
    return out;
  });
}

/** "e4" → {f: 4, r: 4} with r = row from the top (rank 8 = 0). */
const sq = (name) => ({ f: name.charCodeAt(0) - 97, r: 8 - Number(name[1]) });

/** Polygon of a straight arrow from (x1,y1) to (x2,y2) with shaft width w. */
function arrowPath(x1, y1, x2, y2, w) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const px = -uy;
  const py = ux;
  const head = w * 2.4;
  const hw = w * 1.35;
  const bx = x2 - ux * head;
  const by = y2 - uy * head;
  const pts = [
    [x1 + (px * w) / 2, y1 + (py * w) / 2],
    [bx + (px * w) / 2, by + (py * w) / 2],
    [bx + px * hw, by + py * hw],
    [x2, y2],
    [bx - px * hw, by - py * hw],
    [bx - (px * w) / 2, by - (py * w) / 2],
    [x1 - (px * w) / 2, y1 - (py * w) / 2],
  ];
  return `M${pts.map(([a, b]) => `${n(a)} ${n(b)}`).join("L")}Z`;
}

/**
 * A flat board diagram with a walnut frame, coordinates, highlighted squares and arrows.
 * Returns SVG markup. `size` is the outer size (frame included) in px.
 */
function flatBoard({
  x,
  y,
  size,
  fen,
  highlights = [],
  arrows = [],
  marks = [],
  coords = true,
  light = C.light,
  dark = C.dark,
}) {
  const m = size * 0.05;
  const inner = size - 2 * m;
  const s = inner / 8;
  const bx = x + m;
  const by = y + m;
  let out = `<g filter="url(#shBig)"><rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(m * 0.35)}" fill="url(#frameW)"/></g>`;
  out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(inner)}" height="${n(inner)}" fill="${light}"/>`;
  let d = "";
  for (let r = 0; r < 8; r++)
    for (let f = 0; f < 8; f++)
      if ((r + f) % 2 === 1) d += `M${n(bx + f * s)} ${n(by + r * s)}h${n(s)}v${n(s)}h${n(-s)}z`;
  out += `<path d="${d}" fill="${dark}"/>`;
  for (const h of highlights) {
    const { f, r } = sq(h.sq ?? h);
    out += `<rect x="${n(bx + f * s)}" y="${n(by + r * s)}" width="${n(s)}" height="${n(s)}" fill="${h.color ?? C.brand500}" fill-opacity="${h.opacity ?? 0.55}"/>`;
  }
  for (const mk of marks) {
    const { f, r } = sq(mk.sq ?? mk);
    out += `<circle cx="${n(bx + (f + 0.5) * s)}" cy="${n(by + (r + 0.5) * s)}" r="${n(s * 0.42)}" fill="none" stroke="${mk.color ?? "#b42318"}" stroke-width="${n(s * 0.07)}" stroke-opacity=".85"/>`;
  }
  out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(inner)}" height="${n(inner)}" fill="url(#sheen)"/>`;
  if (coords) {
    const fs = m * 0.5;
    let t = "";
    for (let i = 0; i < 8; i++) {
      t += `<text x="${n(bx + (i + 0.5) * s)}" y="${n(y + size - m * 0.3)}" text-anchor="middle">${String.fromCharCode(97 + i)}</text>`;
      t += `<text x="${n(x + m / 2)}" y="${n(by + (i + 0.5) * s + fs * 0.35)}" text-anchor="middle">${8 - i}</text>`;
    }
    out += `<g font-family="${SANS}" font-size="${n(fs)}" font-weight="bold" fill="${C.brand100}" fill-opacity=".8">${t}</g>`;
  }
  const board = parseFen(fen);
  let pcs = "";
  for (let r = 0; r < 8; r++)
    for (let f = 0; f < 8; f++) {
      const p = board[r][f];
      if (p) pcs += piece(p, bx + f * s + s * 0.04, by + r * s + s * 0.02, s * 0.92);
    }
  out += `<g filter="url(#sh)">${pcs}</g>`;
  for (const a of arrows) {
    const A = sq(a.from);
    const B = sq(a.to);
    const c = (v) => (v + 0.5) * s;
    const x1 = bx + c(A.f);
    const y1 = by + c(A.r);
    let x2 = bx + c(B.f);
    let y2 = by + c(B.r);
    const len = Math.hypot(x2 - x1, y2 - y1);
    x2 -= ((x2 - x1) / len) * s * 0.2;
    y2 -= ((y2 - y1) / len) * s * 0.2;
    out += `<path d="${arrowPath(x1, y1, x2, y2, s * 0.17)}" fill="${a.color ?? C.brand600}" fill-opacity="${a.opacity ?? 0.82}" stroke="#3a2a0a" stroke-opacity=".35" stroke-width="${n(s * 0.02)}"/>`;
  }
  return out;
}

/**
 * An isometric board seen from White's right corner, pieces standing upright, with board
 * edges. (cx, cy) is the board centre; k is half a square's horizontal width.
 */
function isoBoard({
  cx,
  cy,
  k,
  fen,
  thickness = 0.5,
  tilt = 0.5,
  pieceScale = 2.05,
  shadow = true,
}) {
  const P = (X, Y) => [cx + (X - Y) * k, cy + (X + Y - 8) * k * tilt];
  const poly = (pts) => `M${pts.map(([a, b]) => `${n(a)} ${n(b)}`).join("L")}Z`;
  const T = thickness * k;
  const mg = 0.35;
  let out = "";
  // soft shadow of the board on the table
  if (shadow) {
    const [sx, sy] = P(4, 4);
    out += `<ellipse cx="${n(sx)}" cy="${n(sy + k * tilt * 1.2 + T)}" rx="${n(k * 8.4)}" ry="${n(k * 8.4 * tilt)}" fill="#000" fill-opacity=".22" filter="url(#blur)"/>`;
  }
  // frame top and side faces
  const fa = P(-mg, -mg);
  const fb = P(8 + mg, -mg);
  const fc = P(8 + mg, 8 + mg);
  const fd = P(-mg, 8 + mg);
  out += `<path d="${poly([fd, fc, [fc[0], fc[1] + T], [fd[0], fd[1] + T]])}" fill="${C.walnutDeep}"/>`;
  out += `<path d="${poly([fc, fb, [fb[0], fb[1] + T], [fc[0], fc[1] + T]])}" fill="#3a2517"/>`;
  out += `<path d="${poly([fa, fb, fc, fd])}" fill="url(#frameW)"/>`;
  out += `<path d="${poly([P(0, 0), P(8, 0), P(8, 8), P(0, 8)])}" fill="${C.light}"/>`;
  let d = "";
  for (let r = 0; r < 8; r++)
    for (let f = 0; f < 8; f++)
      if ((r + f) % 2 === 1) d += poly([P(f, r), P(f + 1, r), P(f + 1, r + 1), P(f, r + 1)]);
  out += `<path d="${d}" fill="${C.dark}"/>`;
  out += `<path d="${poly([P(0, 0), P(8, 0), P(8, 8), P(0, 8)])}" fill="url(#sheen)"/>`;
  // pieces back to front
  const board = parseFen(fen);
  const list = [];
  for (let r = 0; r < 8; r++)
    for (let f = 0; f < 8; f++) if (board[r][f]) list.push({ f, r, p: board[r][f] });
  list.sort((a, b) => a.f + a.r - (b.f + b.r) || a.f - b.f);
  const S = k * pieceScale;
  let pcs = "";
  for (const { f, r, p } of list) {
    const [x, y] = P(f + 0.5, r + 0.5);
    pcs += `<ellipse cx="${n(x)}" cy="${n(y + S * 0.02)}" rx="${n(S * 0.3)}" ry="${n(S * 0.3 * tilt)}" fill="#000" fill-opacity=".28"/>`;
    pcs += piece(p, x - S / 2, y - S * 0.9, S);
  }
  out += `<g filter="url(#sh)">${pcs}</g>`;
  return out;
}

/** Background gradients. kind: "dark" (stone to walnut), "light" (cream), "amber". */
function background(w, h, kind, seed = 1) {
  const id = `bg-${kind}`;
  const stops = {
    dark: ["#4b3322", "#2a1e16", C.ink],
    light: ["#fffbf2", "#f6e9cc", "#e8d2a6"],
    amber: ["#f3cf7a", "#c8961e", "#6e4f0b"],
    stone: ["#57534e", "#292524", "#0c0a09"],
  }[kind];
  let out = `<defs><radialGradient id="${id}" cx=".62" cy=".38" r=".85"><stop offset="0" stop-color="${stops[0]}"/><stop offset=".55" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
  // a faint oversized chequer for texture
  const rand = rng(seed);
  const cell = Math.round(Math.max(w, h) / (6 + Math.floor(rand() * 3)));
  let d = "";
  for (let yy = 0; yy * cell < h; yy++)
    for (let xx = 0; xx * cell < w; xx++)
      if ((xx + yy) % 2 === 0) d += `M${xx * cell} ${yy * cell}h${cell}v${cell}h${-cell}z`;
  const op = kind === "light" ? 0.035 : 0.045;
  out += `<path d="${d}" fill="${kind === "light" ? "#7d5a0c" : "#fff"}" fill-opacity="${op}"/>`;
  return out;
}

/** A wooden table top filling the canvas, with deterministic grain lines. */
function tableTop(w, h, seed = 7) {
  const rand = rng(seed);
  let grain = "";
  for (let i = 0; i < 26; i++) {
    const y0 = (h / 26) * i + rand() * 20;
    const a = 8 + rand() * 18;
    grain += `<path d="M0 ${n(y0)}C${n(w * 0.3)} ${n(y0 - a)} ${n(w * 0.6)} ${n(y0 + a)} ${w} ${n(y0 + rand() * 10)}" fill="none" stroke="#1a0f08" stroke-opacity="${n(0.06 + rand() * 0.08)}" stroke-width="${n(1 + rand() * 3)}"/>`;
  }
  return `<defs><linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a34"/><stop offset=".6" stop-color="#6a4327"/><stop offset="1" stop-color="#3e2616"/></linearGradient><radialGradient id="lamp" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="#ffe6b0" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#table)"/>${grain}<rect width="${w}" height="${h}" fill="url(#lamp)"/>`;
}

/** Caption band at the bottom: title (serif) and a smaller second line. */
function caption(w, h, title, sub, { dark = true } = {}) {
  const bh = Math.round(h * 0.13);
  const fs = Math.round(bh * 0.34);
  const fs2 = Math.round(bh * 0.22);
  // centred, so that a page cropping the sides (object-cover) keeps the text whole
  return `<rect y="${h - bh}" width="${w}" height="${bh}" fill="${dark ? C.ink : C.cream}" fill-opacity=".78"/><rect y="${h - bh}" width="${w}" height="${Math.max(2, Math.round(h * 0.004))}" fill="${C.brand500}"/><g text-anchor="middle"><text x="${w / 2}" y="${n(h - bh + bh * 0.47)}" font-family="${SERIF}" font-size="${fs}" fill="${dark ? C.cream : C.ink}">${esc(title)}</text><text x="${w / 2}" y="${n(h - bh + bh * 0.8)}" font-family="${SANS}" font-size="${fs2}" letter-spacing="${n(fs2 * 0.08)}" fill="${dark ? C.gold : C.brand700}">${esc(sub)}</text></g>`;
}

/** A chess clock (two dials) with its top-left corner at (x, y) and width w. */
function chessClock(x, y, w, seed = 3) {
  const h = w * 0.52;
  const r = w * 0.17;
  const rand = rng(seed);
  const dial = (cx, cy) => {
    const a1 = rand() * Math.PI * 2;
    const a2 = rand() * Math.PI * 2;
    let ticks = "";
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      ticks += `M${n(cx + Math.cos(a) * r * 0.78)} ${n(cy + Math.sin(a) * r * 0.78)}L${n(cx + Math.cos(a) * r * 0.9)} ${n(cy + Math.sin(a) * r * 0.9)}`;
    }
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.08)}" fill="#b08d57"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${C.cream}"/><path d="${ticks}" stroke="${C.ink}" stroke-width="${n(r * 0.04)}"/><path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a1) * r * 0.55)} ${n(cy + Math.sin(a1) * r * 0.55)}M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a2) * r * 0.75)} ${n(cy + Math.sin(a2) * r * 0.75)}" stroke="${C.ink}" stroke-width="${n(r * 0.06)}" stroke-linecap="round"/><path d="M${n(cx + r * 0.5)} ${n(cy - r * 0.9)}l${n(r * 0.18)} ${n(-r * 0.05)}l${n(-r * 0.02)} ${n(r * 0.2)}z" fill="#b42318"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.07)}" fill="${C.ink}"/>`;
  };
  return `<g filter="url(#shBig)"><rect x="${n(x + w * 0.18)}" y="${n(y - h * 0.12)}" width="${n(w * 0.14)}" height="${n(h * 0.16)}" rx="${n(w * 0.02)}" fill="${C.stone700}"/><rect x="${n(x + w * 0.68)}" y="${n(y - h * 0.06)}" width="${n(w * 0.14)}" height="${n(h * 0.1)}" rx="${n(w * 0.02)}" fill="${C.stone700}"/><path d="M${n(x)} ${n(y + h)}L${n(x + w * 0.06)} ${n(y)}H${n(x + w * 0.94)}L${n(x + w)} ${n(y + h)}Z" fill="url(#frameW)"/></g>${dial(x + w * 0.27, y + h * 0.5)}${dial(x + w * 0.73, y + h * 0.5)}`;
}

/** A gold trophy; (cx, y) is the top centre of the cup, s the scale (1 ≈ 240 px wide). */
function trophy(cx, y, s) {
  const p = (v) => n(v * s);
  return `<g filter="url(#shBig)"><path d="M${n(cx - 118 * s)} ${n(y + 30 * s)}C${n(cx - 200 * s)} ${n(y + 25 * s)} ${n(cx - 190 * s)} ${n(y + 150 * s)} ${n(cx - 90 * s)} ${n(y + 160 * s)}M${n(cx + 118 * s)} ${n(y + 30 * s)}C${n(cx + 200 * s)} ${n(y + 25 * s)} ${n(cx + 190 * s)} ${n(y + 150 * s)} ${n(cx + 90 * s)} ${n(y + 160 * s)}" fill="none" stroke="url(#gg)" stroke-width="${p(16)}"/><path d="M${n(cx - 120 * s)} ${n(y)}H${n(cx + 120 * s)}C${n(cx + 120 * s)} ${n(y + 150 * s)} ${n(cx + 60 * s)} ${n(y + 200 * s)} ${n(cx + 16 * s)} ${n(y + 215 * s)}V${n(y + 280 * s)}H${n(cx + 70 * s)}V${n(y + 300 * s)}H${n(cx - 70 * s)}V${n(y + 280 * s)}H${n(cx - 16 * s)}V${n(y + 215 * s)}C${n(cx - 60 * s)} ${n(y + 200 * s)} ${n(cx - 120 * s)} ${n(y + 150 * s)} ${n(cx - 120 * s)} ${n(y)}Z" fill="url(#gg)" stroke="#5c420a" stroke-width="${p(3)}"/><ellipse cx="${n(cx)}" cy="${n(y)}" rx="${p(120)}" ry="${p(16)}" fill="#b5841f" stroke="#5c420a" stroke-width="${p(3)}"/><rect x="${n(cx - 105 * s)}" y="${n(y + 300 * s)}" width="${p(210)}" height="${p(70)}" rx="${p(6)}" fill="url(#frameW)"/><rect x="${n(cx - 60 * s)}" y="${n(y + 318 * s)}" width="${p(120)}" height="${p(34)}" rx="${p(3)}" fill="url(#gg)"/></g>${piece("gk", cx - 50 * s, y + 40 * s, 100 * s)}`;
}

/** A large piece with an amber glow behind it, standing on a faint floor of squares. */
function portrait(w, h, code, kind, seed) {
  const rand = rng(seed);
  const cx = w / 2;
  const size = h * 0.74;
  const baseY = h * 0.9;
  // perspective floor: rows of squares shrinking towards the horizon
  let floor = "";
  const horizon = h * 0.66;
  for (let i = 0; i < 7; i++) {
    const y0 = horizon + (h - horizon) * (i / 7) ** 1.6;
    const y1 = horizon + (h - horizon) * ((i + 1) / 7) ** 1.6;
    for (let j = -8; j < 8; j++) {
      if ((i + j) % 2 === 0) continue;
      const sx = (t, yy) => cx + (t * w * 0.16 * (yy - horizon + 20)) / (h - horizon);
      floor += `M${n(sx(j, y0))} ${n(y0)}L${n(sx(j + 1, y0))} ${n(y0)}L${n(sx(j + 1, y1))} ${n(y1)}L${n(sx(j, y1))} ${n(y1)}Z`;
    }
  }
  const light = kind === "light";
  const ring = `<circle cx="${n(cx)}" cy="${n(h * 0.42)}" r="${n(w * 0.36)}" fill="none" stroke="${light ? C.brand600 : C.gold}" stroke-opacity=".55" stroke-width="${n(w * 0.006)}"/><circle cx="${n(cx)}" cy="${n(h * 0.42)}" r="${n(w * 0.4)}" fill="none" stroke="${light ? C.brand600 : C.gold}" stroke-opacity=".25" stroke-width="${n(w * 0.003)}" stroke-dasharray="${n(w * 0.01)} ${n(w * 0.012)}"/>`;
  const glow = `<defs><radialGradient id="glow"><stop offset="0" stop-color="${light ? "#fff7e0" : "#f0c060"}" stop-opacity="${light ? 0.9 : 0.45}"/><stop offset="1" stop-color="${light ? "#fff7e0" : "#f0c060"}" stop-opacity="0"/></radialGradient><linearGradient id="floorFade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${light ? 0.12 : 0.35}"/></linearGradient></defs><circle cx="${n(cx)}" cy="${n(h * 0.45)}" r="${n(w * 0.48)}" fill="url(#glow)"/>`;
  // a few floating sparks for depth
  let sparks = "";
  for (let i = 0; i < 14; i++)
    sparks += `<circle cx="${n(rand() * w)}" cy="${n(rand() * h * 0.6)}" r="${n(1.5 + rand() * 3.5)}" fill="${light ? C.brand600 : C.gold}" fill-opacity="${n(0.15 + rand() * 0.35)}"/>`;
  return `${background(w, h, kind, seed)}${glow}${ring}${sparks}<path d="${floor}" fill="${light ? C.brand700 : "#000"}" fill-opacity="${light ? 0.1 : 0.25}"/><rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#floorFade)"/><ellipse cx="${n(cx)}" cy="${n(baseY - size * 0.09)}" rx="${n(size * 0.33)}" ry="${n(size * 0.06)}" fill="#000" fill-opacity=".35" filter="url(#blur)"/><g filter="url(#shBig)">${piece(code, cx - size / 2, baseY - size, size)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Famous positions (piece placement only). Historical games are named for the caption.
// ---------------------------------------------------------------------------------------------
const FEN = {
  start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  afterE4: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
  italian: "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R",
  immortal: "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1",
  opera: "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5",
  evergreen: "1r3kr1/pbpBBp1p/1b3P2/8/8/2P2q2/P4PPP/3R2K1",
  reti: "7K/8/k1P5/7p/8/8/8/8",
  saavedra: "8/8/1KP5/3r4/8/8/8/k7",
  lucena: "1K1k4/1P6/8/8/8/8/r7/2R5",
  smothered: "6rk/5Npp/8/8/8/8/5PPP/6K1",
  scholar: "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR",
  fool: "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR",
  backRank: "3R2k1/5ppp/8/8/8/8/5PPP/6K1",
  anastasia: "8/4N1pk/8/7R/8/8/5PPP/6K1",
  fork: "r3k3/2N2ppp/8/8/8/8/5PPP/6K1",
  middlegame: "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1",
};

/** Canvas sizes by aspect ratio. */
const SIZE = {
  "4:3": [1600, 1200],
  "3:2": [1500, 1000],
  "4:5": [960, 1200],
  "1:1": [1200, 1200],
  "16:10": [1920, 1200],
};

/** Flat diagram centred on a background, with a caption band. */
function diagramScene(aspect, kind, fen, title, sub, opts = {}) {
  const [w, h] = SIZE[aspect];
  const band = opts.noCaption ? 0 : Math.round(h * 0.13);
  const size = Math.min(w * 0.86, (h - band) * 0.86);
  const x = w / 2 - size / 2;
  const y = (h - band - size) / 2;
  let sides = "";
  if (opts.sides && w / h > 1.2) {
    // two large pieces standing either side of the board, on the caption band
    const room = (w - size) / 2;
    const ps = Math.min(room * 1.05, (h - band) * 0.42);
    const bottom = h - band + ps * 0.06;
    sides = `<g filter="url(#shBig)">${piece(opts.sides[0], room / 2 - ps / 2, bottom - ps, ps)}${piece(opts.sides[1], w - room / 2 - ps / 2, bottom - ps, ps)}</g>`;
  }
  return [
    w,
    h,
    `${background(w, h, kind, opts.seed ?? 2)}${flatBoard({ x, y, size, fen, ...opts })}${sides}${opts.noCaption ? "" : caption(w, h, title, sub)}`,
  ];
}

/** Every image: name → () => [width, height, body, title]. */
const IMAGES = {
  hero: () => {
    const [w, h] = SIZE["4:3"];
    return [
      w,
      h,
      `${tableTop(w, h, 11)}${isoBoard({ cx: w * 0.5, cy: h * 0.46, k: 84, fen: FEN.immortal })}${caption(w, h, "The Immortal Game", "ANDERSSEN – KIESERITZKY · LONDON 1851 · 23. Be7#")}`,
      "The final position of the Immortal Game on a wooden board",
    ];
  },
  "about-academy": () => {
    const [w, h] = SIZE["4:3"];
    const size = 860;
    return [
      w,
      h,
      `${tableTop(w, h, 5)}<g transform="rotate(-5 ${w * 0.42} ${h * 0.44})">${flatBoard({ x: w * 0.42 - size / 2, y: h * 0.44 - size / 2, size, fen: FEN.opera, highlights: ["d1", "d8"] })}</g>${chessClock(w * 0.74, h * 0.56, 330, 4)}<g filter="url(#shBig)">${piece("Q", w * 0.8, h * 0.04, 190)}${piece("n", w * 0.71, h * 0.15, 160)}${piece("b", w * 0.87, h * 0.19, 160)}</g>${caption(w, h, "The Opera Game", "MORPHY’S FAMOUS MINIATURE · PARIS 1858 · 17. Rd8#")}`,
      "The Opera Game's final position on a board beside a chess clock",
    ];
  },
  founder: () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "K", "dark", 21), "A white king in warm light"];
  },
  cofounder: () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "Q", "stone", 22), "A white queen in warm light"];
  },
  "coach-1": () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "n", "light", 23), "A black knight on a cream background"];
  },
  "coach-2": () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "B", "dark", 24), "A white bishop in warm light"];
  },
  "coach-3": () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "r", "amber", 25), "A black rook on an amber background"];
  },
  "coach-4": () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "N", "stone", 26), "A white knight in warm light"];
  },
  "coach-5": () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "q", "light", 27), "A black queen on a cream background"];
  },
  "coach-6": () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "gr", "dark", 28), "A golden rook in warm light"];
  },
  "coaches-intro": () => [
    ...diagramScene(
      "4:3",
      "dark",
      FEN.reti,
      "The Réti Study, 1921",
      "WHITE TO PLAY AND DRAW · THE KING CHASES TWO GOALS AT ONCE",
      {
        arrows: [
          { from: "h8", to: "g7" },
          { from: "g7", to: "f6" },
        ],
        seed: 3,
        sides: ["K", "p"],
      },
    ),
    "The Réti endgame study with arrows showing the white king's path",
  ],
  "online-class": () => {
    const [w, h] = SIZE["3:2"];
    const sx = w * 0.12;
    const sy = h * 0.1;
    const sw = w * 0.76;
    const sh = h * 0.66;
    const bsize = sh * 0.86;
    let tiles = "";
    for (let i = 0; i < 3; i++) {
      const ty = sy + sh * 0.08 + i * sh * 0.22;
      const tx = sx + sw * 0.62;
      tiles += `<rect x="${n(tx)}" y="${n(ty)}" width="${n(sw * 0.32)}" height="${n(sh * 0.19)}" rx="10" fill="${[C.brand700, C.stone700, "#5b3a22"][i]}"/>${piece(["P", "n", "B"][i], tx + sw * 0.16 - sh * 0.085, ty + sh * 0.005, sh * 0.17)}`;
    }
    let chat = "";
    for (let i = 0; i < 3; i++)
      chat += `<rect x="${n(sx + sw * 0.62 + (i % 2) * 30)}" y="${n(sy + sh * 0.74 + i * sh * 0.07)}" width="${n(sw * 0.32 - 30 - i * 20)}" height="${n(sh * 0.045)}" rx="${n(sh * 0.022)}" fill="${i % 2 ? C.brand500 : C.brand100}" fill-opacity=".85"/>`;
    return [
      w,
      h,
      `${background(w, h, "light", 9)}<g filter="url(#shBig)"><rect x="${n(sx - 18)}" y="${n(sy - 18)}" width="${n(sw + 36)}" height="${n(sh + 36)}" rx="24" fill="${C.ink}"/><path d="M${n(sx - 120)} ${n(sy + sh + 18)}H${n(sx + sw + 120)}L${n(sx + sw + 170)} ${n(sy + sh + 70)}H${n(sx - 170)}Z" fill="#57534e"/></g><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" rx="6" fill="${C.stone800}"/>${flatBoard(
        {
          x: sx + sh * 0.07,
          y: sy + sh * 0.07,
          size: bsize,
          fen: FEN.italian,
          coords: false,
          arrows: [
            { from: "f3", to: "g5" },
            { from: "c4", to: "f7", color: "#b42318" },
          ],
          marks: ["f7"],
        },
      )}${tiles}${chat}<rect x="${n(sx + sw * 0.45)}" y="${n(sy + sh + 30)}" width="${n(sw * 0.1)}" height="14" rx="7" fill="#78716c"/>`,
      "An online lesson on a laptop: a board with arrows, video tiles and chat",
    ];
  },
  "offline-class": () => {
    const [w, h] = SIZE["3:2"];
    return [
      w,
      h,
      `${tableTop(w, h, 13)}${chessClock(w * 0.5 - 120, h * 0.1, 240, 9)}${isoBoard({ cx: w * 0.27, cy: h * 0.5, k: 40, fen: FEN.italian })}${isoBoard({ cx: w * 0.73, cy: h * 0.5, k: 40, fen: FEN.middlegame })}${caption(w, h, "Classes at our centre", "TWO BOARDS, ONE COACH, REAL GAMES EVERY WEEK")}`,
      "Two boards with games in progress and a chess clock on a classroom table",
    ];
  },
  "course-beginner": () => {
    const [w, h] = SIZE["3:2"];
    return [
      w,
      h,
      `${background(w, h, "light", 31)}${isoBoard({ cx: w * 0.5, cy: h * 0.5, k: 70, fen: FEN.afterE4 })}`,
      "A chessboard in its starting position after the first move 1. e4",
    ];
  },
  "course-intermediate": () => [
    ...diagramScene(
      "3:2",
      "dark",
      FEN.fork,
      "The knight fork",
      "ONE MOVE, TWO TARGETS · TACTICS FOR EVERY GAME",
      {
        arrows: [
          { from: "c7", to: "e8" },
          { from: "c7", to: "a8" },
        ],
        highlights: ["c7"],
        seed: 32,
        sides: ["N", "r"],
      },
    ),
    "A knight fork: arrows from the white knight to the black king and rook",
  ],
  "course-advanced": () => [
    ...diagramScene(
      "3:2",
      "stone",
      FEN.lucena,
      "The Lucena position",
      "BUILDING A BRIDGE · ROOK ENDGAMES THAT WIN",
      {
        arrows: [
          { from: "c1", to: "c4" },
          { from: "a2", to: "a8", color: "#b42318" },
        ],
        seed: 33,
        sides: ["R", "k"],
      },
    ),
    "The Lucena rook endgame with arrows showing the key manoeuvres",
  ],
  "course-special": () => [
    ...diagramScene(
      "3:2",
      "dark",
      FEN.saavedra,
      "The Saavedra position, 1895",
      "WHITE TO PLAY AND WIN · THE FAMOUS UNDERPROMOTION",
      { arrows: [{ from: "c6", to: "c7" }], highlights: ["c8"], seed: 34, sides: ["P", "r"] },
    ),
    "The Saavedra study: a white pawn about to promote",
  ],
  "gallery-1": () => [
    ...diagramScene(
      "1:1",
      "dark",
      FEN.scholar,
      "Scholar’s Mate",
      "4. Qxf7# · THE FIRST TRAP EVERY CHILD LEARNS",
      {
        highlights: ["h5", "f7"],
        seed: 41,
        noCaption: true,
      },
    ),
    "Scholar's Mate: the white queen checkmates on f7",
  ],
  "gallery-2": () => {
    const [w, h] = SIZE["4:5"];
    const s = w * 0.5;
    const ks = w * 0.52;
    const ground = h * 0.8;
    return [
      w,
      h,
      `${background(w, h, "light", 42)}<circle cx="${w * 0.55}" cy="${h * 0.45}" r="${w * 0.42}" fill="none" stroke="${C.brand600}" stroke-opacity=".45" stroke-width="5"/><ellipse cx="${w / 2}" cy="${ground}" rx="${w * 0.44}" ry="${h * 0.035}" fill="#000" fill-opacity=".4" filter="url(#blur)"/><g filter="url(#shBig)"><g transform="rotate(-90 ${w * 0.6} ${ground - ks * 0.3})">${piece("k", w * 0.6 - ks / 2, ground - ks * 0.3 - ks * 0.91, ks)}</g>${piece("P", w * 0.8 - s / 2, ground - s * 0.91, s)}</g>`,
      "A white pawn standing over a toppled black king",
    ];
  },
  "gallery-3": () => {
    const [w, h] = SIZE["3:2"];
    return [
      w,
      h,
      `${tableTop(w, h, 43)}${isoBoard({ cx: w * 0.5, cy: h * 0.5, k: 54, fen: FEN.evergreen })}`,
      "The final position of the Evergreen Game on a wooden board",
    ];
  },
  "gallery-4": () => {
    const [w, h] = SIZE["4:5"];
    return [
      w,
      h,
      `${tableTop(w, h, 44)}${chessClock(w * 0.12, h * 0.2, w * 0.76, 5)}<g filter="url(#shBig)">${piece("N", w * 0.06, h * 0.5, 380)}${piece("p", w * 0.52, h * 0.58, 300)}</g>`,
      "A chess clock with a white knight and a black pawn in front of it",
    ];
  },
  "gallery-5": () => [
    ...diagramScene(
      "1:1",
      "stone",
      FEN.smothered,
      "The smothered mate",
      "Nf7# · THE KING TRAPPED BY ITS OWN PIECES",
      {
        highlights: ["f7", "h8"],
        seed: 45,
        noCaption: true,
      },
    ),
    "A smothered mate: a white knight checkmates the boxed-in black king",
  ],
  "gallery-6": () => {
    const [w, h] = SIZE["1:1"];
    return [
      w,
      h,
      `${background(w, h, "stone", 46)}${isoBoard({ cx: w * 0.27, cy: h * 0.33, k: 30, fen: FEN.middlegame })}${isoBoard({ cx: w * 0.73, cy: h * 0.33, k: 30, fen: FEN.italian })}${isoBoard({ cx: w * 0.5, cy: h * 0.7, k: 30, fen: FEN.opera })}`,
      "Three boards with games in progress at a tournament",
    ];
  },
  "gallery-7": () => {
    const [w, h] = SIZE["4:5"];
    return [
      w,
      h,
      `${background(w, h, "dark", 47)}${trophy(w / 2, h * 0.18, 1.5)}<g filter="url(#sh)">${piece("N", w * 0.03, h * 0.62, 260)}${piece("b", w * 0.7, h * 0.64, 250)}</g>`,
      "A gold trophy between a white knight and a black bishop",
    ];
  },
  "gallery-8": () => {
    const [w, h] = SIZE["1:1"];
    const order = ["P", "N", "B", "R", "Q", "K"];
    const sizes = order.map((_, i) => 200 + i * 24);
    const gap = 22;
    // a piece is visible from 0.2 to 0.8 of its box: lay the visible parts side by side
    const span = sizes.reduce((a, b) => a + b * 0.6, 0) + gap * 5;
    let x = (w - span) / 2 - sizes[0] * 0.2;
    let row = "";
    order.forEach((p, i) => {
      row += piece(p, x, h * 0.7 - sizes[i] * 0.91, sizes[i]);
      if (i < 5) x += sizes[i] * 0.8 + gap - sizes[i + 1] * 0.2;
    });
    return [
      w,
      h,
      `${background(w, h, "light", 48)}<rect y="${h * 0.67}" width="${w}" height="${h * 0.33}" fill="${C.brand700}" fill-opacity=".15"/><g filter="url(#shBig)">${row}</g>`,
      "The six white chess pieces in a row, from pawn to king",
    ];
  },
  "gallery-9": () => [
    ...diagramScene("3:2", "dark", FEN.fool, "Fool’s Mate", "THE SHORTEST CHECKMATE · 2... Qh4#", {
      arrows: [{ from: "d8", to: "h4" }],
      highlights: ["e1"],
      seed: 49,
      noCaption: true,
    }),
    "Fool's Mate: the black queen checkmates the white king on move two",
  ],
  "gallery-10": () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "gn", "stone", 50), "A golden knight in warm light"];
  },
  "gallery-11": () => [
    ...diagramScene(
      "1:1",
      "stone",
      FEN.anastasia,
      "Anastasia’s mate",
      "KNIGHT AND ROOK WORKING TOGETHER",
      {
        highlights: ["h5", "h7"],
        seed: 51,
        noCaption: true,
      },
    ),
    "Anastasia's mate: a white knight and rook trap the black king on the edge",
  ],
  "gallery-12": () => {
    const [w, h] = SIZE["4:5"];
    return [w, h, portrait(w, h, "k", "amber", 52), "A black king on an amber background"];
  },
  "gallery-13": () => [
    ...diagramScene(
      "1:1",
      "dark",
      FEN.backRank,
      "The back-rank mate",
      "Rd8# · ALWAYS GIVE YOUR KING AN ESCAPE SQUARE",
      {
        highlights: ["d8", "g8"],
        seed: 53,
        noCaption: true,
      },
    ),
    "A back-rank mate: a white rook checkmates the black king behind its pawns",
  ],
  events: () => {
    const [w, h] = SIZE["3:2"];
    return [
      w,
      h,
      `${background(w, h, "dark", 61)}${trophy(w * 0.5, h * 0.05, 0.72)}${isoBoard({ cx: w * 0.2, cy: h * 0.5, k: 29, fen: FEN.middlegame })}${isoBoard({ cx: w * 0.8, cy: h * 0.5, k: 29, fen: FEN.italian })}${isoBoard({ cx: w * 0.5, cy: h * 0.64, k: 29, fen: FEN.start })}${caption(w, h, "Events and tournaments", "RATED GAMES · FRIENDLY MATCHES · PRIZES")}`,
      "Three boards set up for a tournament, with a gold trophy behind them",
    ];
  },
  "career-bg": () => {
    const [w, h] = SIZE["16:10"];
    return [
      w,
      h,
      `${background(w, h, "stone", 71)}<g opacity=".55">${isoBoard({ cx: w * 0.66, cy: h * 0.55, k: 88, fen: FEN.middlegame, shadow: false })}</g><defs><linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="${C.ink}" stop-opacity=".92"/><stop offset=".55" stop-color="${C.ink}" stop-opacity=".55"/><stop offset="1" stop-color="${C.ink}" stop-opacity=".2"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#fade)"/>`,
      "A dimly lit chessboard in the middle of a game",
    ];
  },
  "demo-class": () => [
    ...diagramScene(
      "4:3",
      "light",
      FEN.italian,
      "Your free demo class",
      "A COACH, A BOARD AND YOUR FIRST PLAN",
      {
        arrows: [
          { from: "f3", to: "g5" },
          { from: "c4", to: "f7", color: "#b42318" },
          { from: "e1", to: "g1", color: "#3f6b4f" },
        ],
        marks: ["f7"],
        seed: 81,
        sides: ["B", "n"],
      },
    ),
    "A lesson board with arrows showing an attacking plan in the Italian Game",
  ],
};

/** Wraps a body into a standalone SVG document. */
function svgDoc(w, h, body, title) {
  const extra = `<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(title)}</title><defs>${baseDefs()}${extra}</defs>${body}</svg>\n`;
}

/** The pawn mark of the icons, as a standalone path on a 100×100 box (no <use>, tiny). */
const PAWN_MARK =
  "M50 17a14 14 0 0 1 8.6 25.05Q66 44 66 49q0 3-5.2 4.4C62 62 66.5 70 70.5 78H72q8 1 8 11v2H20v-2q0-10 8-11h1.5C33.5 70 38 62 39.2 53.4 34 52 34 49 34 49q0-5 7.4-6.95A14 14 0 0 1 50 17Z";

/** The site icon (favicon, icon.svg, apple-touch-icon): an amber pawn on a dark tile. */
export function iconSvg({ rounded = true, pad = 0 } = {}) {
  const r = rounded ? 22 : 0;
  const s = 100 - 2 * pad;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="${r}" fill="${C.ink}"/><path transform="translate(${pad} ${pad + s * 0.01}) scale(${s / 100})" d="${PAWN_MARK}" fill="${C.brand500}"/></svg>\n`;
}

/** The Open Graph card (1200×630): brand and tagline beside an isometric board. */
export function ogImageSvg(brand, tagline) {
  const w = 1200;
  const h = 630;
  const words = brand.split(" ");
  // break the brand into two balanced lines
  let best = [brand, ""];
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    if (Math.max(a.length, b.length) < Math.max(best[0].length, best[1].length || 99))
      best = [a, b];
  }
  const body = `${background(w, h, "dark", 90)}${isoBoard({ cx: w * 0.765, cy: h * 0.5, k: 34, fen: FEN.immortal })}<rect x="70" y="150" width="90" height="6" fill="${C.brand500}"/><text font-family="${SERIF}" font-size="60" font-weight="bold" fill="${C.cream}"><tspan x="70" y="250">${esc(best[0])}</tspan><tspan x="70" y="330">${esc(best[1])}</tspan></text><text x="70" y="410" font-family="${SERIF}" font-style="italic" font-size="36" fill="${C.gold}">${esc(tagline)}</text><text x="70" y="520" font-family="${SANS}" font-size="24" letter-spacing="3" fill="${C.brand100}" fill-opacity=".85">ONLINE CLASSES · CENTRES IN COIMBATORE</text>`;
  return svgDoc(w, h, body, `${brand}: ${tagline}`);
}

/** Writes each requested image's SVG (only when its text changed). Returns the names written. */
export async function makeArtwork(names = Object.keys(IMAGES)) {
  await mkdir(OUT_DIR, { recursive: true });
  const written = [];
  for (const name of names) {
    const make = IMAGES[name];
    if (!make) throw new Error(`unknown image ${name}`);
    const [w, h, body, title] = make();
    const text = svgDoc(w, h, body, title);
    const file = `${OUT_DIR}${name}.svg`;
    const old = await readFile(file, "utf8").catch(() => null);
    if (old !== text) {
      await writeFile(file, text);
      written.push(name);
    }
  }
  return written;
}

/** Names of every image the site uses (the keys of the manifest). */
export const IMAGE_NAMES = Object.keys(IMAGES);

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  const written = await makeArtwork(names.length ? names : undefined);
  console.log(written.length ? `wrote ${written.join(", ")}` : "artwork unchanged");
}
