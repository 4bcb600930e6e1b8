import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { sendFetchResponse, toFetchRequest } from "~/server/http/fetch-request.server";

/**
 * In-process cache of the rendered pages anonymous visitors get (issue #3 "Performance";
 * docs/decisions/caching.md). Every anonymous GET of a page is the same for everyone, so the
 * first render is kept (status, headers, body, lazily gzip/brotli) and served to the next
 * visitors without running loaders or React. The banner and feedback stores call
 * {@link invalidatePageCache} after every change, which drops every entry at once.
 * Requests carrying a session cookie never read or fill the cache.
 */

/** Cache-Control of pages that are the same for every anonymous visitor: shared caches may keep them but must revalidate (cheap 304 by ETag). */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** Cache-Control of anything personal (a session, a Set-Cookie, the admin dashboard). */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Better Auth's cookies ("better-auth.session_token", "__Secure-better-auth.session_data", …). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?better-auth\./;
/** Pages that are personal even when the request has no cookie. */
const PRIVATE_PATHS = /^\/(?:admin-dashboard|api\/)/;

/**
 * Whether a Cookie header holds a Better Auth cookie (a signed-in or signing-in visitor).
 * @param cookieHeader the request's Cookie header, if any
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}

/**
 * Sets the caching headers of a page or `.data` response (called from entry.server for every
 * document and data request): personal responses get `private, no-store`; a 200 anonymous
 * page gets {@link PUBLIC_PAGE_CACHE_CONTROL} and `Vary: Cookie`. A Cache-Control a route set
 * itself is kept unless the response is personal.
 * @param request the incoming request
 * @param status the response status
 * @param headers the response headers, changed in place
 */
export function applyCacheHeaders(request: Request, status: number, headers: Headers): void {
  const path = new URL(request.url).pathname;
  const personal =
    hasSessionCookie(request.headers.get("cookie")) ||
    headers.has("set-cookie") ||
    PRIVATE_PATHS.test(path);
  if (personal) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return;
  }
  if (status === 200 && !headers.has("cache-control")) {
    headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    headers.append("Vary", "Cookie");
  }
}

type Entry = {
  status: number;
  /** Response headers without Content-Length/Content-Encoding/ETag (set per send). */
  headers: [string, string][];
  body: Buffer;
  /** Weak ETag from the body's SHA-1: the same page gets the same ETag, across restarts too. */
  etag: string;
  /** The cache generation the entry was rendered in. */
  generation: number;
  storedAt: number;
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
};

/** Options of {@link PageCache}. */
export type PageCacheOptions = {
  /** Most entries kept (least recently used dropped first). Default 500. */
  maxEntries?: number;
  /** Age after which an entry is rendered again even without a change, in ms. Default 5 minutes (covers time-dependent text such as the footer's year). */
  maxAgeMs?: number;
};

/** The in-process page cache; one instance per server process ({@link pageCache}). */
export class PageCache {
  #generation = 0;
  #entries = new Map<string, Entry>();
  #inflight = new Map<string, Promise<Entry | null>>();
  #maxEntries: number;
  #maxAgeMs: number;
  /** Hits, misses (renders stored) and bypasses (not cacheable), for tests and measurements. */
  readonly stats = { hits: 0, misses: 0, bypasses: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 500;
    this.#maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  /** The current generation; it increases with every {@link invalidate}. */
  get generation(): number {
    return this.#generation;
  }

  /** Number of pages held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Drops every page (the banner or feedback changed); renders already running are not stored. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }

  #get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.#generation || Date.now() - entry.storedAt > this.#maxAgeMs) {
      this.#entries.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #set(key: string, entry: Entry): void {
    if (entry.generation !== this.#generation) return;
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /**
   * Express middleware that answers anonymous GET/HEAD page requests from the cache and fills
   * it from `handle` (React Router's fetch-style request handler). Everything else — other
   * methods, requests with a session cookie, /api and /admin-dashboard — goes to `next()`
   * untouched. Only 200 responses that {@link applyCacheHeaders} marked public and that set no
   * cookie are stored. Conditional requests get 304 when the ETag matches.
   * @param handle `createRequestHandler(build)` from react-router
   */
  middleware(handle: (request: Request) => Promise<Response>): RequestHandler {
    return async (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || PRIVATE_PATHS.test(req.path))
        return next();
      if (hasSessionCookie(req.headers.cookie)) return next();
      const key = `${req.hostname}${req.originalUrl}`;
      const cached = this.#get(key);
      if (cached) {
        this.stats.hits++;
        return sendEntry(req, res, cached, "hit");
      }
      if (req.method === "HEAD") return next();

      const waiting = this.#inflight.get(key);
      if (waiting) {
        // Another request is rendering this page: share its result (or render ourselves if it
        // turns out not to be cacheable or fails).
        const entry = await waiting.catch(() => null);
        if (!entry) return next();
        this.stats.hits++;
        return sendEntry(req, res, entry, "hit");
      }

      let request: Request;
      try {
        request = toFetchRequest(req, res);
      } catch (error) {
        // BadRequestTarget (status 400): server.mjs's error handler answers it.
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
          return await sendEntry(req, res, entry, "miss");
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
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!/^(content-length|content-encoding|etag)$/i.test(name)) headers.push([name, value]);
    }
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 22);
    const entry: Entry = {
      status: response.status,
      headers,
      body,
      etag: `W/"${hash}"`,
      generation,
      storedAt: Date.now(),
    };
    this.#set(key, entry);
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

/** Sends a cached page: 304 when the ETag matches, else the body in the best encoding the client accepts. */
async function sendEntry(
  req: ExpressRequest,
  res: ExpressResponse,
  entry: Entry,
  how: "hit" | "miss",
): Promise<void> {
  res.status(entry.status);
  res.setHeader("X-Page-Cache", how);
  for (const [name, value] of entry.headers) res.append(name, value);
  res.setHeader("ETag", entry.etag);
  res.append("Vary", "Accept-Encoding");
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch?.split(/\s*,\s*/).some((tag) => tag === entry.etag || tag === "*")) {
    res.status(304);
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  let body = entry.body;
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  if (encoding === "br" && entry.body.length > 1024) {
    entry.br ??= brotliAsync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
    body = await entry.br;
    res.setHeader("Content-Encoding", "br");
  } else if (encoding === "gzip" && entry.body.length > 1024) {
    entry.gzip ??= gzipAsync(entry.body, { level: 9 });
    body = await entry.gzip;
    res.setHeader("Content-Encoding", "gzip");
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The process's page cache, shared by server.mjs (via the build's entry module) and the stores. */
export const pageCache = new PageCache();

/**
 * Drops every cached page; the banner and feedback stores call it after each change so the next
 * visitor sees the change at once (issue #3).
 */
export function invalidatePageCache(): void {
  pageCache.invalidate();
}
