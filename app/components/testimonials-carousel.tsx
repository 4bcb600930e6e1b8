import { useRef } from "react";
import { CarouselArrow, CarouselDots, dotHiddenClass } from "~/components/carousel-controls";
import { useCarousel } from "~/components/use-carousel";
import { testimonialsIntro } from "~/content/testimonials";
import { FirstTap } from "~/lib/first-tap";
import type { Testimonial } from "~/lib/testimonials";

/**
 * Slides per view from each breakpoint up, narrowest first, with the class that hides a dot from
 * there up (spec §9: 1 up to 480 px, 2 above, 3 above 768 px, 4 above 1024 px).
 */
const PER_VIEW = [
  [2, "min-[481px]:hidden"],
  [3, "min-[769px]:hidden"],
  [4, "min-[1025px]:hidden"],
] as const;

/**
 * Student reviews carousel of the Testimonials page (spec §2 Testimonials, §9): 4 slides per view
 * on wide screens, 3 at ≤1024 px, 2 at ≤768 px, 1 at ≤480 px, 500 ms per move, not infinite,
 * swipeable, with dots (one per scroll stop) and previous/next buttons.
 *
 * Built on the browser's own horizontal scrolling with CSS scroll snap, as every carousel of the
 * site: it swipes (touch, trackpad) before any script runs, and the focusable track scrolls with
 * the arrow keys. The dots (one per slide in the server's HTML,
 * those that are no stop at the width hidden by CSS) and the arrows work from the first tap: before
 * React has hydrated the page's start script scrolls the track (docs/decisions/first-paint.md);
 * React then counts the stops from the slides and the width, and moves in 500 ms with an ease-out
 * (an instant jump with prefers-reduced-motion), both with the site's one carousel
 * (lib/carousel.ts, components/use-carousel.ts). Without JavaScript the controls are hidden.
 * @param items the reviews, in order (the published ones of the database)
 * @param label accessible name of the carousel region (default "Student testimonials")
 */
export function TestimonialsCarousel({
  items,
  label = testimonialsIntro.carouselLabel,
}: {
  items: Testimonial[];
  label?: string;
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const { snaps, selected, canPrev, canNext, goTo } = useCarousel(trackRef, items.length);

  return (
    <section aria-roledescription="carousel" aria-label={label} {...{ [FirstTap.Carousel]: "" }}>
      {/* Slides per view come from --per-view, set by media queries (spec §9 breakpoints). */}
      <div
        ref={trackRef}
        {...{ [FirstTap.CarouselTrack]: "" }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (arrow keys scroll it)
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-5 overflow-x-auto overscroll-x-contain rounded-2xl [--per-view:1] [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-700 min-[481px]:[--per-view:2] min-[769px]:[--per-view:3] min-[1025px]:[--per-view:4] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((t, i) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slide pattern; a fieldset is for form controls
          <div
            key={t.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            {...{ [FirstTap.Slide]: "" }}
            className="min-w-0 shrink-0 grow-0 basis-[calc((100%-(var(--per-view)-1)*1.25rem)/var(--per-view))] snap-start"
          >
            <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <svg
                viewBox="0 0 32 24"
                className="h-6 w-8 text-amber-700"
                fill="currentColor"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M0 24V13.7C0 6 4.4 1.4 12.2 0l1.3 3C9 4.4 6.8 7 6.6 10.6H12V24H0zm18 0V13.7C18 6 22.4 1.4 30.2 0l1.3 3c-4.5 1.4-6.7 4-6.9 7.6H30V24H18z" />
              </svg>
              <blockquote className="mt-4 flex-1 text-stone-800">
                <p>{t.text}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-stone-200 pt-4">
                <span className="block font-semibold text-stone-900">{t.author}</span>
                <span className="block text-sm text-stone-700">{t.region}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      {/* Arrows sit at fixed places so the dots appearing after hydration move nothing. */}
      <div className="js-only mt-6 grid grid-cols-[auto_1fr_auto] items-center gap-4">
        <CarouselArrow
          direction="prev"
          label={testimonialsIntro.previous}
          disabled={!canPrev}
          onClick={() => goTo(selected - 1)}
        />
        <CarouselDots
          count={snaps}
          selected={selected}
          onSelect={goTo}
          hiddenClass={(i) => dotHiddenClass(i, items.length, PER_VIEW)}
        />
        <CarouselArrow
          direction="next"
          label={testimonialsIntro.next}
          disabled={!canNext}
          onClick={() => goTo(selected + 1)}
        />
      </div>
    </section>
  );
}
