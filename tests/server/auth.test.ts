import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authCopy } from "~/content/auth";
import {
  adminLogin,
  googleErrorMessage,
  loginWithPassword,
  registerAccount,
  signOut,
  startGoogleSignIn,
} from "~/server/auth/account-forms.server";
import {
  type AuthContext,
  type AuthSettings,
  CLIENT_IP_HEADER,
  cookieHeaderFrom,
  createAuth,
  ensureAdminAccount,
  handleAuthRequest,
  redactSecrets,
} from "~/server/auth/auth.server";
import { hasSessionCookie, sessionUserFrom } from "~/server/auth/session.server";
import { account, session, user } from "~/server/schema";
import { openMemoryDatabase, sharedTestDatabases } from "../fixtures/databases";

/**
 * Sign-up, sign-in, admin sign-in and the rate limit against a real database (spec §4, §5,
 * §8; docs/decisions/auth.md). Runs on PGlite always, and on PostgreSQL too when
 * TEST_DATABASE_URL is set (e-mails are unique per run, so a shared database is fine).
 */
const targets = sharedTestDatabases();

const m = authCopy.messages;

/** Auth settings of a test instance: no admin, no Google, the default rate limit. */
const testSettings: AuthSettings = {
  baseURL: "http://localhost:3000",
  secret: "test-secret-that-is-long-enough-for-better-auth-0123456789",
  adminEmail: null,
  adminPassword: null,
  google: null,
  rateLimit: { window: 60, max: 10 },
  smtpUrl: null,
};
const run = randomUUID().slice(0, 8);
const email = (who: string) => `${who}-${run}@example.com`;

