import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { tournamentPageCopy as copy } from "~/content/tournaments";
import { FirstTap } from "~/lib/first-tap";
import { startLiveRefresh } from "~/lib/live-refresh";

/**
 * Keeps a live tournament page fresh (docs/decisions/tournaments.md "Public pages"): once
 * hydrated, it revalidates the page's loaders every 10 s while the document is visible
 * (`startLiveRefresh`), and not at all when `live` is false (finished). Without JavaScript the
 * page is a plain page.
 */
export function useLiveRefresh(live: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!live) return;
    return startLiveRefresh({
      refresh: () =>
        latest.current.state === "idle" ? latest.current.revalidate() : Promise.resolve(),
      isVisible: () => document.visibilityState === "visible",
    });
  }, [live]);
}

/**
 * The page's polite live line: "Results as of 18:05 (India time)." as served, "Updated 18:10."
 * once a refresh brought something new (`version` changed), "The tournament has finished." at the
 * end. A refresh that changes nothing changes no word, so screen readers hear only news. While
 * the tournament is live it carries `FirstTap.LiveRefresh`, so a cached page's scripts start once
 * it has painted, without waiting for a gesture (app/browser/start-script.browser.ts).
 */
export function LiveStatus({
  version,
  updatedAt,
  finished,
}: {
  version: string;
  updatedAt: string;
  finished: boolean;
}) {
  const [shown, setShown] = useState({ version, time: updatedAt, changed: false });
  if (shown.version !== version) setShown({ version, time: updatedAt, changed: true });
  const text = finished
    ? copy.live.finished
    : shown.changed
      ? copy.live.updated(shown.time)
      : copy.live.asOf(shown.time);
  return (
    <p
      aria-live="polite"
      className="mt-4 text-sm text-stone-700"
      data-testid="live-status"
      {...(finished ? {} : { [FirstTap.LiveRefresh]: "" })}
    >
      {text}
    </p>
  );
}
