/**
 * Taps during hydration (docs/decisions/first-paint.md "Taps during hydration"): a tap that reaches
 * React while it hydrates makes React finish the whole page's hydration in that event's task,
 * before the start script's answer is painted. Browser code, bundled into the inline script.
 */
import { FirstTap } from "../../lib/first-tap";

/** The controls the start script answers until React has hydrated (Book, carousels, photos). */
export const ANSWERED_UNTIL_HYDRATED = `[${FirstTap.OpensDialog}],[${FirstTap.CarouselTo}],[${FirstTap.CarouselStep}],[${FirstTap.Viewer}]`;

/** The controls it answers before React and after: the footer's map, a puzzle board not yet live. */
export const ANSWERED_ALWAYS = `[${FirstTap.MapShow}],[${FirstTap.Board}]:not([${FirstTap.BoardLive}])`;

/**
 * Those, popover toggles (the menu), FAQ questions and the header's Sign out (posted natively):
 * what is answered before React.
 */
const ANSWERED_BEFORE_REACT = `${ANSWERED_UNTIL_HYDRATED},${ANSWERED_ALWAYS},[popovertarget],summary,[${FirstTap.SignOut}] button`;

/**
 * Keeps the events of a tap on an {@link ANSWERED_BEFORE_REACT} control from React until it has
 * hydrated, so its hydration goes on in small tasks and the answer is painted first. Call it
 * after the start script's click listener and before React listens: all three capture on the
 * document. The browser's own behaviour (the click after a touch, toggles, focus) is untouched.
 * @param hydrated true once React has hydrated the page
 */
export function keepTapsFromHydration(hydrated: () => boolean): void {
  for (const type of "click pointerdown pointerup pointercancel touchstart touchend touchcancel mousedown mouseup".split(
    " ",
  ))
    document.addEventListener(
      type,
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!hydrated() && target?.closest(ANSWERED_BEFORE_REACT)) event.stopImmediatePropagation();
      },
      { capture: true, passive: true },
    );
}
