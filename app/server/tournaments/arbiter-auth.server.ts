import { requireUser } from "~/server/auth/require-user.server";
import { getSessionUser, type SessionUser } from "~/server/auth/session.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin, forbidden } from "~/server/http/security.server";

/**
 * Who runs a tournament (docs/decisions/tournaments.md "Arbiter pages"): the admin or any coach
 * account (an account linked to a coach profile, as My batches checks it). A signed-out visitor
 * is sent to sign in; a family's account gets 403 and nothing of any tournament.
 */

/** Whether an account may run tournaments: the admin, or an account that teaches as a coach. */
export function isArbiter(user: SessionUser): boolean {
  return user.isAdmin || user.coachId !== null;
}

/**
 * For an arbiter page's loader: the signed-in arbiter, or null for a signed-in account that is
 * not one (the page answers 403).
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function requireArbiter(request: Request): Promise<SessionUser | null> {
  const user = await requireUser(request);
  return isArbiter(user) ? user : null;
}

/**
 * For an arbiter page's action: refuses another origin, no session and an account that is not an
 * arbiter (403) before the body is read, then reads the form (64 KB: a PGN is at most 20,000
 * characters).
 * @throws a 403 Response, or readFormBody's 413/400
 */
export async function readArbiterForm(
  request: Request,
): Promise<{ user: SessionUser; form: FormData }> {
  assertSameOrigin(request);
  const user = await getSessionUser(request);
  if (!user || !isArbiter(user)) throw forbidden("arbiters only");
  return { user, form: await readFormBody(request) };
}
