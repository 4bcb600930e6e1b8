import type { ImageName } from "~/components/picture";

/** An image of the gallery page: manifest name and descriptive alt text. */
export interface GalleryImage {
  name: ImageName;
  alt: string;
}

/** Gallery page heading (spec §2 Gallery). */
export const galleryHeading = "Meet Our Chess Champions";

/** Short line under the gallery heading. */
export const galleryIntro =
  "Moments from our classes, tournaments and camps: focused faces, brave moves and plenty of smiles.";

/**
 * The 13 gallery images in order (spec §2 Gallery, §9). Alt text describes each image
 * (ARCHITECTURE improvement 7: the old site said "Image N").
 */
export const galleryImages: GalleryImage[] = [
  { name: "gallery-1", alt: "Chessboard at the start of a game, all pieces in their home squares" },
  { name: "gallery-2", alt: "Knight and pawn on a wooden board in warm light" },
  { name: "gallery-3", alt: "Close-up of a king standing tall behind a row of pawns" },
  { name: "gallery-4", alt: "A sharp middlegame position with both queens still on the board" },
  { name: "gallery-5", alt: "Tournament scene: rows of boards ready for the first round" },
  {
    name: "gallery-6",
    alt: "A pawn one step from promotion, with the queen waiting beside the board",
  },
  { name: "gallery-7", alt: "Checkmate position: the king is trapped in the corner" },
  { name: "gallery-8", alt: "Chess clock beside a board in the middle of a rated game" },
  { name: "gallery-9", alt: "Bishops and knights lined up before a lesson on minor pieces" },
  {
    name: "gallery-10",
    alt: "An endgame with kings and pawns, the kind our students practise weekly",
  },
  { name: "gallery-11", alt: "Puzzle diagram from a class: white to move and win" },
  { name: "gallery-12", alt: "A fallen king on the board after a well-played game" },
  { name: "gallery-13", alt: "Trophies and medals won by academy students" },
];
