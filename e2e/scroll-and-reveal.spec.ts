import { openHydrated } from "./support/pages";
import { expect, type Page, test } from "./support/test";

// Scrolling and reveal (spec §2 "Every route change scrolls … to the top", "Sections reveal with
// an animation when scrolled into view, once only"; §4 Reveal; §9 thresholds 0.5/0.3 and
// durations 1000/1300 ms).

test.use({ viewport: { width: 1280, height: 800 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Scrolls to the footer, clicks its Gallery link (a client-side route change) and returns every
 * window.scrollY seen, one per animation frame, until the page has rested at the top.
 */
async function scrollPositionsOfRouteChange(page: Page) {
  await openHydrated(page, "/");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Gallery" });
  await link.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(1000);
  // 120 animation frames (about 2 s) of window.scrollY, recorded while the route changes
  const frames = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const sample = () => {
          seen.push(window.scrollY);
          if (seen.length < 120) requestAnimationFrame(sample);
          else resolve(seen);
        };
        requestAnimationFrame(sample);
      }),
  );
  await link.click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Meet Our Chess Champions" }),
  ).toBeVisible();
  return frames;
}

test("a route change scrolls back to the top smoothly", async ({ page }) => {
  const seen = await scrollPositionsOfRouteChange(page);
  const start = seen[0];
  // frames on the way up: neither where it started nor at the top yet. A jump has none (see the
  // reduced-motion test); a busy machine may paint only a few of the smooth scroll's frames.
  expect(seen.filter((y) => y > 0 && y < start).length).toBeGreaterThan(0);
  expect(seen.at(-1)).toBe(0);
});

test("with reduced motion a route change jumps to the top", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const seen = await scrollPositionsOfRouteChange(page);
  const start = seen[0];
  expect(seen.filter((y) => y > 0 && y < start)).toEqual([]);
  expect(seen.at(-1)).toBe(0);
});

test("home sections reveal at the spec's thresholds", async ({ page }) => {
  await page.goto("/");
  const threshold = (name: string) =>
    page.getByRole("region", { name, exact: true }).getAttribute("data-reveal-threshold");
  expect(await threshold("Book A Free Demo Class")).toBe("0.5");
  expect(await threshold("Why Choose Us?")).toBe("0.3");
  expect(await threshold("Child Centric")).toBe("0.3");
  expect(await threshold("From a Small Coimbatore Classroom to Tournament Halls")).toBe("0.5");
  const progress = page.locator("[data-counter]").first().locator("xpath=ancestor::section[1]");
  expect(await progress.getAttribute("data-reveal-threshold")).toBe("0.5");
});

test("a section reveals once when scrolled into view, in 1000 or 1300 ms", async ({ page }) => {
  await openHydrated(page, "/coaches");
  const lookingFor = page.getByRole("region", { name: "Who we're looking for" });
  const offer = page.getByRole("region", { name: "What We Offer Coaches" });
  await expect(lookingFor).not.toHaveClass(/is-visible/);
  await expect(lookingFor).toHaveCSS("opacity", "0");
  await expect(lookingFor).toHaveCSS("transition-duration", /^1s(, 1s)?$/);
  await expect(offer).toHaveCSS("transition-duration", /^1\.3s(, 1\.3s)?$/);

  await lookingFor.scrollIntoViewIfNeeded();
  await expect(lookingFor).toHaveClass(/is-visible/);
  await expect(lookingFor).toHaveCSS("opacity", "1");

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(lookingFor).toHaveClass(/is-visible/);
  await expect(lookingFor).toHaveCSS("opacity", "1");
});

test("with reduced motion every section shows at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page, "/coaches");
  await expect(page.getByRole("region", { name: "What We Offer Coaches" })).toHaveCSS(
    "opacity",
    "1",
  );
});
