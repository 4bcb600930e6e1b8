/** Time a carousel takes to move to another slide, in milliseconds (spec §9 "speed 500 ms"). */
export const SLIDE_MS = 500;

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
