import { redirect } from "react-router";
import { studentLoginPath } from "~/lib/admin-return";
import { getSessionUser, type SessionUser } from "~/server/auth/session.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin } from "~/server/http/security.server";

/**
 * The guard of a student's pages (docs/decisions/timetable.md "Students"): a seat request and My
 * classes are for signed-in accounts; every action checks the origin and the session on the server
 * before it reads the body, and acts only on the account's own rows.
 */

/**
 * For a student page's loader: the signed-in account, or a redirect to /login that brings the
 * visitor back to the page (app/lib/admin-return.ts `studentLoginPath`).
 * @throws the redirect Response
 */
export async function requireStudent(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(studentLoginPath(new URL(request.url)));
  return user;
}

/**
 * For a student page's action: refuses another origin and a visitor without a session (403)
 * before the body is read, then reads the form.
 * @throws a 403 Response, or readFormBody's 413/400
 */
export async function readStudentForm(
  request: Request,
): Promise<{ user: SessionUser; form: FormData }> {
  assertSameOrigin(request);
  const user = await getSessionUser(request);
  if (!user) {
    throw new Response("Forbidden: sign in first", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return { user, form: await readFormBody(request) };
}
