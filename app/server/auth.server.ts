import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { eq } from "drizzle-orm";
import { type Db, dataDir, getDb } from "~/server/db.server";
import * as schema from "~/server/schema";

/**
 * Accounts (spec §2 Login/Register/Admin login, §3 User record, §6, §7) on Better Auth:
 * email+password and Google (OpenID Connect through the genericOAuth plugin, so tests can point
 * the issuer at a local server), sessions in HTTP-only cookies stored in the database, a rate
 * limit per client IP, and a logger that never prints credentials. See docs/decisions/auth.md.
 */

/**
 * Request header carrying the client's IP address. server.mjs sets it on every request from
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
  /** ADMIN_EMAIL, lower-cased; null when unset (then nobody is admin). */
  adminEmail: string | null;
  /** ADMIN_PASSWORD: creates the admin account at start-up when it is missing. */
  adminPassword: string | null;
  /** Google (or a stand-in OpenID Connect issuer in tests); null when GOOGLE_CLIENT_ID is unset. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Sign-in and sign-up attempts allowed per client IP and path in `window` seconds. */
  rateLimit: { window: number; max: number };
}

/** Default rate limit on sign-in and sign-up: 10 attempts a minute per client IP. */
export const DEFAULT_RATE_LIMIT = { window: 60, max: 10 } as const;

/** Google's OpenID Connect issuer (its discovery document lives below it). */
export const GOOGLE_ISSUER = "https://accounts.google.com";

/**
 * Reads {@link AuthSettings} from the environment.
 * @param env process.env or a stand-in (tests)
 * @param secretDir directory of the generated secret when BETTER_AUTH_SECRET is unset
 */
export function authSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  secretDir: string = dataDir(),
): AuthSettings {
  const baseURL = (env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "");
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const max = Number(env.AUTH_RATE_LIMIT_MAX);
  return {
    baseURL,
    secret: resolveSecret(env, secretDir),
    adminEmail: normaliseEmail(env.ADMIN_EMAIL) || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    google: clientId
      ? {
          clientId,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
          issuer: (env.GOOGLE_ISSUER?.trim() || GOOGLE_ISSUER).replace(/\/+$/, ""),
        }
      : null,
    rateLimit: {
      window: DEFAULT_RATE_LIMIT.window,
      max: Number.isInteger(max) && max > 0 ? max : DEFAULT_RATE_LIMIT.max,
    },
  };
}

/** Lower-cased, trimmed e-mail address ("" for none). Better Auth stores e-mails lower-cased. */
export function normaliseEmail(email: string | null | undefined): string {
  return (email ?? "").trim().toLowerCase();
}

/**
 * The signing secret: BETTER_AUTH_SECRET when set; otherwise one generated once (32 random
 * bytes) and kept in `<dir>/auth-secret` (mode 0600), so sessions survive restarts. In
 * production the generated secret is allowed but announced with a warning: several servers
 * sharing one PostgreSQL database each need the same BETTER_AUTH_SECRET.
 */
