import { type BrowserContext, test as base, expect } from "@playwright/test";

/**
 * Playwright's `test` and `expect` for every spec, with one addition (issue 6 "HTTP hardening"):
 * every browser context a test opens — the `context`/`page` fixtures and `browser.newContext()`
 * / `browser.newPage()` alike — records Content-Security-Policy violations (the
 * `securitypolicyviolation` events of our documents and the console errors Chromium prints for
 * anything blocked), and the test fails at teardown if there was any. A spec that provokes a
 * violation on purpose (e2e/csp.spec.ts) takes `cspViolations` and empties it after checking.
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
