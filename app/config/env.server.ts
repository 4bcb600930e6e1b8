import { z } from "zod";
import { siteDefaults } from "~/config/site";

/**
 * The server's settings, read from the environment once and checked (docs/decisions/configuration.md).
 * This is the only module that reads `process.env` (Biome's `noProcessEnv` holds everyone else
 * to it): a bad value stops the start with one line naming the variable, instead of failing
 * later somewhere else. `.env.example` and README's "Configuration" list the same variables.
 * Server-only: the browser gets the public values (site address, phone, learning platform)
 * from the root loader (app/server/site/public-site.server.ts).
 */

/** pino's levels, and "silent" for none. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ["production", "development", "test"] as const;

/** Google's OpenID Connect issuer, GOOGLE_ISSUER's default. */
export const GOOGLE_ISSUER = "https://accounts.google.com";

/** Shortest BETTER_AUTH_SECRET accepted, in characters (`openssl rand -base64 32` gives 44). */
export const SECRET_MIN_LENGTH = 32;

/** The checked settings. Every field says which variable it comes from. */
export type ServerEnv = {
  /** NODE_ENV: "production", "development" (default; `npm run dev`) or "test" (Vitest). */
  nodeEnv: (typeof NODE_ENVS)[number];
  /** PORT: the port the production server listens on, 1–65535 (default 3000). */
  port: number;
  /** HOST: the interface it listens on (default 0.0.0.0). */
  host: string;
  /**
   * SITE_URL: the public origin, e.g. "https://academy.example" (no trailing slash, no path);
   * `http://localhost:{PORT}` when unset.
   */
  siteUrl: string;
  /** Whether SITE_URL was set (unset: the server warns in production; no extra allowed origin). */
  siteUrlSet: boolean;
  /** TRUST_PROXY=1: behind one reverse proxy whose X-Forwarded-For names the client (default off). */
  trustProxy: boolean;
  /** BUILD_DIR: the build to serve; unset: releases/current when it exists, else build. */
  buildDir: string | undefined;
  /** PAGE_CACHE=0 turns the page cache off (default on). */
  pageCache: boolean;
  /** LOG_LEVEL (default "info"). */
  logLevel: LogLevel;
  /** DATABASE_URL: PostgreSQL; unset: the embedded database (PGlite) under DATA_DIR. */
  databaseUrl: string | undefined;
  /** DATA_DIR: the embedded database's and the generated secret's directory (default "data"). */
  dataDir: string;
  /** MIGRATIONS_DIR: the SQL migrations applied at start (default "drizzle"). */
  migrationsDir: string;
  /** BETTER_AUTH_SECRET, trimmed, at least {@link SECRET_MIN_LENGTH} characters; unset: generated. */
  betterAuthSecret: string | undefined;
  /** ADMIN_EMAIL, trimmed and lower-cased (Better Auth stores e-mails lower-cased). */
  adminEmail: string | undefined;
  /** ADMIN_PASSWORD, as given (its length is checked when the account is created). */
  adminPassword: string | undefined;
  /** GOOGLE_CLIENT_ID, trimmed; unset: no Google sign-in. */
  googleClientId: string | undefined;
  /** GOOGLE_CLIENT_SECRET (default ""). */
  googleClientSecret: string;
  /** GOOGLE_ISSUER without trailing slashes (default {@link GOOGLE_ISSUER}). */
  googleIssuer: string;
  /** AUTH_RATE_LIMIT_MAX: sign-in and sign-up attempts per client IP a minute (default 10). */
  authRateLimitMax: number;
  /** WHATSAPP_NUMBER: the academy's phone and WhatsApp number (default config/site.ts's sample). */
  whatsAppNumber: string;
  /** LEARNING_PLATFORM_URL: the header Login button's target (default config/site.ts's). */
  learningPlatformUrl: string;
  /** SMTP_URL: where enquiry mail goes (smtp:// or smtps://); unset: no mail. */
  smtpUrl: string | undefined;
};

/** One bad variable: its name and what it must be (never its value: it may be a secret). */
export type ConfigProblem = { variable: string; problem: string };

/**
 * Thrown for bad settings. The message names every bad variable and what it must be, e.g.
 * "PORT must be a whole number from 1 to 65535 (see .env.example)"; it never repeats a value.
 */
