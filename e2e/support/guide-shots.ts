import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "./test";

/**
 * The screenshots of the guides (docs/admin-guide.md, docs/coach-guide.md), taken by the specs that
 * walk what they show (docs/decisions/admin-area.md "Tests"). With ADMIN_GUIDE_SCREENSHOTS=1 the
 * pictures replace those in docs/<guide>/; otherwise they go to test-results/<guide>/ so a test
 * run leaves the checkout as it was.
 */

/** The guide's picture folder (made if missing): "admin-guide" → docs/admin-guide/. */
export function guideDir(guide: "admin-guide" | "coach-guide"): string {
  const dir =
    process.env.ADMIN_GUIDE_SCREENSHOTS === "1"
      ? path.resolve("docs", guide)
      : path.resolve("test-results", guide);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A whole-page JPEG of a guide, once the page shows its h1.
 * @param file the picture's name in the guide's folder ("fees-invoice.jpg")
 */
export async function guideShot(
  page: Page,
  guide: "admin-guide" | "coach-guide",
  file: string,
): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.screenshot({
    path: path.join(guideDir(guide), file),
    type: "jpeg",
    quality: 70,
    fullPage: true,
  });
}
