/**
 * The start script's carousels (app/browser/start-script.browser.ts): a carousel's arrows and dots
 * move its native scroll-snap track before React has come, as the hydrated carousels do, with
 * the same module (app/lib/carousel.ts; spec §9 carousels) and the contract's names
 * (app/lib/first-tap.ts). Browser code, bundled into the inline script.
 */
import { slideSize, slideTrack } from "../../lib/carousel";
import { FirstTap } from "../../lib/first-tap";

/**
 * Scrolls the track of the control's carousel (`FirstTap.Carousel`, `FirstTap.CarouselTrack`) to
 * the dot's stop (`FirstTap.CarouselTo`) or by the arrow's step (`FirstTap.CarouselStep`, ±1), and
 * marks its dots (`aria-current`) and arrows (`disabled` at either end).
 * @param control the tapped dot or arrow
 */
export function moveCarousel(control: HTMLElement): void {
  const carousel = control.closest(`[${FirstTap.Carousel}]`);
  const track = carousel?.querySelector<HTMLElement>(`[${FirstTap.CarouselTrack}]`);
  const size = track ? slideSize(track) : 0;
  if (!carousel || !track || size <= 0) return;
  const max = track.scrollWidth - track.clientWidth;
  const stops = Math.round(max / size) + 1;
  const step = control.getAttribute(FirstTap.CarouselStep);
  let index = step
    ? Math.round(track.scrollLeft / size) + Number(step)
    : Number(control.getAttribute(FirstTap.CarouselTo));
  index = Math.max(0, Math.min(stops - 1, index));
  slideTrack(track, Math.min(max, index * size));
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
