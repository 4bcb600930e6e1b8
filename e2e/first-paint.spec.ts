import { sitemapPaths } from "../app/content/navigation";
import { reactRouterOutputChanges } from "../app/server/first-paint/react-router-output.server";
import { expect, gotoHydrated, type Page, test } from "./support/test";

/**
 * First paint at the network's limit (app/server/first-paint/first-paint.server.ts,
 * docs/decisions/first-paint.md): a page from the page cache paints from its HTML alone. Its CSS
 * is inline, and neither its stylesheet nor any script is even requested before the first
 * contentful paint; no script runs before the visitor's first gesture (a page only looked at
 * stays the server-rendered page, its sections in view revealed); then the stylesheet applies and
 * React hydrates, without a console error. What the first tap does before then is
 * e2e/first-gesture.spec.ts. The figures (FCP, LCP) are measured by `npm run bench`, not here.
 */

test.describe.configure({ mode: "parallel" });

/** Public routes of every kind: the sitemap's pages, a course page and the auth pages. */
const ROUTES = [...sitemapPaths, "/courses/beginner", "/login", "/register", "/adminlogin"];

/** Console errors and uncaught page errors (a hydration mismatch is reported as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * The first contentful paint and the start of the first script and of the first stylesheet
 * request, in ms since navigation.
 */