export function resolveSecret(env: NodeJS.ProcessEnv, dir: string): string {
  const fromEnv = env.BETTER_AUTH_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(dir, "auth-secret");
  let secret = readSecretFile(file);
  if (!secret) {
    mkdirSync(dir, { recursive: true });
    const fresh = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, fresh, { mode: 0o600, flag: "wx" });
      secret = fresh;
    } catch {
      // another process wrote it first: use theirs
      secret = readSecretFile(file) ?? fresh;
    }
  }
  if (env.NODE_ENV === "production") {
    console.warn(
      `[auth] warn: BETTER_AUTH_SECRET is not set; using the secret stored in ${file}. ` +
        "Set BETTER_AUTH_SECRET (32+ random characters) when several servers share one database.",
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

const SENSITIVE_KEY = /pass(word)?|token|secret|cookie|code|state|nonce|verifier|authorization/i;

/**
 * Removes credentials from a log line: values after sensitive names (password=, "token":,
 * cookie:, code=, state=, …), SQL parameters ("params: …" of failed queries carry password
 * hashes and session tokens) and anything after "Bearer ".
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/params:[\s\S]*$/i, "params: [redacted]")
    .replace(/(bearer\s+)[^\s"',;]+/gi, "$1[redacted]")
    .replace(
      /((?:pass(?:word)?|token|secret|cookie|code|state|nonce|verifier|authorization)[\w-]*["']?\s*[:=]\s*["']?)[^"'\s&;,}]+/gi,
      "$1[redacted]",
    );
}

/** One logged value: errors as "code: first line of message", objects with sensitive keys masked. */
function describeLogValue(value: unknown): string {
  if (value instanceof Error) {
    const code =
      (value as { body?: { code?: string }; code?: string }).body?.code ??
      (value as { code?: string }).code;
    const first = value.message.split("\n")[0] ?? "";
    return redactSecrets(`${code ?? value.name}: ${first}`).slice(0, 300);
  }
  if (typeof value === "string") return redactSecrets(value).slice(0, 300);
  try {
    const json = JSON.stringify(value, (key, v) =>
      key && SENSITIVE_KEY.test(key) ? "[redacted]" : v,
    );
    return redactSecrets(json ?? String(value)).slice(0, 300);
  } catch {
    return "[unprintable]";
  }
}

/**
 * Better Auth's log function: one line per event, credentials removed (ARCHITECTURE
 * improvement 5, spec §8 "The entered email and password must not be logged").
 */
export function safeAuthLog(
  level: "debug" | "info" | "warn" | "error",
  message: string,
  ...args: unknown[]
) {
  const line = [
    "[auth]",
    `${level}:`,
    describeLogValue(message),
    ...args.map(describeLogValue),
  ].join(" ");
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * Builds a Better Auth instance over a database.
 * @param db the Drizzle database (PGlite or PostgreSQL), migrated
 * @param settings see {@link authSettingsFromEnv}
 * @returns the auth instance: `handler(Request)` for /api/auth/*, `api.*` for server calls
 */
export function createAuth(db: Db, settings: AuthSettings) {
  const isAdmin = (email: string | null | undefined) =>
    settings.adminEmail !== null && normaliseEmail(email) === settings.adminEmail;
  const rule = { window: settings.rateLimit.window, max: settings.rateLimit.max };
  const google = settings.google;
  return betterAuth({
    appName: "Chess academy",
    baseURL: settings.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    trustedOrigins: [new URL(settings.baseURL).origin],
    rateLimit: {
      enabled: true,
      storage: "memory",
      window: 60,
      max: 100,
      customRules: { "/sign-in/*": rule, "/sign-up/*": rule },
    },
    advanced: {
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
          // admin email cannot be claimed by sign-up or by a first Google sign-in.
          before: async (user, context) => (isAdmin(user.email) && context ? false : undefined),
        },
      },
      account: {
        create: {
          // Nobody links a Google account to the admin's user.
          before: async (account) => {
            if (account.providerId === "credential" || settings.adminEmail === null) return;
            const [owner] = await db
              .select({ email: schema.user.email })
              .from(schema.user)
              .where(eq(schema.user.id, account.userId));
            return isAdmin(owner?.email) ? false : undefined;
          },
        },
      },
    },
    plugins: google
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
      : [],
  });
}

/** A Better Auth instance as built by {@link createAuth}. */
export type Auth = ReturnType<typeof createAuth>;

/**
 * Creates the admin account (ADMIN_EMAIL with ADMIN_PASSWORD, e-mail+password) when it is
 * missing. An existing account is left alone (its password is not reset).
 * @returns what happened: "created", "exists", or "skipped" (no ADMIN_EMAIL/ADMIN_PASSWORD)
 */
export async function ensureAdminAccount(
  auth: Auth,
  settings: Pick<AuthSettings, "adminEmail" | "adminPassword">,
): Promise<"created" | "exists" | "skipped"> {
  const { adminEmail, adminPassword } = settings;
  if (!adminEmail || !adminPassword) return "skipped";
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(adminEmail)) return "exists";
  if (adminPassword.length < 6) {
    console.warn(
      "[auth] warn: ADMIN_PASSWORD is shorter than 6 characters; admin account not created.",
    );
    return "skipped";
  }
  const hash = await ctx.password.hash(adminPassword);
  const user = await ctx.internalAdapter.createUser(
    { email: adminEmail, name: "Admin", emailVerified: true },
    { method: "admin" },
  );
  if (!user) throw new Error("admin account could not be created");
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  console.log("[auth] info: admin account created for ADMIN_EMAIL.");
  return "created";
}

