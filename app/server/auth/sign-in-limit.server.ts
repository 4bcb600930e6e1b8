import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { normaliseEmail } from "~/server/auth/auth-settings.server";
import type { Db } from "~/server/db/db.server";
import { rateLimit } from "~/server/schema";

/**
 * The per-account sign-in limit (docs/decisions/hardening.md). The limit per client address
 * (Better Auth's, 10 a minute) does not stop guessing one account's password from many
 * addresses; this one counts the attempts on each account, whatever address they come from:
 * 10 attempts without a success in 15 minutes, then one attempt per growing delay (1 s, 2 s,
 * 4 s … at most 60 s). It never locks the account: the owner waits at most a minute, and a
 * browser that signed in to the account before (it holds a signed "trusted device" cookie for
 * it) is not slowed at all. Counted in the `rate_limit` table (keys "signin-account:" + the
 * SHA-256 of the address, never the address itself), in one statement, so every server on one
 * database counts the same attempts and parallel attempts cannot slip through together.
 */

/** The figures of the per-account limit. */
export const ACCOUNT_SIGN_IN_LIMIT = {
  /** Attempts without a success allowed freely within the window. */
  free: 10,
  /** The window, in ms: attempts older than this (counted from the latest) are forgotten. */
  windowMs: 15 * 60_000,
  /** The wait after the 10th attempt, in ms; it doubles with every further attempt … */
  firstDelayMs: 1_000,
  /** … up to this, in ms. */
  maxDelayMs: 60_000,
} as const;

/** How long a trusted-device cookie is honoured, in ms (180 days). */
const TRUSTED_DEVICE_MS = 180 * 24 * 60 * 60_000;

/** The rate_limit key of an account: its address hashed, so the table holds no address. */
function accountKey(email: string): string {
  return `signin-account:${createHash("sha256").update(normaliseEmail(email)).digest("hex")}`;
}

/**
 * Counts one sign-in attempt on the account of `email` when the limit allows it, in one
 * statement: allowed when the last attempt is older than the window (the count starts again),
 * when fewer than {@link ACCOUNT_SIGN_IN_LIMIT}.free attempts were counted, or when the delay
 * for the count has passed since the last attempt: 0 below `free` attempts, then 1 s, 2 s, 4 s …
 * at most 60 s.
 * @param db the database
 * @param email the address the attempt is for (any case)
 * @param now the time, in ms since the epoch
 * @returns true when the attempt may go ahead (it is counted), false when it must wait (not counted)
 */
export async function claimSignInAttempt(db: Db, email: string, now: number): Promise<boolean> {
  const { free, windowMs, firstDelayMs, maxDelayMs } = ACCOUNT_SIGN_IN_LIMIT;
  const windowStart = now - windowMs;
  const expired = sql`${rateLimit.lastRequest} <= ${windowStart}::bigint`;
  // The delay: least(first * 2^min(count - free, 16), max), for count >= free.
  const doublings = sql`least(greatest(${rateLimit.count} - ${free}::integer, 0), 16)`;
  const delay = sql`least(${firstDelayMs}::bigint * (1::bigint << ${doublings}), ${maxDelayMs}::bigint)`;
  const rows = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: accountKey(email), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: now,
      },
      setWhere: sql`${expired} or ${rateLimit.count} < ${free}::integer or ${rateLimit.lastRequest} <= ${now}::bigint - ${delay}`,
    })
    .returning({ count: rateLimit.count });
  return rows.length > 0;
}

/** Forgets the attempts on an account (after a successful sign-in). */
export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, accountKey(email)));
}

/** The trusted-device cookie's name: `__Host-` prefixed over https. */
export function trustedDeviceCookieName(secure: boolean): string {
  return secure ? "__Host-academy.trusted_device" : "academy.trusted_device";
}

function deviceSignature(secret: string, email: string, issuedAt: number): string {
  return createHmac("sha256", secret)
    .update(`trusted-device:${normaliseEmail(email)}:${issuedAt}`)
    .digest("base64url");
}

/**
 * The Set-Cookie value that marks this browser as one that signed in to `email`'s account:
 * `<issued at>.<HMAC-SHA256 of the address and the time under the auth secret>`, HttpOnly,
 * SameSite=Lax, Path=/, 180 days, Secure (and `__Host-`) over https. It grants nothing by
 * itself: it only spares that account's owner the per-account delay on this browser.
 * @param secret the auth secret
 * @param email the account's address
 * @param now the time, in ms since the epoch
 * @param secure whether the site is served over https
 */
export function trustedDeviceCookie(
  secret: string,
  email: string,
  now: number,
  secure: boolean,
): string {
  const value = `${now}.${deviceSignature(secret, email, now)}`;
  const attributes = [
    `${trustedDeviceCookieName(secure)}=${value}`,
    "Path=/",
    `Max-Age=${TRUSTED_DEVICE_MS / 1000}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/**
 * Whether a request comes from a browser that signed in to `email`'s account within the last
 * 180 days (its trusted-device cookie verifies for that address).
 * @param cookieHeader the request's Cookie header
 */
export function isTrustedDevice(
  cookieHeader: string | null,
  secret: string,
  email: string,
  now: number,
  secure: boolean,
): boolean {
  if (!cookieHeader) return false;
  const name = trustedDeviceCookieName(secure);
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const [issued, signature] = pair
      .slice(eq + 1)
      .trim()
      .split(".");
    const issuedAt = Number(issued);
    if (!Number.isSafeInteger(issuedAt) || issuedAt > now || now - issuedAt > TRUSTED_DEVICE_MS)
      continue;
    const expected = Buffer.from(deviceSignature(secret, email, issuedAt));
    const given = Buffer.from(signature ?? "");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}
