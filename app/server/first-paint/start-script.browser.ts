/**
 * The start script of every page: browser code, minified by the `inline-script` Vite plugin
 * (vite.inline-script.ts) and written by React at the end of every document's body with its CSP
 * nonce (`bootstrapScriptContent`, app/entry.server.tsx), bundled with the behaviours it imports
 * from `./start/` (the dialogs, carousels, puzzle board and local times) into one IIFE that runs
 * once, at once. Why it exists and what it measured: docs/decisions/first-paint.md.
 *
 * 1. On a cached page (`deferHydration` of app/server/first-paint/first-paint.server.ts has made React
 *    Router's scripts wait), the page's JavaScript waits for the visitor (the first paint needs
 *    nothing but the HTML):
 *    - once the page has loaded, has had its first contentful paint and has decoded its loaded
 *      images, the waiting stylesheet (`rel="stylesheet-after-first-paint"`) and then the waiting
 *      module preloads (`rel="modulepreload-after-first-paint"`) become prefetches, one per task:
 *      downloaded into the HTTP cache, not parsed or compiled;
 *    - on the first of {@link INTERACTION_EVENTS} (a touch or press once released), after the
 *      frame that answers it, or at once in a hidden tab, `go` runs once: the links become module
 *      preloads, the deferred stylesheet loads (from the cache once prefetched) and switches to
 *      its media, and every waiting script
 *      (`type="text/plain" data-after-first-paint`) runs in document order (React Router's route
 *      data, then its hydration module);
 *    - React Router's scroll restoration runs at once on a history entry React Router made (a
 *      reload or a return, where it restores the position); on a fresh visit it waits;
 *    - `.reveal` sections without counters reveal themselves when in view.
 * 2. On every page, until React has hydrated (`<html data-hydrated>`, app/root.tsx), the first tap
 *    still does what the spec says, at once (the first-tap clock: 200 ms on a slow phone; a page
 *    rendered per request, signed in, hydrates at load but a tap can come first):
 *    - a link marked `data-opens-dialog="ID"` (every Book control, whose href is /book) opens the
 *      server-rendered `<dialog id="ID">` as a modal and focuses its `[data-autofocus]` field;
 *      "Book this batch" (`data-book-mode`, `-level`, `-batch`) first chooses the batch's mode and
 *      level and fills the read-only Batch field (shown only then); any other Book control empties
 *      and hides it (docs/decisions/timetable.md "Book this batch"). The Batch field is filled so
 *      on every tap, after React has hydrated too: React does not own it;
 *    - a carousel's `data-carousel-to="N"` / `data-carousel-step="±1"` buttons scroll its
 *      `[data-carousel-track]` (a native scroll-snap strip of `[data-slide]`s) to the stop in 500 ms
 *      (at once with reduced motion), and mark the dot and the arrows;
 *    - a photo link marked `data-viewer="ID"` fills the viewer `<dialog id="ID">` from its
 *      `data-viewer-*` attributes (index, srcset, alt, size, position text) and opens it; the
 *      viewer reads the index back from `data-index` when React hydrates it;
 *    - a popover's invoker (`popovertarget`, the menu toggle) gets `aria-expanded` and its
 *      `data-label-open` / `data-label-closed` name when the popover toggles (the browser opens
 *      and light-dismisses it without script);
 *    - a submit of a `form[data-submit-when-hydrated]` (the enquiry forms, whose Submit opens
 *      WhatsApp in a new tab) is held and made again for React once hydrated; if React has not
 *      hydrated within {@link HELD_SUBMIT_MS} the form posts natively (to /book) in a new tab.
 *      A `formmethod="dialog"` submitter (Cancel) is left to the browser, which closes the dialog;
 *    - any other `<button type="button">` tapped before React Router has created its router is
 *      held and clicked again once React has hydrated;
 *    - a tap on a puzzle board (`[data-board]`, the server's SVG, until the interactive board has
 *      marked it `data-live`) on a piece of the side to move selects it: the square is marked on
 *      the board and named in `data-selected`; a later tap on another square is kept as
 *      `data-target`; the interactive board plays both when it comes (docs/decisions/puzzles.md
 *      "The first touch").
 *    - the footer's "Show map" (`data-map-show`) puts the map's frame in its box, before React and
 *      after (React does not own the frame; ./start/map-facade.browser.ts);
 *    - the touch, press and click events of a tap on a control answered here do not reach React
 *      while it hydrates, which would otherwise finish hydrating first (./start/during-hydration.browser.ts).
 *    Each of these also starts the page (`go`). Links and forms without a mark work as plain HTML.
 * 3. On every page, at once: a class's `<time data-local-time datetime="…">` placeholder (the
 *    timetable's next class, docs/decisions/timetable.md "Times") gets the same instant in the
 *    browser's own zone, "Your time (New York): Sat, 4 Jul, 12:30 am GMT-4", computed for that date
 *    by `Intl` (so a daylight-saving change abroad gives the right hour), and stays empty where the
 *    browser's wall time is India's. Its room is reserved, so nothing moves. React calls it again
 *    after a client navigation (`window.academyLocalTimes`).
 */