let ipCounter = 0;
/** A fresh client IP per test, so the (process-wide) rate limit buckets never mix. */
function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(Math.random() * 200)}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** A browser's form POST to one of our pages, from `ip`, optionally with cookies. */
function formRequest(ip: string, cookie?: string): Request {
  const headers = new Headers({ origin: "http://localhost:3000", [CLIENT_IP_HEADER]: ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request("http://localhost:3000/login", { method: "POST", headers });
}

describe.each(targets)("accounts on $name", ({ open }) => {
  const connection = open();
  const adminEmail = email("admin");
  const adminPassword = "board-of-kings-1";
  let ctx: AuthContext;

  beforeAll(async () => {
    const { db } = await connection;
    const settings: AuthSettings = { ...testSettings, adminEmail, adminPassword };
    ctx = { auth: createAuth(db, settings), db, settings };
    expect(await ensureAdminAccount(ctx.auth, settings)).toBe("created");
  });
  afterAll(async () => (await connection).close());

  it("creates the admin account once, with an e-mail+password login", async () => {
    expect(await ensureAdminAccount(ctx.auth, ctx.settings)).toBe("exists");
    const rows = await ctx.db.select().from(user).where(eq(user.email, adminEmail));
    expect(rows).toHaveLength(1);
    const accounts = await ctx.db.select().from(account).where(eq(account.userId, rows[0].id));
    expect(accounts.map((a) => a.providerId)).toEqual(["credential"]);
    expect(accounts[0].password).not.toContain(adminPassword);
  });

  describe("register", () => {
    it("requires every field and matching passwords", async () => {
      const ip = freshIp();
      const base = {
        name: "Asha",
        email: email("asha"),
        password: "secret1",
        confirmPassword: "secret1",
      };
      for (const empty of ["name", "email", "password", "confirmPassword"] as const) {
        const outcome = await registerAccount(ctx, formRequest(ip), { ...base, [empty]: "" });
        expect(outcome).toMatchObject({ ok: false, error: m.registerRequired });
      }
      expect(
        await registerAccount(ctx, formRequest(ip), { ...base, confirmPassword: "secret2" }),
      ).toMatchObject({
        ok: false,
        error: m.registerMismatch,
      });
      const [none] = await ctx.db.select().from(user).where(eq(user.email, base.email));
      expect(none).toBeUndefined();
    });

    it("creates the user record, signs in, and refuses the same e-mail again with the service's message", async () => {
      const ip = freshIp();
      const input = {
        name: "Ravi Kumar",
        email: email("Ravi"),
        password: "pawn-e4",
        confirmPassword: "pawn-e4",
      };
      const first = await registerAccount(ctx, formRequest(ip), input);
      expect(first.ok).toBe(true);
      const [row] = await ctx.db
        .select()
        .from(user)
        .where(eq(user.email, input.email.toLowerCase()));
      expect(row).toMatchObject({ name: "Ravi Kumar" });
      expect(row.createdAt).toBeInstanceOf(Date);

      // The new session cookie identifies the user as an e-mail user.
      const cookie = cookieHeaderFrom(first.ok ? first.cookies : new Headers());
      const signedIn = await sessionUserFrom(ctx, formRequest(ip, cookie));
      expect(signedIn).toMatchObject({
        name: "Ravi Kumar",
        email: input.email.toLowerCase(),
        isEmailUser: true,
        isGoogleUser: false,
        isAdmin: false,
        isCoach: false,
        coachId: null,
      });

      const again = await registerAccount(ctx, formRequest(ip), input);
      expect(again).toMatchObject({ ok: false, error: "User already exists. Use another email." });
    });

    it("two sign-ups racing for one address: one account, the other told it is taken, no error logged", async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        const input = {
          name: "Twice",
          email: email("race"),
          password: "pawn-e4",
          confirmPassword: "pawn-e4",
        };
        const outcomes = await Promise.all(
          Array.from({ length: 4 }, () => registerAccount(ctx, formRequest(freshIp()), input)),
        );
        expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
        for (const outcome of outcomes.filter((o) => !o.ok)) {
          expect(outcome).toMatchObject({
            ok: false,
            error: "User already exists. Use another email.",
            status: 400,
          });
        }
        const rows = await ctx.db.select().from(user).where(eq(user.email, input.email));
        expect(rows).toHaveLength(1);
        expect(errors.mock.calls.flat().join("\n")).not.toMatch(/\[auth\] error/);
      } finally {
        errors.mockRestore();
        warnings.mockRestore();
      }
    });

    it("keeps the name on one line: a NUL or a line break becomes a space, the account is made", async () => {
      const address = email("nul-name");
      const outcome = await registerAccount(ctx, formRequest(freshIp()), {
        name: "Asha\u0000\r\nDevi",
        email: address,
        password: "secret1",
        confirmPassword: "secret1",
      });
      expect(outcome.ok).toBe(true);
      const [row] = await ctx.db.select().from(user).where(eq(user.email, address));
      expect(row.name).toBe("Asha Devi");
    });

    it("passes on the service's message for a short password (minimum 6)", async () => {
      const outcome = await registerAccount(ctx, formRequest(freshIp()), {
        name: "Short",
        email: email("short"),
        password: "12345",
        confirmPassword: "12345",
      });
      expect(outcome).toMatchObject({ ok: false, error: "Password too short." });
      const ok = await registerAccount(ctx, formRequest(freshIp()), {
        name: "Six",
        email: email("six"),
        password: "123456",
        confirmPassword: "123456",
      });
      expect(ok.ok).toBe(true);
    });

    it("refuses the admin e-mail, in any case, on the form (as any taken address) and at the sign-up endpoint", async () => {
      const outcome = await registerAccount(ctx, formRequest(freshIp()), {
        name: "Mallory",
        email: adminEmail.toUpperCase(),
        password: "whatever1",
        confirmPassword: "whatever1",
      });
      expect(outcome).toEqual({
        ok: false,
        error: "User already exists. Use another email.",
        status: 400,
      });

      // Straight at Better Auth's endpoint (bypassing our form): refused by the user hook.
      const response = await ctx.auth.handler(
        new Request("http://localhost:3000/api/auth/sign-up/email", {
          method: "POST",
          headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: freshIp() },
          body: JSON.stringify({ name: "Mallory", email: adminEmail, password: "whatever1" }),
        }),
      );
      expect(response.status).not.toBe(200);
      const accounts = await ctx.db
        .select({ password: account.password })
        .from(account)
        .innerJoin(user, eq(user.id, account.userId))
        .where(eq(user.email, adminEmail));
      expect(accounts).toHaveLength(1);
    });
  });

  describe("login", () => {
    const student = { name: "Meena", email: email("meena"), password: "knight-f3" };
    beforeAll(async () => {
      const outcome = await registerAccount(ctx, formRequest(freshIp()), {
        ...student,
        confirmPassword: student.password,
      });
      expect(outcome.ok).toBe(true);
    });

    it("tells the spec's four outcomes apart", async () => {
      const ip = freshIp();
      expect(
        await loginWithPassword(ctx, formRequest(ip), { email: "", password: "x" }),
      ).toMatchObject({
        error: m.loginRequired,
      });
      expect(
        await loginWithPassword(ctx, formRequest(ip), { email: student.email, password: "" }),
      ).toMatchObject({
        error: m.loginRequired,
      });
      expect(
        await loginWithPassword(ctx, formRequest(ip), {
          email: student.email,
          password: "wrong-one",
        }),
      ).toMatchObject({ ok: false, error: m.loginWrongPassword });
      expect(
        await loginWithPassword(ctx, formRequest(ip), {
          email: email("nobody"),
          password: "wrong-one",
        }),
      ).toMatchObject({ ok: false, error: m.loginUnknownUser });
      expect(
        await loginWithPassword(ctx, formRequest(ip), { email: "not-an-email", password: "x1" }),
      ).toMatchObject({
        ok: false,
        error: m.loginOther,
      });
      const ok = await loginWithPassword(ctx, formRequest(ip), {
        email: student.email.toUpperCase(),
        password: student.password,
      });
      expect(ok.ok).toBe(true);
      const cookie = cookieHeaderFrom(ok.ok ? ok.cookies : new Headers());
      expect(hasSessionCookie(formRequest(ip, cookie))).toBe(true);
      expect(await sessionUserFrom(ctx, formRequest(ip, cookie))).toMatchObject({
        email: student.email,
      });
    });

    it("signs out: the session is revoked in the database and the cookie cleared", async () => {
      const ip = freshIp();
      const ok = await loginWithPassword(ctx, formRequest(ip), student);
      const cookie = cookieHeaderFrom(ok.ok ? ok.cookies : new Headers());
      const cleared = await signOut(ctx, formRequest(ip, cookie));
      expect(
        cleared.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c)),
      ).toBe(true);
      expect(await sessionUserFrom(ctx, formRequest(ip, cookie))).toBeNull();
    });

    it("sets HttpOnly, SameSite=Lax session cookies (not Secure over http)", async () => {
      const ok = await loginWithPassword(ctx, formRequest(freshIp()), student);
      const token = (ok.ok ? ok.cookies : new Headers())
        .getSetCookie()
        .find((c) => c.startsWith("better-auth.session_token="));
      expect(token).toMatch(/HttpOnly/i);
      expect(token).toMatch(/SameSite=Lax/i);
      expect(token).not.toMatch(/Secure/i);
    });

    it("refuses the 11th sign-in attempt from one address within a minute (429), not another address", async () => {
      const ip = freshIp();
      // Ten accounts, one attempt each: the per-account limit stays out of the way.
      for (let i = 1; i <= 10; i++) {
        const outcome = await loginWithPassword(ctx, formRequest(ip), {
          email: email(`stranger-${i}`),
          password: `bad-${i}`,
        });
        expect(outcome).toMatchObject({ ok: false, error: m.loginUnknownUser });
      }
      // Even the right password is refused now, without asking the database.
      expect(await loginWithPassword(ctx, formRequest(ip), student)).toMatchObject({
        ok: false,
        status: 429,
        error: m.tooManyAttempts,
      });
      const raw = await ctx.auth.handler(
        new Request("http://localhost:3000/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: ip },
          body: JSON.stringify({ email: student.email, password: student.password }),
        }),
      );
      expect(raw.status).toBe(429);
      expect((await loginWithPassword(ctx, formRequest(freshIp()), student)).ok).toBe(true);
    });
  });

  describe("per-account limit", () => {
    const owner = { name: "Nila", email: email("nila"), password: "bishop-c4-nila" };
    const T0 = 4_000_000_000_000;
    /** A sign-in from a new address (a fresh client IP), optionally with cookies, at `now`. */
    const attempt = (password: string, now: number, cookie?: string) =>
      loginWithPassword(
        ctx,
        formRequest(freshIp(), cookie),
        { email: owner.email, password },
        { now },
      );
    let device = "";
    let trustedCookie = "";

    beforeAll(async () => {
      const registered = await registerAccount(ctx, formRequest(freshIp()), {
        ...owner,
        confirmPassword: owner.password,
      });
      expect(registered.ok).toBe(true);
      // The owner's own browser signed in once: it holds the trusted-device cookie.
      const signedIn = await attempt(owner.password, T0 - 60_000);
      expect(signedIn.ok).toBe(true);
      device =
        (signedIn.ok ? signedIn.cookies : new Headers())
          .getSetCookie()
          .find((c) => c.startsWith("academy.trusted_device=")) ?? "";
      trustedCookie = device.split(";")[0];
    });

    it("slows guessing one account from many addresses: 10 wrong passwords, then a growing delay (429 with the same message)", async () => {
      for (let i = 1; i <= 10; i++) {
        expect(await attempt(`guess-${i}`, T0 + i)).toMatchObject({
          ok: false,
          status: 401,
          error: m.loginWrongPassword,
        });
      }
      // An 11th, 12th, 13th, 14th guess from new addresses within the delay: refused, not checked.
      for (let i = 11; i <= 14; i++) {
        expect(await attempt(`guess-${i}`, T0 + 10 + i)).toMatchObject({
          ok: false,
          status: 429,
          error: m.tooManyAttempts,
        });
      }
      // Even the right password waits on a browser the account never used…
      expect(await attempt(owner.password, T0 + 500)).toMatchObject({ status: 429 });
      // …one attempt once the delay (1 s) has passed, then 2 s, then 4 s.
      expect(await attempt("guess-15", T0 + 10 + 1_000)).toMatchObject({ status: 401 });
      expect(await attempt("guess-16", T0 + 10 + 2_000)).toMatchObject({ status: 429 });
      expect(await attempt("guess-17", T0 + 10 + 3_000)).toMatchObject({ status: 401 });
      expect(await attempt("guess-18", T0 + 10 + 6_000)).toMatchObject({ status: 429 });
      expect(await attempt("guess-19", T0 + 10 + 7_000)).toMatchObject({ status: 401 });
    });

    it("never locks the owner out: their own browser signs in at once, and any browser after the delay (at most a minute)", async () => {
      const now = T0 + 7_100;
      expect(device).toMatch(/HttpOnly/);
      expect(device).toMatch(/SameSite=Lax/);
      expect(device).toMatch(/Max-Age=15552000/);
      expect((await attempt(owner.password, now, trustedCookie)).ok).toBe(true);
      // The success forgets the attempts: a new browser signs in too.
      expect((await attempt(owner.password, now + 1)).ok).toBe(true);
      // A trusted-device cookie of another account, or a forged one, spares nothing.
      for (let i = 1; i <= 10; i++) await attempt(`again-${i}`, now + 10 + i);
      for (const cookie of [
        "academy.trusted_device=1.AAAA",
        trustedCookie.replace(/\.[^.]*$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
      ]) {
        expect(await attempt(owner.password, now + 100, cookie)).toMatchObject({ status: 429 });
      }
      // The delay never grows past a minute.
      for (let n = 0; n < 12; n++) await attempt(`more-${n}`, now + 200 + n * 61_000);
      const last = now + 200 + 11 * 61_000;
      expect(await attempt(owner.password, last + 60_001)).toMatchObject({ ok: true });
    });

    it("lets through one of 20 parallel guesses once the account is at its limit", async () => {
      const now = T0 + 10_000_000;
      for (let i = 1; i <= 9; i++) await attempt(`p-${i}`, now + i);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attempt(`parallel-${i}`, now + 100)),
      );
      const statuses = outcomes.map((o) => (o.ok ? 200 : o.status));
      expect(statuses.filter((status) => status === 401)).toHaveLength(1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    });

    it("forgets the attempts 15 minutes after the last one", async () => {
      const now = T0 + 20_000_000;
      for (let i = 1; i <= 12; i++) await attempt(`w-${i}`, now + i);
      expect(await attempt("w-13", now + 100)).toMatchObject({ status: 429 });
      expect(await attempt("w-14", now + 12 + 15 * 60_000)).toMatchObject({ status: 401 });
    });

    it("applies to the admin login too", async () => {
      const now = T0 + 30_000_000;
      const admin = (password: string, at: number) =>
        adminLogin(ctx, formRequest(freshIp()), { email: adminEmail, password }, { now: at });
      for (let i = 1; i <= 10; i++) {
        expect(await admin(`admin-guess-${i}`, now + i)).toMatchObject({ status: 401 });
      }
      expect(await admin("admin-guess-11", now + 20)).toMatchObject({
        ok: false,
        status: 429,
        error: m.tooManyAttempts,
      });
      expect((await admin(adminPassword, now + 20 + 1_000)).ok).toBe(true);
    });
  });

  describe("admin login", () => {
    const other = { name: "Kavin", email: email("kavin"), password: "rook-a1x" };
    beforeAll(async () => {
      const outcome = await registerAccount(ctx, formRequest(freshIp()), {
        ...other,
        confirmPassword: other.password,
      });
      expect(outcome.ok).toBe(true);
    });

    it("signs the admin in", async () => {
      const ip = freshIp();
      const outcome = await adminLogin(ctx, formRequest(ip), {
        email: adminEmail.toUpperCase(),
        password: adminPassword,
      });
      expect(outcome.ok).toBe(true);
      const cookie = cookieHeaderFrom(outcome.ok ? outcome.cookies : new Headers());
      expect(await sessionUserFrom(ctx, formRequest(ip, cookie))).toMatchObject({
        isAdmin: true,
        isEmailUser: true,
      });
    });

    it("refuses another valid account and leaves no session behind", async () => {
      const [row] = await ctx.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, other.email));
      const before = await ctx.db.select().from(session).where(eq(session.userId, row.id));
      const outcome = await adminLogin(ctx, formRequest(freshIp()), other);
      expect(outcome).toMatchObject({ ok: false, error: m.adminNotAdmin, status: 403 });
      const after = await ctx.db.select().from(session).where(eq(session.userId, row.id));
      expect(after).toHaveLength(before.length);
    });

    it("answers wrong or empty credentials alike", async () => {
      const ip = freshIp();
      for (const input of [
        { email: adminEmail, password: "not-it" },
        { email: email("ghost"), password: "not-it" },
        { email: "", password: "" },
      ]) {
        expect(await adminLogin(ctx, formRequest(ip), input)).toMatchObject({
          ok: false,
          error: m.adminInvalid,
        });
      }
    });
  });

  describe("Google", () => {
    it("fails with the spec's message when Google is not configured", async () => {
      expect(await startGoogleSignIn(ctx, formRequest(freshIp()))).toMatchObject({
        ok: false,
        error: m.googleFailed,
      });
    });

    it("fails with the spec's message when the provider cannot be reached", async () => {
      const settings: AuthSettings = {
        ...ctx.settings,
        // Nothing listens on port 9 (discard): discovery fails at once.
        google: { clientId: "id", clientSecret: "secret", issuer: "http://127.0.0.1:9" },
      };
      const unreachable = { ...ctx, settings, auth: createAuth(ctx.db, settings) };
      expect(await startGoogleSignIn(unreachable, formRequest(freshIp()))).toMatchObject({
        ok: false,
        error: m.googleFailed,
      });
    });

    it("maps callback error codes to our words, never echoing the provider's text", () => {
      expect(googleErrorMessage(null)).toBeNull();
      expect(googleErrorMessage("access_denied")).toBe(authCopy.googleErrors.access_denied);
      expect(googleErrorMessage("Call 0800 and give your password")).toBe(m.googleFailed);
      expect(googleErrorMessage("constructor")).toBe(m.googleFailed);
    });
  });
});

