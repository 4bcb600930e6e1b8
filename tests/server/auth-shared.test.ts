import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { authCopy } from "~/content/auth";
import { loginWithPassword, registerAccount } from "~/server/auth/account-forms.server";
import {
  type AuthContext,
  type AuthSettings,
  authSettingsFromEnv,
  CLIENT_IP_HEADER,
  createAuth,
  resolveSecret,
  SECRET_REQUIRED_MESSAGE,
} from "~/server/auth/auth.server";
import { rateLimit } from "~/server/schema";
import { sharedTestDatabases } from "../fixtures/databases";

/**
 * Several servers on one database (docs/decisions/production.md "Several servers on one
 * PostgreSQL"): the sign-in rate limit is counted in the database (two auth instances, on
 * PostgreSQL over two separate connection pools, share one count), and BETTER_AUTH_SECRET is
 * required with DATABASE_URL.
 */

const m = authCopy.messages;
const settings: AuthSettings = {
  baseURL: "http://localhost:3000",
  secret: "shared-test-secret-that-is-long-enough-0123456789",
  adminEmail: null,
  adminPassword: null,
  google: null,
  rateLimit: { window: 60, max: 10 },
  smtpUrl: null,
};
const run = randomUUID().slice(0, 8);
// Unique per run: the PostgreSQL database is shared with other test files.
// (IPv4: Better Auth counts IPv6 clients per /64.)
const octets = `${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}`;
const ip = (n: number) => `10.${octets}.${n}`;

function formRequest(from: string): Request {
  return new Request("http://localhost:3000/login", {
    method: "POST",
    headers: { origin: "http://localhost:3000", [CLIENT_IP_HEADER]: from },
  });
}

describe.each(sharedTestDatabases())("the sign-in rate limit on $name", ({ name, open }) => {
  // Two servers: on PostgreSQL two connection pools to one database; PGlite is one process's
  // database, so its two instances share the connection.
  const first = open();
  const second = name === "postgresql" ? open() : first;
  let a: AuthContext;
  let b: AuthContext;
  const student = { name: "Sita", email: `sita-${run}@example.com`, password: "bishop-c4" };

  beforeAll(async () => {
    const [one, two] = [await first, await second];
    a = { auth: createAuth(one.db, settings), db: one.db, settings };
    b = { auth: createAuth(two.db, settings), db: two.db, settings };
    const registered = await registerAccount(a, formRequest(ip(1)), {
      ...student,
      confirmPassword: student.password,
    });
    expect(registered.ok).toBe(true);
  });
  afterAll(async () => {
    await (await first).close();
    if (second !== first) await (await second).close();
  });

  it("counts attempts in the rate_limit table, so the 11th is refused whichever instance gets it", async () => {
    const from = ip(2);
    // Ten accounts, one attempt each, so only the limit per client is reached (not the one
    // per account, app/server/auth/sign-in-limit.server.ts).
    for (let i = 1; i <= 10; i++) {
      const ctx = i % 2 ? a : b;
      expect(
        await loginWithPassword(ctx, formRequest(from), {
          email: `nobody-${i}-${student.email}`,
          password: `bad-${i}`,
        }),
      ).toMatchObject({ ok: false, error: m.loginUnknownUser });
    }
    const rows = await a.db
      .select()
      .from(rateLimit)
      .where(like(rateLimit.key, `${from}|%`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 10 });
    expect(rows[0].key).toContain("/sign-in/email");
    expect(Math.abs(rows[0].lastRequest - Date.now())).toBeLessThan(60_000);
    for (const ctx of [a, b]) {
      expect(await loginWithPassword(ctx, formRequest(from), student)).toMatchObject({
        ok: false,
        status: 429,
        error: m.tooManyAttempts,
      });
    }
    // another client is not affected
    expect((await loginWithPassword(b, formRequest(ip(3)), student)).ok).toBe(true);
  });

  it("keeps no count anywhere else: with the row gone, the client may try again", async () => {
    const from = ip(4);
    for (let i = 1; i <= 10; i++) {
      await loginWithPassword(a, formRequest(from), {
        email: `nobody-${i}-${student.email}`,
        password: `bad-${i}`,
      });
    }
    expect((await loginWithPassword(b, formRequest(from), student)).ok).toBe(false);
    await a.db.delete(rateLimit).where(like(rateLimit.key, `${from}|%`));
    expect((await loginWithPassword(b, formRequest(from), student)).ok).toBe(true);
    const [row] = await b.db
      .select()
      .from(rateLimit)
      .where(like(rateLimit.key, `${from}|%`));
    expect(row.count).toBe(1);
    await b.db.delete(rateLimit).where(eq(rateLimit.id, row.id));
  });
});

describe("BETTER_AUTH_SECRET with DATABASE_URL", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "academy-secret-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const url = "postgres://academy:academy@127.0.0.1:5432/academy";

  it("is required: a clear error, and no secret file is written", () => {
    for (const secret of [undefined, "", "   "]) {
      expect(() =>
        resolveSecret(parseEnv({ DATABASE_URL: url, BETTER_AUTH_SECRET: secret }), dir),
      ).toThrow(SECRET_REQUIRED_MESSAGE);
      expect(() =>
        authSettingsFromEnv(parseEnv({ DATABASE_URL: url, BETTER_AUTH_SECRET: secret }), dir),
      ).toThrow(SECRET_REQUIRED_MESSAGE);
    }
    expect(SECRET_REQUIRED_MESSAGE).toMatch(
      /^BETTER_AUTH_SECRET is required when DATABASE_URL is set/,
    );
    expect(existsSync(path.join(dir, "auth-secret"))).toBe(false);
  });

  it("is used when set; without DATABASE_URL one is still generated into the data directory", () => {
    const secret = "from-the-environment-0123456789abcdef";
    expect(resolveSecret(parseEnv({ DATABASE_URL: url, BETTER_AUTH_SECRET: secret }), dir)).toBe(
      secret,
    );
    expect(resolveSecret(parseEnv({ DATABASE_URL: "" }), dir).length).toBeGreaterThanOrEqual(32);
  });
});
