import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/config/env.server";
import {
  applyCacheHeaders,
  hasSessionCookie,
  type PageCacheOptions,
  PRIVATE_CACHE_CONTROL,
  PageCache as ProcessPageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
} from "~/server/cache/page-cache.server";
import { sessionCheck } from "~/server/cache/page-cache-keys.server";
import {
  deferHydration,
  START_ON_INTERACTION_SCRIPT,
} from "~/server/first-paint/first-paint.server";
import { applyDocumentSecurityHeaders, createNonce, nonceOf } from "~/server/http/csp.server";

const SECRET = "page-cache-test-secret-0123456789";
const signedIn = sessionCheck(SECRET);

/** A session cookie as Better Auth signs it (better-call signCookieValue): token.base64(HMAC-SHA256). */
function sessionCookie(token: string, secret = SECRET): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** The page cache under test, checking session cookies against {@link SECRET}. */
class PageCache extends ProcessPageCache {
  constructor(options: PageCacheOptions = {}) {
    super({ signedIn, ...options });
  }
}

type Handler = (request: Request) => Promise<Response>;

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  vi.useRealTimers();
});

/** A page as entry.server would answer it: headers from applyCacheHeaders. */
async function page(
  request: Request,
  body: string,
  init: { status?: number; setCookie?: string } = {},
): Promise<Response> {
  const headers = new Headers({ "Content-Type": "text/html" });
  if (init.setCookie) headers.set("Set-Cookie", init.setCookie);
  await applyCacheHeaders(request, init.status ?? 200, headers, signedIn);
  return new Response(body, { status: init.status ?? 200, headers });
}

/** A document with CSP-nonced scripts, as entry.server renders it. */
async function noncedPage(request: Request, text: string): Promise<Response> {
  const nonce = createNonce();
  const headers = new Headers({ "Content-Type": "text/html" });
  applyDocumentSecurityHeaders(headers, nonce, parseEnv({}));
  await applyCacheHeaders(request, 200, headers, signedIn);
  const html = `<html><body><p>${text}</p><script nonce="${nonce}">window.a=1</script><link rel="modulepreload" nonce="${nonce}" href="/x.js"><script type="module" nonce="${nonce}">import("/x.js")</script></body></html>`;
  return new Response(html, { headers });
}

/** A document shaped like React Router's: a nonce'd module preload and async bootstrap script. */
async function reactRouterPage(request: Request): Promise<Response> {
  const nonce = createNonce();
  const headers = new Headers({ "Content-Type": "text/html" });
  applyDocumentSecurityHeaders(headers, nonce, parseEnv({}));
  await applyCacheHeaders(request, 200, headers, signedIn);
  const html = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/x.js" nonce="${nonce}"/></head><body><p>Chess</p><script nonce="${nonce}" type="module" async>import("/x.js")</script><script nonce="${nonce}" id="_R_">${START_ON_INTERACTION_SCRIPT}</script></body></html>`;
  return new Response(html, { headers });
}

/**
 * Serves `cache.middleware(handler)` on a free port; anything it passes on answers "fallthrough".
 * @param entered called once the cache middleware has run up to its first await for a request
 */
