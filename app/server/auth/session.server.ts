import { eq } from "drizzle-orm";
import type { RootData } from "~/lib/public-site";
import { ADMIN_ROLE, type AuthContext, getAuthContext } from "~/server/auth/auth.server";
import { account, coach } from "~/server/schema";

/** The signed-in user as the UI sees it (spec §3 "Auth context values"). */
export type SessionUser = NonNullable<RootData["user"]>;

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
 * - isCoach: the account teaches as a coach profile (docs/decisions/attendance.md "Coach accounts").
 */
export async function getSessionUser(request: Request): Promise<RootData["user"]> {
  if (!hasSessionCookie(request)) return null;
  return sessionUserFrom(await getAuthContext(), request);
}

/** {@link getSessionUser} against a given auth instance, database and settings (tests). */
export async function sessionUserFrom(
  { auth, db }: Pick<AuthContext, "auth" | "db">,
  request: Request,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  const [providers, coaches] = await Promise.all([
    db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, user.id)),
    db.select({ id: coach.id }).from(coach).where(eq(coach.userId, user.id)),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isEmailUser: providers.some((p) => p.providerId === "credential"),
    isGoogleUser: providers.some((p) => p.providerId === "google"),
    isAdmin: (user as { role?: unknown }).role === ADMIN_ROLE,
    isCoach: coaches.length > 0,
  };
}
