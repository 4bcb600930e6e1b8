/**
 * The start script of every page: browser code, bundled with `./start/` and app/lib's contract
 * (`FirstTap`, app/lib/first-tap.ts, which names every mark below) into one minified IIFE by
 * vite.inline-script.ts, and written by React at the end of every document's body with its CSP
 * nonce (`bootstrapScriptContent`, app/entry.server.tsx). Why: docs/decisions/first-paint.md.
 *
 * 1. On a cached page (`deferHydration`, app/server/first-paint/first-paint.server.ts, has made
 *    React Router's scripts wait), the page's JavaScript waits for the visitor:
 *    - once the page has loaded, painted and decoded its loaded images, the waiting stylesheet
 *      and then the waiting module preloads become prefetches, one per task (downloaded, not
 *      parsed or compiled);
 *    - on the first of {@link INTERACTION_EVENTS} (a touch or press once released), after the
 *      frame that answers it, or at once in a hidden tab, `go` runs once: the links become module
 *      preloads, the deferred stylesheet switches to its media, and every waiting script runs in
 *      document order (React Router's route data, then its hydration module);
 *    - React Router's scroll restoration runs at once on a history entry React Router made (a
 *      reload or a return); on a fresh visit it waits;
 *    - `.reveal` sections reveal themselves when in view, and the counters of a section count up
 *      from 0 as it reveals (`countUp`, app/lib/count-up.ts, which React adopts), so a page only
 *      looked at is complete.
 * 2. On every page, until React has hydrated (`<html data-hydrated>`), the first tap still does
 *    what the spec says, at once (a page rendered per request hydrates at load, but a tap can
 *    come first):
 *    - a Book control opens the server-rendered Book Now dialog (the browser focuses its
 *      `autofocus` Name field); "Book this batch" first chooses the batch's mode and level and
 *      fills the read-only Batch field, any other Book control empties and hides it
 *      (docs/decisions/timetable.md "Book this batch"), after React too: React does not own it;
 *    - a carousel's dots and arrows scroll its scroll-snap track (`./start/carousel.browser.ts`);
 *    - a photo link fills and opens the photo viewer (`./start/dialogs.browser.ts`);
 *    - a popover's invoker (the menu toggle) gets `aria-expanded` and its open or closed name
 *      when the popover toggles (the browser opens and light-dismisses it without script);
 *    - a submit of an enquiry form (whose Submit opens WhatsApp in a new tab) is held and made
 *      again for React once hydrated; if React has not hydrated within {@link HELD_SUBMIT_MS} the
 *      form posts natively (to /book) in a new tab. Cancel (`formmethod="dialog"`) is the browser's;
 *    - any other `<button type="button">` tapped before React Router has created its router is
 *      held and clicked again once React has hydrated;
 *    - a tap on a puzzle board's piece selects it (`./start/puzzle-board.browser.ts`).
 *    - the footer's "Show map" puts the map's frame in its box, before React and after (React does
 *      not own the frame; `./start/map-facade.browser.ts`);
 *    - the touch, press and click events of a tap on a control answered here do not reach React
 *      while it hydrates, which would otherwise finish hydrating first
 *      (`./start/during-hydration.browser.ts`).
 *    Each of these also starts the page (`go`). Links and forms without a mark work as plain HTML.
 * 3. On every page, at once: the timetable's next class in the browser's own zone
 *    (`./start/local-time.browser.ts`), again after a client navigation (`academyLocalTimes`).
 */
