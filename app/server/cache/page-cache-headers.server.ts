import { isSignedIn, type SessionCheck } from "~/server/cache/page-cache-keys.server";

/**
 * The caching headers of pages and `.data` responses (docs/decisions/caching.md;
 * docs/decisions/caching.md): what is public and shared, what is personal.
 */

/** Cache-Control of pages that are the same for every anonymous visitor: shared caches may keep them but must revalidate (cheap 304 by ETag). */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** Cache-Control of anything personal (a session, a Set-Cookie, the admin dashboard). */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Better Auth's session cookie, plain or `__Secure-` (a quick test before any signature check). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/**
 * Paths the page cache leaves alone, even without a cookie: the admin area (/admin-dashboard…,
 * /admin/…; an anonymous visitor gets a redirect naming the page asked for, query included), the
 * auth API, and React Router's route manifest (`/__manifest?paths=…&version=…`: every query is
 * its own answer, and without its version it tells the browser to reload the page).
 */
export const PRIVATE_PATHS = /^\/(?:admin-dashboard|admin\/|api\/|__manifest$)/;

/**
 * Whether a Cookie header holds a Better Auth session token at all, signed or not (use
 * {@link isSignedIn} to know whether it is real).
 * @param cookieHeader the request's Cookie header, if any
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}

/**
 * Sets the caching headers of a page or `.data` response (called from entry.server for every
 * document and data request): personal responses get `private, no-store`; a 200 anonymous
 * page gets {@link PUBLIC_PAGE_CACHE_CONTROL} and `Vary: Cookie`. Personal means a session
 * cookie whose signature verifies (a forged one is anonymous, docs/decisions/caching.md), a
 * Set-Cookie, or the dashboard. A Cache-Control a route set itself is kept unless the response is
 * personal.
 * @param request the incoming request
 * @param status the response status
 * @param headers the response headers, changed in place
 * @param signedIn decides whether the cookie is a real session (default: the auth secret's check)
 */
export async function applyCacheHeaders(
  request: Request,
  status: number,
  headers: Headers,
  signedIn: SessionCheck = isSignedIn,
): Promise<void> {
  const path = new URL(request.url).pathname;
  const personal =
    headers.has("set-cookie") ||
    PRIVATE_PATHS.test(path) ||
    (await signedIn(request.headers.get("cookie")));
  if (personal) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return;
  }
  if (status === 200 && !headers.has("cache-control")) {
    headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    headers.append("Vary", "Cookie");
  }
}
