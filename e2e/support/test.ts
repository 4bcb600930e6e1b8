import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

/**
 * Playwright's `test` and `expect` for every spec, with one addition for every browser context
 * a test opens (the `context`/`page` fixtures and `browser.newContext()` / `browser.newPage()`
 * alike):
 * - (docs/decisions/csp.md) it records Content-Security-Policy violations (the
 *   `securitypolicyviolation` events of our documents and the console errors Chromium prints for
 *   anything blocked), and the test fails at teardown if there was any. A spec that provokes a
 *   violation on purpose (e2e/csp.spec.ts) takes `cspViolations` and empties it after checking.
 * - `gotoHydrated(page, url)`: opens a page and waits until React has hydrated it, for a test
 *   that needs a hydrated page and says so. Plain `page.goto` does not hydrate anything: cached
 *   pages run no script until the visitor's first gesture (app/server/first-paint/first-paint.server.ts), and
 *   a test touches the page first, as a visitor would.
 *
 * Import from here instead of "@playwright/test"; everything else is re-exported unchanged.
 */
export * from "@playwright/test";

/** One recorded violation. */
export type CspViolation = { page: string; directive: string; blocked: string; sample?: string };

declare global {
  interface Window {
    __reportCspViolation?: (violation: Omit<CspViolation, "page">) => void;
  }
}

/** The running test's list (a worker runs one test at a time); undefined between tests. */
let current: CspViolation[] | undefined;

/** Makes `context` report CSP violations into the running test's list. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__reportCspViolation", ({ page }, violation) => {
    current?.push({ page: page?.url() ?? "", ...violation });
  });
  await context.addInitScript(() => {
    // Our documents only: a third-party frame (the map, once shown) has its own policy.
    let ours = true;
    try {
      ours = window.top?.location.origin === window.location.origin;
    } catch {
      ours = false;
    }
    if (!ours) return;
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      current?.push({
        page: message.page()?.url() ?? "",
        directive: "console",
        blocked: message.text().slice(0, 300),
      });
  });
}

/** How long {@link gotoHydrated} waits for hydration after the page has loaded, in ms. */
const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Opens `url` and waits until React has hydrated the page (`<html data-hydrated>`, app/root.tsx),
 * for a test that needs a hydrated page. A cached page waiting for the visitor's first gesture gets
 * one first: a mouse movement. Pages rendered per request (signed in, the admin area) hydrate at
 * load. With scripting off it returns once the page has loaded.
 * @returns the navigation's response, as `page.goto`'s
 */
export async function gotoHydrated(
  page: Page,
  url: string,
  options?: Parameters<Page["goto"]>[1],
): ReturnType<Page["goto"]> {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until React has hydrated the page now open, giving a page that waits for the visitor's
 * first gesture a mouse movement (for a test that needs a hydrated page after a navigation it did
 * not make with {@link gotoHydrated}, such as a form post).
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (await page.locator("script[data-after-first-paint]").count()) {
    // Two positions: a move to where the mouse already is may send no event.
    await page.mouse.move(1, 1);
    await page.mouse.move(0, 0);
  }
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") ||
      !document.querySelector('script[type="module"], script[data-after-first-paint]') ||
      // Scripting is off: a <noscript>'s content is then parsed as elements.
      document.querySelector("noscript > *") !== null,
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  // Worker-scoped: the same browser, with newContext (which newPage and the `context` fixture
  // use) wrapped to watch every new context.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchCsp(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  cspViolations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take an object pattern
    async ({}, use) => {
      const violations: CspViolation[] = [];
      current = violations;
      await use(violations);
      current = undefined;
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
