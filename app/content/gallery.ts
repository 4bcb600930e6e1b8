import type { ImageName } from "~/content/image-manifest";

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
 * (docs/spec-coverage.md "Deliberate deviations" 7: the old site said "Image N"). Keep each alt in
 * step with its picture in app/content/images/ when the academy swaps in its own photos.
 */
export const galleryImages: GalleryImage[] = [
  { name: "gallery-1", alt: "Scholar's Mate: the white queen checkmates on f7" },
  { name: "gallery-2", alt: "A white pawn standing over a toppled black king" },
  { name: "gallery-3", alt: "The final position of the Evergreen Game on a wooden board" },
  { name: "gallery-4", alt: "A chess clock with a white knight and a black pawn in front of it" },
  { name: "gallery-5", alt: "A smothered mate: a white knight checkmates the boxed-in black king" },
  { name: "gallery-6", alt: "Three boards with games in progress at a tournament" },
  { name: "gallery-7", alt: "A gold trophy between a white knight and a black bishop" },
  { name: "gallery-8", alt: "The six white chess pieces in a row, from pawn to king" },
  { name: "gallery-9", alt: "Fool's Mate: the black queen checkmates the white king on move two" },
  { name: "gallery-10", alt: "A golden knight in warm light" },
  {
    name: "gallery-11",
    alt: "Anastasia's mate: a white knight and rook trap the black king on the edge",
  },
  { name: "gallery-12", alt: "A black king on an amber background" },
  {
    name: "gallery-13",
    alt: "A back-rank mate: a white rook checkmates the black king behind its pawns",
  },
];

/** Words of the albums part of the gallery (docs/decisions/admin-area.md "Gallery"). */
export const galleryAlbumsCopy = {
  heading: "Albums",
  photoCount: (n: number) => (n === 1 ? "1 photo" : `${n} photos`),
  back: "All albums",
  empty: "Photos from this album are on their way.",
  fromEvent: "From the event:",
  eventPhotos: "Photos",
  description: (title: string, date: string) =>
    `Photos of ${title} (${date}) from our chess classes, tournaments and camps.`,
} as const;
