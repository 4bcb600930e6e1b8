import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

/**
 * Playwright's `test` and `expect` for every spec, with two additions for every browser context
 * a test opens (the `context`/`page` fixtures and `browser.newContext()` / `browser.newPage()`
 * alike):
 * - (issue 6 "HTTP hardening") it records Content-Security-Policy violations (the
 *   `securitypolicyviolation` events of our documents and the console errors Chromium prints for
 *   anything blocked), and the test fails at teardown if there was any. A spec that provokes a
 *   violation on purpose (e2e/csp.spec.ts) takes `cspViolations` and empties it after checking.
 * - (issue 8) with JavaScript on, `page.goto` of one of our pages resolves once React has
 *   hydrated it (`<html data-hydrated>`, app/root.tsx). Cached pages start their scripts at the
 *   visitor's first interaction (app/server/first-paint.server.ts), so `goto` moves the mouse,
 *   as a visitor's first gesture would, and waits. A `goto` with `waitUntil: "commit"` returns at
 *   once, as Playwright's does, and starts nothing.
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

/** How long `goto` waits for hydration after the page has loaded, in ms. */
const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Makes `page.goto` wait until React has hydrated the page it opened, when that page runs
 * React Router's scripts (a page of this site; not a stand-in page served by a test route).
 * A cached page waiting for the first interaction gets one: a mouse movement.
 */
function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === "commit") return response;
    if (await page.locator("script[data-after-first-paint]").count()) {
      // Two positions: a move to where the mouse already is may send no event.
      await page.mouse.move(1, 1);
      await page.mouse.move(0, 0);
    }
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute("data-hydrated") ||
        !document.querySelector('script[type="module"], script[data-after-first-paint]') ||
        // Scripting is off (`test.use({ javaScriptEnabled: false })` reaches newContext as a
        // default, not as an option): a <noscript>'s content is then parsed as elements.
        document.querySelector("noscript > *") !== null,
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS },
    );
    return response;
  };
}

/** Wraps `newPage` so every page of a JavaScript-enabled context waits for hydration. */
function pagesWaitForHydration(context: BrowserContext): void {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    gotoWaitsForHydration(page);
    return page;
  };
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
        if (options?.javaScriptEnabled !== false) pagesWaitForHydration(context);
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
