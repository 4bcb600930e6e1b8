import { sitemapPaths } from "../app/content/navigation";
import { expect, type Page, test } from "./support/test";

/**
 * Issue 8 "First paint at the network's limit" (app/server/first-paint.server.ts,
 * docs/decisions/first-paint.md): a page from the page cache paints from its HTML alone. Its CSS
 * is inline, its stylesheet does not block rendering, and no script is even requested before the
 * first contentful paint; then the stylesheet applies and React hydrates, without a console error.
 * The figures (FCP, LCP) are measured by `npm run bench`, not here.
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

/** The first contentful paint and the start of the first script request, in ms since navigation. */
function paintAndFirstScript(page: Page) {
  return page.evaluate(() => {
    const paint = performance
      .getEntriesByType("paint")
      .find((entry) => entry.name === "first-contentful-paint");
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^?]+\.js$/.test(new URL(entry.name).pathname));
    return {
      fcp: paint?.startTime ?? null,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
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
    expect(html).not.toMatch(
      /<link[^>]*rel="stylesheet"(?![^>]*media="print")[^>]*>(?![^<]*<\/noscript>)/,
    );
    expect(html).not.toContain('rel="modulepreload"');

    const errors = watchErrors(page);
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    const { fcp, firstScript, scripts } = await paintAndFirstScript(page);
    expect(fcp).not.toBeNull();
    expect(scripts).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(fcp ?? Number.POSITIVE_INFINITY);
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
  await page.goto("/");
  const submit = page.locator("dialog form button[type=submit]");
  await expect(submit).toBeEnabled(); // enabled on hydration
  await page.getByRole("button", { name: /menu/i }).first().click();
  await expect(page.getByRole("button", { name: /menu/i }).first()).toHaveAttribute(
    "aria-expanded",
    "true",
  );
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
  // The deferred link stays print-only; its <noscript> copy applies to every medium.
  expect(sheets.sort()).toEqual(["", "print"]);
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
  expect(html).not.toContain("data-after-first-paint");
});
