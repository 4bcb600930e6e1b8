import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { eq } from "drizzle-orm";
import { site } from "~/config/site";
import { authCopy } from "~/content/auth";
import { safeAuthLog } from "~/server/auth/auth-log.server";
import {
  AUTH_BASE_PATH,
  type AuthSettings,
  CLIENT_IP_HEADER,
  normaliseEmail,
} from "~/server/auth/auth-settings.server";
import type { Db } from "~/server/db/db.server";
import { mailHeaderLine, trySendMail } from "~/server/enquiries/enquiry-mail.server";
import { moduleLogger } from "~/server/logger.server";
import * as schema from "~/server/schema";

/**
 * Accounts (spec §2 Login/Register/Admin login, §3 User record, §6, §7) on Better Auth:
 * email+password and Google (OpenID Connect through the genericOAuth plugin, so tests can point
 * the issuer at a local server), sessions in HTTP-only cookies stored in the database, a rate
 * limit per client IP counted in the database, the admin role on the user row, and a logger
 * that never prints credentials. See docs/decisions/auth.md.
 */

/**
 * The role of the site's admin on the user row (docs/decisions/auth.md "The admin is a role on the
 * user row"); everyone else is "user".
 */
export const ADMIN_ROLE = "admin";

const log = moduleLogger("auth");

/**
 * Builds a Better Auth instance over a database.
 * @param db the Drizzle database (PGlite or PostgreSQL), migrated
 * @param settings see authSettingsFromEnv
 * @returns the auth instance: `handler(Request)` for /api/auth/*, `api.*` for server calls
 */
export function createAuth(db: Db, settings: AuthSettings) {
  const isAdminAddress = (email: string | null | undefined) =>
    settings.adminEmail !== null && normaliseEmail(email) === settings.adminEmail;
  const rule = { window: settings.rateLimit.window, max: settings.rateLimit.max };
  const google = settings.google;
  return betterAuth({
    appName: "Chess academy",
    baseURL: settings.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    user: {
      additionalFields: {
        // Being admin is this column (docs/decisions/auth.md "The admin is a role on the user
        // row"). `input: false`: no endpoint (sign-up, update-user) accepts it from a client; only
        // seeding and `npm run admin` set it.
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    trustedOrigins: [new URL(settings.baseURL).origin],
    rateLimit: {
      enabled: true,
      // Counted in the rate_limit table, so every server on one database shares the count
      // (docs/decisions/auth.md "Rate limit": counted in the database).
      storage: "database",
      window: 60,
      max: 100,
      // The admin's change-password shares the sign-in rule (Better Auth's own default there
      // is 3 per 10 s, which a second honest try after a typo could already meet).
      customRules: { "/sign-in/*": rule, "/sign-up/*": rule, "/change-password": rule },
    },
    advanced: {
      // A session and its user in one query (the schema's sessionRelations).
      database: { joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: settings.baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // Google callback failures land on /login?error=<code> (mapped to a message there).
    // Unexpected errors (a failed query) are thrown to handleAuthRequest, which logs them
    // redacted: left to Better Auth, its router prints them whole with console.error, SQL
    // parameters (the visitor's e-mail) included (spec §8: never log what was entered).
    onAPIError: { errorURL: `${settings.baseURL}/login`, throw: true },
    logger: { level: "warn", disableColors: true, log: safeAuthLog },
    telemetry: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          // The admin account is made only by ensureAdminAccount (no endpoint context): the
          // admin e-mail cannot be claimed by sign-up or by a first Google sign-in, and an
          // account made through an endpoint is always an ordinary user.
          before: async (user, context) => {
            if (!context) return;
            if (isAdminAddress(user.email)) return false;
            return { data: { ...user, role: "user" } };
          },
        },
        update: {
          // No endpoint changes the role (input: false already refuses it; this is the backstop).
          before: async (data, context) => {
            if (!context || !("role" in data)) return;
            const { role: _ignored, ...rest } = data;
            return { data: rest };
          },
        },
      },
      account: {
        create: {
          // Nobody links a Google account to the admin's user, or to the ADMIN_EMAIL address.
          before: async (account) => {
            if (account.providerId === "credential") return;
            const [owner] = await db
              .select({ email: schema.user.email, role: schema.user.role })
              .from(schema.user)
              .where(eq(schema.user.id, account.userId));
            return owner?.role === ADMIN_ROLE || isAdminAddress(owner?.email) ? false : undefined;
          },
        },
      },
    },
    plugins: [
      ...(settings.smtpUrl ? [signInLinkPlugin(db, settings.smtpUrl, isAdminAddress)] : []),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  name: "Google",
                  clientId: google.clientId,
                  clientSecret: google.clientSecret || undefined,
                  discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

/** How long a sign-in link works (seconds). */
export const SIGN_IN_LINK_SECONDS = 15 * 60;

/**
 * The sign-in link by mail (docs/decisions/auth.md "Sign-in link"; Better Auth's magic-link
 * plugin): for an existing account that is not the admin (the admin signs in with a password
 * only), mailed as plain text; works once, for {@link SIGN_IN_LINK_SECONDS}; the token is stored
 * hashed; no account is ever made by it. For any other address nothing is sent, and the answer is
 * the same (nobody learns which addresses have accounts).
 */
function signInLinkPlugin(
  db: Db,
  smtpUrl: string,
  isAdminAddress: (email: string | null | undefined) => boolean,
) {
  return magicLink({
    disableSignUp: true,
    storeToken: "hashed",
    expiresIn: SIGN_IN_LINK_SECONDS,
    sendMagicLink: async ({ email, url }) => {
      const [owner] = await db
        .select({ role: schema.user.role })
        .from(schema.user)
        .where(eq(schema.user.email, normaliseEmail(email)));
      if (!owner || owner.role === ADMIN_ROLE || isAdminAddress(email)) return;
      await trySendMail(
        {
          from: { name: site.name, address: site.email },
          to: normaliseEmail(email),
          subject: mailHeaderLine(authCopy.signInLink.mailSubject(site.name), 150),
          text: authCopy.signInLink.mailText({
            site: site.name,
            link: url,
            minutes: SIGN_IN_LINK_SECONDS / 60,
          }),
        },
        smtpUrl,
        "sign-in link mail not sent",
        log,
      );
    },
  });
}

/** A Better Auth instance as built by {@link createAuth}. */
export type Auth = ReturnType<typeof createAuth>;
