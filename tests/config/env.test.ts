import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv, VARIABLES } from "~/config/env.server";

/**
 * The settings module (app/config/env.server.ts, docs/decisions/configuration.md): defaults,
 * good values, one clear message per bad value naming the variable, and the lists in
 * .env.example and README that must name exactly the variables it reads.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What `parseEnv(source)` threw (fails the test when it did not throw a ConfigError). */
function problemsOf(source: Record<string, string>): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(source)}`);
}

describe("parseEnv", () => {
  it("gives every default for an empty environment", () => {
    expect(parseEnv({})).toEqual({
      nodeEnv: "development",
      port: 3000,
      host: "0.0.0.0",
      siteUrl: "http://localhost:3000",
      siteUrlSet: false,
      trustProxy: false,
      buildDir: undefined,
      pageCache: true,
      logLevel: "info",
      databaseUrl: undefined,
      dataDir: "data",
      migrationsDir: "drizzle",
      betterAuthSecret: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      googleClientId: undefined,
      googleClientSecret: "",
      googleIssuer: "https://accounts.google.com",
      authRateLimitMax: 10,
      whatsAppNumber: "+91 98765 43210",
      learningPlatformUrl: "https://learn.pawntoking.academy",
      smtpUrl: undefined,
    });
  });

  it("treats a blank variable as unset", () => {
    const blank = Object.fromEntries(VARIABLES.map((name) => [name, "  "]));
    expect(parseEnv(blank)).toEqual(parseEnv({}));
  });

  it("reads good values, normalised", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://Academy.Example/",
      TRUST_PROXY: "1",
      BUILD_DIR: "releases/current",
      PAGE_CACHE: "0",
      LOG_LEVEL: "warn",
      DATABASE_URL: "postgres://academy:secret@127.0.0.1:5432/academy",
      DATA_DIR: "/srv/academy/data",
      MIGRATIONS_DIR: "/srv/academy/drizzle",
      BETTER_AUTH_SECRET: "  0123456789abcdef0123456789abcdef  ",
      ADMIN_EMAIL: " Owner@Academy.Example ",
      ADMIN_PASSWORD: " pass with spaces ",
      GOOGLE_CLIENT_ID: " client-id ",
      GOOGLE_CLIENT_SECRET: "client-secret",
      GOOGLE_ISSUER: "http://127.0.0.1:4273/",
      AUTH_RATE_LIMIT_MAX: "1000",
      WHATSAPP_NUMBER: "+91 90000-12345",
      LEARNING_PLATFORM_URL: "https://learn.example/",
      SMTP_URL: "smtps://user:password@smtp.example.com:465",
    });
    expect(env).toEqual({
      nodeEnv: "production",
      port: 8080,
      host: "127.0.0.1",
      siteUrl: "https://academy.example",
      siteUrlSet: true,
      trustProxy: true,
      buildDir: "releases/current",
      pageCache: false,
      logLevel: "warn",
      databaseUrl: "postgres://academy:secret@127.0.0.1:5432/academy",
      dataDir: "/srv/academy/data",
      migrationsDir: "/srv/academy/drizzle",
      betterAuthSecret: "0123456789abcdef0123456789abcdef",
      adminEmail: "owner@academy.example",
      adminPassword: " pass with spaces ",
      googleClientId: "client-id",
      googleClientSecret: "client-secret",
      googleIssuer: "http://127.0.0.1:4273",
      authRateLimitMax: 1000,
      whatsAppNumber: "+91 90000-12345",
      learningPlatformUrl: "https://learn.example",
      smtpUrl: "smtps://user:password@smtp.example.com:465",
    });
  });

  it("defaults SITE_URL to localhost on PORT, and turns TRUST_PROXY=0 and PAGE_CACHE=1 into off and on", () => {
    expect(parseEnv({ PORT: "4173", TRUST_PROXY: "0", PAGE_CACHE: "1" })).toMatchObject({
      siteUrl: "http://localhost:4173",
      siteUrlSet: false,
      trustProxy: false,
      pageCache: true,
    });
    expect(parseEnv({ DATABASE_URL: "postgresql://db.internal/academy" }).databaseUrl).toBe(
      "postgresql://db.internal/academy",
    );
  });

  const BAD: Array<[string, string, string]> = [
    ["NODE_ENV", "staging", "NODE_ENV must be one of production, development, test"],
    ["PORT", "80a", "PORT must be a whole number from 1 to 65535"],
    ["PORT", "70000", "PORT must be a whole number from 1 to 65535"],
    ["PORT", "0", "PORT must be a whole number from 1 to 65535"],
    [
      "SITE_URL",
      "www.chess-school.in",
      "SITE_URL must be the site's public address: http:// or https://, a host and an optional port, no path (e.g. https://academy.example)",
    ],
    [
      "SITE_URL",
      "https://academy.example/blog",
      "SITE_URL must be the site's public address: http:// or https://, a host and an optional port, no path (e.g. https://academy.example)",
    ],
    [
      "SITE_URL",
      "ftp://academy.example",
      "SITE_URL must be the site's public address: http:// or https://, a host and an optional port, no path (e.g. https://academy.example)",
    ],
    ["TRUST_PROXY", "yes", "TRUST_PROXY must be 1 (behind one reverse proxy) or 0"],
    ["PAGE_CACHE", "off", "PAGE_CACHE must be 1 (on) or 0"],
    [
      "LOG_LEVEL",
      "verbose",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    ],
    [
      "DATABASE_URL",
      "mysql://academy:hunter2@db/academy",
      "DATABASE_URL must be a PostgreSQL URL, e.g. postgres://academy:PASSWORD@127.0.0.1:5432/academy",
    ],
    [
      "BETTER_AUTH_SECRET",
      "too-short-hunter2",
      "BETTER_AUTH_SECRET must be at least 32 characters long (e.g. the output of `openssl rand -base64 32`)",
    ],
    ["ADMIN_EMAIL", "owner at academy", "ADMIN_EMAIL must be an e-mail address"],
    [
      "GOOGLE_ISSUER",
      "issuer.internal",
      "GOOGLE_ISSUER must be an absolute http:// or https:// URL, e.g. https://accounts.google.com",
    ],
    ["AUTH_RATE_LIMIT_MAX", "0", "AUTH_RATE_LIMIT_MAX must be a whole number of 1 or more"],
    ["AUTH_RATE_LIMIT_MAX", "ten", "AUTH_RATE_LIMIT_MAX must be a whole number of 1 or more"],
    [
      "WHATSAPP_NUMBER",
      "call us",
      "WHATSAPP_NUMBER must be a phone number in international format, e.g. +91 98765 43210",
    ],
    [
      "WHATSAPP_NUMBER",
      "+91 123",
      "WHATSAPP_NUMBER must be a phone number in international format, e.g. +91 98765 43210",
    ],
    [
      "LEARNING_PLATFORM_URL",
      "learn.example",
      "LEARNING_PLATFORM_URL must be an absolute http:// or https:// URL, e.g. https://learn.pawntoking.academy",
    ],
    [
      "SMTP_URL",
      "https://user:hunter2@smtp.example.com",
      "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465",
    ],
  ];

  for (const [variable, value, message] of BAD) {
    it(`refuses ${variable}=${value} with a message naming it, never its value`, () => {
      const error = problemsOf({ [variable]: value });
      expect(error.message).toBe(`${message} (see .env.example)`);
      expect(error.problems).toEqual([{ variable, problem: message.slice(variable.length + 1) }]);
      expect(error.message).not.toContain(value);
    });
  }

  it("names every bad variable at once", () => {
    const error = problemsOf({ PORT: "x", LOG_LEVEL: "loud", SITE_URL: "https://ok.example" });
    expect(error.problems.map((p) => p.variable)).toEqual(["PORT", "LOG_LEVEL"]);
    expect(error.message).toMatch(/^PORT must be .*; LOG_LEVEL must be .* \(see \.env\.example\)$/);
  });

  it("ignores variables it does not know", () => {
    expect(parseEnv({ HOME: "/root", E2E_PORT: "x" })).toEqual(parseEnv({}));
  });
});

describe("the documented variables", () => {
  it(".env.example names exactly the variables the module reads", () => {
    const text = readFileSync(path.join(ROOT, ".env.example"), "utf8");
    const named = [...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(named)].sort()).toEqual([...VARIABLES].sort());
  });

  it("README's Configuration table names exactly the variables the module reads", () => {
    const text = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const section = text.split(/^## /m).find((part) => part.startsWith("Configuration")) ?? "";
    const named = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect([...named].sort()).toEqual([...VARIABLES].sort());
  });
});