import { moveCarousel } from "./start/carousel.browser";
import { openDialog, openViewer, presetBooking } from "./start/dialogs.browser";
import { keepTapsFromHydration } from "./start/during-hydration.browser";
import { localTimes } from "./start/local-time.browser";
import { showMap } from "./start/map-facade.browser";
import { touchBoard } from "./start/puzzle-board.browser";

(() => {
  /** The events that start the page's JavaScript: any sign of a visitor about to act. */
  const INTERACTION_EVENTS = [
    "pointerdown",
    "pointermove",
    "touchstart",
    "keydown",
    "wheel",
    "scroll",
    "focusin",
  ];
  /** How long a held enquiry submit waits for React before posting natively, in ms. */
  const HELD_SUBMIT_MS = 4000;
  const WAITING = "data-after-first-paint";

  const d = document;
  const h = d.documentElement;
  const w = window as Window & typeof globalThis & { __reactRouterDataRouter?: unknown };
  const options = { capture: true, passive: true };
  /** A cached page, whose scripts wait for the visitor (others hydrate at load). */
  const deferred = d.querySelector(`script[${WAITING}]`) !== null;

  let started = false;
  let heldButton: HTMLElement | null = null;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hydrated = () => h.hasAttribute("data-hydrated");

  const waitingLinks = () => [
    ...d.querySelectorAll<HTMLLinkElement>(
      "link[rel=modulepreload-after-first-paint],link[data-prefetched]",
    ),
  ];
  /** The deferred stylesheet, still inert or prefetched (its wanted media in data-beasties-media). */
  const waitingSheets = () => [...d.querySelectorAll<HTMLLinkElement>("link[data-beasties-media]")];

  /** Replaces a waiting script by a live copy (classic scripts run at once, modules after their imports). */
  const run = (waiting: HTMLScriptElement) => {
    const live = d.createElement("script");
    if (waiting.getAttribute(WAITING) === "module") live.type = "module";
    live.nonce = waiting.nonce;
    live.textContent = waiting.textContent;
    waiting.replaceWith(live);
  };

  /** Starts the page: preloads, the full stylesheet, React Router's scripts. Runs once. */
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) w.removeEventListener(type, onInteraction, options);
    for (const link of waitingLinks()) link.rel = "modulepreload";
    for (const link of waitingSheets()) {
      const apply = () => {
        link.media = link.getAttribute("data-beasties-media") ?? "all";
        link.removeAttribute("data-beasties-media");
      };
      // Loads as `print` (its media in the HTML), so it never blocks rendering; switched once parsed.
      if (link.rel !== "stylesheet") link.rel = "stylesheet";
      if (link.sheet) apply();
      else link.addEventListener("load", apply);
    }
    for (const script of d.querySelectorAll<HTMLScriptElement>(`script[${WAITING}]`)) run(script);
  };

  /**
   * Starts the page after the frame that answers the current interaction, so that the tap's own
   * result (a dialog, a menu) is painted before React Router's scripts run.
   */
  let scheduled = false;
  const start = () => {
    if (!deferred || scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => setTimeout(go));
  };

  /**
   * The first interaction starts the page; a touch or a press waits for its release (the click
   * that follows is answered first), anything else starts it at once.
   */
  const onInteraction = (event: Event) => {
    if (event.type !== "pointerdown" && event.type !== "touchstart") return start();
    for (const type of ["pointerup", "pointercancel", "touchend", "touchcancel"])
      w.addEventListener(type, start, { ...options, once: true });
  };

  /**
   * Downloads the waiting stylesheet, then the waiting modules, into the HTTP cache, one per task,
   * until the page starts.
   */
  const prefetch = () => {
    const links = [...waitingSheets(), ...waitingLinks()];
    const next = () => {
      const link = links.shift();
      if (!link || started) return;
      link.rel = "prefetch";
      link.setAttribute("data-prefetched", "");
      setTimeout(next);
    };
    next();
  };

  // ---- pre-hydration behaviours (2. of the module comment) ------------------------------------

  d.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      // Before React and after: a Book control fills (or empties) the Batch field, which React
      // does not own.
      const opener = target?.closest<HTMLElement>("[data-opens-dialog]");
      if (opener)
        presetBooking(opener, d.getElementById(opener.getAttribute("data-opens-dialog") ?? ""));
      const board = target?.closest<HTMLElement>("[data-board]:not([data-live])");
      if (board) {
        touchBoard(board, event);
        start();
        return;
      }
      // Before React and after: the footer's map (React does not own its frame).
      const map = target?.closest<HTMLElement>("[data-map-show]");
      if (map) {
        showMap(map);
        start();
        return;
      }
      if (hydrated()) return;
      const control = target?.closest<HTMLElement>(
        "[data-opens-dialog],[data-carousel-to],[data-carousel-step],[data-viewer],button[type=button]:not([popovertarget]):not([commandfor])",
      );
      if (!control) return;
      if (
        control.matches("button[type=button]:not([data-carousel-to]):not([data-carousel-step])")
      ) {
        // Only React can do what this button does: hold the tap until it has hydrated.
        if (w.__reactRouterDataRouter) return;
        heldButton = control;
      } else if (control.hasAttribute("data-opens-dialog")) {
        const dialog = d.getElementById(control.getAttribute("data-opens-dialog") ?? "");
        openDialog(dialog instanceof HTMLDialogElement ? dialog : null);
      } else if (control.hasAttribute("data-viewer")) openViewer(control);
      else moveCarousel(control);
      event.preventDefault();
      event.stopImmediatePropagation();
      start();
    },
    true,
  );
  // A tap on a control answered above does not make React finish hydrating first.
  keepTapsFromHydration(hydrated);

  // Space on a Book control (a link with role="button") opens the dialog as Enter does.
  d.addEventListener(
    "keydown",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (hydrated() || event.key !== " " || !target?.matches("[data-opens-dialog]")) return;
      event.preventDefault();
      (target as HTMLElement).click();
    },
    true,
  );

  d.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (hydrated() || !(form instanceof HTMLFormElement)) return;
      if (!form.hasAttribute("data-submit-when-hydrated")) return;
      const submitter = event.submitter;
      if (submitter?.getAttribute("formmethod")?.toLowerCase() === "dialog") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldSubmit = { form, submitter };
      start();
      setTimeout(() => {
        if (hydrated() || heldSubmit?.form !== form) return;
        heldSubmit = null;
        // React has not come: post natively, in a new tab as the hydrated form would open one.
        const target = form.getAttribute("target");
        form.target = "_blank";
        form.submit();
        if (target === null) form.removeAttribute("target");
        else form.target = target;
      }, HELD_SUBMIT_MS);
    },
    true,
  );

  for (const popover of d.querySelectorAll<HTMLElement>("[popover][id]")) {
    popover.addEventListener("toggle", (event) => {
      if (hydrated()) return;
      const open = (event as Event & { newState?: string }).newState === "open";
      for (const invoker of d.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
        invoker.setAttribute("aria-expanded", String(open));
        const label = invoker.getAttribute(open ? "data-label-open" : "data-label-closed");
        if (label) invoker.setAttribute("aria-label", label);
      }
    });
  }

  // Once React has hydrated, what was held is done again, for React.
  new MutationObserver((_, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    const button = heldButton;
    const submit = heldSubmit;
    heldButton = null;
    heldSubmit = null;
    if (button?.isConnected) button.click();
    if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter ?? undefined);
  }).observe(h, { attributes: true, attributeFilter: ["data-hydrated"] });

  // ---- the visitor's own time (3. of the module comment) ---------------------------------------
  (w as unknown as { academyLocalTimes: () => void }).academyLocalTimes = localTimes;
  localTimes();

  // ---- reveal, scroll restoration, start (cached pages only) ----------------------------------

  if (!deferred) return;
  if (w.IntersectionObserver) {
    for (const section of d.querySelectorAll(".reveal")) {
      // A section with counters waits for React, which counts them up from 0.
      if (section.querySelector("[data-counter]")) continue;
      const threshold = Number(section.getAttribute("data-reveal-threshold")) || 0.3;
      const observer = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1];
          if (last.isIntersecting && last.intersectionRatio >= threshold) {
            section.classList.add("is-visible");
            observer.disconnect();
          }
        },
        { threshold },
      );
      observer.observe(section);
    }
  }

  const restoration = d.querySelector<HTMLScriptElement>(`script[${WAITING}=scroll]`);
  const entry = w.history.state as { key?: string } | null;
  if (restoration && entry?.key) run(restoration);

  if (d.visibilityState === "hidden") {
    go();
    return;
  }
  for (const type of INTERACTION_EVENTS) w.addEventListener(type, onInteraction, options);
  d.addEventListener("visibilitychange", () => {
    if (d.visibilityState === "hidden") go();
  });

  /** Prefetches once the loaded images are decoded and painted (the LCP photo comes first). */
  const painted = () => {
    const images = [...d.images].filter((image) => image.complete);
    Promise.all(images.map((image) => image.decode().catch(() => {}))).then(() =>
      requestAnimationFrame(() => setTimeout(prefetch)),
    );
  };
  const afterLoad = () => {
    const P = w.PerformanceObserver;
    if (!P?.supportedEntryTypes?.includes("paint")) return painted();
    new P((list: PerformanceObserverEntryList, observer: PerformanceObserver) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        painted();
      }
    }).observe({ type: "paint", buffered: true });
  };
  if (d.readyState === "complete") afterLoad();
  else w.addEventListener("load", afterLoad);
})();
