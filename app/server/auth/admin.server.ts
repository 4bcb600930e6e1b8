import { redirect } from "react-router";
import { ADMIN_LOGIN, adminLoginPath, adminReturnPath } from "~/lib/sign-in-return";
import { getSessionUser, type SessionUser } from "~/server/auth/session.server";
import { DASHBOARD_FORM_LIMIT_BYTES, readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin, forbidden, loginReturnTarget } from "~/server/http/security.server";

/**
 * The admin guard (spec §6, docs/spec-coverage.md "Deliberate deviations" 2): the admin is the
 * account whose user row has the admin role (seeded from ADMIN_EMAIL, or set by `npm run admin --
 * promote`; docs/decisions/auth.md "The admin is a role on the user row"), checked on the server
 * for every admin loader and action.
 */
export { isAdminEmail } from "~/server/auth/auth.server";

/**
 * For admin page loaders: the signed-in admin, or a redirect to /adminlogin for anyone else
 * (anonymous visitors and other accounts alike). The login URL names the page asked for, so
 * signing in returns there (lib/sign-in-return.ts; the dashboard itself needs no name).
 * @throws a redirect Response to "/adminlogin" or "/adminlogin?redirectTo=…"
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user?.isAdmin) {
    throw redirect(request.method === "GET" ? adminLoginPath(new URL(request.url)) : ADMIN_LOGIN);
  }
  return user;
}

/**
 * Where the /adminlogin action sends the admin once signed in: the admin page named by the
 * `redirectTo` of the login page the form was on (lib/sign-in-return.ts checks it: only a page of
 * the admin area, else the dashboard). The Referer names that page as the admin opened it; the
 * form's own URL may not, since without JavaScript the form posts to the action its HTML names
 * and the page cache keeps one copy of /adminlogin whatever its query. Read by the action only:
 * the login page's render does not depend on it.
 * @param request the login form's POST
 * @returns a same-site path: the admin page, or "/admin-dashboard"
 */
export function adminReturnAfterLogin(request: Request): string {
  return adminReturnPath(loginReturnTarget(request, ADMIN_LOGIN));
}

/**
 * For admin actions and API routes: the signed-in admin, or a 403 Response for anyone else.
 * Call it before reading the body, and together with assertSameOrigin (security.server.ts).
 * @throws a 403 Response
 */
export async function requireAdminForAction(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user?.isAdmin) throw forbidden("admin only");
  return user;
}

/**
 * The start of every admin area action (docs/decisions/admin-area.md "Admin area"): refuses
 * cross-origin requests and anyone but the admin (403) before reading the body, then reads the form
 * within 6 MB (photo uploads).
 * @returns the admin and the posted form
 * @throws a 403 Response (other origin, not the admin), 413 (body over 6 MB) or 400 (not a form)
 */
export async function readAdminForm(
  request: Request,
): Promise<{ user: SessionUser; form: FormData }> {
  assertSameOrigin(request);
  const user = await requireAdminForAction(request);
  const form = await readFormBody(request, DASHBOARD_FORM_LIMIT_BYTES);
  return { user, form };
}
