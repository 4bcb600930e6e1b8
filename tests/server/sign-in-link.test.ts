import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCopy } from "~/content/auth";
import { registerAccount, sendSignInLink } from "~/server/auth/account-forms.server";
import {
  type AuthContext,
  type AuthSettings,
  CLIENT_IP_HEADER,
  createAuth,
  ensureAdminAccount,
  handleAuthRequest,
} from "~/server/auth/auth.server";
import { sessionUserFrom } from "~/server/auth/session.server";
import { sharedTestDatabases } from "../fixtures/databases";
import { startSmtp } from "../fixtures/smtp";

/**
 * The sign-in link by mail (docs/decisions/auth.md "Sign-in link"; Better Auth's magic-link
 * plugin) against a real database and a local SMTP server: an account gets a link that signs it
 * in once and goes back to the page asked for; an unknown address and the admin's get the same
 * answer and no mail; without SMTP_URL there is no such thing.
 */

const run = randomUUID().slice(0, 8);
const email = (who: string) => `${who}-${run}@example.com`;
const BASE = "http://localhost:3000";

function formRequest(cookie?: string): Request {
  const headers = new Headers({
    origin: BASE,
    [CLIENT_IP_HEADER]: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${BASE}/login`, { method: "POST", headers });
}

describe.each(sharedTestDatabases())("the sign-in link on $name", ({ open }) => {
  const connection = open();
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ctx: AuthContext;
  const adminEmail = email("link-admin");

  beforeAll(async () => {
    const { db } = await connection;
    smtp = await startSmtp();
    const settings: AuthSettings = {
      baseURL: BASE,
      secret: "test-secret-that-is-long-enough-for-better-auth-0123456789",
      adminEmail,
      adminPassword: "board-of-kings-1",
      google: null,
      rateLimit: { window: 60, max: 1000 },
      smtpUrl: smtp.url,
    };
    ctx = { auth: createAuth(db, settings), db, settings };
    await ensureAdminAccount(ctx.auth, settings);
  });
  afterAll(async () => {
    await smtp.close();
    await (await connection).close();
  });

  /** The link of the last mail to `to`, once it has come. */
  async function linkMailedTo(to: string): Promise<string> {
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(to))?.data ?? "";
    const link = /(http:\/\/localhost:3000\/api\/auth\/magic-link\/verify\?[^\s]+)/.exec(
      mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
    )?.[1];
    expect(link).toBeDefined();
    return link as string;
  }

  it("mails an account a link that signs it in once and returns to the page asked for", async () => {
    const who = email("link-family");
    const made = await registerAccount(ctx, formRequest(), {
      name: "Meera",
      email: who,
      password: "pawns-and-kings",
      confirmPassword: "pawns-and-kings",
    });
    expect(made.ok).toBe(true);
    const sent = await sendSignInLink(ctx, formRequest(), who, "/my-classes");
    expect(sent).toEqual({ ok: true, message: authCopy.signInLink.sent, status: 200 });
    const link = await linkMailedTo(who);
    const first = await handleAuthRequest(
      ctx.auth,
      new Request(link, { headers: { [CLIENT_IP_HEADER]: "10.9.9.9" } }),
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toMatch(/^(http:\/\/localhost:3000)?\/my-classes$/);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(await sessionUserFrom(ctx, formRequest(cookie))).toMatchObject({ email: who });
    // Used once: a second visit is sent to the login page with the reason.
    const again = await handleAuthRequest(
      ctx.auth,
      new Request(link, { headers: { [CLIENT_IP_HEADER]: "10.9.9.9" } }),
    );
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toMatch(
      /\/login\?redirectTo=%2Fmy-classes&error=INVALID_TOKEN$/,
    );
  });

  it("answers an unknown address and the admin's alike, and mails neither", async () => {
    const before = smtp.received.length;
    for (const address of [email("nobody"), adminEmail]) {
      expect(await sendSignInLink(ctx, formRequest(), address)).toEqual({
        ok: true,
        message: authCopy.signInLink.sent,
        status: 200,
      });
    }
    // A real account asked last: once its mail is here, any earlier mail would be too.
    const who = email("link-sentinel");
    await registerAccount(ctx, formRequest(), {
      name: "Ravi",
      email: who,
      password: "pawns-and-kings",
      confirmPassword: "pawns-and-kings",
    });
    await sendSignInLink(ctx, formRequest(), who);
    await linkMailedTo(who);
    expect(smtp.received.length).toBe(before + 1);
  });

  it("is not offered without SMTP_URL", async () => {
    const { db } = await connection;
    const settings = { ...ctx.settings, smtpUrl: null };
    const plain = { auth: createAuth(db, settings), db, settings };
    expect((await sendSignInLink(plain, formRequest(), email("x"))).status).toBe(404);
  });
});
