import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { slideSize, slideTrack } from "~/lib/carousel";

/** Where a carousel is: its number of stops, the current one, and whether it can move back or on. */
export interface CarouselState {
  snaps: number;
  selected: number;
  canPrev: boolean;
  canNext: boolean;
}

/**
 * The React side of the site's one carousel (lib/carousel.ts, the same moves as the page's start
 * script before React has hydrated; spec §9): follows a native scroll-snap track and moves it.
 *
 * The stops are counted from the slides and the track's width (a stop per first visible slide;
 * looping, a stop per slide). A move takes 500 ms with an ease-out (a jump with reduced motion).
 * A looping track ends with copies of its first slides (not `[data-slide]`): from
 * the last stop it moves on into the copies, which look like the first stop, then jumps back to
 * it unseen; a swipe that ends in the copies jumps back the same way; a move back from the first
 * stop jumps to the copies first.
 * @param track the `[data-carousel-track]` element (null until it is mounted)
 * @param count number of slides
 * @param loop whether the carousel loops
 * @returns its state, and `goTo(index)` (an index past either end wraps round when looping and
 *   stops at the end otherwise) and `stop()` (ends a move under way where it is)
 */
export function useCarousel(
  track: RefObject<HTMLElement | null> | HTMLElement | null,
  count: number,
  loop = false,
) {
  // As the server renders it: a stop per slide, at the start.
  const [state, setState] = useState<CarouselState>({
    snaps: count,
    selected: 0,
    canPrev: loop,
    canNext: count > 1,
  });
  /** The stop a move under way goes to, and how to stop it. */
  const move = useRef<{ to: number; stop: () => void } | null>(null);
  const element = useCallback(() => (track && "current" in track ? track.current : track), [track]);

  const measure = useCallback(() => {
    const el = element();
    const size = el ? slideSize(el) : 0;
    if (!el || size <= 0) return;
    const max = el.scrollWidth - el.clientWidth;
    const perView = Math.max(1, Math.round(el.clientWidth / size));
    const snaps = loop ? count : Math.max(1, count - perView + 1);
    const at = Math.round(el.scrollLeft / size);
    setState({
      snaps,
      selected: move.current?.to ?? (loop ? at % count : Math.min(snaps - 1, at)),
      canPrev: loop || el.scrollLeft > 1,
      canNext: loop || el.scrollLeft < max - 1,
    });
  }, [element, count, loop]);

  /** Ends a move under way where it is. */
  const stop = useCallback(() => {
    move.current?.stop();
    move.current = null;
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const el = element();
      const size = el ? slideSize(el) : 0;
      if (!el || size <= 0) return;
      stop();
      const max = el.scrollWidth - el.clientWidth;
      let to = index;
      if (loop) {
        // Back from the first stop: from its copy at the end.
        if (to < 0 && el.scrollLeft < size / 2) el.scrollLeft += count * size;
        to = (to + count) % count;
        // On from the last stop: into the copy of the first.
        if (to === 0 && index > 0) to = count;
      } else to = Math.max(0, Math.min(state.snaps - 1, to));
      const target = to % count;
      move.current = {
        to: target,
        stop: slideTrack(el, Math.min(max, to * size), () => {
          move.current = null;
          if (loop && to === count) el.scrollLeft -= count * size;
          measure();
        }),
      };
      setState((s) => ({ ...s, selected: target }));
    },
    [element, count, loop, measure, stop, state.snaps],
  );

  useEffect(() => {
    const el = element();
    if (!el) return;
    measure();
    // A swipe (or wheel) that ends in a looping track's copies jumps back to the slides they copy.
    const settle = () => {
      const size = slideSize(el);
      if (loop && !move.current && size > 0 && el.scrollLeft >= count * size - 1)
        el.scrollLeft -= count * size;
    };
    el.addEventListener("scroll", measure, { passive: true });
    el.addEventListener("scrollend", settle);
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      el.removeEventListener("scrollend", settle);
      resize.disconnect();
      stop();
    };
  }, [element, measure, count, loop, stop]);

  return { ...state, goTo, stop };
}
