import type { BannerView } from "~/lib/banner";
import type { FeedbackItem } from "~/lib/feedback";
import type { PublicSite } from "~/lib/public-site";
import type { PuzzleView } from "~/lib/puzzles";
import { puzzleOfTheWeek } from "~/server/collections/puzzles.server";
import { getBanner, toBannerView } from "~/server/site/banner.server";
import { listFeedback } from "~/server/site/feedback.server";
import { toPuzzleView } from "~/server/site/puzzle-board.server";

/**
 * What the home page shows from stored data: the admin's banner (or none), the feedback list and
 * the puzzle of the week (or none).
 */
export type HomeContent = {
  banner: BannerView | null;
  feedback: FeedbackItem[];
  puzzle: PuzzleView | null;
};

/** Most feedback items the carousel shows (the newest ones); keeps the page light. */
export const HOME_FEEDBACK_LIMIT = 30;

/**
 * The only data source of the home page (spec §2 Home banner and feedback carousel, §3):
 * the banner and the feedback the admin stored in the database (docs/spec-coverage.md "Deliberate
 * deviations" 1: every visitor sees them). The page is cached for anonymous visitors and the stores
 * drop that cache on every change (app/server/cache/page-cache.server.ts).
 * The puzzle of the week is the newest live puzzle (docs/decisions/puzzles.md).
 * @param site the public site (the puzzle's share address)
 * @returns the banner (null when none is stored), up to {@link HOME_FEEDBACK_LIMIT} newest
 *   feedback items, in the order they were added (spec §4 "Add appends"), and the puzzle
 */
export async function getHomeContent(site: PublicSite): Promise<HomeContent> {
  const [banner, feedback, puzzle] = await Promise.all([
    getBanner(),
    listFeedback({ limit: HOME_FEEDBACK_LIMIT }),
    puzzleOfTheWeek(),
  ]);
  return {
    banner: banner ? toBannerView(banner) : null,
    feedback: feedback.map(({ id, name, content, stars }) => ({ id, name, content, stars })),
    puzzle: puzzle ? toPuzzleView(puzzle, site, "home") : null,
  };
}
