/**
 * The contract between the start script (app/browser/start-script.browser.ts, the inline script
 * that answers the first tap before React has hydrated) and the React components and server code
 * that render what it reads: every `data-*` attribute and global name they share, said once here
 * and imported by both sides as members of the enum `FirstTap`, so that renaming one is a type
 * error, not a silent break of the first tap (docs/decisions/first-paint.md "One contract"). `tests/lib/first-tap.test.ts` fails
 * on a `data-*` literal in the start script's sources, or on one of these names written as a
 * literal in a component.
 *
 * A component writes one as a computed prop, `{...{ [FirstTap.OpensDialog]: id }}`; the start
 * script as an attribute name or in a selector, `[${FirstTap.OpensDialog}]`. An enum (not a
 * const enum, which Biome's `noConstEnum` forbids) because esbuild inlines an enum's values
 * across modules when it bundles the start script (vite.inline-script.ts), so the inline script
 * carries the names as plain strings and no enum object.
 */
export enum FirstTap {
  // ---- the page's start (app/server/first-paint/first-paint.server.ts, app/root.tsx) -----------

  /** On a script React Router wrote that waits for the first gesture: `module`, `scroll` or empty. */
  Waiting = "data-after-first-paint",
  /** The `rel` of a module preload while it waits for the first paint (the browser ignores it). */
  WaitingPreload = "modulepreload-after-first-paint",
  /** The `rel` of the deferred stylesheet until the first paint (the browser ignores it). */
  WaitingStylesheet = "stylesheet-after-first-paint",
  /** On a waiting module preload or stylesheet link the start script has prefetched. */
  Prefetched = "data-prefetched",
  /** Beasties' name for the wanted media of the stylesheet it deferred (not ours to choose). */
  BeastiesMedia = "data-beasties-media",
  /** On `<html>` once React has hydrated the page (app/root.tsx). */
  Hydrated = "data-hydrated",

  // ---- the Book Now dialog (app/components/booking.tsx, enquiry-form.tsx) ----------------------

  /** On a Book control (a link to /book): the id of the `<dialog>` it opens. */
  OpensDialog = "data-opens-dialog",
  /** On "Book this batch": the batch's mode, level and line, preset in the dialog's form. */
  BookMode = "data-book-mode",
  BookLevel = "data-book-level",
  BookBatch = "data-book-batch",
  /** On an enquiry form whose submit waits for React (its Submit opens WhatsApp in a new tab). */
  SubmitWhenHydrated = "data-submit-when-hydrated",
  /**
   * On the header's Sign out form: what the header says while the server signs the visitor out
   * ("Signing out…"). Posted before React has hydrated, the form goes natively and the start
   * script puts these words in its place at once, as the hydrated header does.
   */
  SignOut = "data-sign-out",

  // ---- the photo viewer (app/components/photo-viewer.tsx) --------------------------------------

  /** On a photo link: the id of the viewer `<dialog>` it opens. */
  Viewer = "data-viewer",
  /** On a photo link: what the viewer shows for it (its index, srcset, alt, size in px). */
  ViewerIndex = "data-viewer-index",
  ViewerSrcset = "data-viewer-srcset",
  ViewerAlt = "data-viewer-alt",
  ViewerWidth = "data-viewer-width",
  ViewerHeight = "data-viewer-height",
  /** On a photo link, its position text ("3 of 12"); in the viewer, the element showing it. */
  ViewerPosition = "data-viewer-position",
  /** In the viewer, the element showing the photo's caption. */
  ViewerCaption = "data-viewer-caption",
  /** On the viewer: the index of the photo the start script opened, read by React as it hydrates. */
  ViewerShown = "data-index",

  // ---- popovers (app/components/site-header.tsx) -----------------------------------------------

  /** On a popover's invoker: its accessible name while the popover is open, and while closed. */
  LabelOpen = "data-label-open",
  LabelClosed = "data-label-closed",

  // ---- carousels (app/browser/start/carousel.browser.ts) ---------------------------------------

  /** The carousel, its scroll-snap track and each slide. */
  Carousel = "data-carousel",
  CarouselTrack = "data-carousel-track",
  Slide = "data-slide",
  /** On a dot: the stop it moves to; on an arrow: the step, -1 or 1. */
  CarouselTo = "data-carousel-to",
  CarouselStep = "data-carousel-step",

  // ---- the puzzle board (app/components/puzzle-static.tsx, puzzle-board.tsx, lib/board-svg.ts) -

  /** On the server's board: the side to move, `w` or `b`. */
  Board = "data-board",
  /** On the server's board: the squares of the side to move's pieces, space separated. */
  BoardOwn = "data-own",
  /** In the board's SVG: the square marking a selected piece. */
  BoardMark = "data-mark",
  /** On the board: the square selected before the interactive board came, and the one tapped next. */
  BoardSelected = "data-selected",
  BoardTarget = "data-target",
  /** On the board once the interactive board owns it. */
  BoardLive = "data-live",

  // ---- local times (app/components/timetable.tsx) ----------------------------------------------

  /** On a `<time datetime>` placeholder the start script fills in the browser's zone, and its label. */
  LocalTime = "data-local-time",
  LocalLabel = "data-local-label",
  /** The global function that fills them again after a client navigation. */
  LocalTimesGlobal = "academyLocalTimes",

  // ---- the footer's map (app/components/site-footer.tsx, app/browser/start/map-facade.browser.ts)

  /** The map's box, the holder its frame goes in, and the facade (placeholder and button) hidden then. */
  Map = "data-map",
  MapFrame = "data-map-frame",
  MapFacade = "data-map-facade",
  /** On "Show map": the map's embed URL, and its frame's title. */
  MapShow = "data-map-show",
  MapTitle = "data-map-title",

  // ---- live pages (app/components/tournament/live-status.tsx) -----------------------------------

  /**
   * On a page that refreshes itself (a tournament in play): the start script starts it once it has
   * painted, without waiting for a gesture, so a visitor who only watches gets its updates.
   */
  LiveRefresh = "data-live-refresh",

  // ---- reveal and counters (app/components/reveal.tsx, counter.tsx, lib/count-up.ts) -----------

  /** On a `.reveal` section: the fraction of it that must be visible before it reveals. */
  RevealThreshold = "data-reveal-threshold",
  /** The class a `.reveal` section gets once revealed. */
  Revealed = "is-visible",
  /** On a counter: its label. */
  Counter = "data-counter",
  /** On a counter's number: its final value, which the element shows in the server's HTML. */
  CounterValue = "data-counter-value",
  /** On a counter's number once its count has started (start script or React): never again. */
  Counted = "data-counted",
}