import { countUp } from "../lib/count-up";
import { FirstTap } from "../lib/first-tap";
import { moveCarousel } from "./start/carousel.browser";
import { openDialog, openViewer, presetBooking } from "./start/dialogs.browser";
import {
  ANSWERED_ALWAYS,
  ANSWERED_UNTIL_HYDRATED,
  keepTapsFromHydration,
} from "./start/during-hydration.browser";
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

  const d = document;
  const h = d.documentElement;
  const w = window as Window & typeof globalThis & { __reactRouterDataRouter?: unknown };
  const options = { capture: true, passive: true };
  /** A cached page, whose scripts wait for the visitor (others hydrate at load). */
  const deferred = d.querySelector(`script[${FirstTap.Waiting}]`) !== null;

  let started = false;
  let heldButton: HTMLElement | null = null;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hydrated = () => h.hasAttribute(FirstTap.Hydrated);

  const waitingLinks = () => [
    ...d.querySelectorAll<HTMLLinkElement>(
      `link[rel=${FirstTap.WaitingPreload}],link[${FirstTap.Prefetched}]`,
    ),
  ];
  /** The deferred stylesheet, still inert or prefetched (its wanted media in data-beasties-media). */
  const waitingSheets = () => [
    ...d.querySelectorAll<HTMLLinkElement>(`link[${FirstTap.BeastiesMedia}]`),
  ];

  /** Replaces a waiting script by a live copy (classic scripts run at once, modules after their imports). */
  const run = (waiting: HTMLScriptElement) => {
    const live = d.createElement("script");
    if (waiting.getAttribute(FirstTap.Waiting) === "module") live.type = "module";
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
        link.media = link.getAttribute(FirstTap.BeastiesMedia) ?? "all";
        link.removeAttribute(FirstTap.BeastiesMedia);
      };
      // Loads as `print` (its media in the HTML), so it never blocks rendering; switched once parsed.
      if (link.rel !== "stylesheet") link.rel = "stylesheet";
      if (link.sheet) apply();
      else link.addEventListener("load", apply);
    }
    for (const script of d.querySelectorAll<HTMLScriptElement>(`script[${FirstTap.Waiting}]`))
      run(script);
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
      link.setAttribute(FirstTap.Prefetched, "");
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
      const opener = target?.closest<HTMLElement>(`[${FirstTap.OpensDialog}]`);
      const dialog = opener
        ? d.getElementById(opener.getAttribute(FirstTap.OpensDialog) ?? "")
        : null;
      if (opener) presetBooking(opener, dialog);
      // Before React and after: the footer's map (React does not own its frame) and a puzzle
      // board until the interactive board owns it.
      const always = target?.closest<HTMLElement>(ANSWERED_ALWAYS);
      if (always) {
        if (always.hasAttribute(FirstTap.MapShow)) showMap(always);
        else touchBoard(always, event);
        start();
        return;
      }
      if (hydrated()) return;
      const control = target?.closest<HTMLElement>(
        `${ANSWERED_UNTIL_HYDRATED},button[type=button]:not([popovertarget]):not([commandfor])`,
      );
      if (!control) return;
      if (!control.matches(ANSWERED_UNTIL_HYDRATED)) {
        // A plain button: only React can do what it does, so the tap waits until it has hydrated.
        if (w.__reactRouterDataRouter) return;
        heldButton = control;
      } else if (control === opener) openDialog(dialog);
      else if (control.hasAttribute(FirstTap.Viewer)) openViewer(control);
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
      if (hydrated() || event.key !== " " || !target?.matches(`[${FirstTap.OpensDialog}]`)) return;
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
      if (!form.hasAttribute(FirstTap.SubmitWhenHydrated)) return;
      const submitter = event.submitter;
      if (submitter?.getAttribute("formmethod")?.toLowerCase() === "dialog") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldSubmit = { form, submitter };
      start();
      setTimeout(() => {
        if (hydrated() || heldSubmit?.form !== form) return;
        heldSubmit = null;
        // React has not come: post natively, in a new tab as the hydrated form would open one
        // (an enquiry form has no target of its own).
        form.target = "_blank";
        form.submit();
        form.removeAttribute("target");
      }, HELD_SUBMIT_MS);
    },
    true,
  );

  // A popover's toggle (it does not bubble: caught on the way down; a <details> has no invoker).
  d.addEventListener(
    "toggle",
    (event) => {
      if (hydrated()) return;
      const open = (event as Event & { newState?: string }).newState === "open";
      for (const invoker of d.querySelectorAll(
        `[popovertarget="${(event.target as Element).id}"]`,
      )) {
        invoker.setAttribute("aria-expanded", String(open));
        const label = invoker.getAttribute(open ? FirstTap.LabelOpen : FirstTap.LabelClosed);
        if (label) invoker.setAttribute("aria-label", label);
      }
    },
    true,
  );

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
  }).observe(h, { attributes: true, attributeFilter: [FirstTap.Hydrated] });

  // ---- the visitor's own time (3. of the module comment) ---------------------------------------
  (w as unknown as Record<string, () => void>)[FirstTap.LocalTimesGlobal] = localTimes;
  localTimes();

  // ---- reveal, scroll restoration, start (cached pages only) ----------------------------------
  if (!deferred) return;
  if (w.IntersectionObserver) {
    for (const section of d.querySelectorAll(".reveal")) {
      const threshold = Number(section.getAttribute(FirstTap.RevealThreshold)) || 0.3;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.intersectionRatio >= threshold)) {
            section.classList.add(FirstTap.Revealed);
            // Its counters count from 0 as it reveals (spec §9: its 0.5 is their "half visible").
            for (const number of section.querySelectorAll(`[${FirstTap.CounterValue}]`))
              countUp(number);
            observer.disconnect();
          }
        },
        { threshold },
      );
      observer.observe(section);
    }
  }

  const restoration = d.querySelector<HTMLScriptElement>(`script[${FirstTap.Waiting}=scroll]`);
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
