import { FirstTap } from "./first-tap";

/** How long a counter counts, in ms (spec §9 "2 s"). */
export const COUNT_MS = 2000;

/**
 * Counts a counter's number (its `[data-counter-value]` element, whose text the server rendered
 * as the final value) up from 0 to that value over `durationMs` with an ease-out (spec §2 Home,
 * §9), once: the first caller marks it `data-counted`, and any later call, from the start script
 * or from React after hydration, leaves it as it is. With reduced motion the final value stays.
 * The text is written directly, so React (which renders the final value) never resets it.
 * Shared by the start script (app/browser/start-script.browser.ts) and the Counter component.
 * @param number the counter's number element
 * @param durationMs the count's length in ms
 */
export function countUp(number: Element, durationMs = COUNT_MS): void {
  if (number.hasAttribute(FirstTap.Counted)) return;
  number.setAttribute(FirstTap.Counted, "");
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  const target = Number(number.getAttribute(FirstTap.CounterValue));
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const t = Math.min(1, (now - start) / durationMs);
    number.textContent = `${Math.round((1 - (1 - t) ** 3) * target)}`;
    if (t < 1) requestAnimationFrame(step);
  };
  // The first frame, before the next paint, writes 0.
  requestAnimationFrame(step);
}
