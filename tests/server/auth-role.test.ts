import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCopy } from "~/content/auth";
import { adminLogin, loginWithPassword, registerAccount } from "~/server/auth/account-forms.server";
import {
  ADMIN_EMAIL_TAKEN_MESSAGE,
  AdminSetupError,
  type AuthContext,
  type AuthSettings,
  CLIENT_IP_HEADER,
  cookieHeaderFrom,
  createAuth,
  demoteAdmin,
  ensureAdminAccount,
  promoteToAdmin,
  resetPassword,
} from "~/server/auth/auth.server";
import { changePassword, changePasswordMessages } from "~/server/auth/auth-password.server";
import { sessionUserFrom } from "~/server/auth/session.server";
import { session, user } from "~/server/schema";
import { testDatabases } from "../fixtures/databases";

/**
 * The admin is a role on the user row (docs/decisions/auth.md "The admin is a role on the user
 * row"), on PGlite and PostgreSQL: the takeover through the ADMIN_EMAIL address (register it before
 * the operator sets ADMIN_EMAIL) is refused at start-up and never makes the registrant admin; the
 * operator commands (promote, reset-password, demote) and the admin's Change password form.
 */

const m = authCopy.messages;
const base: AuthSettings = {
  baseURL: "http://localhost:3000",
  secret: "role-test-secret-that-is-long-enough-0123456789",
  adminEmail: null,
  adminPassword: null,
  google: null,
  rateLimit: { window: 60, max: 1000 },
  smtpUrl: null,
};
const run = randomUUID().slice(0, 8);
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function formRequest(cookie?: string): Request {
  const headers = new Headers({ origin: base.baseURL, [CLIENT_IP_HEADER]: freshIp() });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${base.baseURL}/login`, { method: "POST", headers });
}

describe.each(testDatabases("authrole"))("the admin role on $name", ({ open }) => {
  const connection = open();
  let open_: AuthContext;
  const takenEmail = `admin-${run}@academy.test`;
  const attacker = { name: "Mallory", email: takenEmail, password: "mallory-pw-1" };
  let attackerCookie = "";

  beforeAll(async () => {
    const { db } = await connection;
    // A server started without ADMIN_EMAIL: anyone may register the address.
    open_ = { auth: createAuth(db, base), db, settings: base };
    const registered = await registerAccount(open_, formRequest(), {
      ...attacker,
      confirmPassword: attacker.password,
    });
    if (!registered.ok) throw new Error(registered.error);
    attackerCookie = cookieHeaderFrom(registered.cookies);
  });
  afterAll(async () => (await connection).close());

  /** The server restarted with ADMIN_EMAIL = the registered address. */
  function withAdminEmail(adminPassword = "operator-pw-1"): AuthContext {
    const settings = { ...base, adminEmail: takenEmail, adminPassword };
    return { auth: createAuth(open_.db, settings), db: open_.db, settings };
  }

  it("refuses to seed (the server does not start) when the ADMIN_EMAIL account is not the admin", async () => {
    const ctx = withAdminEmail();
    const refusal = ensureAdminAccount(ctx.auth, ctx.settings);
    await expect(refusal).rejects.toBeInstanceOf(AdminSetupError);
    await expect(refusal).rejects.toThrow(ADMIN_EMAIL_TAKEN_MESSAGE);
    expect(ADMIN_EMAIL_TAKEN_MESSAGE).toContain("npm run admin -- promote");
    expect(ADMIN_EMAIL_TAKEN_MESSAGE).not.toContain(takenEmail);
    // the same without ADMIN_PASSWORD
    await expect(
      ensureAdminAccount(ctx.auth, { adminEmail: takenEmail, adminPassword: null }),
    ).rejects.toThrow(ADMIN_EMAIL_TAKEN_MESSAGE);
  });

  it("never makes the registrant admin through the address: not their session, not /adminlogin", async () => {
    const ctx = withAdminEmail();
    expect(await sessionUserFrom(ctx, formRequest(attackerCookie))).toMatchObject({
      email: takenEmail,
      isAdmin: false,
    });
    expect(await adminLogin(ctx, formRequest(), attacker)).toMatchObject({
      ok: false,
      error: m.adminNotAdmin,
      status: 403,
    });
    const [row] = await ctx.db.select().from(user).where(eq(user.email, takenEmail));
    expect(row.role).toBe("user");
  });

  it("takes no role from sign-up (the default replaces it) and refuses one sent to update-user", async () => {
    const email = `climber-${run}@example.test`;
    const signUp = await open_.auth.handler(
      new Request(`${base.baseURL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: freshIp() },
        body: JSON.stringify({ name: "Climber", email, password: "climber-pw-1", role: "admin" }),
      }),
    );
    expect(signUp.status).toBe(200);
    const [row] = await open_.db.select().from(user).where(eq(user.email, email));
    expect(row.role).toBe("user");
    const cookie = cookieHeaderFrom(signUp.headers);
    expect(await sessionUserFrom(open_, formRequest(cookie))).toMatchObject({ isAdmin: false });

    const update = await open_.auth.handler(
      new Request(`${base.baseURL}/api/auth/update-user`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: base.baseURL,
          cookie,
          [CLIENT_IP_HEADER]: freshIp(),
        },
        body: JSON.stringify({ name: "Climber Two", role: "admin" }),
      }),
    );
    expect(update.status).toBe(400);
    const [after] = await open_.db.select().from(user).where(eq(user.email, email));
    expect(after).toMatchObject({ name: "Climber", role: "user" });
    expect(await sessionUserFrom(open_, formRequest(cookie))).toMatchObject({ isAdmin: false });
  });

  it("promote: the account becomes the admin with the operator's password; the registrant's sessions and password stop working", async () => {
    const ctx = withAdminEmail();
    const ended = await promoteToAdmin(ctx.auth, takenEmail.toUpperCase(), "operator-new-pw-1");
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(await sessionUserFrom(ctx, formRequest(attackerCookie))).toBeNull();
    expect(await adminLogin(ctx, formRequest(), attacker)).toMatchObject({
      ok: false,
      error: m.adminInvalid,
    });
    const signedIn = await adminLogin(ctx, formRequest(), {
      email: takenEmail,
      password: "operator-new-pw-1",
    });
    expect(signedIn.ok).toBe(true);
    const cookie = cookieHeaderFrom(signedIn.ok ? signedIn.cookies : new Headers());
    expect(await sessionUserFrom(ctx, formRequest(cookie))).toMatchObject({ isAdmin: true });
    // now the server starts: the ADMIN_EMAIL account is the admin
    expect(await ensureAdminAccount(ctx.auth, ctx.settings)).toBe("exists");
  });

  it("reset-password sets the password and ends every session; unknown address and bad lengths are refused", async () => {
    const ctx = withAdminEmail();
    const before = await adminLogin(ctx, formRequest(), {
      email: takenEmail,
      password: "operator-new-pw-1",
    });
    const cookie = cookieHeaderFrom(before.ok ? before.cookies : new Headers());
    expect(await resetPassword(ctx.auth, takenEmail, "reset-admin-pw-22")).toBeGreaterThanOrEqual(
      1,
    );
    expect(await sessionUserFrom(ctx, formRequest(cookie))).toBeNull();
    expect(
      (await adminLogin(ctx, formRequest(), { email: takenEmail, password: "reset-admin-pw-22" }))
        .ok,
    ).toBe(true);
    await expect(
      resetPassword(ctx.auth, `nobody-${run}@example.test`, "whatever-1"),
    ).rejects.toThrow("No account has that e-mail address.");
    await expect(resetPassword(ctx.auth, takenEmail, "12345")).rejects.toBeInstanceOf(
      AdminSetupError,
    );
    // The admin's password is at least 12 characters; an ordinary account's at least 6.
    await expect(resetPassword(ctx.auth, takenEmail, "eleven-pw-1")).rejects.toThrow(
      "The admin's password must be 12 to 128 characters long.",
    );
    await expect(promoteToAdmin(ctx.auth, takenEmail, "eleven-pw-1")).rejects.toThrow(
      "The admin's password must be 12 to 128 characters long.",
    );
    const student = `student-${run}@example.test`;
    const registered = await registerAccount(open_, formRequest(), {
      name: "Student",
      email: student,
      password: "pawn-e4",
      confirmPassword: "pawn-e4",
    });
    expect(registered.ok).toBe(true);
    expect(await resetPassword(ctx.auth, student, "six-66")).toBeGreaterThanOrEqual(1);
    await expect(resetPassword(ctx.auth, student, "five5")).rejects.toThrow(
      "The password must be 6 to 128 characters long.",
    );
    await expect(resetPassword(ctx.auth, takenEmail, "x".repeat(129))).rejects.toBeInstanceOf(
      AdminSetupError,
    );
  });

  it("Change password: the current password is required and checked, the new one typed twice; success ends the other sessions", async () => {
    const ctx = withAdminEmail();
    const signIn = async (password: string) => {
      const outcome = await adminLogin(ctx, formRequest(), { email: takenEmail, password });
      return outcome.ok ? cookieHeaderFrom(outcome.cookies) : null;
    };
    const here = (await signIn("reset-admin-pw-22")) ?? "";
    const elsewhere = (await signIn("reset-admin-pw-22")) ?? "";
    const cm = changePasswordMessages;
    const attempt = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      changePassword(ctx.auth, formRequest(here), {
        currentPassword,
        newPassword,
        confirmPassword,
      });
    expect(await attempt("", "changed-pw-3")).toMatchObject({ error: cm.required });
    expect(await attempt("reset-admin-pw-22", "12345")).toMatchObject({ error: cm.tooShort });
    expect(await attempt("reset-admin-pw-22", "eleven-pw-1")).toMatchObject({
      error: "The new password must be at least 12 characters.",
    });
    expect(await attempt("reset-admin-pw-22", "x".repeat(129))).toMatchObject({
      error: cm.tooLong,
    });
    expect(await attempt("reset-admin-pw-22", "changed-pw-3", "changed-pw-4")).toMatchObject({
      error: cm.mismatch,
    });
    expect(await attempt("not-the-password", "changed-pw-3")).toMatchObject({
      ok: false,
      error: cm.wrongCurrent,
      field: "currentPassword",
    });
    // nothing changed yet
    expect(await sessionUserFrom(ctx, formRequest(elsewhere))).toMatchObject({ isAdmin: true });
    expect(await signIn("reset-admin-pw-22")).not.toBeNull();

    const done = await attempt("reset-admin-pw-22", "changed-pw-3");
    expect(done).toMatchObject({ ok: true, message: cm.done });
    expect(await sessionUserFrom(ctx, formRequest(elsewhere))).toBeNull();
    expect(await sessionUserFrom(ctx, formRequest(here))).toBeNull();
    const fresh = cookieHeaderFrom(done.ok ? done.cookies : new Headers());
    expect(await sessionUserFrom(ctx, formRequest(fresh))).toMatchObject({ isAdmin: true });
    expect(await signIn("reset-admin-pw-22")).toBeNull();
    expect(await signIn("changed-pw-3")).not.toBeNull();
  });

  it("demote: the account is an ordinary user again and its sessions end", async () => {
    const ctx = withAdminEmail();
    const cookie = cookieHeaderFrom(
      ((o) => (o.ok ? o.cookies : new Headers()))(
        await adminLogin(ctx, formRequest(), { email: takenEmail, password: "changed-pw-3" }),
      ),
    );
    await demoteAdmin(ctx.auth, takenEmail);
    expect(await sessionUserFrom(ctx, formRequest(cookie))).toBeNull();
    const [row] = await ctx.db.select().from(user).where(eq(user.email, takenEmail));
    expect(row.role).toBe("user");
    expect(await ctx.db.select().from(session).where(eq(session.userId, row.id))).toHaveLength(0);
    expect(
      (await loginWithPassword(ctx, formRequest(), { email: takenEmail, password: "changed-pw-3" }))
        .ok,
    ).toBe(true);
  });

  it("seeds a missing admin with the admin role; the address stays unclaimable", async () => {
    const fresh = `owner-${run}@academy.test`;
    const settings = { ...base, adminEmail: fresh, adminPassword: "owner-admin-pw-1" };
    const ctx = { auth: createAuth(open_.db, settings), db: open_.db, settings };
    expect(await ensureAdminAccount(ctx.auth, settings)).toBe("created");
    const [row] = await ctx.db.select().from(user).where(eq(user.email, fresh));
    expect(row.role).toBe("admin");
    expect(
      await registerAccount(ctx, formRequest(), {
        name: "Mallory",
        email: fresh,
        password: "mallory-pw-2",
        confirmPassword: "mallory-pw-2",
      }),
    ).toEqual({ ok: false, error: "User already exists. Use another email.", status: 400 });
  });

  it("answers /register with the admin's address exactly as with any other taken address, also before the admin is seeded", async () => {
    const taken = await registerAccount(open_, formRequest(), {
      name: "Mallory",
      email: takenEmail,
      password: "mallory-pw-2",
      confirmPassword: "mallory-pw-2",
    });
    expect(taken).toEqual({
      ok: false,
      error: "User already exists. Use another email.",
      status: 400,
    });
    // ADMIN_EMAIL set, no ADMIN_PASSWORD: the account does not exist, the hook refuses it.
    const unseeded = `unseeded-${run}@academy.test`;
    const settings = { ...base, adminEmail: unseeded, adminPassword: null };
    const ctx = { auth: createAuth(open_.db, settings), db: open_.db, settings };
    expect(await ensureAdminAccount(ctx.auth, settings)).toBe("skipped");
    for (const address of [unseeded, unseeded.toUpperCase()]) {
      expect(
        await registerAccount(ctx, formRequest(), {
          name: "Mallory",
          email: address,
          password: "mallory-pw-2",
          confirmPassword: "mallory-pw-2",
        }),
      ).toEqual(taken);
    }
    const [none] = await ctx.db.select().from(user).where(eq(user.email, unseeded));
    expect(none).toBeUndefined();
  });

  it("seeds the admin only with a password of 12 to 128 characters", async () => {
    const fresh = `short-owner-${run}@academy.test`;
    for (const adminPassword of ["owner-pw-11", "x".repeat(129)]) {
      const settings = { ...base, adminEmail: fresh, adminPassword };
      const ctx = { auth: createAuth(open_.db, settings), db: open_.db, settings };
      expect(await ensureAdminAccount(ctx.auth, settings), adminPassword).toBe("skipped");
    }
    const [none] = await open_.db.select().from(user).where(eq(user.email, fresh));
    expect(none).toBeUndefined();
  });
});
