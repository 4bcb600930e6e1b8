import { sitemapPaths } from "../app/content/navigation";
import { oidcPortFor } from "./support/accounts";
import { openHydrated } from "./support/pages";
import { type BrowserContext, expect, type Page, test } from "./support/test";

/**
 * The Content-Security-Policy of docs/decisions/csp.md: every
 * document carries an enforced policy whose scripts need this response's nonce — pages served
 * from the page cache too — and an injected script does not run. Every spec imports `test` from
 * ./support/test, which fails any test that meets a CSP violation, so the routes below, the
 * booking hand-off, the Google flow and the admin dashboard are covered by their own specs too.
 */

/** Every document route of app/routes.ts (and a 404). */
const DOCUMENTS = [
  ...sitemapPaths,
  "/courses/beginner",
  "/contactUs",
  "/adminlogin",
  "/login",
  "/register",
  "/no-such-page",
];

/** The nonce of a policy. */
const nonceOf = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1];

test("every document has the enforced policy, COOP, and a nonce on each of its scripts", async ({
  request,
  baseURL,
}) => {
  // playwright.config.ts points GOOGLE_ISSUER at the local stand-in for Google.
  const issuer = `http://127.0.0.1:${oidcPortFor(Number(new URL(baseURL ?? "").port))}`;
  for (const path of DOCUMENTS) {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const headers = response.headers();
    const policy = headers["content-security-policy"];
    expect(headers["content-security-policy-report-only"], path).toBeUndefined();
    const directives = new Map(
      policy.split(/\s*;\s*/).map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
    );
    const nonce = nonceOf(policy);
    expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directives.get("script-src"), path).toBe(`'self' 'nonce-${nonce}'`);
    expect(directives.get("object-src"), path).toBe("'none'");
    expect(directives.get("base-uri"), path).toBe("'none'");
    expect(directives.get("frame-ancestors"), path).toBe("'none'");
    expect(directives.get("form-action"), path).toBe(`'self' ${issuer} https://wa.me`);
    expect(directives.get("frame-src"), path).toBe("https://www.google.com");
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    // SITE_URL is http here: no HSTS (an http origin cannot set it anyway).
    expect(headers["strict-transport-security"], path).toBeUndefined();

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (attributes.includes('type="application/ld+json"')) continue; // data, never run
      expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
  }
});

test("a cached page gets a fresh nonce on every response, plain and gzip, and still hydrates", async ({
  request,
  browser,
  baseURL,
}) => {
  // Two fresh browser contexts besides the HTTP checks: slow on a busy machine.
  test.slow();
  await request.get("/faqs");
  const seen = new Set<string>();
  for (const encoding of ["identity", "identity", "gzip", "br, gzip"]) {
    const response = await fetch(`${baseURL}/faqs`, { headers: { "Accept-Encoding": encoding } });
    expect(response.headers.get("x-page-cache")).toBe("hit");
    const nonce = nonceOf(response.headers.get("content-security-policy") ?? "");
    const html = await response.text(); // fetch decodes gzip
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.match(/nonce="([^"]+)"/g)?.every((n) => n === `nonce="${nonce}"`)).toBe(true);
    seen.add(nonce ?? "");
  }
  expect(seen.size).toBe(4);

  // Two visitors (fresh browser caches; one browser revalidates its own copy with a 304 and
  // keeps that copy's policy) load the cached page: different nonces, and both hydrate once the
  // visitor moves the mouse (root.tsx marks <html data-hydrated>).
  const nonces: string[] = [];
  const contexts: BrowserContext[] = [];
  let page: Page | undefined;
  for (let visitor = 0; visitor < 2; visitor++) {
    const context = await browser.newContext({ baseURL });
    contexts.push(context);
    page = await context.newPage();
    const response = await page.goto("/faqs");
    expect(response?.headers()["x-page-cache"]).toBe("hit");
    nonces.push(nonceOf(response?.headers()["content-security-policy"]) ?? "");
    await page.mouse.move(1, 1);
    await page.mouse.move(0, 0);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  if (!page) throw new Error("no page");
  // Client-side navigation (module scripts loaded through the policy) still works.
  await page.getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const context of contexts) await context.close();
});

test("the footer map is allowed to load in its frame", async ({ page }) => {
  await page.route(/google\.com/, (route) => route.fulfill({ body: "<p>map</p>" }));
  await openHydrated(page, "/contact");
  await page.getByRole("contentinfo").getByRole("button", { name: "Show map" }).click();
  const frame = page.frameLocator("footer iframe");
  await expect(frame.locator("p")).toHaveText("map");
});

test("an injected script or inline handler without the nonce does not run, and is reported", async ({
  page,
  cspViolations,
}) => {
  await openHydrated(page, "/about");
  const ran = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    const wrongNonce = document.createElement("script");
    wrongNonce.nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
    wrongNonce.textContent = "window.__wrongNonce = true";
    document.body.append(wrongNonce);
    const img = document.createElement("div");
    img.innerHTML = '<img src="/no-such-image.png" onerror="window.__handler = true">';
    document.body.append(img);
    // Inline scripts run (or are blocked) synchronously when appended: nothing to wait for.
    return { injected: w.__injected, wrongNonce: w.__wrongNonce };
  });
  expect(ran).toEqual({ injected: undefined, wrongNonce: undefined });
  // The handler attribute is blocked too (it would run once the image fails to load).
  await expect
    .poll(() => cspViolations.filter((v) => v.directive === "script-src-attr").length)
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler)).toBe(
    undefined,
  );
  expect(cspViolations.some((v) => v.directive === "script-src-elem")).toBe(true);
  // Chromium prints each of the three as a console error; wait for them before clearing.
  await expect.poll(() => cspViolations.filter((v) => v.directive === "console").length).toBe(3);
  // Expected violations: the fixture must not fail this test for them.
  cspViolations.length = 0;
});
