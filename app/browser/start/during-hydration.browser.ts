/**
 * Taps during hydration (docs/decisions/first-paint.md "Taps during hydration"): a touch, press
 * or click that reaches React while it is still hydrating makes React finish the whole page's
 * hydration at once, in that event's task, before anything is painted (React DOM's
 * `dispatchEvent`: a discrete event on a dehydrated root is flushed synchronously). On a slow
 * phone that held the start script's own answer, which came next, by 100–250 ms. Browser code,
 * bundled into the inline script; it imports only the contract (app/lib/first-tap.ts).
 */
import { FirstTap } from "../../lib/first-tap";

/**
 * The controls the start script's click listener answers until React has hydrated (React then
 * answers them): Book controls, carousel dots and arrows, gallery photos.
 */
export const ANSWERED_UNTIL_HYDRATED = `[${FirstTap.OpensDialog}],[${FirstTap.CarouselTo}],[${FirstTap.CarouselStep}],[${FirstTap.Viewer}]`;

/**
 * The controls the start script's click listener answers before React and after (React does not
 * own what they change): the footer's map, a puzzle board not yet live.
 */
export const ANSWERED_ALWAYS = `[${FirstTap.MapShow}],[${FirstTap.Board}]:not([${FirstTap.BoardLive}])`;

/**
 * The controls the start script (or the browser itself) answers before React: the two lists
 * above, popover toggles (the menu) and an FAQ question.
 */
const ANSWERED_BEFORE_REACT = `${ANSWERED_UNTIL_HYDRATED},${ANSWERED_ALWAYS},[popovertarget],summary`;

/** The events of a tap or a press that React flushes its hydration for. */
const TAP_EVENTS =
  "click pointerdown pointerup pointercancel touchstart touchend touchcancel mousedown mouseup".split(
    " ",
  );

/**
 * Keeps the events of a tap on an {@link ANSWERED_BEFORE_REACT} control from reaching React until
 * it has hydrated, so its hydration carries on in small tasks and the answer is painted first.
 * Must be called before React listens and after the start script's own click listener (which
 * answers most of these clicks itself and stops them there): the listener sits on the document in
 * the capture phase, as React's does, and runs between the two. The browser's own behaviour (the
 * click that follows a touch, a popover's toggle and light dismiss, a summary's toggle, focus) is
 * untouched.
 * @param hydrated true once React has hydrated the page
 */
export function keepTapsFromHydration(hydrated: () => boolean): void {
  for (const type of TAP_EVENTS)
    document.addEventListener(
      type,
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!hydrated() && target?.closest(ANSWERED_BEFORE_REACT)) event.stopImmediatePropagation();
      },
      { capture: true, passive: true },
    );
}
