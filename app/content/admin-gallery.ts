/**
 * Words of the admin's gallery section (docs/decisions/admin-area.md "Gallery";
 * docs/decisions/collection-kit.md "Routes"). Shared words (Save, Up, Down, Delete, "Saved
 * “…”.", …) are in app/content/admin-nav.ts `adminCollectionCopy`.
 */
export const adminGalleryCopy = {
  /** The section's list (docs/decisions/collection-kit.md "Routes"). */
  path: "/admin/gallery",
  publicPath: "/gallery",
  title: "Gallery",
  heading: "Gallery albums",
  intro:
    "Each album has its own page. The newest photos of published albums also fill the gallery page.",
  add: "New album",
  addHeading: "New album",
  empty: "No albums yet. Start with “New album”.",
  titleLabel: "Title",
  takenOnLabel: "Date of the photos",
  publishedLabel: "Published (visitors can see it)",
  eventLabel: "Event (optional)",
  eventHint: "Visitors see the album on the event's page once both are published.",
  noEvent: "No event",
  eventOption: (title: string, date: string, published: boolean) =>
    `${title} · ${date}${published ? "" : " (draft)"}`,
  create: "Create album",
  save: "Save album",
  photoCount: (n: number) => (n === 1 ? "1 photo" : `${n} photos`),
  editHeading: (title: string) => `Album: ${title}`,
  back: "All albums",
  view: "View on the site",
  photosHeading: "Photos",
  noPhotos: "No photos yet. Add some below.",
  altLabel: "Description (alt text)",
  altHint: "Say what the photo shows, for people who cannot see it.",
  saveAlt: "Save description",
  addPhotosHeading: "Add photos",
  fileLabel: "Choose photos",
  fileHint: "JPEG, PNG, WebP or AVIF, up to 5 MB each. Choose several at once.",
  upload: "Upload photos",
  uploading: "Uploading…",
  uploaded: (name: string) => `${name}: uploaded`,
  failed: (name: string, reason: string) => `${name}: ${reason}`,
  progress: (name: string) => `Upload of ${name}`,
  remove: (name: string) => `Remove ${name} (do not upload it)`,
  removeShort: "Remove",
  /** The list after an album's delete. */
  deleted: "Album deleted.",
  /** The album's page after one of its photos was deleted. */
  photoDeleted: "Photo deleted.",
  /** The upload endpoint's answer (the uploader shows "NAME: uploaded"). */
  photoAdded: "Photo added.",
  photoName: (n: number) => `photo ${n}`,
} as const;
