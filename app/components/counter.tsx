import { useEffect, useState } from "react";
import { useInViewOnce } from "~/components/use-in-view";

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

/** Ease-out cubic: fast start, gentle landing on the target. `t` in 0–1. */
function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * A progress counter (spec §2 Home, §4, §9): counts from 0 up to `target` over `durationMs`
 * the first time at least half of it is visible, then stays at the target.
 *
 * - The server render and the no-JS page show the final value; the count from 0 starts only on
 *   first visibility in the browser (the section is hidden by its Reveal until then, so no flash).
 * - With `prefers-reduced-motion: reduce` it shows the final value and never animates.
 * - Screen readers get the final value once ("80+ Clients") from visually hidden text; the
 *   changing digits are aria-hidden, so nothing is announced while they count.
 * @returns a block with the number and its label
 */
export function Counter({
  target,
  suffix = "",
  label,
  durationMs = 2000,
  className = "",
}: CounterProps) {
  const { ref, inView } = useInViewOnce({ threshold: 0.5 });
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (!inView) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let start: number | null = null;
    setValue(0);
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(easeOut(progress) * target));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [inView, target, durationMs]);

  return (
    <div ref={ref} className={className} data-counter={label}>
      <span className="sr-only">{`${target}${suffix} ${label}`}</span>
      <span
        aria-hidden="true"
        data-testid="counter-value"
        className="block font-display text-4xl font-bold tabular-nums text-amber-300 sm:text-5xl"
      >
        {value}
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