async function serve(
  cache: PageCache,
  handler: Handler,
  entered?: () => void,
  routes?: ServerBuild["routes"],
): Promise<string> {
  const app = express();
  const middleware = cache.middleware(handler, routes);
  app.use((req, res, next) => {
    middleware(req, res, next);
    entered?.();
  });
  app.use((_req, res) => {
    res.status(299).send("fallthrough");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("applyCacheHeaders", () => {
  const get = (path: string, cookie?: string) =>
    new Request(`http://site.test${path}`, { headers: cookie ? { cookie } : {} });

  it("marks anonymous 200 pages public with revalidation and Vary: Cookie", async () => {
    const headers = new Headers();
    await applyCacheHeaders(get("/courses"), 200, headers, signedIn);
    expect(headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(headers.get("vary")).toBe("Cookie");
  });

  it("marks signed-in requests, Set-Cookie responses and the dashboard private, no-store", async () => {
    const cases: [Request, Headers][] = [
      [get("/", `theme=x; ${sessionCookie("abc")}`), new Headers()],
      [get("/", `__Secure-${sessionCookie("abc")}`), new Headers()],
      [get("/login"), new Headers({ "set-cookie": "a=b" })],
      [get("/admin-dashboard"), new Headers()],
      [get("/admin-dashboard.data"), new Headers()],
    ];
    for (const [request, headers] of cases) {
      await applyCacheHeaders(request, 200, headers, signedIn);
      expect(headers.get("cache-control"), request.url).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("keeps a page public when its session cookie is forged or unsigned", async () => {
    for (const cookie of [
      "better-auth.session_token=abc",
      sessionCookie("abc", "not-the-secret"),
      `better-auth.session_token=abc.${"A".repeat(43)}=`,
      "better-auth.session_token=%E0%A4%A",
    ]) {
      const headers = new Headers();
      await applyCacheHeaders(get("/", cookie), 200, headers, signedIn);
      expect(headers.get("cache-control"), cookie).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    }
  });

  it("leaves non-200 pages and a route's own Cache-Control alone", async () => {
    const notFound = new Headers();
    await applyCacheHeaders(get("/nope"), 404, notFound, signedIn);
    expect(notFound.get("cache-control")).toBeNull();
    const own = new Headers({ "cache-control": "public, max-age=60" });
    await applyCacheHeaders(get("/robots.txt"), 200, own, signedIn);
    expect(own.get("cache-control")).toBe("public, max-age=60");
  });

  it("recognises Better Auth session cookies only", () => {
    expect(hasSessionCookie("better-auth.session_token=1")).toBe(true);
    expect(hasSessionCookie("a=1; __Secure-better-auth.session_token=2")).toBe(true);
    expect(hasSessionCookie("a=1; better-auth.session_data=2")).toBe(false);
    expect(hasSessionCookie("not-better-auth.session_token=1")).toBe(false);
    expect(hasSessionCookie("theme=dark")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe("PageCache middleware", () => {
  it("renders once, then serves hits until invalidated", async () => {
    const cache = new PageCache();
    let renders = 0;
    const url = await serve(cache, async (request) => page(request, `render ${++renders}`));

    const first = await fetch(`${url}/about`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await first.text()).toBe("render 1");
    const second = await fetch(`${url}/about`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe("render 1");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.get("etag")).toMatch(/^W\/"/);

    cache.invalidate();
    const third = await fetch(`${url}/about`);
    expect(third.headers.get("x-page-cache")).toBe("miss");
    expect(await third.text()).toBe("render 2");
    expect(third.headers.get("etag")).not.toBe(second.headers.get("etag"));
  });

  it("keys by path, and by query only for the parameters a page reads", async () => {
    const cache = new PageCache();
    let renders = 0;
    const url = await serve(cache, async (request) => {
      renders++;
      return page(request, new URL(request.url).searchParams.get("error") ?? "none");
    });
    // /login reads ?error= (a failed Google sign-in): each value is its own page.
    expect(await (await fetch(`${url}/login?error=access_denied`)).text()).toBe("access_denied");
    expect(await (await fetch(`${url}/login?error=email_not_found`)).text()).toBe(
      "email_not_found",
    );
    expect(await (await fetch(`${url}/login`)).text()).toBe("none");
    const shared = await fetch(`${url}/login?utm_source=whatsapp&error=access_denied`);
    expect(shared.headers.get("x-page-cache")).toBe("hit");
    expect(await shared.text()).toBe("access_denied");
    // Other pages read no query: ?error= or ?a= do not split them.
    await fetch(`${url}/x?a=1`);
    expect((await fetch(`${url}/x?a=2`)).headers.get("x-page-cache")).toBe("hit");
    expect((await fetch(`${url}/x?error=1`)).headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(4);
    expect(cache.size).toBe(4);
  });

  it("stores no page for a query value the page does not know, so junk never pushes real pages out", async () => {
    const routes = {
      root: { id: "root", path: "" },
      "routes/site-layout": { id: "routes/site-layout", parentId: "root" },
      "routes/home": { id: "routes/home", parentId: "routes/site-layout", index: true },
      "routes/faqs": { id: "routes/faqs", parentId: "routes/site-layout", path: "faqs" },
      "routes/login": { id: "routes/login", parentId: "root", path: "login" },
      "routes/events": { id: "routes/events", parentId: "routes/site-layout", path: "events" },
    } as unknown as ServerBuild["routes"];
    const cache = new PageCache({ maxEntries: 20 });
    const seen: string[] = [];
    const url = await serve(
      cache,
      async (request) => {
        seen.push(new URL(request.url).search);
        return page(request, "page");
      },
      undefined,
      routes,
    );
    expect((await fetch(`${url}/faqs`)).headers.get("x-page-cache")).toBe("miss");
    for (let i = 0; i < 30; i++) {
      for (const junk of [
        `/_root.data?_routes=flood${i}`,
        `/_root.data?_routes=root,routes/faqs${i}`,
        `/login?error=junk${i}`,
        `/events?page=x${i}`,
      ]) {
        // Passed on to be rendered (here: "fallthrough"), not stored.
        expect((await fetch(`${url}${junk}`)).status, junk).toBe(299);
      }
    }
    expect(cache.size).toBe(1);
    expect((await fetch(`${url}/faqs`)).headers.get("x-page-cache")).toBe("hit");
    // Values the page knows are cached as before.
    expect(
      (await fetch(`${url}/_root.data?_routes=root,routes/home`)).headers.get("x-page-cache"),
    ).toBe("miss");
    expect(
      (await fetch(`${url}/_root.data?_routes=root,routes/home`)).headers.get("x-page-cache"),
    ).toBe("hit");
    expect((await fetch(`${url}/login?error=access_denied`)).headers.get("x-page-cache")).toBe(
      "miss",
    );
    expect((await fetch(`${url}/events?page=2`)).headers.get("x-page-cache")).toBe("miss");
    expect(cache.size).toBe(4);
    // A stored page is rendered from its key: a parameter it does not read never reaches it.
    await fetch(`${url}/login?utm_source=planted&error=email_not_found&fbclid=x`);
    expect(seen.at(-1)).toBe("?error=email_not_found");
  });

  it("renders a target that begins with // from its key on this host, never another's", async () => {
    const cache = new PageCache();
    const hosts: string[] = [];
    const url = await serve(cache, async (request) => {
      hosts.push(new URL(request.url).host);
      return page(request, "page");
    });
    const { port } = new URL(url);
    // fetch() would normalise the path: send it as a hostile client does.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "//a:b@elsewhere/faqs?utm_source=x" }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on("error", reject);
    });
    expect(status).toBe(200);
    expect(hosts).toEqual([`127.0.0.1:${port}`]);
  });

  it("serves share-link queries (utm_*, fbclid, gclid, anything unread) from the cache", async () => {
    const cache = new PageCache();
    let renders = 0;
    const url = await serve(cache, async (request) => page(request, `render ${++renders}`));
    await fetch(`${url}/`);
    for (let i = 0; i < 20; i++) {
      const query = [
        `fbclid=IwAR${i}x${Math.random()}`,
        `utm_source=whatsapp&utm_medium=social&utm_campaign=c${i}`,
        `gclid=Cj0K${i}`,
        `nocache=${Math.random()}`,
      ][i % 4];
      const response = await fetch(`${url}/?${query}`);
      expect(response.headers.get("x-page-cache"), query).toBe("hit");
      expect(await response.text()).toBe("render 1");
    }
    expect((await fetch(`${url}/faqs.data?fbclid=1`)).headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(`${url}/faqs.data?fbclid=2`)).headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(2);
    expect(cache.size).toBe(2);
  });

  it("treats a forged or unsigned session cookie as anonymous and serves the cached page", async () => {
    const cache = new PageCache();
    let renders = 0;
    const seenCookies: (string | null)[] = [];
    const url = await serve(cache, async (request) => {
      seenCookies.push(request.headers.get("cookie"));
      return page(request, `render ${++renders}`);
    });
    const forged = [
      `better-auth.session_token=${Math.random()}`,
      sessionCookie("stolen-token", "guessed-secret"),
      `__Secure-better-auth.session_token=x.${"B".repeat(43)}=`,
    ];
    const first = await fetch(`${url}/`, { headers: { cookie: forged[0] } });
    expect(first.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    for (const cookie of forged) {
      const response = await fetch(`${url}/`, { headers: { cookie } });
      expect(response.headers.get("x-page-cache"), cookie).toBe("hit");
      expect(await response.text()).toBe("render 1");
    }
    expect(renders).toBe(1);
    // The shared render never saw the visitor's cookies.
    expect(seenCookies).toEqual([null]);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const cache = new PageCache();
    const url = await serve(cache, async (request) => page(request, "same page"));
    const etag = (await fetch(`${url}/`)).headers.get("etag") ?? "";
    const revalidated = await fetch(`${url}/`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    const other = await fetch(`${url}/`, { headers: { "If-None-Match": 'W/"other"' } });
    expect(other.status).toBe(200);
  });

  it("never reads or fills the cache for a validly signed session cookie, and passes POSTs, /api and the dashboard on", async () => {
    const cache = new PageCache();
    let renders = 0;
    const url = await serve(cache, async (request) => page(request, `render ${++renders}`));
    await fetch(`${url}/`);
    for (const cookie of [sessionCookie("abc"), `theme=1; __Secure-${sessionCookie("def")}`]) {
      const personal = await fetch(`${url}/`, { headers: { cookie } });
      expect(await personal.text()).toBe("fallthrough");
    }
    expect((await fetch(`${url}/`, { method: "POST" })).status).toBe(299);
    expect((await fetch(`${url}/api/auth/ok`)).status).toBe(299);
    expect((await fetch(`${url}/admin-dashboard`)).status).toBe(299);
    // The admin area too, query and all: its redirect to /adminlogin names the page asked for.
    expect((await fetch(`${url}/admin/enquiries?status=new`)).status).toBe(299);
    expect((await fetch(`${url}/admin/coaches.data?new=1`)).status).toBe(299);
    // React Router's manifest: its query is the whole question (a dropped version means "reload").
    expect((await fetch(`${url}/__manifest?paths=%2Fcourses&version=abc`)).status).toBe(299);
    expect(renders).toBe(1);
  });

  it("does not store responses that set a cookie, are not 200, or are not marked public", async () => {
    const cache = new PageCache();
    let renders = 0;
    const url = await serve(cache, async (request) => {
      renders++;
      const path = new URL(request.url).pathname;
      if (path === "/cookie") return page(request, "with cookie", { setCookie: "x=1" });
      if (path === "/missing") return page(request, "not found", { status: 404 });
      return new Response("own headers", { headers: { "cache-control": "public, max-age=60" } });
    });
    for (const path of ["/cookie", "/missing", "/own"]) {
      const a = await fetch(`${url}${path}`);
      await fetch(`${url}${path}`);
      expect(a.headers.get("x-page-cache"), path).toBeNull();
    }
    expect(renders).toBe(6);
    expect(cache.size).toBe(0);
  });

  it("renders once for concurrent misses of the same page", async () => {
    const cache = new PageCache();
    let renders = 0;
    // The render finishes only when all eight requests are in the cache (rendering or waiting).
    let entered = 0;
    let allIn: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      allIn = resolve;
    });
    const url = await serve(
      cache,
      async (request) => {
        renders++;
        await gate;
        return page(request, "slow page");
      },
      () => {
        if (++entered === 8) allIn();
      },
    );
    const bodies = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${url}/`).then((r) => r.text())),
    );
    expect(bodies).toEqual(Array(8).fill("slow page"));
    expect(renders).toBe(1);
  });

  it("does not keep a page rendered while the content changed", async () => {
    const cache = new PageCache();
    let renders = 0;
    const url = await serve(cache, async (request) => {
      renders++;
      if (renders === 1) cache.invalidate(); // the admin saved during this render
      return page(request, `render ${renders}`);
    });
    expect(await (await fetch(`${url}/`)).text()).toBe("render 1");
    const next = await fetch(`${url}/`);
    expect(next.headers.get("x-page-cache")).toBe("miss");
    expect(await next.text()).toBe("render 2");
  });

  it("serves a gzip copy made once (also to clients that prefer brotli), with the same page inside", async () => {
    const cache = new PageCache();
    const body = `<p>${"A pawn can defeat the king. ".repeat(200)}</p>`;
    const url = await serve(cache, async (request) => page(request, body));
    await fetch(`${url}/`, { headers: { "Accept-Encoding": "identity" } });
    const bytesBefore = cache.bytes;
    for (const encoding of ["gzip", "br, gzip"]) {
      const response = await fetch(`${url}/`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(Number(response.headers.get("content-length"))).toBeLessThan(body.length / 5);
      expect(await response.text()).toBe(body);
    }
    // The gzip copy counts against the byte cap.
    expect(cache.bytes).toBeGreaterThan(bytesBefore);
  });

  it("gives every response of a cached document a fresh nonce, in its CSP and its scripts, plain and gzip", async () => {
    const cache = new PageCache();
    const url = await serve(cache, async (request) =>
      noncedPage(request, "Chess for everyone. ".repeat(100)),
    );
    const nonces = new Set<string>();
    const etags = new Set<string>();
    for (const encoding of ["identity", "identity", "gzip", "gzip"]) {
      const response = await fetch(`${url}/`, { headers: { "Accept-Encoding": encoding } });
      const raw = Buffer.from(await response.arrayBuffer());
      // fetch decodes gzip itself; decode explicitly when it did not.
      const html = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw).toString() : raw.toString();
      const nonce = nonceOf(response.headers.get("content-security-policy"));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(html.match(/nonce="([^"]+)"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
      nonces.add(nonce ?? "");
      etags.add(response.headers.get("etag") ?? "");
    }
    expect(nonces.size).toBe(4);
    // Same page, same ETag, whatever its nonce.
    expect(etags.size).toBe(1);
    const revalidated = await fetch(`${url}/`, { headers: { "If-None-Match": [...etags][0] } });
    expect(revalidated.status).toBe(304);
    // The browser keeps the policy of the copy it has: a 304 sends no new nonce.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("stores HTML pages as transformHtml prepares them, once, with every nonce refreshed per response", async () => {
    let transforms = 0;
    const cache = new PageCache({
      transformHtml: async (html) => {
        transforms++;
        return deferHydration(html);
      },
    });
    const url = await serve(cache, async (request) =>
      new URL(request.url).pathname === "/feed.xml"
        ? new Response("<rss/>", {
            headers: {
              "Content-Type": "application/rss+xml",
              "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
            },
          })
        : reactRouterPage(request),
    );
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${url}/`);
      const html = await response.text();
      const nonce = nonceOf(response.headers.get("content-security-policy"));
      expect(html).toContain(`type="text/plain" data-after-first-paint`);
      expect(html).toContain(
        `<script nonce="${nonce}" id="_R_">${START_ON_INTERACTION_SCRIPT}</script>`,
      );
      expect(html.match(/nonce="([^"]+)"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
    }
    expect(await (await fetch(`${url}/feed.xml`)).text()).toBe("<rss/>");
    // Once per stored page: not for the hit, not for the feed, which is not HTML.
    expect(transforms).toBe(1);
  });

  it("drops the least recently used page beyond maxEntries and pages older than maxAgeMs", async () => {
    const cache = new PageCache({ maxEntries: 2, maxAgeMs: 60_000 });
    const url = await serve(cache, async (request) => page(request, new URL(request.url).pathname));
    await fetch(`${url}/a`);
    await fetch(`${url}/b`);
    await fetch(`${url}/a`); // a is now the most recent
    await fetch(`${url}/c`); // evicts b
    expect((await fetch(`${url}/a`)).headers.get("x-page-cache")).toBe("hit");
    expect((await fetch(`${url}/b`)).headers.get("x-page-cache")).toBe("miss");

    vi.useFakeTimers({ toFake: ["Date"] });
    const shortLived = new PageCache({ maxAgeMs: 1_000 });
    const url2 = await serve(shortLived, async (request) => page(request, "x"));
    await fetch(`${url2}/`);
    vi.setSystemTime(Date.now() + 1_000);
    expect((await fetch(`${url2}/`)).headers.get("x-page-cache")).toBe("hit");
    vi.setSystemTime(Date.now() + 1);
    expect((await fetch(`${url2}/`)).headers.get("x-page-cache")).toBe("miss");
  });

  it("caps the bytes it holds, dropping the least recently used pages", async () => {
    const cache = new PageCache({ maxBytes: 50_000 });
    const url = await serve(cache, async (request) =>
      page(request, `${new URL(request.url).pathname} ${"x".repeat(20_000)}`),
    );
    await fetch(`${url}/a`);
    await fetch(`${url}/b`);
    expect(cache.size).toBe(2);
    await fetch(`${url}/a`); // a is now the most recent
    await fetch(`${url}/c`); // 3 × 20 KB > 50 KB: evicts b
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(50_000);
    expect((await fetch(`${url}/a`)).headers.get("x-page-cache")).toBe("hit");
    expect((await fetch(`${url}/b`)).headers.get("x-page-cache")).toBe("miss");
    // A page larger than the whole cap is served but not kept.
    const huge = new PageCache({ maxBytes: 10_000 });
    const url2 = await serve(huge, async (request) => page(request, "y".repeat(20_000)));
    expect((await fetch(`${url2}/`)).status).toBe(200);
    expect(huge.size).toBe(0);
  });
});
