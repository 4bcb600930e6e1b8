import useEmblaCarousel from "embla-carousel-react";
import {
  CarouselArrow,
  CarouselDots,
  SLIDE_DURATION,
  useCarouselState,
} from "~/components/carousel-controls";
import { type Testimonial, testimonials, testimonialsIntro } from "~/content/testimonials";

/**
 * Student reviews carousel of the Testimonials page (spec §2 Testimonials, §9): 4 slides per view
 * on wide screens, 3 at ≤1024 px, 2 at ≤768 px, 1 at ≤480 px (set by CSS, so the server's HTML
 * already has the right layout), about 500 ms per move, not infinite, swipeable (Embla drag),
 * with dots per scroll snap and previous/next buttons as its keyboard path.
 *
 * The slides are server-rendered: without JavaScript all reviews are in the page and the first
 * ones show. Embla only adds dragging, the buttons and the dots.
 * @param items the reviews, in order (default: the four of app/content/testimonials.ts)
 * @param label accessible name of the carousel region (default "Student testimonials")
 */
export function TestimonialsCarousel({
  items = testimonials,
  label = testimonialsIntro.carouselLabel,
}: {
  items?: Testimonial[];
  label?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({
    loop: false,
    align: "start",
    containScroll: "trimSnaps",
    duration: SLIDE_DURATION,
    breakpoints: { "(prefers-reduced-motion: reduce)": { duration: 0 } },
  });
  const { snaps, selected, canPrev, canNext } = useCarouselState(api);

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden" data-carousel-viewport="">
        <div className="-ml-5 flex touch-pan-y">
          {items.map((t, i) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slide pattern; a fieldset is for form controls
            <div
              key={t.author}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-5 min-[481px]:basis-1/2 min-[769px]:basis-1/3 min-[1025px]:basis-1/4"
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
      </div>
      {/* Arrows sit at fixed places so the dots appearing after hydration move nothing. */}
      <div className="mt-6 grid grid-cols-[auto_1fr_auto] items-center gap-4">
        <CarouselArrow
          direction="prev"
          label={testimonialsIntro.previous}
          disabled={!canPrev}
          onClick={() => api?.scrollPrev()}
        />
        <CarouselDots count={snaps} selected={selected} onSelect={(i) => api?.scrollTo(i)} />
        <CarouselArrow
          direction="next"
          label={testimonialsIntro.next}
          disabled={!canNext}
          onClick={() => api?.scrollNext()}
        />
      </div>
    </section>
  );
}
