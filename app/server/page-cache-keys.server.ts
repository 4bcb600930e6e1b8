import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthContext } from "~/server/auth.server";

/**
 * Who shares a cached page, and under which key (issue 6 defect 6, docs/decisions/caching.md):
 * the key is the path plus only the query parameters the page reads, and only a session cookie
 * whose signature verifies makes a request personal.
 */

/**
 * Query parameters each page reads (its loader or component), by path. Any other parameter —
 * `utm_*`, `fbclid`, `gclid`, a random cache-buster — does not change the page, so it never
 * splits the cache. tests/server/page-cache-keys.test.ts checks this table against app/routes.
 */
export const QUERY_PARAMS_READ: Readonly<Record<string, readonly string[]>> = {
  "/login": ["error"],
  "/blogs": ["page"],
  "/events": ["page"],
};

/** Parameters React Router's client adds to `.data` requests (`_routes`: which loaders to run). */
const DATA_PARAMS = ["_routes"];

/** The page path of a `.data` URL ("/_root.data" → "/", "/faqs.data" → "/faqs"). */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * The page cache key of a request target: its path plus, sorted, only the query parameters the
 * page reads ({@link QUERY_PARAMS_READ}; `.data` requests also keep `_routes`). The host is not
 * part of it: no page renders the Host header (absolute URLs come from SITE_URL).
 * @param target the request target, e.g. req.originalUrl ("/login?error=x&utm_source=y")
 * @returns e.g. "/login?error=x"
 */
export function pageCacheKey(target: string): string {
  const queryAt = target.indexOf("?");
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  if (queryAt < 0) return pathname;
  const read = [...(QUERY_PARAMS_READ[pagePath(pathname)] ?? [])];
  if (pathname.endsWith(".data")) read.push(...DATA_PARAMS);
  if (read.length === 0) return pathname;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(target.slice(queryAt + 1));
  } catch {
    return pathname;
  }
  const kept = new URLSearchParams();
  for (const name of read.sort()) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Better Auth's session cookie, plain or with the `__Secure-` prefix it uses over https. */
const SESSION_TOKEN = /^(?:__Secure-)?better-auth\.session_token$/;

/**
 * Whether a Cookie header carries a Better Auth session token signed with `secret`. Better Auth
 * (better-call's signCookieValue) stores `encodeURIComponent(token + "." + signature)` with
 * signature = base64 HMAC-SHA256 of the token under the auth secret (44 characters).
 * A token with a valid signature may still be expired or revoked; the page then renders
 * signed-out, but privately — only the secret's holder can make such a cookie.
 * @param cookieHeader the request's Cookie header
 * @param secret the auth secret (BETTER_AUTH_SECRET or the stored one)
 */
export function hasSignedSessionCookie(
  cookieHeader: string | null | undefined,
  secret: string,
): boolean {
  if (!cookieHeader?.includes("better-auth.session_token")) return false;
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || !SESSION_TOKEN.test(pair.slice(0, eq).trim())) continue;
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    const dot = value.lastIndexOf(".");
    const signature = value.slice(dot + 1);
    if (dot < 1 || signature.length !== 44 || !signature.endsWith("=")) continue;
    const expected = createHmac("sha256", secret).update(value.slice(0, dot)).digest();
    const given = Buffer.from(signature, "base64");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}

/** Decides whether a Cookie header makes a request personal (a signed-in visitor). */
export type SessionCheck = (cookieHeader: string | null | undefined) => Promise<boolean>;

/**
 * A {@link SessionCheck} against a fixed secret or one looked up once (then kept).
 * @param secret the auth secret, or a function giving it
 */
export function sessionCheck(secret: string | (() => Promise<string>)): SessionCheck {
  let known = typeof secret === "string" ? secret : undefined;
  return async (cookieHeader) => {
    if (!cookieHeader?.includes("better-auth.session_token")) return false;
    known ??= await (secret as () => Promise<string>)();
    return hasSignedSessionCookie(cookieHeader, known);
  };
}

/** The process's {@link SessionCheck}: the secret of the auth instance (app/server/auth.server.ts). */
export const isSignedIn: SessionCheck = sessionCheck(
  async () => (await getAuthContext()).settings.secret,
);
