import { ensureAdminAccount } from "~/server/auth/auth-admin.server";
import { type Auth, createAuth } from "~/server/auth/auth-instance.server";
import { type AuthSettings, authSettingsFromEnv } from "~/server/auth/auth-settings.server";
import { type Db, getDb } from "~/server/db/db.server";

/**
 * The process's auth instance (spec §2, §4–§8; see docs/decisions/auth.md), and the one place
 * to import auth from. The parts live in their own modules and are re-exported here:
 * settings and secret (auth-settings), log redaction (auth-log), the Better Auth instance
 * (auth-instance), the admin account and operator commands (auth-admin), endpoint calls
 * (auth-endpoint).
 */

export {
  ADMIN_EMAIL_TAKEN_MESSAGE,
  AdminSetupError,
  demoteAdmin,
  ensureAdminAccount,
  promoteToAdmin,
  resetPassword,
} from "~/server/auth/auth-admin.server";
export {
  type AuthCallResult,
  callAuthEndpoint,
  cookieHeaderFrom,
  handleAuthRequest,
} from "~/server/auth/auth-endpoint.server";
export { ADMIN_ROLE, type Auth, createAuth } from "~/server/auth/auth-instance.server";
export { redactSecrets } from "~/server/auth/auth-log.server";
export {
  type AuthSettings,
  authSettingsFromEnv,
  CLIENT_IP_HEADER,
  isAdminEmail,
  normaliseEmail,
  resolveSecret,
  SECRET_REQUIRED_MESSAGE,
} from "~/server/auth/auth-settings.server";

/** The process's auth instance with its database and settings. */
export interface AuthContext {
  auth: Auth;
  db: Db;
  settings: AuthSettings;
}

let instance: Promise<AuthContext> | undefined;

/**
 * The process's auth instance, built on first use over {@link getDb}; the first call also
 * creates the admin account when it is missing ({@link ensureAdminAccount}). The production
 * server builds it before it listens (startUp in entry.server.tsx), so a refusal stops it.
 * @throws Error when BETTER_AUTH_SECRET is required but unset; AdminSetupError when the
 *   ADMIN_EMAIL account exists and is not the admin (a later call tries again)
 */
export function getAuthContext(): Promise<AuthContext> {
  instance ??= (async () => {
    const db = await getDb();
    const settings = authSettingsFromEnv();
    const auth = createAuth(db, settings);
    await ensureAdminAccount(auth, settings);
    return { auth, db, settings };
  })();
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

/** The process's auth instance (see {@link getAuthContext}). */
export async function getAuth(): Promise<Auth> {
  return (await getAuthContext()).auth;
}
