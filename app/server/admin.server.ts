import { redirect } from "react-router";
import { getSessionUser, type SessionUser } from "~/server/session.server";

/**
 * The admin guard (spec §6, ARCHITECTURE improvement 2): the admin is the account whose user
 * row has the admin role (seeded from ADMIN_EMAIL, or set by `npm run admin -- promote`;
 * issue 6 defect 2), checked on the server for every admin loader and action.
 */
export { ensureAdminAccount, isAdminEmail } from "~/server/auth.server";

/**
 * For admin page loaders: the signed-in admin, or a redirect to /adminlogin for anyone else
 * (anonymous visitors and other accounts alike).
 * @throws a redirect Response to "/adminlogin"
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user?.isAdmin) throw redirect("/adminlogin");
  return user;
}

/**
 * For admin actions and API routes: the signed-in admin, or a 403 Response for anyone else.
 * Call it before reading the body, and together with assertSameOrigin (security.server.ts).
 * @throws a 403 Response
 */
export async function requireAdminForAction(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user?.isAdmin) {
    throw new Response("Forbidden: admin only", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return user;
}
