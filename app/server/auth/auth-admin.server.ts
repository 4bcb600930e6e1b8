import { ADMIN_ROLE, type Auth, createAuth } from "~/server/auth/auth-instance.server";
import {
  type AuthSettings,
  authSettingsFromEnv,
  normaliseEmail,
} from "~/server/auth/auth-settings.server";
import { closeDb, getDb } from "~/server/db/db.server";
import { moduleLogger } from "~/server/logger.server";

/**
 * The admin account (docs/decisions/auth.md "The admin is a role on the user row"): created with
 * the admin role by the seeding step at start-up, or made admin / given a new password by the
 * operator (`npm run admin`, see scripts/admin.mjs). Being admin is `user.role = 'admin'`, never
 * the e-mail alone.
 */

/** A refusal the operator must act on (the server does not start; the command fails). */
export class AdminSetupError extends Error {
  override name = "AdminSetupError";
}

/**
 * Why the server refuses to start when the ADMIN_EMAIL account exists but is not the admin
 * (someone registered the address, or the account predates roles). Names no address (logs
 * never carry e-mail addresses).
 */
export const ADMIN_EMAIL_TAKEN_MESSAGE =
  "The server will not start: an account with the ADMIN_EMAIL address already exists and is " +
  "not the admin (it was registered on the site, or made before admin roles existed), so it " +
  "cannot be trusted with the dashboard. If that address is yours, make the account the admin " +
  "with a new password of your choosing (its other sign-ins are ended): " +
  "`npm run admin -- promote <ADMIN_EMAIL>` (the password is read from standard input), then " +
  "start the server again. Otherwise set ADMIN_EMAIL to another address.";

/**
 * Creates the admin account (ADMIN_EMAIL with ADMIN_PASSWORD, e-mail+password, role "admin")
 * when it is missing. An existing admin account is left alone (its password is not reset).
 * @returns "created", "exists", or "skipped" (no ADMIN_EMAIL, or no usable ADMIN_PASSWORD)
 * @throws AdminSetupError ({@link ADMIN_EMAIL_TAKEN_MESSAGE}) when the ADMIN_EMAIL account
 *   exists without the admin role
 */
export async function ensureAdminAccount(
  auth: Auth,
  settings: Pick<AuthSettings, "adminEmail" | "adminPassword">,
): Promise<"created" | "exists" | "skipped"> {
  const { adminEmail, adminPassword } = settings;
  if (!adminEmail) return "skipped";
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(adminEmail);
  if (existing) {
    if (roleOf(existing.user) === ADMIN_ROLE) return "exists";
    throw new AdminSetupError(ADMIN_EMAIL_TAKEN_MESSAGE);
  }
  if (!adminPassword) return "skipped";
  if (!hasLength(adminPassword, ADMIN_PASSWORD_LENGTH)) {
    moduleLogger("auth").warn(
      `ADMIN_PASSWORD must be ${ADMIN_PASSWORD_LENGTH.min} to ${ADMIN_PASSWORD_LENGTH.max} characters long; admin account not created.`,
    );
    return "skipped";
  }
  const hash = await ctx.password.hash(adminPassword);
  let created: { id: string } | null;
  try {
    created = await ctx.internalAdapter.createUser(
      { email: adminEmail, name: "Admin", emailVerified: true, role: ADMIN_ROLE },
      { method: "admin" },
    );
  } catch (error) {
    // Another server on the same database seeded it a moment earlier.
    const raced = await ctx.internalAdapter.findUserByEmail(adminEmail);
    if (raced && roleOf(raced.user) === ADMIN_ROLE) return "exists";
    throw error;
  }
  if (!created) throw new Error("admin account could not be created");
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: hash,
  });
  moduleLogger("auth").info("admin account created for ADMIN_EMAIL");
  return "created";
}

function roleOf(row: object): unknown {
  return (row as { role?: unknown }).role;
}

/** Password length of an ordinary account (the sign-up rule, spec §5: at least 6). */
export const PASSWORD_LENGTH = { min: 6, max: 128 } as const;

/**
 * Password length of the admin account: at least 12, at seeding (ADMIN_PASSWORD), on the
 * dashboard's Change password form and with `npm run admin` (docs/decisions/hardening.md).
 */
export const ADMIN_PASSWORD_LENGTH = { min: 12, max: 128 } as const;

function hasLength(password: string, length: { min: number; max: number }): boolean {
  return password.length >= length.min && password.length <= length.max;
}

