/**
 * Where the admin lands after signing in (spec §2 Admin login: the dashboard): back on the
 * admin page that sent them to /adminlogin, when there was one. The page travels in the login
 * URL's `redirectTo` query; only a path of the admin area on this site is ever followed, so
 * the login page cannot send anyone elsewhere (no open redirect).
 */

/** The dashboard: where the admin lands without a page to return to (spec §2). */
export const ADMIN_HOME = "/admin-dashboard";

/** The admin login page's path. */
export const ADMIN_LOGIN = "/adminlogin";

/** A placeholder origin to resolve a path against; only its sameness is checked. */
const BASE = "http://site.invalid";

/** The admin area: /admin-dashboard and the pages below it, and /admin/…. */
const ADMIN_AREA = /^\/admin(?:\/|-dashboard(?:\/|$))/;

/** Longest return target followed, in characters (an admin URL with its filters is far shorter). */
const MAX_TARGET = 1000;

/**
 * The page to return to after signing in, from a `redirectTo` value.
 * @param value the value as received (anything)
 * @returns the value's path and query when it is a path of the admin area on this site
 *   ("/admin/events", "/admin/enquiries?status=new"), else {@link ADMIN_HOME}: an absolute or
 *   protocol-relative URL ("https://…", "//host", "/\host"), a path outside the admin area, a
 *   file (".csv"), control characters or an over-long value all give the dashboard
 * @example adminReturnPath("/admin/events") → "/admin/events"
 * @example adminReturnPath("//evil.example/admin/") → "/admin-dashboard"
 */
export function adminReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > MAX_TARGET) return ADMIN_HOME;
  // Only a path: one leading slash, no backslash (browsers read "/\" as "//"), no controls.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== BASE || !ADMIN_AREA.test(url.pathname)) return ADMIN_HOME;
  // A file (the enquiries' .csv) is no page to land on.
  if (/\.[^/]*$/.test(url.pathname)) return ADMIN_HOME;
  return `${url.pathname}${url.search}`;
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
  return `${ADMIN_LOGIN}?${new URLSearchParams({ redirectTo: target })}`;
}
