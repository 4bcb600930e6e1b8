import { lazy, Suspense, useState } from "react";
import { CarouselDots } from "~/components/carousel-controls";
import { useInViewOnce } from "~/components/use-in-view";
import { feedbackCarouselCopy as copy } from "~/content/feedback";
import type { FeedbackItem } from "~/lib/feedback";
import { FirstTap } from "~/lib/first-tap";

export type { FeedbackItem };

/** The moving part: autoplay, drag and the bullets that follow the track (fetched when needed). */
const motion = () => import("~/components/feedback-carousel-motion");
const FeedbackCarouselMotion = lazy(motion);

/** Texts longer than this may not fit a 500 px card, so their scroll box becomes a tab stop. */
const LONG_TEXT = 400;

/**
 * The Home page's feedback carousel (spec §4 Feedback carousel, §9), by number of items:
 * - 0: renders nothing;
 * - 1: one centred card, static (no carousel, no swipe);
 * - 2: two slides per view from 768 px up (one on phones), draggable, not looping;
 * - 3 or more: three per view from 768 px up (one on phones), looping, touch/mouse drag and
 *   autoplay every 3000 ms with a visible Pause/Play button (WCAG 2.2.2); starts paused with
 *   prefers-reduced-motion.
 * Cards are 20 px apart, at most 350 px wide and 500 px high; stars show as repeated ★; bullets
 * (one per scroll snap) are buttons. Names and texts render as plain text, never as HTML.
 *
 * The site's one carousel (lib/carousel.ts): the cards are server-rendered in their final layout,
 * in a strip that scrolls natively (swipe, scroll snap), with a bullet per card (those that are no
 * stop at the width hidden by CSS); looping, the strip ends with hidden copies of the first three
 * cards, so that it can move on from the last card to the first. The carousel sits at the end of
 * the page, so its moving part (autoplay, mouse drag, bullets that follow the strip) loads only
 * when it comes within 600 px of the screen, keeping it out of the page's first load. Until then a
 * bullet moves the strip as the moving part does: before React has hydrated the page's start script
 * does it (docs/decisions/first-paint.md).
 * @param items the feedback entries, in display order
 */
export function FeedbackCarousel({ items }: { items: FeedbackItem[] }) {
  if (items.length === 0) return null;
  if (items.length === 1) {
    return (
      <div data-per-view="1" data-loop="false" className="flex justify-center">
        <FeedbackCard item={items[0]} />
      </div>
    );
  }
  return <FeedbackSlider items={items} />;
}

/** Two or more items: the carousel. */
function FeedbackSlider({ items }: { items: FeedbackItem[] }) {
  const perView = items.length === 2 ? 2 : 3;
  const loop = items.length > 2;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const { ref, inView } = useInViewOnce({ rootMargin: "600px 0px" });
  const slideClass = `min-w-0 shrink-0 grow-0 basis-full snap-start -scroll-ml-5 pl-5 ${perView === 2 ? "md:basis-1/2" : "md:basis-1/3"}`;
  // Before the moving part: a bullet per card, as it will show them (looping, every card is a
  // stop; two cards are one stop from 768 px, where two show side by side: no bullets there). Same
  // cells as its controls, so their arrival shifts nothing.
  const nativeBullets = (
    <>
      <CarouselDots
        count={items.length}
        selected={0}
        onSelect={(index) => motion().then((m) => viewport && m.moveToCard(viewport, index))}
        hiddenClass={loop ? undefined : () => "md:hidden"}
      />
      <span />
    </>
  );

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={copy.label}
      data-per-view={perView}
      data-loop={loop ? "true" : "false"}
      {...{ [FirstTap.Carousel]: "" }}
    >
      <div
        ref={setViewport}
        {...{ [FirstTap.CarouselTrack]: "" }}
        className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <div className="-ml-5 flex">
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slide pattern; a fieldset is for form controls
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
              {...{ [FirstTap.Slide]: "" }}
              className={slideClass}
            >
              <FeedbackCard item={item} />
            </div>
          ))}
          {/* Looping, the strip ends with copies of as many first cards as it shows at once, so
              that the view after the last stop looks like the first (components/use-carousel.ts). */}
          {loop &&
            items.slice(0, perView).map((item) => (
              <div key={`copy-${item.id}`} aria-hidden="true" inert className={slideClass}>
                <FeedbackCard item={item} />
              </div>
            ))}
        </div>
      </div>
      <div className="js-only mt-6 grid min-h-10 grid-cols-[1fr_auto_1fr] items-center gap-4">
        <span />
        {inView && viewport ? (
          <Suspense fallback={nativeBullets}>
            <FeedbackCarouselMotion
              viewport={viewport}
              count={items.length}
              loop={loop}
              copy={copy}
            />
          </Suspense>
        ) : (
          nativeBullets
        )}
      </div>
    </section>
  );
}

/** Whole stars to draw, 1–5 (spec §5 "stars clamped to 1-5"); anything not a number shows 5. */
function shownStars(stars: number): number {
  if (!Number.isFinite(stars)) return 5;
  return Math.min(5, Math.max(1, Math.round(stars)));
}

/** One feedback card: stars, the text, the name. 500 px high; long text scrolls inside. */
function FeedbackCard({ item }: { item: FeedbackItem }) {
  const stars = shownStars(item.stars);
  // Long text scrolls inside the card: keyboard users must be able to reach and scroll it.
  const long = item.content.length > LONG_TEXT;
  return (
    <figure className="mx-auto flex h-[500px] w-full max-w-[350px] flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <p role="img" aria-label={copy.stars(stars)} className="text-2xl tracking-wider">
        <span className="text-amber-700">{"★".repeat(stars)}</span>
        <span className="text-stone-500">{"☆".repeat(5 - stars)}</span>
      </p>
      <blockquote
        className="mt-4 flex-1 overflow-y-auto text-stone-800"
        tabIndex={long ? 0 : undefined}
      >
        <p className="whitespace-pre-line">{item.content}</p>
      </blockquote>
      <figcaption className="mt-4 border-t border-stone-200 pt-4 font-semibold text-stone-900">
        {item.name}
      </figcaption>
    </figure>
  );
}
