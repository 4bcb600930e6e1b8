/**
 * The parts of cm-chessboard (MIT, plain JavaScript without types) the puzzle board uses
 * (app/components/puzzle-board.tsx; docs/decisions/puzzles.md "Libraries").
 */
declare module "cm-chessboard/src/Chessboard.js" {
  export const COLOR: { white: "w"; black: "b" };
  export const INPUT_EVENT_TYPE: {
    moveInputStarted: "moveInputStarted";
    movingOverSquare: "movingOverSquare";
    validateMoveInput: "validateMoveInput";
    moveInputCanceled: "moveInputCanceled";
    moveInputFinished: "moveInputFinished";
  };
  export const BORDER_TYPE: { none: "none"; thin: "thin"; frame: "frame" };
  /** What the board tells its move-input handler. */
  export type MoveInputEvent = {
    type: string;
    chessboard: Chessboard;
    squareFrom?: string;
    squareTo?: string;
    piece?: string;
  };
  export class Chessboard {
    constructor(context: HTMLElement, props: Record<string, unknown>);
    view: { svg: SVGSVGElement; squareWidth: number };
    state: { moveInputProcess?: Promise<unknown> };
    setPosition(fen: string, animated?: boolean): Promise<void>;
    movePiece(from: string, to: string, animated?: boolean): Promise<void>;
    enableMoveInput(
      handler: (event: MoveInputEvent) => boolean | undefined,
      color?: "w" | "b",
    ): void;
    disableMoveInput(): void;
    isMoveInputEnabled(): boolean;
    getPiece(square: string): string | undefined;
    destroy(): void;
    // Added by the extensions
    addMarker(type: unknown, square: string): void;
    removeMarkers(type?: unknown, square?: string): void;
    showPromotionDialog(
      square: string,
      color: "w" | "b",
      callback: (result: { type: string; piece?: string }) => void,
    ): void;
  }
}
declare module "cm-chessboard/src/extensions/markers/Markers.js" {
  export const MARKER_TYPE: Record<
    | "frame"
    | "framePrimary"
    | "frameDanger"
    | "circle"
    | "circlePrimary"
    | "dot"
    | "square"
    | "bevel",
    { class: string; slice: string }
  >;
  export class Markers {}
}
declare module "cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js" {
  export const PROMOTION_DIALOG_RESULT_TYPE: {
    pieceSelected: "pieceSelected";
    canceled: "canceled";
  };
  export class PromotionDialog {}
}
declare module "cm-chessboard/src/extensions/accessibility/Accessibility.js" {
  export class Accessibility {}
}