/** The process's auth instance with its database and settings. */
export interface AuthContext {
  auth: Auth;
  db: Db;
  settings: AuthSettings;
}

let instance: Promise<AuthContext> | undefined;

/**
 * The process's auth instance, built on first use over {@link getDb}; the first call also
 * creates the admin account when it is missing ({@link ensureAdminAccount}).
 */
export function getAuthContext(): Promise<AuthContext> {
  instance ??= (async () => {
    const db = await getDb();
    const settings = authSettingsFromEnv();
    const auth = createAuth(db, settings);
    await ensureAdminAccount(auth, settings).catch((error) =>
      safeAuthLog("error", "admin account could not be created", error),
    );
    return { auth, db, settings };
  })();
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

// At start-up of the production server (this module loads with the server build): open the
// database, build the auth instance and create the admin account now, so the first visitor
// does not wait for it (issue #3 "the admin account is created at start-up when missing").
// Tests and the dev server build it on first use instead.
if (import.meta.env?.PROD && process.env.NODE_ENV === "production") {
  getAuthContext().catch((error) => safeAuthLog("error", "auth start-up failed", error));
}

/** The process's auth instance (see {@link getAuthContext}). */
export async function getAuth(): Promise<Auth> {
  return (await getAuthContext()).auth;
}

/** Whether `email` is ADMIN_EMAIL (case-insensitive); false when ADMIN_EMAIL is unset. */
export function isAdminEmail(
  email: string | null | undefined,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const admin = normaliseEmail(env.ADMIN_EMAIL);
  return admin !== "" && normaliseEmail(email) === admin;
}

/** Outcome of {@link callAuthEndpoint}: the response, its JSON body (or null) and its cookies. */
export interface AuthCallResult {
  status: number;
  body: { code?: string; message?: string; url?: string; [key: string]: unknown } | null;
  /** Set-Cookie headers to forward to the browser. */
  cookies: Headers;
}

/**
 * Calls one of Better Auth's endpoints through its HTTP handler (not `auth.api`), so our
 * form actions get exactly what a browser calling /api/auth would: the rate limit per client
 * IP, the origin and callback URL checks, and the cookies.
 * @param auth the auth instance
 * @param endpoint path below /api/auth, e.g. "/sign-in/email"
 * @param options.from the browser's request (its client IP and user agent are passed on;
 *   its cookies too when `withCookies`)
 * @param options.body JSON body
 * @param options.cookie explicit Cookie header (e.g. a session just created), instead of the request's
 */
export async function callAuthEndpoint(
  auth: Auth,
  endpoint: string,
  options: { from: Request; body?: unknown; withCookies?: boolean; cookie?: string },
): Promise<AuthCallResult> {
  const baseURL = String(auth.options.baseURL);
  const headers = new Headers({ origin: new URL(baseURL).origin, accept: "application/json" });
  const ip = options.from.headers.get(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const agent = options.from.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent);
  const cookie =
    options.cookie ?? (options.withCookies ? options.from.headers.get("cookie") : null);
  if (cookie) headers.set("cookie", cookie);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  const response = await handleAuthRequest(
    auth,
    new Request(`${baseURL}${AUTH_BASE_PATH}${endpoint}`, {
      method: "POST",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  const cookies = new Headers();
  for (const value of response.headers.getSetCookie()) cookies.append("set-cookie", value);
  const text = await response.text();
  let body: AuthCallResult["body"] = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, cookies };
}

/**
 * Runs one request through Better Auth's handler. An unexpected failure (the database is down,
 * a query fails) is logged through {@link safeAuthLog}, without the entered e-mail, password or
 * SQL parameters, and answered 500 with no details.
 * @returns Better Auth's response, or a 500 JSON response `{ code: "INTERNAL_SERVER_ERROR" }`
 */
export async function handleAuthRequest(auth: Auth, request: Request): Promise<Response> {
  try {
    return await auth.handler(request);
  } catch (error) {
    safeAuthLog("error", `${request.method} ${new URL(request.url).pathname} failed`, error);
    return Response.json({ code: "INTERNAL_SERVER_ERROR" }, { status: 500 });
  }
}

/**
 * The `name=value` pairs of Set-Cookie headers, as a Cookie header (to act with a session
 * that was just created, before the browser has it).
 */
export function cookieHeaderFrom(setCookies: Headers): string {
  return setCookies
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
