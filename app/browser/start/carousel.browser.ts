/**
 * The start script's carousels (app/server/first-paint/start-script.browser.ts): a carousel's
 * arrows and dots move its native scroll-snap track before React has come, as the hydrated
 * carousels do (spec §9 carousels). Browser code, bundled into the inline script.
 */
import { FirstTap } from "../../lib/first-tap";

/** How long a carousel takes to move to another stop, in ms (spec §9 "speed 500 ms"). */
const SLIDE_MS = 500;

/**
 * Scrolls a track to `to` px in {@link SLIDE_MS} with an ease-out (at once with reduced motion);
 * scroll snapping is off while it moves.
 */
function slide(track: HTMLElement, to: number): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    track.scrollLeft = to;
    return;
  }
  const from = track.scrollLeft;
  const start = performance.now();
  track.style.scrollSnapType = "none";
  const frame = (now: number) => {
    const t = Math.min(1, (now - start) / SLIDE_MS);
    track.scrollLeft = from + (to - from) * (1 - (1 - t) ** 3);
    if (t < 1) requestAnimationFrame(frame);
    else track.style.scrollSnapType = "";
  };
  requestAnimationFrame(frame);
}

/**
 * Scrolls the `[data-carousel-track]` (a strip of `[data-slide]`s) of the control's
 * `[data-carousel]` to stop `data-carousel-to="N"` or by `data-carousel-step="±1"` stops, and
 * marks its dots (`aria-current`) and arrows (`disabled` at either end).
 * @param control the tapped dot or arrow
 */
export function moveCarousel(control: HTMLElement): void {
  const carousel = control.closest(`[${FirstTap.Carousel}]`);
  const track = carousel?.querySelector<HTMLElement>(`[${FirstTap.CarouselTrack}]`);
  const slides = track?.querySelectorAll<HTMLElement>(`[${FirstTap.Slide}]`);
  if (!carousel || !track || !slides || slides.length < 2) return;
  const size = slides[1].offsetLeft - slides[0].offsetLeft;
  if (size <= 0) return;
  const max = track.scrollWidth - track.clientWidth;
  const stops = Math.max(1, Math.round(max / size) + 1);
  const step = control.getAttribute(FirstTap.CarouselStep);
  let index = step
    ? Math.round(track.scrollLeft / size) + Number(step)
    : Number(control.getAttribute(FirstTap.CarouselTo));
  index = Math.max(0, Math.min(stops - 1, index));
  slide(track, Math.min(max, index * size));
  for (const dot of carousel.querySelectorAll(`[${FirstTap.CarouselTo}]`)) {
    if (Number(dot.getAttribute(FirstTap.CarouselTo)) === index)
      dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  }
  for (const arrow of carousel.querySelectorAll<HTMLButtonElement>(`[${FirstTap.CarouselStep}]`)) {
    const back = Number(arrow.getAttribute(FirstTap.CarouselStep)) < 0;
    arrow.disabled = back ? index === 0 : index >= stops - 1;
  }
}
