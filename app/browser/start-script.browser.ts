/**
 * The start script of every page (docs/decisions/first-paint.md "The first tap", "Taps during
 * hydration", "One contract"): browser code, bundled with `./start/` and the contract `FirstTap`
 * (app/lib/first-tap.ts, which names every mark it reads) into one minified IIFE by
 * vite.inline-script.ts, and written by React at the end of every document's body with its CSP
 * nonce (`bootstrapScriptContent`, app/entry.server.tsx). It does three things:
 * 1. On a cached page, whose React Router scripts wait (`deferHydration`), it starts the page
 *    (`go`: module preloads, the deferred stylesheet, the waiting scripts in document order) after
 *    the frame that answers the visitor's first gesture, or at once in a hidden tab; until then
 *    it prefetches what waits, once the page has painted. A page that refreshes itself
 *    (`FirstTap.LiveRefresh`) starts once it has painted, gesture or not. Its `.reveal` sections reveal
 *    themselves in view and count their counters up (`countUp`, which React adopts).
 * 2. On every page until React has hydrated (`<html data-hydrated>`), the first tap does what the
 *    spec says: Book controls open the Book Now dialog (preset for "Book this batch", which it
 *    also does after React), carousels move, a photo opens in the viewer, a popover's invoker
 *    follows its state, an enquiry submit is held for React (posted natively after
 *    {@link HELD_SUBMIT_MS}), another `type=button` is held and clicked again, a puzzle piece is
 *    selected, the footer's map shows; the taps on those controls are kept from React while it
 *    hydrates. Each also starts the page. Links and forms without a mark work as plain HTML.
 * 3. On every page: the timetable's next class in the browser's own zone, again after a client
 *    navigation (`FirstTap.LocalTimesGlobal`).
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
  const INTERACTION_EVENTS =
    "pointerdown pointermove touchstart keydown wheel scroll focusin".split(" ");
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
  /** Listens on the document in the capture phase, before React (which listens on its root). */
  const on = <E extends Event>(type: string, listener: (event: E) => void) =>
    d.addEventListener(type, listener as EventListener, true);
  const all = <E extends Element>(selector: string, root: ParentNode = d) => [
    ...root.querySelectorAll<E>(selector),
  ];

  const waitingLinks = () =>
    all<HTMLLinkElement>(`link[rel=${FirstTap.WaitingPreload}],link[${FirstTap.Prefetched}]`);
  /** The deferred stylesheet, still inert or prefetched (its wanted media in data-beasties-media). */
  const waitingSheets = () => all<HTMLLinkElement>(`link[${FirstTap.BeastiesMedia}]`);

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
    for (const script of all<HTMLScriptElement>(`script[${FirstTap.Waiting}]`)) run(script);
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

  on<MouseEvent>("click", (event) => {
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
  });
  // A tap on a control answered above does not make React finish hydrating first.
  keepTapsFromHydration(hydrated);

  // Space on a Book control (a link with role="button") opens the dialog as Enter does.
  on<KeyboardEvent>("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (hydrated() || event.key !== " " || !target?.matches(`[${FirstTap.OpensDialog}]`)) return;
    event.preventDefault();
    (target as HTMLElement).click();
  });

  on<SubmitEvent>("submit", (event) => {
    const form = event.target;
    if (hydrated() || !(form instanceof HTMLFormElement)) return;
    if (form.hasAttribute(FirstTap.SignOut)) {
      // Sign out posts natively (the server signs the visitor out and sends them home); React,
      // perhaps hydrating, does not see it, and the header says so at once.
      event.stopImmediatePropagation();
      form.setAttribute("role", "status");
      form.replaceChildren(form.getAttribute(FirstTap.SignOut) ?? "");
      return;
    }
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
  });

  // A popover's toggle (it does not bubble: caught on the way down; a <details> has no invoker).
  // Also after hydration: React writes the same words, but only when its own state changes, and
  // a toggle right after hydration can leave that state where it was while the label moved.
  on<ToggleEvent>("toggle", (event) => {
    const open = event.newState === "open";
    for (const invoker of all(`[popovertarget="${(event.target as Element).id}"]`)) {
      invoker.setAttribute("aria-expanded", String(open));
      const label = invoker.getAttribute(open ? FirstTap.LabelOpen : FirstTap.LabelClosed);
      if (label) invoker.setAttribute("aria-label", label);
    }
  });

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
    for (const section of all(".reveal")) {
      const threshold = Number(section.getAttribute(FirstTap.RevealThreshold)) || 0.3;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.intersectionRatio >= threshold)) {
            section.classList.add(FirstTap.Revealed);
            // Its counters count from 0 as it reveals (spec §9: its 0.5 is their "half visible").
            for (const number of all(`[${FirstTap.CounterValue}]`, section)) countUp(number);
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

  if (d.visibilityState === "hidden") return go();
  for (const type of INTERACTION_EVENTS) w.addEventListener(type, onInteraction, options);
  d.addEventListener("visibilitychange", () => {
    if (d.visibilityState === "hidden") go();
  });

  /**
   * Prefetches once the loaded images are decoded and painted (the LCP photo comes first); a live
   * page starts then instead.
   */
  const painted = () => {
    const images = [...d.images].filter((image) => image.complete);
    Promise.all(images.map((image) => image.decode().catch(() => {}))).then(() =>
      requestAnimationFrame(() =>
        setTimeout(d.querySelector(`[${FirstTap.LiveRefresh}]`) ? go : prefetch),
      ),
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
