import { StrokeIcon } from "~/components/ui/stroke-icon";
import { FirstTap } from "~/lib/first-tap";

/**
 * Classes that hide dot `index` at the widths where it is not a stop, for a track of `count`
 * slides whose slides per view grow with the width: dot i shows while i < count − perView + 1
 * (one dot always shows). `widths` lists the classes that apply from each breakpoint up, with
 * the slides per view there, narrowest first; a class must be written whole for Tailwind to see it.
 */
export function dotHiddenClass(
  index: number,
  count: number,
  widths: ReadonlyArray<readonly [perView: number, className: string]>,
): string {
  if (index === 0) return "";
  return widths.find(([perView]) => index >= Math.max(1, count - perView + 1))?.[1] ?? "";
}

/**
 * Clickable dots, one per scroll snap, labelled "Go to slide N"; the current one has
 * aria-current. Each button is a 24×24 px target (WCAG 2.5.8). Each carries
 * `data-carousel-to`, so before React has hydrated the page's start script moves the carousel
 * (its `[data-carousel]` root and `[data-carousel-track]`: the names of lib/carousel.ts;
 * docs/decisions/first-paint.md).
 * @param count number of scroll snaps (or, server-rendered, of slides: `hiddenClass` hides the
 *   dots that are no stop at the current width)
 * @param selected index of the current snap
 * @param onSelect called with the index of the clicked dot
 * @param hiddenClass classes of a dot by index (default none)
 */
export function CarouselDots({
  count,
  selected,
  onSelect,
  hiddenClass,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  hiddenClass?: (index: number) => string;
}) {
  return (
    <div className="flex min-h-6 flex-wrap items-center justify-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === selected ? "true" : undefined}
          {...{ [FirstTap.CarouselTo]: i }}
          onClick={() => onSelect(i)}
          className={`group inline-flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700 ${hiddenClass?.(i) ?? ""}`}
        >
          <span
            aria-hidden="true"
            className="block h-2.5 w-2.5 rounded-full bg-stone-400 transition-all group-hover:bg-stone-600 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-amber-700"
          />
        </button>
      ))}
    </div>
  );
}

/**
 * A previous/next arrow button; `data-carousel-step` (−1 or 1) lets the page's start script move
 * the carousel before React has hydrated (see {@link CarouselDots}).
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
      {...{ [FirstTap.CarouselStep]: direction === "prev" ? -1 : 1 }}
      onClick={onClick}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-400 bg-white text-stone-800 shadow-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <StrokeIcon className="h-5 w-5" roundJoins>
        <path d={direction === "prev" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </StrokeIcon>
    </button>
  );
}
