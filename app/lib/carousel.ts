/**
 * The site's one carousel (spec §9 carousels; docs/decisions/first-paint.md "The first tap"): a
 * track that scrolls natively with CSS scroll snap, a strip of slides, and buttons that move it.
 * The names of its parts and how it moves are said here once, for the React carousels
 * (components/use-carousel.ts) and for the page's start script, which moves a carousel before
 * React has hydrated (app/browser/start/carousel.browser.ts). Its parts' names are the contract's
 * (`FirstTap.Carousel…`, app/lib/first-tap.ts). Browser code: the start script bundles it into
 * its inline script.
 */
import { FirstTap } from "./first-tap";

/** Time a carousel takes to move to another stop, in milliseconds (spec §9 "speed 500 ms"). */
export const SLIDE_MS = 500;

/** The feedback carousel's autoplay delay, in milliseconds (spec §9 "autoplay delay 3000 ms"). */
export const AUTOPLAY_DELAY_MS = 3000;

/**
 * Distance between the starts of two slides of a track (slide width plus gap), in CSS px; 0 when
 * it has fewer than two slides or no layout.
 * @param track the `[data-carousel-track]` element
 */
export function slideSize(track: HTMLElement): number {
  const slides = track.querySelectorAll<HTMLElement>(`[${FirstTap.Slide}]`);
  return slides.length > 1 ? slides[1].offsetLeft - slides[0].offsetLeft : 0;
}

/**
 * Scrolls a track to `to` px in {@link SLIDE_MS} with an ease-out (at once with
 * prefers-reduced-motion); scroll snapping is off while it moves, so it does not pull each
 * position back to a stop.
 * @param track the `[data-carousel-track]` element
 * @param to the `scrollLeft` to end at, px
 * @param done called once the track is there
 * @returns a function that stops the move where it is (snapping stays off: the caller moves on)
 */
export function slideTrack(track: HTMLElement, to: number, done?: () => void): () => void {
  const from = track.scrollLeft;
  const start = performance.now();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let id = 0;
  track.style.scrollSnapType = "none";
  // The clock is performance.now() in every frame (not the frame's timestamp, which can be a
  // little earlier than the start): one clock for the start and the frames.
  const frame = () => {
    const t = reduce ? 1 : Math.min(1, (performance.now() - start) / SLIDE_MS);
    track.scrollLeft = from + (to - from) * (1 - (1 - t) ** 3);
    if (t < 1) id = requestAnimationFrame(frame);
    else {
      track.style.scrollSnapType = "";
      done?.();
    }
  };
  frame();
  return () => cancelAnimationFrame(id);
}
