import { signInAsAdminByHttp } from "./support/admin";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { request as playwrightRequest } from "./support/test";

/**
 * The anonymous page cache and its headers (issue #3 Performance, docs/decisions/caching.md):
 * anonymous pages are served from memory with a revalidating Cache-Control and an ETag, a
 * change by the admin shows at once, and nothing personal is ever cached or shared.
 */
test.describe.configure({ mode: "serial" });

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
  expect(await second.text()).toBe(await first.text());

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
  expect(await anonymousAgain.text()).toBe(await homeAfter.text());
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
  const plainBody = await plain.text();
  for (const encoding of ["gzip", "br"]) {
    const response = await fetch(`${baseURL}/courses`, {
      headers: { "Accept-Encoding": encoding },
    });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    // fetch decodes the body
    expect(await response.text()).toBe(plainBody);
  }
});

test("a 404 page is not cached", async ({ request }) => {
  await request.get("/no-such-page");
  const again = await request.get("/no-such-page");
  expect(again.status()).toBe(404);
  expect(again.headers()["x-page-cache"]).toBeUndefined();
});
