import {
  type CAROUSEL_ATTR,
  type CAROUSEL_STEP_ATTR,
  type CAROUSEL_TO_ATTR,
  type CAROUSEL_TRACK_ATTR,
  type Selector,
  slideSize,
  slideTrack,
} from "../../../lib/carousel";

/**
 * The start script's carousels (app/server/first-paint/start-script.browser.ts): a carousel's
 * arrows and dots move its native scroll-snap track before React has come, as the hydrated
 * carousels do, with the same module (lib/carousel.ts; spec §9 carousels). Its selectors are
 * written out, checked against the module's names (`Selector`). Browser code, bundled into the
 * inline script.
 */

/**
 * Scrolls the `[data-carousel-track]` of the control's `[data-carousel]` to stop
 * `data-carousel-to="N"` or by `data-carousel-step="±1"` stops, and marks its dots
 * (`aria-current`) and arrows (`disabled` at either end).
 * @param control the tapped dot or arrow
 */
export function moveCarousel(control: HTMLElement): void {
  const carousel = control.closest("[data-carousel]" satisfies Selector<typeof CAROUSEL_ATTR>);
  const track = carousel?.querySelector<HTMLElement>(
    "[data-carousel-track]" satisfies Selector<typeof CAROUSEL_TRACK_ATTR>,
  );
  const size = track ? slideSize(track) : 0;
  if (!carousel || !track || size <= 0) return;
  const max = track.scrollWidth - track.clientWidth;
  const stops = Math.round(max / size) + 1;
  const step = control.getAttribute("data-carousel-step" satisfies typeof CAROUSEL_STEP_ATTR);
  let index = step
    ? Math.round(track.scrollLeft / size) + Number(step)
    : Number(control.getAttribute("data-carousel-to" satisfies typeof CAROUSEL_TO_ATTR));
  index = Math.max(0, Math.min(stops - 1, index));
  slideTrack(track, Math.min(max, index * size));
  for (const dot of carousel.querySelectorAll(
    "[data-carousel-to]" satisfies Selector<typeof CAROUSEL_TO_ATTR>,
  )) {
    if (Number(dot.getAttribute("data-carousel-to")) === index)
      dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  }
  for (const arrow of carousel.querySelectorAll<HTMLButtonElement>(
    "[data-carousel-step]" satisfies Selector<typeof CAROUSEL_STEP_ATTR>,
  )) {
    const back = Number(arrow.getAttribute("data-carousel-step")) < 0;
    arrow.disabled = back ? index === 0 : index >= stops - 1;
  }
}
