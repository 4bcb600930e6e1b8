/**
 * The live tournament page's refresh clock (docs/decisions/tournaments.md "Public pages"): one
 * refresh at most every interval, none while the page is hidden, never two at once.
 */

/** How often a live page asks for fresh data: 10 s. */
export const LIVE_REFRESH_MS = 10_000;

/**
 * Calls `refresh` every `intervalMs` while `isVisible()` says the page is seen: each wait starts
 * when the last refresh has finished (or failed), so one viewer makes at most one request per
 * interval; a tick while hidden asks for nothing and waits again (a page shown again is fresh
 * within one interval).
 * @param options.refresh the refresh (React Router's `revalidate`)
 * @param options.isVisible whether the document is visible now
 * @param options.intervalMs the interval, default {@link LIVE_REFRESH_MS}
 * @returns stop: no refresh is started after it is called
 */
export function startLiveRefresh(options: {
  refresh: () => unknown;
  isVisible: () => boolean;
  intervalMs?: number;
}): () => void {
  const interval = options.intervalMs ?? LIVE_REFRESH_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, interval);
  };
  const tick = async () => {
    if (stopped) return;
    if (options.isVisible()) {
      try {
        await options.refresh();
      } catch {
        // A failed refresh (offline for a moment) is tried again at the next tick.
      }
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
