import { redirect } from "react-router";
import { returnPath, USER_HOME, userLoginPath } from "~/lib/sign-in-return";
import { getSessionUser, type SessionUser } from "~/server/auth/session.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin, forbidden } from "~/server/http/security.server";

/**
 * The guard of every page for signed-in accounts (a batch's seat request, My classes;
 * docs/decisions/timetable.md "Students", docs/decisions/auth.md "Return after sign-in"): a
 * signed-out visitor is sent to sign in and comes back; every action checks the origin and the
 * session on the server before it reads the body, and acts only on the account's own rows. And
 * its other side: a signed-in visitor opening /login or /register goes on to that page.
 */

/**
 * For a signed-in page's loader: the signed-in account, or a redirect to /login naming the page
 * asked for (path and query), so signing in, signing up or Google brings the visitor back
 * (app/lib/sign-in-return.ts `userLoginPath`).
 * @throws the redirect Response ("/login?redirectTo=…")
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(userLoginPath(new URL(request.url)));
  return user;
}

/**
 * For a signed-in page's action: refuses another origin and a visitor without a session (403)
 * before the body is read, then reads the form.
 * @throws a 403 Response, or readFormBody's 413/400
 */
export async function readUserForm(
  request: Request,
): Promise<{ user: SessionUser; form: FormData }> {
  assertSameOrigin(request);
  const user = await getSessionUser(request);
  if (!user) throw forbidden("sign in first");
  return { user, form: await readFormBody(request) };
}

/**
 * For the /login and /register loaders (spec §2: a signed-in visitor is redirected away): the
 * page named by the URL's `redirectTo` when it is one to return to (app/lib/sign-in-return.ts
 * `returnPath`), else null; a signed-in visitor is sent there at once, or to "/" without one.
 * @throws the redirect Response for a signed-in visitor
 */
export async function signedOutReturnPath(request: Request): Promise<string | null> {
  const returnTo = returnPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getSessionUser(request)) throw redirect(returnTo ?? USER_HOME);
  return returnTo;
}
