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
  return safeReturnPath(value, ADMIN_AREA) ?? ADMIN_HOME;
}

/**
 * A same-site path and query from a `redirectTo` value when its path matches `area`, else null
 * (an absolute or protocol-relative URL, a backslash, control characters, a file, an over-long
 * value, or a path outside the area).
 */
function safeReturnPath(value: unknown, area: RegExp): string | null {
  if (typeof value !== "string" || value.length > MAX_TARGET) return null;
  // Only a path: one leading slash, no backslash (browsers read "/\" as "//"), no controls.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !area.test(url.pathname)) return null;
  // A file (the enquiries' .csv) is no page to land on.
  if (/\.[^/]*$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** Where a student lands after signing in without a page to return to: the homepage (spec §2 Login). */
export const STUDENT_HOME = "/";

/** The student's pages a sign-in returns to: a batch's seat request and My classes. */
const STUDENT_AREA = /^\/(?:batches\/[1-9]\d{0,15}\/request|my-classes)$/;

/**
 * The page a student returns to after signing in at /login (docs/decisions/timetable.md
 * "Students"): a batch's seat request page or My classes on this site, else "/".
 * @example studentReturnPath("/batches/12/request") → "/batches/12/request"
 * @example studentReturnPath("https://evil.example/") → "/"
 */
export function studentReturnPath(value: unknown): string {
  return safeReturnPath(value, STUDENT_AREA) ?? STUDENT_HOME;
}

/**
 * The login URL that brings a signed-out visitor back to a student's page.
 * @param page the URL asked for
 * @returns "/login?redirectTo=…", or "/login" for a page that is not one to return to
 */
export function studentLoginPath(page: URL): string {
  const target = studentReturnPath(`${page.pathname}${page.search}`);
  if (target === STUDENT_HOME) return "/login";
  return `/login?${new URLSearchParams({ redirectTo: target })}`;
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
