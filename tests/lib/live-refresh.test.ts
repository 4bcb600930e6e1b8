import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_REFRESH_MS, startLiveRefresh } from "~/lib/live-refresh";

/** The live page's clock (docs/decisions/tournaments.md "Public pages"), on fake timers. */
describe("startLiveRefresh", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refreshes once every 10 s while visible, and stops", async () => {
    const refresh = vi.fn();
    const stop = startLiveRefresh({ refresh, isVisible: () => true });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(5 * LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it("asks for nothing while the page is hidden, and resumes when it is shown", async () => {
    let visible = false;
    const refresh = vi.fn();
    const stop = startLiveRefresh({ refresh, isVisible: () => visible });
    await vi.advanceTimersByTimeAsync(5 * LIVE_REFRESH_MS);
    expect(refresh).not.toHaveBeenCalled();
    visible = true;
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it("never overlaps a slow refresh: the next wait starts when it has finished, also after a failure", async () => {
    let calls = 0;
    const refresh = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          calls++;
          setTimeout(calls === 1 ? () => reject(new Error("offline")) : resolve, 25_000);
        }),
    );
    const stop = startLiveRefresh({ refresh, isVisible: () => true });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS + 25_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});
