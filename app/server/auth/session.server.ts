import { eq } from "drizzle-orm";
import type { RootData } from "~/lib/public-site";
import { ADMIN_ROLE, type AuthContext, getAuthContext } from "~/server/auth/auth.server";
import { oncePerRequest } from "~/server/http/request-scope.server";
import { account, coach, user as userTable } from "~/server/schema";

/**
 * The signed-in user as the server sees it: what the UI sees (spec §3 "Auth context values") and
 * the coach profile the account teaches as, or null (docs/decisions/attendance.md "Coach accounts").
 */
export type SessionUser = NonNullable<RootData["user"]> & { coachId: number | null };

/**
 * Whether a request carries a Better Auth session cookie at all ("better-auth.session_token",
 * or its "__Secure-" form over HTTPS). Without one, nobody is signed in and the database is
 * not asked.
 */
export function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie");
  return cookie !== null && /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookie);
}

/**
 * The signed-in user of a request, or null for an anonymous visitor (spec §3, §4
 * "Authentication state"). Known on the server, so pages render signed-in or signed-out
 * without a flash.
 * - isEmailUser: the user has an e-mail+password account (Better Auth's providerId
 *   "credential", the spec's "password");
 * - isGoogleUser: the user has a Google account (docs/spec-coverage.md "Deliberate deviations" 6);
 * - isAdmin: the user row has the admin role (docs/decisions/auth.md "The admin is a role on the
 *   user row": never the e-mail alone);
 * - isCoach, coachId: the account teaches as a coach profile (docs/decisions/attendance.md "Coach
 *   accounts").
 *
 * Looked up once per page request: the root's loader and the page's get the same answer
 * (app/server/http/request-scope.server.ts).
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return Promise.resolve(null);
  return oncePerRequest(`session-user ${request.headers.get("cookie")}`, async () =>
    sessionUserFrom(await getAuthContext(), request),
  );
}

/**
 * The user as the browser gets it in the root's data: without the coach profile's id, which only
 * the server's checks use.
 */
export function rootUser(user: SessionUser | null): RootData["user"] {
  if (!user) return null;
  const { coachId: _, ...seen } = user;
  return seen;
}

/** {@link getSessionUser} against a given auth instance, database and settings (tests). */
export async function sessionUserFrom(
  { auth, db }: Pick<AuthContext, "auth" | "db">,
  request: Request,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  // The account's sign-in methods and its coach profile, in one query: a row per method.
  const rows = await db
    .select({ providerId: account.providerId, coachId: coach.id })
    .from(userTable)
    .leftJoin(account, eq(account.userId, userTable.id))
    .leftJoin(coach, eq(coach.userId, userTable.id))
    .where(eq(userTable.id, user.id));
  const providers = rows.map((row) => row.providerId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isEmailUser: providers.includes("credential"),
    isGoogleUser: providers.includes("google"),
    isAdmin: (user as { role?: unknown }).role === ADMIN_ROLE,
    isCoach: rows[0]?.coachId != null,
    coachId: rows[0]?.coachId ?? null,
  };
}