describe("when the database fails", () => {
  it('says the spec\'s fallback "Registration failed. Please try again." (never the internal error)', async () => {
    const { db, close } = await openMemoryDatabase();
    const ctx: AuthContext = { auth: createAuth(db, testSettings), db, settings: testSettings };
    await close();
    const printed: string[] = [];
    const capture = (...args: unknown[]) => {
      printed.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "),
      );
    };
    const spies = [
      vi.spyOn(console, "error").mockImplementation(capture),
      vi.spyOn(console, "warn").mockImplementation(capture),
      vi.spyOn(console, "log").mockImplementation(capture),
    ];
    try {
      const outcome = await registerAccount(ctx, formRequest(freshIp()), {
        name: "Late",
        email: email("store-down"),
        password: "secret-pass-99",
        confirmPassword: "secret-pass-99",
      });
      expect(outcome).toMatchObject({ ok: false, error: m.registerFailed, status: 500 });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // the failure is logged, without what the visitor typed
    expect(printed.join("\n")).toMatch(/\[auth\] error: POST \/api\/auth\/sign-up\/email failed/);
    expect(printed.join("\n")).not.toContain("store-down");
    expect(printed.join("\n")).not.toContain("secret-pass-99");
  });

  it("a Google callback ends on /login with an error code, which shows the spec's fallback", async () => {
    const { db, close } = await openMemoryDatabase();
    const auth = createAuth(db, testSettings);
    await close();
    const response = await handleAuthRequest(
      auth,
      new Request("http://localhost:3000/api/auth/callback/google?state=abc&code=def"),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/login");
    expect(googleErrorMessage(location.searchParams.get("error"))).toBe(m.googleFailed);
  });
});

describe("log redaction", () => {
  it("removes passwords, tokens, cookies and SQL parameters", () => {
    const line = redactSecrets(
      'Failed query: insert into "session" values ($1) params: tok_ABC,hash$1 password=hunter22 {"token":"abc123"} cookie: better-auth.session_token=xyz Bearer eyJhbGci',
    );
    for (const secret of ["tok_ABC", "hunter22", "abc123", "xyz", "eyJhbGci"])
      expect(line).not.toContain(secret);
    expect(redactSecrets("password=hunter22 and more")).not.toContain("hunter22");
    expect(redactSecrets('{"password":"hunter22"}')).not.toContain("hunter22");
  });
});