function paintAndFirstScript(page: Page) {
  return page.evaluate(() => {
    const paint = performance
      .getEntriesByType("paint")
      .find((entry) => entry.name === "first-contentful-paint");
    const assets = (extension: string) =>
      performance
        .getEntriesByType("resource")
        .filter(
          (entry) =>
            new URL(entry.name).pathname.match(/\/assets\/[^?]+\.(\w+)$/)?.[1] === extension,
        );
    const scripts = assets("js");
    return {
      fcp: paint?.startTime ?? null,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      firstStylesheet: Math.min(...assets("css").map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
}

for (const path of ROUTES) {
  test(`${path} paints from its HTML before any script is requested, then hydrates`, async ({
    page,
    request,
  }) => {
    // Fill the page cache, as the first visitor would (the cache prepares the page it stores).
    const html = await (await request.get(path)).text();
    const inlineCss = html.match(/<style nonce="[^"]+">([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(inlineCss.length).toBeGreaterThan(500);
    // The stylesheet is not even requested before the first paint: only the <noscript> copy is a
    // stylesheet link.
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"[^>]*>(?![^<]*<\/noscript>)/);
    expect(html).toMatch(/<link[^>]*rel="stylesheet-after-first-paint"[^>]*href="\/assets\//);
    expect(html).not.toContain('<link rel="modulepreload"');

    const errors = watchErrors(page);
    await openWithoutGesture(page, path);
    // The visitor's first gesture comes once the page is on screen (a small page can fire its
    // load event before it has painted).
    await expect.poll(async () => (await paintAndFirstScript(page)).fcp).not.toBeNull();
    await page.mouse.move(20, 20);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const { fcp, firstScript, firstStylesheet, scripts } = await paintAndFirstScript(page);
    expect(fcp).not.toBeNull();
    expect(scripts).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(fcp ?? Number.POSITIVE_INFINITY);
    expect(firstStylesheet).toBeGreaterThan(fcp ?? Number.POSITIVE_INFINITY);
    // The whole stylesheet applies once it has loaded.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.styleSheets].some(
            (sheet) => sheet.href?.includes("/assets/") && sheet.media.mediaText === "all",
          ),
        ),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
}

test("the page works after the deferred start: the menu and the booking dialog open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.getByRole("button", { name: /menu/i }).first().click();
  await expect(page.getByRole("button", { name: /menu/i }).first()).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.getByRole("button", { name: /menu/i }).first().click();
  await page.getByRole("button", { name: "Book a Demo", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Book Now" }).getByLabel("Name")).toBeFocused();
});

/** Opens a cached page without any gesture: `goto`'s own mouse movement is skipped. */
async function openWithoutGesture(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForLoadState("load");
}

test("a page only looked at runs no script: its modules download after the first paint, React waits for a gesture", async ({
  page,
  request,
}) => {
  await request.get("/about"); // the cached copy, as a visitor after the first gets it
  const errors = watchErrors(page);
  await openWithoutGesture(page, "/about");
  // The preloads have downloaded (not run) …
  await expect.poll(async () => (await paintAndFirstScript(page)).scripts).toBeGreaterThan(3);
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/assets/entry.client"))
          .every((entry) => (entry as PerformanceResourceTiming).responseEnd > 0),
      ),
    )
    .toBe(true);
  // … and nothing has run: no router, no hydration, the route data still waiting.
  expect(
    await page.evaluate(() => ({
      router: "__reactRouterDataRouter" in window,
      context: "__reactRouterContext" in window,
      hydrated: document.documentElement.hasAttribute("data-hydrated"),
    })),
  ).toEqual({ router: false, context: false, hydrated: false });
  // The first gesture starts it.
  await page.mouse.move(20, 20);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(errors).toEqual([]);
});

test("a key press, a scroll or a touch starts the page as well", async ({ browser, baseURL }) => {
  const gestures: Record<string, (page: Page) => Promise<void>> = {
    keydown: (page) => page.keyboard.press("Tab"),
    scroll: (page) => page.evaluate(() => window.scrollBy(0, 200)),
    touch: (page) => page.tap("h1"),
  };
  for (const [name, gesture] of Object.entries(gestures)) {
    const context = await browser.newContext({ baseURL, hasTouch: true });
    const page = await context.newPage();
    await openWithoutGesture(page, "/courses");
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window), name).toBe(false);
    await gesture(page);
    await expect(page.locator("html"), name).toHaveAttribute("data-hydrated", "");
    await context.close();
  }
});

test("sections in the first view reveal themselves before React hydrates, the one with counters too", async ({
  page,
}) => {
  // A screen tall enough for the whole home page: every section is in view at load.
  await page.setViewportSize({ width: 412, height: 9000 });
  await openWithoutGesture(page, "/");
  const sections = page.locator(".reveal");
  expect(await sections.count()).toBeGreaterThan(2);
  for (const section of await sections.all()) await expect(section).toHaveClass(/\bis-visible\b/);
  // The start script counts the counters (e2e/never-touched.spec.ts follows them to their figures).
  await expect(page.locator("[data-counter-value][data-counted]")).toHaveCount(4);
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
});

test("React Router's own output is what deferHydration rewrites", async ({ request }) => {
  // An uncached render (the 404 page) is React Router's output as it is: the patterns of
  // app/server/first-paint/react-router-output.server.ts must each find what they rewrite, and no
  // other inline script may be left to run at load. Ours is the start script, an IIFE.
  const html = await (await request.get("/no-such-page-first-paint")).text();
  expect(reactRouterOutputChanges(html, ['"use strict";(()=>{', "(()=>{"])).toEqual([]);
});

test("without JavaScript the whole stylesheet applies through the noscript copy", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/courses");
  const sheets = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href?.includes("/assets/"))
      .map((sheet) => sheet.media.mediaText),
  );
  // The deferred link stays inert (never fetched); its <noscript> copy applies to every medium.
  expect(sheets).toEqual([""]);
  await context.close();
});

test("an uncached render (the 404 page) keeps the stylesheet as React Router renders it", async ({
  request,
}) => {
  // /admin-dashboard is never cached: it redirects anonymous visitors, so look at the 404,
  // which is not cached either (only 200 pages are).
  const response = await request.get("/no-such-page-first-paint");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"\/>/);
  expect(html).toContain('rel="modulepreload"');
  // Its scripts run at load: none waits (the start script, which every page has, is all there is).
  expect(html).not.toMatch(/<script[^>]*data-after-first-paint/);
});
