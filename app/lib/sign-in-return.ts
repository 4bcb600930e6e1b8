/**
 * Where a visitor lands after signing in or signing up (docs/decisions/auth.md "Return after
 * sign-in"): back on the page that sent them to sign in. The page travels in the `redirectTo`
 * query of /login, /register and /adminlogin, and in Google's callback; only a page of this
 * site is ever followed, so none of them can send anyone elsewhere (no open redirect).
 */

/** The dashboard: where the admin lands without a page to return to (spec §2). */
export const ADMIN_HOME = "/admin-dashboard";

/** The admin login page's path. */
export const ADMIN_LOGIN = "/adminlogin";

/** Where a visitor lands after signing in without a page to return to: the homepage (spec §2 Login). */
export const USER_HOME = "/";

/** The sign-in page (spec §2 Login). */
export const LOGIN = "/login";

/** The sign-up page (spec §2 Register). */
export const REGISTER = "/register";

/** The query parameter naming the page to return to. */
const RETURN_PARAM = "redirectTo";

/** A placeholder origin to resolve a path against; only its sameness is checked. */
const BASE = "http://site.invalid";

/** Longest return target followed, in characters (a page with its filters is far shorter). */
const MAX_TARGET = 1000;

/** The admin area: /admin-dashboard and the pages below it, and /admin/…. */
const ADMIN_AREA = /^\/admin(?:\/|-dashboard(?:\/|$))/;

/**
 * Pages no one is sent back to after signing in: the sign-in and sign-up pages themselves, sign
 * out, the auth API, and the admin area (its own login returns there, {@link adminReturnPath}).
 */
const NOT_A_RETURN =
  /^\/(?:login|register|adminlogin|admin-login|logout|api|admin|admin-dashboard)(?:[/.]|$)/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_OR_BACKSLASH = /[\\\u0000-\u001f\u007f]/;

/**
 * A page of this site to return to, from a `redirectTo` value, or null.
 * @param value the value as received (anything)
 * @returns the value itself when it is a path and query on this site, exactly as a browser would
 *   resolve it ("/batches/12/request", "/family/children?sort=age"), else null: an absolute or
 *   protocol-relative URL ("https://…", "//host", "/\host"), a backslash or control character
 *   (raw or percent-encoded, "/%2F%2Fhost", "/%5Chost"; an encoded "/" at all), dot segments, a fragment, a file
 *   (".csv"), a value over 1000 characters, or a page in no one's way back ({@link NOT_A_RETURN}:
 *   the sign-in pages themselves)
 * @example returnPath("/batches/12/request") → "/batches/12/request"
 * @example returnPath("//evil.example/") → null
 */
export function returnPath(value: unknown): string | null {
  return sameSitePath(value, (path) => !NOT_A_RETURN.test(path));
}

/**
 * The path and query of `value` when it is exactly a same-site path that `accept` takes, else
 * null. A value must equal its own resolution, so what is followed is what was checked.
 */
function sameSitePath(value: unknown, accept: (pathname: string) => boolean): string | null {
  if (typeof value !== "string" || value.length > MAX_TARGET) return null;
  // Only a path: one leading slash, no backslash (browsers read "/\" as "//"), no controls.
  if (!/^\/(?![/\\])/.test(value) || CONTROL_OR_BACKSLASH.test(value)) return null;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(value, BASE);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const target = `${url.pathname}${url.search}`;
  if (url.origin !== BASE || target !== value) return null;
  // Encoded tricks: "/%2F%2Fhost", "/%5Chost", "/%2e%2e/", an encoded control character. An
  // encoded separator is refused outright (Better Auth refuses it in a callbackURL too).
  if (
    /%(?:2f|5c)/i.test(url.pathname) ||
    decoded.includes("//") ||
    decoded.includes("/.") ||
    CONTROL_OR_BACKSLASH.test(decoded)
  ) {
    return null;
  }
  // A file (the enquiries' .csv) is no page to land on.
  if (/\.[^/]*$/.test(decoded)) return null;
  return accept(decoded) ? target : null;
}

/**
 * The page a visitor returns to after signing in or signing up at /login or /register (and
 * through Google): {@link returnPath} of the value, else the homepage.
 * @example userReturnPath("/batches/12/request") → "/batches/12/request"
 * @example userReturnPath("https://evil.example/") → "/"
 */
export function userReturnPath(value: unknown): string {
  return returnPath(value) ?? USER_HOME;
}

/**
 * A link to /login or /register that carries the page to return to.
 * @param page LOGIN or REGISTER
 * @param target the page to return to (checked again here), or null
 * @returns e.g. "/register?redirectTo=%2Fbatches%2F7%2Frequest", or the bare page when there is
 *   no page to return to
 */
export function signInLink(page: typeof LOGIN | typeof REGISTER, target: unknown): string {
  const back = returnPath(target);
  return back === null ? page : `${page}?${new URLSearchParams({ [RETURN_PARAM]: back })}`;
}

/**
 * The login URL that brings a signed-out visitor back to the page they asked for (the guard
 * of every signed-in page, app/server/auth/require-user.server.ts).
 * @param page the URL asked for
 * @returns "/login?redirectTo=…" with its path and query, or "/login" for a page that is not one
 *   to return to
 */
export function userLoginPath(page: URL): string {
  return signInLink(LOGIN, `${page.pathname}${page.search}`);
}

/**
 * The page to return to after signing in at /adminlogin, from a `redirectTo` value.
 * @param value the value as received (anything)
 * @returns the value's path and query when it is a path of the admin area on this site
 *   ("/admin/events", "/admin/enquiries?status=new"), else {@link ADMIN_HOME}: what
 *   {@link returnPath} refuses, or a path outside the admin area, gives the dashboard
 * @example adminReturnPath("/admin/events") → "/admin/events"
 * @example adminReturnPath("//evil.example/admin/") → "/admin-dashboard"
 */
export function adminReturnPath(value: unknown): string {
  return sameSitePath(value, (path) => ADMIN_AREA.test(path)) ?? ADMIN_HOME;
}

/**
 * The login URL that brings the admin back to a page of the admin area.
 * @param page the URL of the admin page asked for
 * @returns "/adminlogin?redirectTo=…" with the page's path and query, or plain "/adminlogin" for
 *   the dashboard itself or a page that is not one to return to ({@link adminReturnPath})
 */
export function adminLoginPath(page: URL): string {
  const target = adminReturnPath(`${page.pathname}${page.search}`);
  if (target === ADMIN_HOME) return ADMIN_LOGIN;
  return `${ADMIN_LOGIN}?${new URLSearchParams({ [RETURN_PARAM]: target })}`;
}
