import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  applyCacheHeaders,
  hasSessionCookie,
  PageCache,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
} from "~/server/page-cache.server";

type Handler = (request: Request) => Promise<Response>;

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  vi.useRealTimers();
});

/** A page as entry.server would answer it: headers from applyCacheHeaders. */
function page(
  request: Request,
  body: string,
  init: { status?: number; setCookie?: string } = {},
): Response {
  const headers = new Headers({ "Content-Type": "text/html" });
  if (init.setCookie) headers.set("Set-Cookie", init.setCookie);
  applyCacheHeaders(request, init.status ?? 200, headers);
  return new Response(body, { status: init.status ?? 200, headers });
}

/**
 * Serves `cache.middleware(handler)` on a free port; anything it passes on answers "fallthrough".
 * @param entered called once the cache middleware has run up to its first await for a request
 */
async function serve(cache: PageCache, handler: Handler, entered?: () => void): Promise<string> {
  const app = express();
  const middleware = cache.middleware(handler);
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

  it("marks anonymous 200 pages public with revalidation and Vary: Cookie", () => {
    const headers = new Headers();
    applyCacheHeaders(get("/courses"), 200, headers);
    expect(headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(headers.get("vary")).toBe("Cookie");
  });

  it("marks signed-in requests, Set-Cookie responses and the dashboard private, no-store", () => {
    const cases: [Request, Headers][] = [
      [get("/", "theme=x; better-auth.session_token=abc"), new Headers()],
      [get("/", "__Secure-better-auth.session_token=abc"), new Headers()],
      [get("/login"), new Headers({ "set-cookie": "a=b" })],
      [get("/admin-dashboard"), new Headers()],
      [get("/admin-dashboard.data"), new Headers()],
    ];
    for (const [request, headers] of cases) {
      applyCacheHeaders(request, 200, headers);
      expect(headers.get("cache-control"), request.url).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("leaves non-200 pages and a route's own Cache-Control alone", () => {
    const notFound = new Headers();
    applyCacheHeaders(get("/nope"), 404, notFound);
    expect(notFound.get("cache-control")).toBeNull();
    const own = new Headers({ "cache-control": "public, max-age=60" });
    applyCacheHeaders(get("/robots.txt"), 200, own);
    expect(own.get("cache-control")).toBe("public, max-age=60");
  });

  it("recognises Better Auth cookies only", () => {
    expect(hasSessionCookie("better-auth.session_token=1")).toBe(true);
    expect(hasSessionCookie("a=1; better-auth.session_data=2")).toBe(true);
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

  it("keys by path and query", async () => {
    const cache = new PageCache();
    const url = await serve(cache, async (request) =>
      page(request, new URL(request.url).search || "none"),
    );
    expect(await (await fetch(`${url}/x?a=1`)).text()).toBe("?a=1");
    expect(await (await fetch(`${url}/x?a=2`)).text()).toBe("?a=2");
    expect(await (await fetch(`${url}/x`)).text()).toBe("none");
    expect(cache.size).toBe(3);
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

  it("never reads or fills the cache for a session cookie, and passes POSTs, /api and the dashboard on", async () => {
    const cache = new PageCache();
    let renders = 0;
    const url = await serve(cache, async (request) => page(request, `render ${++renders}`));
    await fetch(`${url}/`);
    const signedIn = await fetch(`${url}/`, {
      headers: { cookie: "better-auth.session_token=abc" },
    });
    expect(await signedIn.text()).toBe("fallthrough");
    expect((await fetch(`${url}/`, { method: "POST" })).status).toBe(299);
    expect((await fetch(`${url}/api/auth/ok`)).status).toBe(299);
    expect((await fetch(`${url}/admin-dashboard`)).status).toBe(299);
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

  it("serves gzip and brotli copies made once, with the same page inside", async () => {
    const cache = new PageCache();
    const body = `<p>${"A pawn can defeat the king. ".repeat(200)}</p>`;
    const url = await serve(cache, async (request) => page(request, body));
    await fetch(`${url}/`);
    for (const encoding of ["gzip", "br"]) {
      const response = await fetch(`${url}/`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(Number(response.headers.get("content-length"))).toBeLessThan(body.length / 5);
      expect(await response.text()).toBe(body);
    }
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
});
