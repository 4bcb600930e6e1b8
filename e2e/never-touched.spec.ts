import { sitemapPaths } from "../app/content/navigation";
import { COUNTER_FIGURE } from "./support/pages";
import { expect, type Page, test } from "./support/test";

/**
 * A visitor who never touches the page (a desktop reader who does not move the mouse, a crawler,
 * a link-preview renderer) sees every section in view and the counters at their figures
 * (spec §2 Home "Progress counters animating from 0 on first visibility", §4 Reveal, §9): a
 * cached page runs no React until the first gesture (docs/decisions/first-paint.md), so the start
 * script reveals the sections in view and counts their counters up from 0 itself. No gesture and
 * no scroll comes from the test: tall viewports bring more of the page into view instead.
 */

test.describe.configure({ mode: "parallel" });
// Three page loads a test; a 412×8000 page paints slowly on a busy machine without a GPU.
test.setTimeout(120_000);

/** Public routes of every kind: the sitemap's pages, a course page and the auth pages. */
const ROUTES = [...sitemapPaths, "/courses/beginner", "/login", "/register", "/adminlogin"];

/** A desktop screen, a tall desktop screen, and a crawler-like render of a whole phone page. */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1440, height: 1600 },
  { width: 412, height: 8000 },
];

/** What the test reads of a `.reveal` section in view. */
interface SectionSeen {
  name: string;
  opacity: string;
}

/**
 * The `.reveal` sections in view enough to reveal: the part on screen is at least the section's
 * threshold (`data-reveal-threshold`) of the section, or of the screen for a section taller than
 * it. Each is named by its accessible label or its first heading.
 */
function sectionsInView(page: Page): Promise<SectionSeen[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".reveal")].flatMap((section) => {
      const box = section.getBoundingClientRect();
      const shown = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      const threshold = Number(section.getAttribute("data-reveal-threshold")) || 0.3;
      if (box.height === 0 || shown < threshold * Math.min(box.height, innerHeight)) return [];
      const heading = section.querySelector("h1,h2,h3")?.textContent ?? "";
      return [
        {
          name: `${section.getAttribute("aria-label") ?? heading} (top ${Math.round(box.top)})`,
          opacity: getComputedStyle(section).opacity,
        },
      ];
    }),
  );
}

/**
 * Records every text each counter's number shows (`window.counterTexts`, by figure), from the
 * first one the page parses (an empty number, parsed before its text arrives, is not one).
 */
async function recordCounterTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, string[]> = {};
    Object.assign(window, { counterTexts: seen });
    new MutationObserver(() => {
      for (const number of document.querySelectorAll("[data-counter-value]")) {
        // A streamed page may be parsed between the number's tag and its text: not a text shown.
        if (!number.textContent) continue;
        const key = number.getAttribute("data-counter-value") ?? "";
        seen[key] ??= [];
        const texts = seen[key];
        if (texts.at(-1) !== number.textContent) texts.push(number.textContent ?? "");
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The texts a counter's number has shown, by its figure. */
const counterTexts = (page: Page, figure: string) =>
  page.evaluate(
    (key) => (window as unknown as { counterTexts: Record<string, string[]> }).counterTexts[key],
    figure,
  );

/** Opens a page as a visitor who never touches it: no mouse, no key, no scroll. */
async function openUntouched(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForLoadState("load");
}

for (const path of ROUTES) {
  test(`${path}: every section in view shows, and its counters reach their figures, without a gesture`, async ({
    page,
    request,
  }) => {
    // The cached copy, as every visitor after the first gets it (its scripts wait for a gesture).
    await request.get(path);
    await recordCounterTexts(page);
    for (const viewport of VIEWPORTS) {
      const at = `${path} at ${viewport.width}×${viewport.height}`;
      await page.setViewportSize(viewport);
      await openUntouched(page, path);
      await expect
        .poll(async () => (await sectionsInView(page)).filter((s) => s.opacity !== "1"), {
          message: `${at}: sections in view still hidden`,
          timeout: 30_000,
        })
        .toEqual([]);
      // The counters of a section shown: counted up from 0, ended on the spec's figure.
      for (const number of await page.locator(".reveal.is-visible [data-counter-value]").all()) {
        const figure = (await number.getAttribute("data-counter-value")) ?? "";
        await expect(number, `${at}: counter ${figure}`).toHaveText(figure, { timeout: 5_000 });
        const texts = await counterTexts(page, figure);
        // The server's figure as parsed, then 0 and up to the figure again.
        expect(texts.slice(0, 2), `${at}: counter ${figure} counts from 0`).toEqual([figure, "0"]);
        const climb = texts.slice(1).map(Number);
        expect(climb, `${at}: counter ${figure} only climbs`).toEqual(
          [...climb].sort((x, y) => x - y),
        );
        expect(texts.at(-1)).toBe(figure);
      }
      // All of it without React: the page was never started.
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window), at).toBe(false);
    }
  });
}

test("/ at 1440×900: the counters band below the hero is in view and counted without a gesture", async ({
  page,
  request,
}) => {
  await request.get("/");
  await page.setViewportSize({ width: 1440, height: 900 });
  await openUntouched(page, "/");
  const progress = page.getByRole("region", { name: "Our progress in numbers" });
  await expect(progress).toHaveCSS("opacity", "1", { timeout: 10_000 });
  await expect(progress.locator(COUNTER_FIGURE)).toHaveText(["80+", "8+", "500+", "25+"], {
    timeout: 5_000,
  });
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
});

test("with reduced motion an untouched page shows its sections and final figures at once", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await recordCounterTexts(page);
  await request.get("/");
  await page.setViewportSize({ width: 412, height: 8000 });
  await openUntouched(page, "/");
  expect((await sectionsInView(page)).filter((s) => s.opacity !== "1")).toEqual([]);
  const values = page.locator(COUNTER_FIGURE);
  await expect(values).toHaveText(["80+", "8+", "500+", "25+"]);
  // Their sections revealed (the start script marked them) and no number ever showed another text.
  await expect(page.locator("[data-counted]")).toHaveCount(4);
  for (const figure of ["80", "8", "500", "25"])
    expect(await counterTexts(page, figure)).toEqual([figure]);
});
