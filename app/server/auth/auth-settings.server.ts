import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ServerEnv, serverEnv } from "~/config/env.server";
import { dataDir } from "~/server/db/db.server";
import { moduleLogger } from "~/server/logger.server";

/**
 * The auth settings, from the checked settings of app/config/env.server.ts, and the signing
 * secret (see docs/decisions/auth.md). Split from auth.server.ts, which re-exports everything here.
 */

/**
 * Request header carrying the client's IP address. serve.server.ts sets it on every request from
 * Express's `req.ip` (honouring X-Forwarded-For only when TRUST_PROXY=1) and overwrites any
 * value the client sent, so it can be trusted for rate limiting.
 */
export const CLIENT_IP_HEADER = "x-academy-client-ip";

/** Where Better Auth's endpoints live (app/routes/api.auth.ts). */
export const AUTH_BASE_PATH = "/api/auth";

/** Everything the auth instance needs, read once from the environment (see .env.example). */
export interface AuthSettings {
  /** Public origin of the site (SITE_URL), e.g. "https://pawntoking.academy"; no trailing slash. */
  baseURL: string;
  /** Secret that signs cookies and encrypts tokens (BETTER_AUTH_SECRET or the stored one). */
  secret: string;
  /**
   * ADMIN_EMAIL, lower-cased; null when unset. The seeding step creates this account with the
   * admin role, and sign-up and Google cannot claim the address; being admin is the role on
   * the user row, never this address alone (docs/decisions/auth.md "The admin is a role on the user
   * row").
   */
  adminEmail: string | null;
  /** ADMIN_PASSWORD: creates the admin account at start-up when it is missing. */
  adminPassword: string | null;
  /** Google (or a stand-in OpenID Connect issuer in tests); null when GOOGLE_CLIENT_ID is unset. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Sign-in and sign-up attempts allowed per client IP and path in `window` seconds. */
  rateLimit: { window: number; max: number };
  /**
   * SMTP_URL, or null: with it, an account can ask for a sign-in link by mail (Better Auth's
   * magic-link plugin; docs/decisions/auth.md "Sign-in link").
   */
  smtpUrl: string | null;
}

/** Default rate limit on sign-in and sign-up: 10 attempts a minute per client IP. */
export const DEFAULT_RATE_LIMIT = { window: 60, max: 10 } as const;

/** Google's OpenID Connect issuer (its discovery document lives below it). */

/** The settings the auth instance reads (see app/config/env.server.ts for each). */
type AuthEnv = Pick<
  ServerEnv,
  | "siteUrl"
  | "adminEmail"
  | "adminPassword"
  | "googleClientId"
  | "googleClientSecret"
  | "googleIssuer"
  | "authRateLimitMax"
  | "betterAuthSecret"
  | "databaseUrl"
  | "nodeEnv"
  | "smtpUrl"
>;

/**
 * The {@link AuthSettings} of the settings.
 * @param env the settings (default this process's; tests pass `parseEnv({...})`)
 * @param secretDir directory of the generated secret when BETTER_AUTH_SECRET is unset
 * @throws Error when DATABASE_URL is set without BETTER_AUTH_SECRET (see {@link resolveSecret})
 */
export function authSettingsFromEnv(
  env: AuthEnv = serverEnv(),
  secretDir: string = dataDir(),
): AuthSettings {
  return {
    baseURL: env.siteUrl,
    secret: resolveSecret(env, secretDir),
    adminEmail: env.adminEmail ?? null,
    adminPassword: env.adminPassword ?? null,
    google: env.googleClientId
      ? {
          clientId: env.googleClientId,
          clientSecret: env.googleClientSecret,
          issuer: env.googleIssuer,
        }
      : null,
    rateLimit: { window: DEFAULT_RATE_LIMIT.window, max: env.authRateLimitMax },
    smtpUrl: env.smtpUrl ?? null,
  };
}

/** Lower-cased, trimmed e-mail address ("" for none). Better Auth stores e-mails lower-cased. */
export function normaliseEmail(email: string | null | undefined): string {
  return (email ?? "").trim().toLowerCase();
}

/**
 * Whether `email` is ADMIN_EMAIL (case-insensitive); false when ADMIN_EMAIL is unset. Used
 * only to keep the address from being claimed (sign-up, Google); it does not make anyone
 * admin (that is the role on the user row).
 */
export function isAdminEmail(
  email: string | null | undefined,
  env: Pick<ServerEnv, "adminEmail"> = serverEnv(),
): boolean {
  return env.adminEmail !== undefined && normaliseEmail(email) === env.adminEmail;
}

/** The message of the start-up error when DATABASE_URL is set without BETTER_AUTH_SECRET. */
export const SECRET_REQUIRED_MESSAGE =
  "BETTER_AUTH_SECRET is required when DATABASE_URL is set: every server on the database must " +
  "sign sessions with the same secret. Set BETTER_AUTH_SECRET to 32 or more random characters " +
  "(e.g. the output of `openssl rand -base64 32`) in the environment of every server.";

/**
 * The signing secret: BETTER_AUTH_SECRET when set. Otherwise, on the embedded database only,
 * one generated once (32 random bytes) and kept in `<dir>/auth-secret` (mode 0600), so
 * sessions survive restarts; in production that is announced with a warning. With
 * DATABASE_URL set the secret is required (docs/decisions/production.md "Several servers on one
 * PostgreSQL"): servers sharing the database must share it, and a file in one server's data
 * directory cannot be shared.
 * @throws Error ({@link SECRET_REQUIRED_MESSAGE}) when DATABASE_URL is set and BETTER_AUTH_SECRET is not
 */
export function resolveSecret(
  env: Pick<ServerEnv, "betterAuthSecret" | "databaseUrl" | "nodeEnv">,
  dir: string,
): string {
  if (env.betterAuthSecret) return env.betterAuthSecret;
  if (env.databaseUrl) throw new Error(SECRET_REQUIRED_MESSAGE);
  const file = path.join(dir, "auth-secret");
  let secret = readSecretFile(file);
  if (!secret) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const fresh = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, fresh, { mode: 0o600, flag: "wx" });
      secret = fresh;
    } catch {
      // another process wrote it first: use theirs
      secret = readSecretFile(file) ?? fresh;
    }
  }
  if (env.nodeEnv === "production") {
    moduleLogger("auth").warn(
      `BETTER_AUTH_SECRET is not set; using the secret stored in ${file}. ` +
        "Set BETTER_AUTH_SECRET (32+ random characters) to keep sessions valid if the data directory is lost.",
    );
  }
  return secret;
}

function readSecretFile(file: string): string | null {
  try {
    const text = readFileSync(file, "utf8").trim();
    return text.length >= 32 ? text : null;
  } catch {
    return null;
  }
}