export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];
  constructor(problems: readonly ConfigProblem[]) {
    super(
      `${problems.map(({ variable, problem }) => `${variable} ${problem}`).join("; ")} (see .env.example)`,
    );
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** An unset variable and one set to "" (or only spaces) are the same: unset. */
function blankAsUnset(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

/** `schema` for a variable that may be unset (or blank). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsUnset, schema.optional());
}

/** Whether `text` is an absolute http:// or https:// URL. */
function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** Whether `text` is an absolute URL with one of `protocols` (e.g. "smtp:"). */
function hasProtocol(text: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const trimmed = z.string().trim();

const httpUrl = (example: string) =>
  trimmed
    .refine(isHttpUrl, { error: `must be an absolute http:// or https:// URL, e.g. ${example}` })
    .transform((url) => url.replace(/\/+$/, ""));

/** An http(s) origin: scheme, host, optional port; a trailing slash is dropped. */
const origin = trimmed
  .refine(
    (text) => {
      if (!isHttpUrl(text)) return false;
      const url = new URL(text);
      return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    },
    {
      error:
        "must be the site's public address: http:// or https://, a host and an optional port, no path (e.g. https://academy.example)",
    },
  )
  .transform((url) => new URL(url).origin);

const wholeNumber = (min: number, max: number, what: string) =>
  trimmed
    .refine((text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max, {
      error: `must be ${what}`,
    })
    .transform(Number);

const zeroOrOne = (meaning: string) =>
  trimmed.refine((text) => text === "0" || text === "1", { error: `must be 1 (${meaning}) or 0` });

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

/** The variables as the environment gives them, checked; see {@link ServerEnv} for each. */
const variables = z.object({
  NODE_ENV: optional(oneOf(NODE_ENVS)),
  PORT: optional(wholeNumber(1, 65_535, "a whole number from 1 to 65535")),
  HOST: optional(trimmed),
  SITE_URL: optional(origin),
  TRUST_PROXY: optional(zeroOrOne("behind one reverse proxy")),
  BUILD_DIR: optional(trimmed),
  PAGE_CACHE: optional(zeroOrOne("on")),
  LOG_LEVEL: optional(oneOf(LOG_LEVELS)),
  DATABASE_URL: optional(
    trimmed.refine((text) => hasProtocol(text, ["postgres:", "postgresql:"]), {
      error: "must be a PostgreSQL URL, e.g. postgres://academy:PASSWORD@127.0.0.1:5432/academy",
    }),
  ),
  DATA_DIR: optional(trimmed),
  MIGRATIONS_DIR: optional(trimmed),
  BETTER_AUTH_SECRET: optional(
    trimmed.refine((text) => text.length >= SECRET_MIN_LENGTH, {
      error: `must be at least ${SECRET_MIN_LENGTH} characters long (e.g. the output of \`openssl rand -base64 32\`)`,
    }),
  ),
  ADMIN_EMAIL: optional(
    trimmed.toLowerCase().refine((text) => /^[^\s@]+@[^\s@]+$/.test(text), {
      error: "must be an e-mail address",
    }),
  ),
  ADMIN_PASSWORD: optional(z.string()),
  GOOGLE_CLIENT_ID: optional(trimmed),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER: optional(httpUrl(GOOGLE_ISSUER)),
  AUTH_RATE_LIMIT_MAX: optional(wholeNumber(1, 1_000_000, "a whole number of 1 or more")),
  WHATSAPP_NUMBER: optional(
    trimmed.refine(
      (text) => /^\+?[\d\s()-]+$/.test(text) && /^\d{8,15}$/.test(text.replace(/\D/g, "")),
      { error: "must be a phone number in international format, e.g. +91 98765 43210" },
    ),
  ),
  LEARNING_PLATFORM_URL: optional(httpUrl(siteDefaults.learningPlatformUrl)),
  SMTP_URL: optional(
    trimmed.refine((text) => hasProtocol(text, ["smtp:", "smtps:"]), {
      error: "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465",
    }),
  ),
});

/** The names of every variable the site reads (.env.example and README list the same). */
export const VARIABLES = Object.keys(variables.shape) as ReadonlyArray<
  keyof typeof variables.shape
>;

/**
 * Checks the environment and gives the settings, defaults applied.
 * @param source the environment (process.env, or a stand-in in tests); only the variables of
 *   {@link VARIABLES} are read, blank ones count as unset
 * @throws ConfigError naming every bad variable
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): ServerEnv {
  const result = variables.safeParse(
    Object.fromEntries(VARIABLES.map((name) => [name, source[name]])),
  );
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "environment"),
        problem: issue.message,
      })),
    );
  }
  const v = result.data;
  const port = v.PORT ?? 3000;
  return {
    nodeEnv: v.NODE_ENV ?? "development",
    port,
    host: v.HOST ?? "0.0.0.0",
    siteUrl: v.SITE_URL ?? `http://localhost:${port}`,
    siteUrlSet: v.SITE_URL !== undefined,
    trustProxy: v.TRUST_PROXY === "1",
    buildDir: v.BUILD_DIR,
    pageCache: v.PAGE_CACHE !== "0",
    logLevel: v.LOG_LEVEL ?? "info",
    databaseUrl: v.DATABASE_URL,
    dataDir: v.DATA_DIR ?? "data",
    migrationsDir: v.MIGRATIONS_DIR ?? "drizzle",
    betterAuthSecret: v.BETTER_AUTH_SECRET,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD,
    googleClientId: v.GOOGLE_CLIENT_ID,
    googleClientSecret: v.GOOGLE_CLIENT_SECRET ?? "",
    googleIssuer: v.GOOGLE_ISSUER ?? GOOGLE_ISSUER,
    authRateLimitMax: v.AUTH_RATE_LIMIT_MAX ?? 10,
    whatsAppNumber: v.WHATSAPP_NUMBER ?? siteDefaults.phone,
    learningPlatformUrl: v.LEARNING_PLATFORM_URL ?? siteDefaults.learningPlatformUrl,
    smtpUrl: v.SMTP_URL,
  };
}

let current: ServerEnv | undefined;

/**
 * This process's settings: `process.env` read and checked on the first call, the same object
 * after that (a later change to process.env is not seen).
 * @throws ConfigError on the first call when a variable is bad (the server then does not start)
 */
export function serverEnv(): ServerEnv {
  current ??= parseEnv(process.env);
  return current;
}
