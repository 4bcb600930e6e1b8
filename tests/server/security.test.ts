import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";

/**
 * The request guards (origin check, client IP, admin guard) and the signing secret. The admin
 * guard runs against the process's own auth instance over a PGlite database in a temporary
 * DATA_DIR, set up before the server modules load.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "academy-security-"));
const ADMIN = { email: "guard-admin@example.test", password: "guard-admin-pw-1" };
Object.assign(process.env, {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SITE_URL: "https://academy.example",
  ADMIN_EMAIL: ADMIN.email.toUpperCase(),
  ADMIN_PASSWORD: ADMIN.password,
  BETTER_AUTH_SECRET: "",
  GOOGLE_CLIENT_ID: "",
});

const { assertSameOrigin, clientIp } = await import("~/server/http/security.server");
const { isAdminEmail, requireAdmin, requireAdminForAction } = await import(
  "~/server/auth/admin.server"
);
const { CLIENT_IP_HEADER, cookieHeaderFrom, getAuthContext, resolveSecret } = await import(
  "~/server/auth/auth.server"
);
const { adminLogin, registerAccount } = await import("~/server/auth/account-forms.server");
const { closeDb } = await import("~/server/db/db.server");

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `fn` and returns what it threw (a Response for our guards). */
async function thrown(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

function post(url: string, headers: Record<string, string>): Request {
  return new Request(url, { method: "POST", headers });
}

describe("assertSameOrigin", () => {
  it("lets same-origin and SITE_URL-origin posts through, and any GET", () => {
    expect(() =>
      assertSameOrigin(post("http://127.0.0.1:3000/login", { origin: "http://127.0.0.1:3000" })),
    ).not.toThrow();
    expect(() =>
      assertSameOrigin(post("http://127.0.0.1:3000/login", { origin: "https://academy.example" })),
    ).not.toThrow();
    expect(() =>
      assertSameOrigin(
        post("http://127.0.0.1:3000/login", { referer: "http://127.0.0.1:3000/login?x=1" }),
      ),
    ).not.toThrow();
    expect(() =>
      assertSameOrigin(
        new Request("http://127.0.0.1:3000/login", { headers: { origin: "https://evil.example" } }),
      ),
    ).not.toThrow();
  });

  it("refuses cross-origin, null-origin and origin-less posts with 403", async () => {
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "http://127.0.0.1:3001" },
      { origin: "https://academy.example.evil.example" },
      { origin: "null" },
      { origin: "null", referer: "http://127.0.0.1:3000/login" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of cases) {
      const error = await thrown(() =>
        assertSameOrigin(post("http://127.0.0.1:3000/login", headers)),
      );
      expect(error, JSON.stringify(headers)).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(403);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const request = new Request("http://127.0.0.1:3000/x", {
        method,
        headers: { origin: "https://evil.example" },
      });
      expect(((await thrown(() => assertSameOrigin(request))) as Response).status).toBe(403);
    }
  });
});

describe("clientIp", () => {
  it("reads the header server.mjs sets, else null", () => {
    expect(
      clientIp(new Request("http://x/", { headers: { [CLIENT_IP_HEADER]: "198.51.100.7" } })),
    ).toBe("198.51.100.7");
    expect(
      clientIp(new Request("http://x/", { headers: { "x-forwarded-for": "198.51.100.7" } })),
    ).toBeNull();
  });
});

describe("admin guard", () => {
  let studentCookie = "";
  let adminCookie = "";

  beforeAll(async () => {
    const context = await getAuthContext();
    const from = (ip: string) =>
      post("https://academy.example/register", {
        origin: "https://academy.example",
        [CLIENT_IP_HEADER]: ip,
      });
    const registered = await registerAccount(context, from("198.51.100.1"), {
      name: "Student",
      email: "guard-student@example.test",
      password: "student-pw-1",
      confirmPassword: "student-pw-1",
    });
    if (!registered.ok) throw new Error(registered.error);
    studentCookie = cookieHeaderFrom(registered.cookies);
    // The admin account was created at first use from ADMIN_EMAIL/ADMIN_PASSWORD.
    const signedIn = await adminLogin(context, from("198.51.100.2"), ADMIN);
    if (!signedIn.ok) throw new Error(signedIn.error);
    adminCookie = cookieHeaderFrom(signedIn.cookies);
  });

  const page = (cookie?: string) =>
    new Request("https://academy.example/admin-dashboard", { headers: cookie ? { cookie } : {} });

  it("knows the admin e-mail whatever its case, and nobody when ADMIN_EMAIL is unset", () => {
    expect(isAdminEmail(` ${ADMIN.email} `)).toBe(true);
    expect(isAdminEmail("guard-student@example.test")).toBe(false);
    expect(isAdminEmail(ADMIN.email, parseEnv({ ADMIN_EMAIL: "" }))).toBe(false);
    expect(isAdminEmail("", parseEnv({ ADMIN_EMAIL: "" }))).toBe(false);
  });

  it("sends anonymous visitors and other accounts to /adminlogin, lets the admin in", async () => {
    for (const cookie of [undefined, studentCookie, "better-auth.session_token=forged.value"]) {
      const error = (await thrown(() => requireAdmin(page(cookie)))) as Response;
      expect(error.status).toBe(302);
      expect(error.headers.get("location")).toBe("/adminlogin");
    }
    expect(await requireAdmin(page(adminCookie))).toMatchObject({
      email: ADMIN.email,
      isAdmin: true,
    });
  });

  it("answers 403 to actions from anyone but the admin", async () => {
    for (const cookie of [undefined, studentCookie]) {
      const error = (await thrown(() => requireAdminForAction(page(cookie)))) as Response;
      expect(error.status).toBe(403);
    }
    expect(await requireAdminForAction(page(adminCookie))).toMatchObject({ isAdmin: true });
  });
});

describe("signing secret", () => {
  it("is generated once into the data directory (mode 0600) and reused; BETTER_AUTH_SECRET wins", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "academy-secret-"));
    try {
      const first = resolveSecret(parseEnv({ NODE_ENV: "test" }), dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
      expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
      expect(resolveSecret(parseEnv({ NODE_ENV: "test" }), dir)).toBe(first);
      expect(
        resolveSecret(
          parseEnv({
            NODE_ENV: "test",
            BETTER_AUTH_SECRET: "from-the-environment-0123456789abcdef",
          }),
          dir,
        ),
      ).toBe("from-the-environment-0123456789abcdef");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
