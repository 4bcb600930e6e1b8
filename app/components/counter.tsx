import { useEffect } from "react";
import { useInViewOnce } from "~/components/use-in-view";
import { COUNT_MS, countUp } from "~/lib/count-up";
import { FirstTap } from "~/lib/first-tap";

/** Props of {@link Counter}. */
export interface CounterProps {
  /** Final value, e.g. 80 (spec §9). */
  target: number;
  /** Text after the number, e.g. "+". */
  suffix?: string;
  /** What the number counts, e.g. "Clients"; shown under the number. */
  label: string;
  /** Animation length in milliseconds; the spec's 2 s by default. */
  durationMs?: number;
  className?: string;
}

/**
 * A progress counter (spec §2 Home, §4, §9): counts from 0 up to `target` over `durationMs`
 * the first time at least half of its number is visible, then stays at the target.
 *
 * - The server render and the no-JS page show the final value; the count from 0 starts only on
 *   first visibility in the browser. On a cached page the start script counts it before React has
 *   come (app/browser/start-script.browser.ts); both use `countUp` (app/lib/count-up.ts), which
 *   counts a counter once, so React adopts a count already started or done and never restarts it.
 * - With `prefers-reduced-motion: reduce` it shows the final value and never animates.
 * - Screen readers get the final value once ("80+ Clients") from visually hidden text; the
 *   changing digits are aria-hidden, so nothing is announced while they count.
 * @returns a block with the number and its label
 */
export function Counter({
  target,
  suffix = "",
  label,
  durationMs = COUNT_MS,
  className = "",
}: CounterProps) {
  const { ref, inView, element } = useInViewOnce<HTMLSpanElement>({ threshold: 0.5 });

  useEffect(() => {
    if (inView && element) countUp(element, durationMs);
  }, [inView, element, durationMs]);

  return (
    <div className={className} {...{ [FirstTap.Counter]: label }}>
      <span className="sr-only">{`${target}${suffix} ${label}`}</span>
      <span
        aria-hidden="true"
        className="block font-display text-4xl font-bold tabular-nums text-amber-300 sm:text-5xl"
      >
        {/* Written by countUp while it counts: the text may differ from the server's as React hydrates. */}
        <span ref={ref} {...{ [FirstTap.CounterValue]: target }} suppressHydrationWarning>
          {target}
        </span>
        {suffix}
      </span>
      <span
        aria-hidden="true"
        className="mt-2 block text-sm uppercase tracking-wider text-stone-200 sm:text-base"
      >
        {label}
      </span>
    </div>
  );
}
