import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

/**
 * Embla's `duration` is not in milliseconds: it is the divisor of a spring that runs at a fixed
 * 60 steps a second. Simulating that spring (velocity += distance / duration; velocity *= 0.68)
 * shows 20 brings a slide to within 1% of its place in about 500 ms, the spec's speed (§9);
 * Embla's default 25 takes about 700 ms. With reduced motion the carousel jumps (duration 0).
 */
export const SLIDE_DURATION = 20;

/** The carousel API that `useEmblaCarousel` returns (undefined until Embla starts). */
type EmblaApi = UseEmblaCarouselType[1];

/** Where an Embla carousel is: number of scroll snaps, the selected one, and whether it can move. */
export interface CarouselState {
  snaps: number;
  selected: number;
  canPrev: boolean;
  canNext: boolean;
}

/**
 * Follows an Embla carousel's position for its dots and arrow buttons. Before Embla starts
 * (server render, before hydration) it reports no snaps and no movement.
 * @param api the carousel API from `useEmblaCarousel` (undefined until it starts)
 */
export function useCarouselState(api: EmblaApi): CarouselState {
  const [state, setState] = useState<CarouselState>({
    snaps: 0,
    selected: 0,
    canPrev: false,
    canNext: false,
  });
  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({
        snaps: api.scrollSnapList().length,
        selected: api.selectedScrollSnap(),
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);
  return state;
}

/**
 * Clickable dots, one per scroll snap, labelled "Go to slide N"; the current one has
 * aria-current. Each button is a 24×24 px target (WCAG 2.5.8).
 * @param count number of scroll snaps
 * @param selected index of the current snap
 * @param onSelect called with the index of the clicked dot
 */
export function CarouselDots({
  count,
  selected,
  onSelect,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}) {
  return (
    <div className="flex min-h-6 flex-wrap items-center justify-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === selected ? "true" : undefined}
          onClick={() => onSelect(i)}
          className="group inline-flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full transition-all ${
              i === selected ? "w-5 bg-amber-700" : "w-2.5 bg-stone-400 group-hover:bg-stone-600"
            }`}
          />
        </button>
      ))}
    </div>
  );
}

/**
 * A previous/next arrow button.
 * @param direction "prev" or "next" (sets the arrow)
 * @param label accessible name, e.g. "Previous testimonials"
 */
export function CarouselArrow({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: "prev" | "next";
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-400 bg-white text-stone-800 shadow-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={direction === "prev" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}