/**
 * Sets a new e-mail+password password on an account (creating its credential login when it has
 * none) and ends every session of that user. Used by `npm run admin -- reset-password`.
 * @param email the account's address (any case)
 * @param password the new password: 12–128 characters for the admin, 6–128 for anyone else
 * @returns how many sessions were ended
 * @throws AdminSetupError when no account has that address or the password's length is wrong
 */
export async function resetPassword(auth: Auth, email: string, password: string): Promise<number> {
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(normaliseEmail(email));
  if (!found) throw new AdminSetupError("No account has that e-mail address.");
  checkPasswordLength(password, roleOf(found.user) === ADMIN_ROLE);
  const userId = found.user.id;
  const hash = await ctx.password.hash(password);
  if (await ctx.internalAdapter.findCredentialAccount(userId)) {
    await ctx.internalAdapter.updatePassword(userId, hash);
  } else {
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: hash,
    });
  }
  const sessions = await ctx.internalAdapter.listSessions(userId);
  await ctx.internalAdapter.deleteUserSessions(userId);
  return sessions.length;
}

/**
 * Makes an account the admin (role "admin") with a new password: its Google logins are
 * removed (the admin signs in with e-mail and password only), the password is set and every
 * session of the account ends, so whoever registered the address before loses it. Used by
 * `npm run admin -- promote` (the fix the start-up refusal names).
 * @param password the new password, 12–128 characters
 * @returns how many sessions were ended
 * @throws AdminSetupError when no account has that address or the password's length is wrong
 */
export async function promoteToAdmin(auth: Auth, email: string, password: string): Promise<number> {
  checkPasswordLength(password, true);
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(normaliseEmail(email));
  if (!found) throw new AdminSetupError("No account has that e-mail address.");
  const userId = found.user.id;
  for (const login of await ctx.internalAdapter.findAccounts(userId)) {
    if (login.providerId !== "credential") await ctx.internalAdapter.deleteAccount(login.id);
  }
  await ctx.internalAdapter.updateUser(userId, { role: ADMIN_ROLE });
  return resetPassword(auth, email, password);
}

/**
 * Takes the admin role from an account (it becomes an ordinary user) and ends its sessions.
 * Used by `npm run admin -- demote` when the admin address changes.
 * @throws AdminSetupError when no account has that address
 */
export async function demoteAdmin(auth: Auth, email: string): Promise<void> {
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(normaliseEmail(email));
  if (!found) throw new AdminSetupError("No account has that e-mail address.");
  await ctx.internalAdapter.updateUser(found.user.id, { role: "user" });
  await ctx.internalAdapter.deleteUserSessions(found.user.id);
}

function checkPasswordLength(password: string, forAdmin: boolean) {
  const length = forAdmin ? ADMIN_PASSWORD_LENGTH : PASSWORD_LENGTH;
  if (!hasLength(password, length)) {
    const whose = forAdmin ? "The admin's password" : "The password";
    throw new AdminSetupError(`${whose} must be ${length.min} to ${length.max} characters long.`);
  }
}

/**
 * Runs one operator command against the configured database (DATA_DIR or DATABASE_URL, as the
 * server would), without the start-up seeding, then closes the database. On the embedded
 * database the server must be stopped first (one process at a time).
 * @param command the `npm run admin` command (scripts/admin.mjs): reset-password, promote or demote
 * @param email the account's address
 * @param password the new password (reset-password, promote); ignored by demote
 * @returns a sentence for the operator (names no address)
 * @throws AdminSetupError for an unknown account or a bad password; errors of the database
 */
export async function runAdminCommand(
  command: string,
  email: string,
  password: string | null,
): Promise<string> {
  try {
    const db = await getDb();
    const auth = createAuth(db, authSettingsFromEnv());
    if (command === "reset-password" || command === "promote") {
      const ended =
        command === "promote"
          ? await promoteToAdmin(auth, email, password ?? "")
          : await resetPassword(auth, email, password ?? "");
      const what =
        command === "promote" ? "The account is now the admin; its password" : "Password";
      return `${what} changed; ${ended} session${ended === 1 ? "" : "s"} ended.`;
    }
    if (command === "demote") {
      await demoteAdmin(auth, email);
      return "The account is no longer an admin; its sessions ended.";
    }
    throw new AdminSetupError(`Unknown command "${command}".`);
  } finally {
    await closeDb();
  }
}
