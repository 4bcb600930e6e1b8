import { signInAsAdminByHttp } from "./support/admin";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { request as playwrightRequest } from "./support/test";

/**
 * The anonymous page cache and its headers (docs/decisions/caching.md):
 * anonymous pages are served from memory with a revalidating Cache-Control and an ETag, a
 * change by the admin shows at once, and nothing personal is ever cached or shared.
 */
test.describe.configure({ mode: "serial" });

/** A page with its per-response CSP nonce blanked (every response of a cached page has its own). */
const sameNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

test("anonymous pages are cached, revalidate with 304, and refresh the moment feedback changes", async ({
  request,
  baseURL,
}) => {
  const first = await request.get("/about");
  expect(first.status()).toBe(200);
  const second = await request.get("/about");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const headers = second.headers();
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers.vary).toMatch(/Cookie/i);
  expect(headers.etag).toMatch(/^W\/".+"$/);
  expect(sameNonce(await second.text())).toBe(sameNonce(await first.text()));

  const revalidated = await request.get("/about", { headers: { "If-None-Match": headers.etag } });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.body()).toHaveLength(0);

  const homeBefore = await request.get("/");
  const etagBefore = homeBefore.headers().etag;
  await request.get("/");
  expect((await request.get("/")).headers()["x-page-cache"]).toBe("hit");

  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL ?? "", OWN_ADMIN);
  const added = await admin.post("/admin-dashboard", {
    headers: { Origin: baseURL ?? "" },
    form: { intent: "add-feedback", name: "Cache Buster", content: "Shows at once.", stars: "5" },
  });
  expect(added.status()).toBe(200);

  const homeAfter = await request.get("/");
  expect(homeAfter.headers()["x-page-cache"]).toBe("miss");
  expect(await homeAfter.text()).toContain("Cache Buster");
  expect(homeAfter.headers().etag).not.toBe(etagBefore);
  const stale = await request.get("/", { headers: { "If-None-Match": etagBefore } });
  expect(stale.status()).toBe(200);

  // The admin's own pages are personal: never cached, never shared.
  const adminHome = await admin.get("/");
  expect(adminHome.headers()["cache-control"]).toBe("private, no-store");
  expect(adminHome.headers()["x-page-cache"]).toBeUndefined();
  const dashboard = await admin.get("/admin-dashboard");
  expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
  const anonymousAgain = await request.get("/");
  expect(await anonymousAgain.text()).not.toContain(OWN_ADMIN.email);
  expect(sameNonce(await anonymousAgain.text())).toBe(sameNonce(await homeAfter.text()));
  await admin.dispose();
});

test("client-side navigation data (.data) is cached for anonymous visitors too", async ({
  request,
}) => {
  await request.get("/faqs.data");
  const again = await request.get("/faqs.data");
  expect(again.status()).toBe(200);
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(again.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("compressed and uncompressed copies of a cached page carry the same page", async ({
  baseURL,
}) => {
  const plain = await fetch(`${baseURL}/courses`, { headers: { "Accept-Encoding": "identity" } });
  const plainBody = sameNonce(await plain.text());
  // One gzip copy serves clients that prefer brotli too (docs/decisions/csp.md).
  for (const encoding of ["gzip", "br, gzip"]) {
    const response = await fetch(`${baseURL}/courses`, {
      headers: { "Accept-Encoding": encoding },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes the body
    expect(sameNonce(await response.text())).toBe(plainBody);
  }
});

test("a 404 page is not cached", async ({ request }) => {
  await request.get("/no-such-page");
  const again = await request.get("/no-such-page");
  expect(again.status()).toBe(404);
  expect(again.headers()["x-page-cache"]).toBeUndefined();
});

test("share-link queries and forged session cookies are served from the cache", async ({
  request,
  baseURL,
}) => {
  await request.get("/coaches");
  const unique = () => `${Date.now()}${Math.random().toString(36).slice(2)}`;
  for (const query of [
    `fbclid=IwAR${unique()}`,
    `utm_source=whatsapp&utm_medium=social&utm_campaign=${unique()}`,
    `gclid=${unique()}`,
    `anything=${unique()}`,
  ]) {
    const response = await request.get(`/coaches?${query}`);
    expect(response.headers()["x-page-cache"], query).toBe("hit");
  }
  // A cookie that is not a session Better Auth signed: an anonymous visitor, served from the
  // cache, and the page stays public.
  for (const cookie of [
    `better-auth.session_token=${unique()}`,
    `better-auth.session_token=${unique()}.${"A".repeat(43)}=`,
  ]) {
    const response = await fetch(`${baseURL}/coaches`, { headers: { cookie } });
    expect(response.headers.get("x-page-cache"), cookie).toBe("hit");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  }
  // Uncached pages (PAGE_CACHE off or a miss) with a forged cookie stay public too.
  const miss = await fetch(`${baseURL}/events`, {
    headers: { cookie: `better-auth.session_token=${unique()}` },
  });
  expect(miss.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
});

test("a page that reads its query still varies by it: /login?error=", async ({ request }) => {
  const denied = await request.get("/login?error=access_denied&fbclid=1");
  const plain = await request.get("/login?fbclid=2");
  expect(sameNonce(await denied.text())).not.toBe(sameNonce(await plain.text()));
  const deniedAgain = await request.get("/login?utm_source=x&error=access_denied");
  expect(deniedAgain.headers()["x-page-cache"]).toBe("hit");
  expect(sameNonce(await deniedAgain.text())).toBe(sameNonce(await denied.text()));
});

test("junk query values never push a real page out of the cache, nor reach a stored page", async ({
  request,
}) => {
  test.setTimeout(180_000);
  await request.get("/faqs");
  expect((await request.get("/faqs")).headers()["x-page-cache"]).toBe("hit");
  // 520 requests, more than the cache's 500 entries, each with a value no page knows.
  for (let i = 0; i < 130; i++) {
    for (const junk of [
      `/_root.data?_routes=flood${i}`,
      `/faqs.data?_routes=root,routes/flood${i}`,
      `/login?error=flood${i}`,
      `/events?page=flood${i}`,
    ]) {
      const response = await request.get(junk);
      expect(response.status(), junk).toBeLessThan(500);
      expect(response.headers()["x-page-cache"], junk).toBeUndefined();
    }
  }
  expect((await request.get("/faqs")).headers()["x-page-cache"]).toBe("hit");
  // React Router's own _routes values (from the build's route table) are still cached.
  const data = "/faqs.data?_routes=root,routes/site-layout,routes/faqs";
  await request.get(data);
  expect((await request.get(data)).headers()["x-page-cache"]).toBe("hit");
  // A stored page is rendered from its key: an unread parameter is not written into it.
  const planted = await request.get("/register?utm_source=plantedvalue7");
  expect(await planted.text()).not.toContain("plantedvalue7");
});
