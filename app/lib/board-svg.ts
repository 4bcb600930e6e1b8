import { FirstTap } from "~/lib/first-tap";
import { SIDE_NAMES, type Side } from "~/lib/puzzles";
import { xmlText } from "~/lib/xml";

/**
 * A chess position drawn as an SVG document, from its FEN, with no script
 * (docs/decisions/puzzles.md "The board without JavaScript"): the puzzle pages' board before (or
 * without) the interactive one, the admin form's preview, and — with the pieces inlined — the
 * link-preview PNG. The look is cm-chessboard's "default-contrast" theme, so the interactive board
 * that replaces it does not jump: squares 40 units wide, the pieces of its sprite (cm-chessboard's
 * `assets/pieces/standard.svg`, the Cburnett set, CC BY-SA 3.0) by `<use href="…#wq">`.
 */

/** The square size in the SVG's units (the sprite's tile). */
const TILE = 40;
const LIGHT = "#ecdab9";
const DARK = "#c5a076";
const INK = "#333";

const PIECE_NAMES: Record<string, string> = {
  k: "king",
  q: "queen",
  r: "rook",
  b: "bishop",
  n: "knight",
  p: "pawn",
};

/** One piece of a position: its square ("e4"), colour and FEN letter in lower case. */
export type PlacedPiece = { square: string; color: Side; type: string };

/**
 * The pieces of a FEN's placement field, rank 8 first, file a first. Letters other than pieces
 * and digits are skipped (the form's rules refuse them before anything is stored).
 */
export function piecesOf(fen: string): PlacedPiece[] {
  const pieces: PlacedPiece[] = [];
  const ranks = (fen.trim().split(/\s+/)[0] ?? "").split("/");
  ranks.slice(0, 8).forEach((rank, row) => {
    let file = 0;
    for (const char of rank) {
      if (/[1-8]/.test(char)) file += Number(char);
      else if (/[pnbrqk]/i.test(char) && file < 8) {
        const square = `${String.fromCharCode(97 + file)}${8 - row}`;
        pieces.push({
          square,
          color: char === char.toUpperCase() ? "w" : "b",
          type: char.toLowerCase(),
        });
        file++;
      }
    }
  });
  return pieces;
}

/**
 * The position in words, for screen readers and the image's text alternative: "White: king g1,
 * queen h5, pawns f2, g2 and h2. Black: king g8, rook a8." (kings first, then queen, rooks,
 * bishops, knights, pawns).
 */
export function describePosition(fen: string): string {
  const order = ["k", "q", "r", "b", "n", "p"];
  const sides = (["w", "b"] as const).map((color) => {
    const own = piecesOf(fen).filter((piece) => piece.color === color);
    const groups = order
      .map((type) => {
        const squares = own.filter((piece) => piece.type === type).map((piece) => piece.square);
        if (squares.length === 0) return "";
        const name = squares.length > 1 ? `${PIECE_NAMES[type]}s` : PIECE_NAMES[type];
        const list =
          squares.length > 1
            ? `${squares.slice(0, -1).join(", ")} and ${squares[squares.length - 1]}`
            : squares[0];
        return `${name} ${list}`;
      })
      .filter(Boolean);
    return `${SIDE_NAMES[color]}: ${groups.join(", ")}.`;
  });
  return sides.join(" ");
}

/** What {@link boardSvg} draws besides the position. */
export type BoardSvgOptions = {
  /** The pieces' sprite: its URL (`<use href="URL#wq">`), or "" with `defs` holding the pieces. */
  sprite: string;
  /** The pieces inlined (the sprite's content, for a renderer that fetches nothing: sharp). */
  defs?: string;
  /** The image's text alternative (`aria-label`, and its `<title>`). */
  label: string;
  /** The side at the bottom (default White). */
  orientation?: Side;
  /** Width and height in px (default: none, the SVG fills its box). */
  size?: number;
};

/**
 * Draws a position as an SVG document, 320×320 units, with the files and ranks written on the
 * edge squares.
 * @param fen a FEN (only its placement field is read)
 * @returns SVG markup (`<svg …>…</svg>`, `role="img"` with the label)
 */
export function boardSvg(fen: string, options: BoardSvgOptions): string {
  const flip = options.orientation === "b";
  const at = (square: string) => {
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square[1]);
    const x = (flip ? 7 - file : file) * TILE;
    const y = (flip ? rank - 1 : 8 - rank) * TILE;
    return { x, y };
  };
  let dark = "";
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      if ((row + column) % 2 === 1)
        dark += `M${column * TILE} ${row * TILE}h${TILE}v${TILE}h-${TILE}z`;
    }
  }
  const pieces = piecesOf(fen)
    .map((piece) => {
      const { x, y } = at(piece.square);
      return `<use href="${xmlText(options.sprite)}#${piece.color}${piece.type}" x="${x}" y="${y}"/>`;
    })
    .join("");
  const files = "abcdefgh";
  const coordinates = [...files]
    .map((_, i) => {
      const file = flip ? files[7 - i] : files[i];
      return `<text x="${i * TILE + 32.5}" y="${8 * TILE - 3.5}">${file}</text>`;
    })
    .concat(
      Array.from({ length: 8 }, (_, i) => {
        const rank = flip ? i + 1 : 8 - i;
        return `<text x="2" y="${i * TILE + 10}">${rank}</text>`;
      }),
    )
    .join("");
  const label = xmlText(options.label);
  const size = options.size ? ` width="${options.size}" height="${options.size}"` : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${8 * TILE} ${8 * TILE}"${size} role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    options.defs ? `<defs>${options.defs}</defs>` : "",
    `<rect width="${8 * TILE}" height="${8 * TILE}" fill="${LIGHT}"/>`,
    `<path fill="${DARK}" d="${dark}"/>`,
    `<g fill="${INK}" font-family="sans-serif" font-size="10" aria-hidden="true">${coordinates}</g>`,
    // The selected square, shown by the start script on a touch before the board's code has come.
    `<rect ${FirstTap.BoardMark}="" width="${TILE}" height="${TILE}" fill-opacity=".15" visibility="hidden"/>`,
    `<g>${pieces}</g>`,
    "</svg>",
  ].join("");
}
