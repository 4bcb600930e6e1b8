import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useMemo, useState } from "react";
import { CarouselDots } from "~/components/carousel-controls";
import { feedbackCarouselCopy as copy } from "~/content/feedback";

/** Autoplay delay of the feedback carousel, in milliseconds (spec §9). */
export const AUTOPLAY_DELAY_MS = 3000;

/**
 * Embla's `duration` is not in milliseconds: it is the divisor of a spring that runs at a fixed 60
 * steps a second. Simulating that spring (velocity += distance / duration; velocity *= 0.68) shows
 * 20 brings a slide to within 1% of its place in about 500 ms, the site's carousel speed
 * (SLIDE_MS); Embla's default 25 takes about 700 ms. With reduced motion it jumps (0).
 */
export const SLIDE_DURATION = 20;

/** Index of the card the native strip shows first (before Embla took it over). */
function stripIndex(viewport: HTMLElement): number {
  const slides = viewport.querySelectorAll<HTMLElement>("[data-slide]");
  if (slides.length < 2) return 0;
  const size = slides[1].offsetLeft - slides[0].offsetLeft;
  return size > 0 ? Math.round(viewport.scrollLeft / size) : 0;
}

/** Where an Embla carousel is: number of scroll snaps and the selected one. */
function useSnaps(api: UseEmblaCarouselType[1]) {
  const [state, setState] = useState({ snaps: 0, selected: 0 });
  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({ snaps: api.scrollSnapList().length, selected: api.selectedScrollSnap() });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);
  return state;
}

/**
 * The moving part of the feedback carousel, loaded only when the carousel comes near the screen
 * (see FeedbackCarousel): starts Embla on the server-rendered `viewport` and renders the bullets
 * and, when looping, the Pause/Play button.
 *
 * Autoplay (only when `loop`, i.e. more than 2 items): every 3000 ms; pauses while the pointer is
 * over the slides or a card has focus and resumes afterwards, and resumes after a drag
 * (stopOnInteraction false). Pause stops it until Play; with prefers-reduced-motion it starts
 * paused. The plugin is mounted only while playing, so nothing can restart it behind a Pause.
 * @param viewport the carousel's viewport element (its first child holds the slides): until now a
 *   natively scrolling strip, which Embla takes over at the card it shows first
 * @param loop whether the carousel loops and autoplays
 */
export default function FeedbackCarouselMotion({
  viewport,
  loop,
}: {
  viewport: HTMLElement;
  loop: boolean;
}) {
  const [playing, setPlaying] = useState(
    () => loop && !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  const plugins = useMemo(
    () =>
      playing
        ? [
            Autoplay({
              delay: AUTOPLAY_DELAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [playing],
  );
  // Embla takes the strip over where the visitor left it: the card the native scroll shows first.
  const [startIndex] = useState(() => stripIndex(viewport));
  const [setViewport, api] = useEmblaCarousel(
    {
      loop,
      align: "start",
      startIndex,
      duration: SLIDE_DURATION,
      breakpoints: { "(prefers-reduced-motion: reduce)": { duration: 0 } },
    },
    plugins,
  );
  useEffect(() => {
    // Embla moves the cards itself: the strip stops scrolling natively.
    viewport.style.overflow = "hidden";
    viewport.style.scrollSnapType = "none";
    viewport.scrollLeft = 0;
    // Horizontal drags are Embla's; vertical ones still scroll the page.
    const container = viewport.firstElementChild;
    if (container instanceof HTMLElement) container.style.touchAction = "pan-y pinch-zoom";
    setViewport(viewport);
  }, [setViewport, viewport]);
  const { snaps, selected } = useSnaps(api);

  return (
    <>
      {snaps > 1 ? (
        <CarouselDots count={snaps} selected={selected} onSelect={(i) => api?.scrollTo(i)} />
      ) : (
        <span />
      )}
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
