import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { ServerBuild } from "react-router";
import { publishInvalidation } from "~/server/cache/cache-sync.server";
import { NoncedBody } from "~/server/cache/page-cache-body.server";
import { type Entry, entrySize, sendEntry } from "~/server/cache/page-cache-entry.server";
import {
  hasSessionCookie,
  PRIVATE_PATHS,
  PUBLIC_PAGE_CACHE_CONTROL,
} from "~/server/cache/page-cache-headers.server";
import {
  isSignedIn,
  pageCacheKey,
  routeIdsOf,
  type SessionCheck,
} from "~/server/cache/page-cache-keys.server";
import { prepareFirstPaint } from "~/server/first-paint/first-paint.server";
import { NONCE_LENGTH, nonceOf } from "~/server/http/csp.server";
import { sendFetchResponse, toFetchRequest } from "~/server/http/fetch-request.server";

/**
 * In-process cache of the rendered pages anonymous visitors get (docs/decisions/caching.md). Every
 * anonymous GET of a page is the same for everyone, so the first render is kept (status, headers,
 * body, lazily gzip) and served to the next visitors without running loaders or React. The key is
 * the path plus only the query parameters the page reads; only a validly signed session cookie
 * makes a request personal. Every response of a cached document gets a fresh CSP nonce
 * (docs/decisions/csp.md). The banner and feedback stores call {@link invalidatePageCache} after
 * every change, which drops every entry at once, in every process on the same PostgreSQL
 * (app/server/cache/cache-sync.server.ts).
 */

export {
  applyCacheHeaders,
  hasSessionCookie,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
} from "~/server/cache/page-cache-headers.server";

/** Options of {@link PageCache}. */
export type PageCacheOptions = {
  /** Most entries kept (least recently used dropped first). Default 500. */
  maxEntries?: number;
  /** Most bytes kept, bodies and their gzip copies counted (least recently used dropped first). Default 64 MB. */
  maxBytes?: number;
  /** Age after which an entry is rendered again even without a change, in ms. Default 5 minutes (covers time-dependent text such as the footer's year). */
  maxAgeMs?: number;
  /** Whether a request's Cookie header is a real session; default: signed with the auth secret. */
  signedIn?: SessionCheck;
  /**
   * Rewrites an HTML page once before it is stored (the process's cache inlines its critical
   * CSS: docs/decisions/first-paint.md); default: stored as rendered.
   */
  transformHtml?: (html: string) => Promise<string>;
};

/** The in-process page cache; one instance per server process ({@link pageCache}). */
export class PageCache {
  #generation = 0;
  #entries: LRUCache<string, Entry>;
  #inflight = new Map<string, Promise<Entry | null>>();
  #signedIn: SessionCheck;
  #transformHtml: ((html: string) => Promise<string>) | undefined;
  /** Hits, misses (renders stored) and bypasses (not cacheable), for tests and measurements. */
  readonly stats = { hits: 0, misses: 0, bypasses: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.#signedIn = options.signedIn ?? isSignedIn;
    this.#transformHtml = options.transformHtml;
    this.#entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: entrySize,
      ttl: options.maxAgeMs ?? 5 * 60_000,
      // Date.now() (not performance.now()), read on every check, so tests can move the clock.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
  }

  /** The current generation; it increases with every {@link invalidate}. */
  get generation(): number {
    return this.#generation;
  }

