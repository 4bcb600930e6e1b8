import { useEffect, useState } from "react";

/**
 * Whether an element has come into view, once (an IntersectionObserver, disconnected as soon as
 * it has): for the reveal sections, the counters and the feedback carousel (spec §4 Reveal, §9
 * thresholds). In place of react-intersection-observer, whose `useInView` weighed 1 KB gzip in
 * every page's JavaScript (docs/decisions/js-budget.md, docs/decisions/puzzles.md "Budgets").
 * Without IntersectionObserver the element counts as in view at once.
 * @param options.threshold the fraction (0–1) of the element that must be visible (default 0)
 * @param options.rootMargin grows the viewport, e.g. "600px 0px"
 * @returns `ref`, a callback ref for the element, `element`, the element once attached, and
 *   `inView`, false until it has been in view
 */
export function useInViewOnce<T extends Element = HTMLElement>(
  options: { threshold?: number; rootMargin?: string } = {},
) {
  const { threshold = 0, rootMargin } = options;
  const [element, ref] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || inView) return;
    if (!window.IntersectionObserver) {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= threshold,
        );
        if (!seen) return;
        observer.disconnect();
        setInView(true);
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView, threshold, rootMargin]);
  return { ref, inView, element };
}
