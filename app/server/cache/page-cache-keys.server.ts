import { createHmac, timingSafeEqual } from "node:crypto";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { authCopy } from "~/content/auth";
import { courses } from "~/content/courses";
import { TIMETABLE_FILTERS } from "~/lib/timetable";
import { getAuthContext } from "~/server/auth/auth.server";

/**
 * Who shares a cached page, and under which key (docs/decisions/caching.md,
 * docs/decisions/hardening.md): the key is the path plus only the query parameters the page
 * reads, each with a value the page knows; only a session cookie whose signature verifies
 * makes a request personal.
 */

/** A page number as /blogs, /events and /puzzles read it (app/lib/posts.ts parsePageParam). */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** Whether a value of a query parameter is one the page knows (so it may make a cache key). */
type KnownValue = (value: string) => boolean;

/**
 * Query parameters each page reads (its loader or component), by path, with the values it knows.
 * Any other parameter — `utm_*`, `fbclid`, `gclid`, a random cache-buster — does not change the
 * page, so it never splits the cache; a read parameter with a value the page does not know
 * (`/login?error=<anything>`, `/events?page=abc`), or given twice, makes the request uncacheable
 * (rendered, not stored), so junk cannot push real pages out. tests/server/page-cache-keys.test.ts
 * checks this table against app/routes.
 */
export const QUERY_PARAMS_READ: Readonly<Record<string, Readonly<Record<string, KnownValue>>>> = {
  // The Google callback's error codes that have their own message (googleErrorMessage). A page
  // to return to (`redirectTo`, docs/decisions/auth.md "Return after sign-in") is in the page's
  // links and form actions, and any path can be named: such a page is rendered, never stored.
  "/login": {
    error: (code) => Object.hasOwn(authCopy.googleErrors, code),
    redirectTo: neverShared,
  },
  "/register": { redirectTo: neverShared },
  "/blogs": { page: (page) => PAGE_NUMBER.test(page) },
  "/events": { page: (page) => PAGE_NUMBER.test(page) },
  "/puzzles": { page: (page) => PAGE_NUMBER.test(page) },
  // The timetable's filters (app/lib/timetable.ts parseTimetableQuery), and "Book this batch"
  // without JavaScript (/book?batch=ID).
  "/courses": timetableParams(["course", "mode", "day", "age", "tz"]),
  ...Object.fromEntries(
    courses.map((course) => [
      `/courses/${course.id}`,
      timetableParams(["mode", "day", "age", "tz"]),
    ]),
  ),
  "/book": { batch: (id) => PAGE_NUMBER.test(id) },
};

/** A parameter whose every value makes the page personal: rendered for its visitor, not stored. */
function neverShared(): boolean {
  return false;
}

/** The known values of the timetable's filters `names` (TIMETABLE_FILTERS). */
function timetableParams(names: (keyof typeof TIMETABLE_FILTERS)[]): Record<string, KnownValue> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      (value: string) => (TIMETABLE_FILTERS[name] as readonly string[]).includes(value),
    ]),
  );
}

/** The page path of a `.data` URL ("/_root.data" → "/", "/faqs.data" → "/faqs"). */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * The ids of the routes a page path matches, root first (what React Router's `_routes` names).
 * @see routeIdsOf
 */
export type RouteIdsFor = (pagePath: string) => readonly string[];

/**
 * A {@link RouteIdsFor} over a server build's route manifest (`build.routes`), matched as React
 * Router matches it.
 * @param manifest the build's routes, flat (id, parentId, path, index, caseSensitive)
 */
export function routeIdsOf(manifest: ServerBuild["routes"]): RouteIdsFor {
  const entries = Object.values(manifest).filter((route) => route !== undefined);
  const children = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: children(route.id),
            },
      );
  const tree = children(undefined);
  return (path) => (matchRoutes(tree, path) ?? []).map((match) => match.route.id ?? "");
}

/**
 * Whether `_routes` (which loaders a `.data` request runs) names only routes of the page,
 * each once, in the order React Router's client sends them (the matches' order).
 */
function knownRoutes(value: string, matched: readonly string[]): boolean {
  let last = -1;
  for (const id of value.split(",")) {
    const at = matched.indexOf(id);
    if (at <= last) return false;
    last = at;
  }
  return true;
}

/**
 * The page cache key of a request target: its path plus, sorted, the query parameters the page
 * reads ({@link QUERY_PARAMS_READ}; `.data` requests also `_routes`), or null when one of them
 * has a value the page does not know or comes twice (the request is then not cached). The
 * host is not part of it: no page renders the Host header (absolute URLs come from SITE_URL).
 * @param target the request target, e.g. req.originalUrl ("/login?error=access_denied&utm_source=y")
 * @param routeIdsFor the routes a page path matches, to check `_routes`; without it a `_routes`
 *   parameter makes the request uncacheable
 * @returns e.g. "/login?error=access_denied", or null
 */
export function pageCacheKey(target: string, routeIdsFor?: RouteIdsFor): string | null {
  const queryAt = target.indexOf("?");
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  if (queryAt < 0) return pathname;
  const page = pagePath(pathname);
  const known: Record<string, KnownValue> = { ...(QUERY_PARAMS_READ[page] ?? {}) };
  if (pathname.endsWith(".data")) {
    known._routes = (value) => routeIdsFor !== undefined && knownRoutes(value, routeIdsFor(page));
  }
  const names = Object.keys(known).sort();
  if (names.length === 0) return pathname;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(target.slice(queryAt + 1));
  } catch {
    return pathname;
  }
  const kept = new URLSearchParams();
  for (const name of names) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1 || !known[name](values[0])) return null;
    kept.append(name, values[0]);
  }
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

/** The process's {@link SessionCheck}: the secret of the auth instance (app/server/auth/auth.server.ts). */
export const isSignedIn: SessionCheck = sessionCheck(
  async () => (await getAuthContext()).settings.secret,
);