  /** Number of pages held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held (bodies, gzip copies, headers). */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** Drops every page (the banner or feedback changed); renders already running are not stored. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }

  #get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    return entry?.generation === this.#generation ? entry : undefined;
  }

  /** Counts an entry's gzip copy once it exists (same key, age kept). */
  #resize(key: string, entry: Entry): void {
    const current = this.#entries.peek(key);
    // lru-cache recomputes the size only for a new value object: store a copy.
    if (current?.body === entry.body) this.#entries.set(key, { ...current }, { noUpdateTTL: true });
  }

  /**
   * Express middleware that answers anonymous GET/HEAD page requests from the cache and fills
   * it from `handle` (React Router's fetch-style request handler). Everything else — other
   * methods, requests with a validly signed session cookie, /api and /admin-dashboard — goes
   * to `next()` untouched. Only 200 responses that {@link applyCacheHeaders} marked public and
   * that set no cookie are stored. Conditional requests get 304 when the ETag matches. A
   * request whose read query parameters have values the page does not know (pageCacheKey
   * null) is rendered and not stored. A page is rendered from its key (the path and the
   * parameters it reads), so what is stored is the same whichever visitor's URL filled it.
   * @param handle `createRequestHandler(build)` from react-router
   * @param routes the build's routes (`build.routes`), to tell React Router's `_routes` values
   *   apart from junk; without them a `.data` request with `_routes` is never stored
   */
  middleware(
    handle: (request: Request) => Promise<Response>,
    routes?: ServerBuild["routes"],
  ): RequestHandler {
    const routeIdsFor = routes ? routeIdsOf(routes) : undefined;
    return async (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || PRIVATE_PATHS.test(req.path))
        return next();
      try {
        if (hasSessionCookie(req.headers.cookie) && (await this.#signedIn(req.headers.cookie)))
          return next();
      } catch (error) {
        return next(error);
      }
      const target = req.originalUrl || "/";
      const key = pageCacheKey(target, routeIdsFor);
      if (key === null) {
        this.stats.bypasses++;
        return next();
      }
      const send = (entry: Entry, how: "hit" | "miss") =>
        sendEntry(req, res, entry, how, () => this.#resize(key, entry));
      const cached = this.#get(key);
      if (cached) {
        this.stats.hits++;
        return send(cached, "hit").catch(next);
      }
      if (req.method === "HEAD") return next();

      const waiting = this.#inflight.get(key);
      if (waiting) {
        // Another request is rendering this page: share its result (or render ourselves if it
        // turns out not to be cacheable or fails).
        const entry = await waiting.catch(() => null);
        if (!entry) return next();
        this.stats.hits++;
        return send(entry, "hit").catch(next);
      }

      // An anonymous page is shared, so its render must not depend on any cookie (a forged
      // session cookie included).
      delete req.headers.cookie;
      let request: Request;
      try {
        request = toFetchRequest(req, res);
        // Rendered from the key: a parameter the page does not read (utm_source …) must not
        // reach the stored page (React Router writes the URL's query into form actions).
        if (key !== target) {
          // Only the query differs from the request's own URL (a key keeps the path as sent, which
          // may begin "//": read as a URL of its own it would name another host).
          const url = new URL(request.url);
          const queryAt = key.indexOf("?");
          url.search = queryAt < 0 ? "" : key.slice(queryAt);
          request = new Request(url, {
            method: request.method,
            headers: request.headers,
            signal: request.signal,
          });
        }
      } catch (error) {
        // BadRequestTarget (status 400): serve.server.ts's error handler answers it.
        return next(error);
      }
      let uncached: Response | undefined;
      const generation = this.#generation;
      const rendering = handle(request).then((response) => {
        if (isCacheable(response)) return this.#store(key, response, generation);
        uncached = response;
        return null;
      });
      this.#inflight.set(key, rendering);
      rendering.finally(() => this.#inflight.delete(key)).catch(() => {});
      try {
        const entry = await rendering;
        if (entry) {
          this.stats.misses++;
          return await send(entry, "miss");
        }
        this.stats.bypasses++;
        if (uncached) await sendFetchResponse(res, uncached);
      } catch (error) {
        next(error);
      }
    };
  }

  /** Stores a rendered page unless the content changed since `generation` (the render's start). */
  async #store(key: string, response: Response, generation: number): Promise<Entry> {
    let raw = Buffer.from(await response.arrayBuffer());
    if (this.#transformHtml && response.headers.get("content-type")?.startsWith("text/html"))
      raw = Buffer.from(await this.#transformHtml(raw.toString("utf8")));
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!/^(content-length|content-encoding|etag)$/i.test(name)) headers.push([name, value]);
    }
    const nonce = nonceOf(response.headers.get("content-security-policy"));
    const body = new NoncedBody(raw, nonce && nonce.length === NONCE_LENGTH ? nonce : null);
    const stable = body.nonceLength ? body.plain("-".repeat(body.nonceLength)) : raw;
    const hash = createHash("sha1").update(stable).digest("base64url").slice(0, 22);
    const entry: Entry = {
      status: response.status,
      headers,
      body,
      nonce: body.nonceLength ? nonce : null,
      etag: `W/"${hash}"`,
      generation,
    };
    if (generation === this.#generation) this.#entries.set(key, entry);
    return entry;
  }
}

function isCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get("cache-control") === PUBLIC_PAGE_CACHE_CONTROL &&
    !response.headers.has("set-cookie")
  );
}

/**
 * The process's page cache, shared by the production server (app/server/http/serve.server.ts) and the stores;
 * every page it stores is prepared for its first paint (app/server/first-paint/first-paint.server.ts).
 */
export const pageCache = new PageCache({ transformHtml: prepareFirstPaint });

/**
 * Drops every cached page; the banner and feedback stores call it after each change so the next
 * visitor sees the change at once, in this process and, on PostgreSQL, in every
 * other server process too (app/server/cache/cache-sync.server.ts).
 */
export function invalidatePageCache(): void {
  pageCache.invalidate();
  publishInvalidation();
}
