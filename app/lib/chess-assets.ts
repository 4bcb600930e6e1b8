import markersSpriteUrl from "cm-chessboard/assets/extensions/markers/markers.svg?url&no-inline";
import piecesSpriteUrl from "cm-chessboard/assets/pieces/standard.svg?url";

/**
 * The board's sprites, served from our own origin as fingerprinted assets (docs/decisions/puzzles.md
 * "Libraries"): cm-chessboard's standard pieces (the Cburnett set, CC BY-SA 3.0) and its markers.
 * The server's SVG board and the interactive board use the same files, so the browser fetches
 * each once.
 */
export const piecesSprite: string = piecesSpriteUrl;

/** cm-chessboard's markers sprite (selected square, legal moves, keyboard focus). */
export const markersSprite: string = markersSpriteUrl;
