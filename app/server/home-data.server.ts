import type { BannerView } from "~/lib/banner";
import type { FeedbackItem } from "~/lib/feedback";
import { getBanner, toBannerView } from "~/server/banner.server";
import { listFeedback } from "~/server/feedback.server";

/** What the home page shows from stored data: the admin's banner (or none) and the feedback list. */
export type HomeContent = {
  banner: BannerView | null;
  feedback: FeedbackItem[];
};

/** Most feedback items the carousel shows (the newest ones); keeps the page light. */
export const HOME_FEEDBACK_LIMIT = 30;

/**
 * The only data source of the home page (spec §2 Home banner and feedback carousel, §3):
 * the banner and the feedback the admin stored in the database (docs/spec-coverage.md "Deliberate
 * deviations" 1: every visitor sees them). The page is cached for anonymous visitors and the stores
 * drop that cache on every change (app/server/page-cache.server.ts).
 * @returns the banner (null when none is stored) and up to {@link HOME_FEEDBACK_LIMIT} newest
 *   feedback items, in the order they were added (spec §4 "Add appends")
 */
export async function getHomeContent(): Promise<HomeContent> {
  const [banner, feedback] = await Promise.all([
    getBanner(),
    listFeedback({ limit: HOME_FEEDBACK_LIMIT }),
  ]);
  return {
    banner: banner ? toBannerView(banner) : null,
    feedback: feedback.map(({ id, name, content, stars }) => ({ id, name, content, stars })),
  };
}
