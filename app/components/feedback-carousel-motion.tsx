import { useEffect, useState } from "react";
import { CarouselDots } from "~/components/carousel-controls";
import { useCarousel } from "~/components/use-carousel";
import type { feedbackCarouselCopy } from "~/content/feedback";
import { AUTOPLAY_DELAY_MS, slideSize, slideTrack } from "~/lib/carousel";

/**
 * Moves a track so that card `index` comes first (500 ms, lib/carousel.ts): for a bullet tapped
 * after hydration but before this module has mounted (it is fetched on that tap, so the page's
 * first load does not carry the carousel code).
 * @param viewport the carousel's track
 * @param index the card's index
 */
export function moveToCard(viewport: HTMLElement, index: number): void {
  slideTrack(viewport, index * slideSize(viewport));
}

/**
 * Whether autoplay waits: while the pointer is over the slides, while a card has focus, and
 * while a drag goes on (it carries on afterwards, as spec §9's autoplay does after a swipe).
 * @param viewport the carousel's track
 * @returns whether autoplay waits, and the setter that says whether a drag goes on
 */
function useHold(viewport: HTMLElement): [boolean, (dragging: boolean) => void] {
  const [over, setOver] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const enter = () => setOver(true);
    const leave = () => setOver(false);
    const focusIn = () => setFocused(true);
    const focusOut = () => setFocused(false);
    viewport.addEventListener("mouseenter", enter);
    viewport.addEventListener("mouseleave", leave);
    viewport.addEventListener("focusin", focusIn);
    viewport.addEventListener("focusout", focusOut);
    return () => {
      viewport.removeEventListener("mouseenter", enter);
      viewport.removeEventListener("mouseleave", leave);
      viewport.removeEventListener("focusin", focusIn);
      viewport.removeEventListener("focusout", focusOut);
    };
  }, [viewport]);
  return [over || focused || dragging, setDragging];
}

/**
 * Mouse drag on the track (touch and trackpads scroll it natively): the track follows the
 * pointer, and on release moves to the nearest stop, or on to the next one in the drag's
 * direction when it went at least a tenth of a slide.
 * @param viewport the carousel's track
 * @param count number of slides
 * @param loop whether the carousel loops (a drag into the copies of the first slides lands there)
 * @param goTo moves the carousel to a stop
 * @param stop ends a move under way (the drag takes the track where it is)
 * @param onDrag told when a drag starts (true) and ends (false)
 */
function useMouseDrag(
  viewport: HTMLElement,
  count: number,
  loop: boolean,
  goTo: (index: number) => void,
  stop: () => void,
  onDrag: (dragging: boolean) => void,
) {
  useEffect(() => {
    const down = (event: PointerEvent) => {
      const size = slideSize(viewport);
      if (event.pointerType !== "mouse" || event.button !== 0 || size <= 0) return;
      stop();
      onDrag(true);
      const x = event.clientX;
      const left = viewport.scrollLeft;
      viewport.style.scrollSnapType = "none";
      const move = (e: PointerEvent) => {
        viewport.scrollLeft = left - (e.clientX - x);
      };
      // No text selection while dragging.
      const select = (e: Event) => e.preventDefault();
      const up = (e: PointerEvent) => {
        window.removeEventListener("pointermove", move);
        window.removeEventListener("pointerup", up);
        window.removeEventListener("selectstart", select);
        onDrag(false);
        const moved = x - e.clientX;
        let index = Math.round(viewport.scrollLeft / size);
        if (index === Math.round(left / size) && Math.abs(moved) > size / 10)
          index += Math.sign(moved);
        if (loop && index > count) {
          // Dragged into the copies: carry on from the slides they copy.
          viewport.scrollLeft -= count * size;
          index -= count;
        }
        goTo(index);
      };
      window.addEventListener("pointermove", move);
      window.addEventListener("pointerup", up);
      window.addEventListener("selectstart", select);
    };
    viewport.addEventListener("pointerdown", down);
    return () => viewport.removeEventListener("pointerdown", down);
  }, [viewport, count, loop, goTo, stop, onDrag]);
}

/**
 * The moving part of the feedback carousel, loaded only when the carousel comes near the screen
 * (see FeedbackCarousel): follows and moves its native scroll-snap track with the site's one
 * carousel (components/use-carousel.ts), adds a mouse drag, and renders the bullets and, when
 * looping, the Pause/Play button.
 *
 * Autoplay (only when `loop`, i.e. more than 2 items): every 3000 ms on to the next card (from the
 * last, on to the first); waits while the pointer is over the slides, a card has focus or a drag
 * goes on, and carries on afterwards. Pause stops it until Play; with prefers-reduced-motion it
 * starts paused.
 * @param viewport the carousel's track (`[data-carousel-track]`), server-rendered
 * @param count number of cards
 * @param loop whether the carousel loops and autoplays
 * @param copy the Pause/Play words (app/content/feedback.ts), passed in so that this chunk does not
 *   import the home page's (which would then have to export them; docs/decisions/js-budget.md)
 */
export default function FeedbackCarouselMotion({
  viewport,
  count,
  loop,
  copy,
}: {
  viewport: HTMLElement;
  count: number;
  loop: boolean;
  copy: typeof feedbackCarouselCopy;
}) {
  const { snaps, selected, goTo, stop } = useCarousel(viewport, count, loop);
  const [playing, setPlaying] = useState(
    () => loop && !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  const [held, setDragging] = useHold(viewport);
  useMouseDrag(viewport, count, loop, goTo, stop, setDragging);
  useEffect(() => {
    if (!playing || held) return;
    const timer = setTimeout(() => goTo(selected + 1), AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [playing, held, selected, goTo]);

  return (
    <>
      {snaps > 1 ? <CarouselDots count={snaps} selected={selected} onSelect={goTo} /> : <span />}
      {loop ? (
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? copy.pauseLabel : copy.playLabel}
          className="justify-self-end rounded-full border border-stone-400 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <svg
            viewBox="0 0 16 16"
            className="mr-2 inline-block h-3.5 w-3.5 align-[-2px]"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d={playing ? "M3 2h3.5v12H3zM9.5 2H13v12H9.5z" : "M4 2l10 6-10 6z"} />
          </svg>
          {playing ? copy.pause : copy.play}
        </button>
      ) : (
        <span />
      )}
    </>
  );
}
