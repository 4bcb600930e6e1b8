import { BASE_ERROR_CODES } from "@better-auth/core/error";
import { eq } from "drizzle-orm";
import { authCopy } from "~/content/auth";
import { singleLine } from "~/lib/enquiry";
import { LOGIN, signInLink, userReturnPath } from "~/lib/sign-in-return";
import {
  ADMIN_ROLE,
  type AuthCallResult,
  type AuthContext,
  callAuthEndpoint,
  cookieHeaderFrom,
  normaliseEmail,
} from "~/server/auth/auth.server";
import {
  claimSignInAttempt,
  clearSignInAttempts,
  isTrustedDevice,
  trustedDeviceCookie,
} from "~/server/auth/sign-in-limit.server";
import { user } from "~/server/schema";

/**
 * The server side of the register, login and admin login forms (spec §2, §4, §5, §8), kept
 * apart from the route modules so tests can run them against their own database. Every call
 * goes through Better Auth's HTTP handler (see callAuthEndpoint), so the rate limit applies.
 */

const m = authCopy.messages;

/** What the form handlers work with: an auth instance, its database and its settings. */
export type AccountContext = AuthContext;

/** Result of a form handler: success with cookies to set, or a message for the form. */
export type FormOutcome =
  | { ok: true; cookies: Headers }
  | { ok: false; error: string; status: number; cookies?: Headers };

/** Trimmed text of a form field ("" when missing or not text). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

const tooMany = (): FormOutcome => ({ ok: false, error: m.tooManyAttempts, status: 429 });

/**
 * Register (spec §4 "Register", §5, §8): all four fields required, passwords must match, then
 * Better Auth's sign-up (name, e-mail and password) whose message is shown as is on failure.
 * Success signs the new user in (cookies to set). Fields are trimmed, the password too, as on
 * the login form, so the same typing signs in; the name is folded to one line (control
 * characters become spaces). The admin's address answers exactly as any
 * other taken address ("User already exists. Use another email.", same status, through the
 * same rate limit), so the form does not tell anyone which address is the admin's
 * (docs/decisions/hardening.md); the user hook of auth-instance.server.ts refuses it.
 */
export async function registerAccount(
  { auth, db, settings }: AccountContext,
  request: Request,
  input: { name: string; email: string; password: string; confirmPassword: string },
): Promise<FormOutcome> {
  const { email, password, confirmPassword } = input;
  // A name is one line: control characters (a NUL failed the insert) become spaces.
  const name = singleLine(input.name);
  if (!name || !email || !password || !confirmPassword)
    return { ok: false, error: m.registerRequired, status: 400 };
  if (password !== confirmPassword) return { ok: false, error: m.registerMismatch, status: 400 };
  const result = await callAuthEndpoint(auth, "/sign-up/email", {
    from: request,
    body: { name, email, password },
  });
  if (result.status === 200) return { ok: true, cookies: result.cookies };
  if (result.status === 429) return tooMany();
  if (result.body?.code === BASE_ERROR_CODES.FAILED_TO_CREATE_USER.code) {
    // The admin account is not made yet (no ADMIN_PASSWORD): the hook refused the address. Or
    // two sign-ups for one address raced: both found it free, the second insert broke the
    // unique index. Either way the address is taken, and the form says so.
    const address = normaliseEmail(email);
    const isAdminAddress = settings.adminEmail !== null && address === settings.adminEmail;
    if (isAdminAddress || (await accountExists(db, address))) {
      const taken = BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.message;
      return { ok: false, error: sentence(taken), status: 400 };
    }
  }
  const message = typeof result.body?.message === "string" ? result.body.message.trim() : "";
  return {
    ok: false,
    error: result.status < 500 && message ? sentence(message) : m.registerFailed,
    status: result.status >= 500 ? 500 : 400,
  };
}

/** Whether a user row holds this (normalised) e-mail address. */
async function accountExists(db: AccountContext["db"], address: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, address));
  return row !== undefined;
}

/** Better Auth's messages ("User already exists. Use another email") end without a full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Options of the sign-in forms: the clock, in ms since the epoch (tests move it). */
export type SignInOptions = { now?: number };

/**
 * One e-mail+password sign-in through Better Auth, within the per-account limit
 * (app/server/auth/sign-in-limit.server.ts): a browser that signed in to this account before is
 * never slowed; any other attempt is counted, and refused ("wait") while the account's delay
 * runs. A success forgets the account's attempts and marks this browser as trusted for it.
 * @returns Better Auth's answer, or "wait" when the attempt was refused by the limit
 */
async function signInWithinLimit(
  { auth, db, settings }: AccountContext,
  request: Request,
  input: { email: string; password: string },
  now: number,
): Promise<AuthCallResult | "wait"> {
  const { email, password } = input;
  const secure = settings.baseURL.startsWith("https://");
  const cookie = request.headers.get("cookie");
  const trusted = isTrustedDevice(cookie, settings.secret, email, now, secure);
  if (!trusted && !(await claimSignInAttempt(db, email, now))) return "wait";
  const result = await callAuthEndpoint(auth, "/sign-in/email", {
    from: request,
    body: { email, password, rememberMe: true },
  });
  if (result.status === 200) {
    await clearSignInAttempts(db, email);
    result.cookies.append("set-cookie", trustedDeviceCookie(settings.secret, email, now, secure));
  }
  return result;
}

/**
 * The start both logins share: empty e-mail or password answers `missing` (400), then one
 * sign-in within the limits, where a refusal answers "Too many attempts…" (429).
 * @returns the outcome to answer at once, or Better Auth's answer to the sign-in
 */
async function attemptSignIn(
  context: AccountContext,
  request: Request,
  input: { email: string; password: string },
  options: SignInOptions,
  missing: string,
): Promise<{ answer: FormOutcome } | { result: AuthCallResult }> {
  if (!input.email || !input.password)
    return { answer: { ok: false, error: missing, status: 400 } };
  const result = await signInWithinLimit(context, request, input, options.now ?? Date.now());
  if (result === "wait" || result.status === 429) return { answer: tooMany() };
  return { result };
}

/**
 * Login (spec §4 "Login", §5, §8): e-mail and password trimmed and required; wrong password
 * and unknown e-mail told apart by our own look-up, since Better Auth answers both alike.
 * Past the per-client or the per-account limit: "Too many attempts…" (429).
 */
export async function loginWithPassword(
  context: AccountContext,
  request: Request,
  input: { email: string; password: string },
  options: SignInOptions = {},
): Promise<FormOutcome> {
  const attempt = await attemptSignIn(context, request, input, options, m.loginRequired);
  if ("answer" in attempt) return attempt.answer;
  const { result } = attempt;
  if (result.status === 200) return { ok: true, cookies: result.cookies };
  if (result.status === 401 && result.body?.code === "INVALID_EMAIL_OR_PASSWORD") {
    const [found] = await context.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, normaliseEmail(input.email)))
      .limit(1);
    return found
      ? { ok: false, error: m.loginWrongPassword, status: 401 }
      : { ok: false, error: m.loginUnknownUser, status: 401 };
  }
  return { ok: false, error: m.loginOther, status: result.status >= 500 ? 500 : 400 };
}

/**
 * Admin login (spec §2 "Admin login", §4, §8): admin credentials sign in; another valid
 * account gets "You do not have admin access." and the session just created for it is
 * revoked at once (so a failed admin login never leaves anyone signed in); wrong or empty
 * credentials get "Invalid email or password.". The per-account limit applies as on /login.
 */
export async function adminLogin(
  context: AccountContext,
  request: Request,
  input: { email: string; password: string },
  options: SignInOptions = {},
): Promise<FormOutcome> {
  const attempt = await attemptSignIn(context, request, input, options, m.adminInvalid);
  if ("answer" in attempt) return attempt.answer;
  const { result } = attempt;
  if (result.status !== 200) return { ok: false, error: m.adminInvalid, status: 401 };
  // The admin is the role on the user row, never the e-mail alone.
  if ((result.body?.user as { role?: string } | undefined)?.role === ADMIN_ROLE) {
    return { ok: true, cookies: result.cookies };
  }
  const signedOut = await callAuthEndpoint(context.auth, "/sign-out", {
    from: request,
    cookie: cookieHeaderFrom(result.cookies),
  });
  return { ok: false, error: m.adminNotAdmin, status: 403, cookies: signedOut.cookies };
}

/**
 * Starts Google sign-in (spec §2 Login "Continue with Google", §7): asks Better Auth for the
 * provider's authorization URL (state and PKCE verifier kept by Better Auth, its state
 * cookie to set). Back from Google, Better Auth's callback signs the user in (a new one is
 * signed up) and goes to the page to return to, else "/"; on failure to
 * "/login?error=<code>", still naming that page (docs/decisions/auth.md "Return after sign-in").
 * @param returnTo the raw `redirectTo` of the page the button was on (checked here:
 *   app/lib/sign-in-return.ts `returnPath`), or null
 * @returns the URL to send the browser to, or the failure message (also when Google is not configured)
 */
export async function startGoogleSignIn(
  { auth, settings }: AccountContext,
  request: Request,
  returnTo: string | null = null,
): Promise<
  { ok: true; url: string; cookies: Headers } | { ok: false; error: string; status: number }
> {
  if (!settings.google) {
    // 404, not 503: anyone can ask for it, and a request must not be able to produce a 5xx
    // (the request fuzzer, e2e/fuzz.spec.ts); the sign-in method simply does not exist on this
    // site.
    console.warn("[auth] warn: Google sign-in was tried but GOOGLE_CLIENT_ID is not set.");
    return { ok: false, error: m.googleFailed, status: 404 };
  }
  const result = await callAuthEndpoint(auth, "/sign-in/social", {
    from: request,
    body: {
      provider: "google",
      callbackURL: userReturnPath(returnTo),
      errorCallbackURL: signInLink(LOGIN, returnTo),
      disableRedirect: true,
    },
  });
  if (result.status === 429) return { ok: false, error: m.tooManyAttempts, status: 429 };
  const url = result.body?.url;
  if (result.status === 200 && typeof url === "string" && /^https?:\/\//.test(url)) {
    return { ok: true, url, cookies: result.cookies };
  }
  return { ok: false, error: m.googleFailed, status: 502 };
}

/**
 * Asks for a sign-in link by mail (docs/decisions/auth.md "Sign-in link"): the same answer for any
 * address (Better Auth mails only an existing account that is not the admin's); after the link,
 * the page to return to, else "/".
 * @param returnTo the raw `redirectTo` of the login page, or null
 * @returns "sent" (200), "missing" (400: no address) or "too many" (429); 404 when SMTP_URL is
 *   not set (the form is not offered then)
 */
export async function sendSignInLink(
  { auth, settings }: AccountContext,
  request: Request,
  email: string,
  returnTo: string | null = null,
): Promise<{ ok: boolean; message: string; status: number }> {
  const words = authCopy.signInLink;
  if (!settings.smtpUrl) return { ok: false, message: m.loginOther, status: 404 };
  if (!email) return { ok: false, message: words.missing, status: 400 };
  const result = await callAuthEndpoint(auth, "/sign-in/magic-link", {
    from: request,
    body: {
      email,
      callbackURL: userReturnPath(returnTo),
      errorCallbackURL: signInLink(LOGIN, returnTo),
    },
  });
  if (result.status === 429) return { ok: false, message: m.tooManyAttempts, status: 429 };
  // An address that is not an e-mail address answers like any other: nothing is sent.
  return { ok: true, message: words.sent, status: 200 };
}

/**
 * The message for a Google callback error code (`/login?error=<code>`): ours for the codes
 * we know, else "Google sign-in failed. Please try again." (spec §8 "Google failure").
 */
export function googleErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return Object.hasOwn(authCopy.googleErrors, code) ? authCopy.googleErrors[code] : m.googleFailed;
}

/**
 * Signs the request's session out (revoked in the database) and returns the Set-Cookie
 * headers that clear the session cookies in the browser.
 */
export async function signOut({ auth }: AccountContext, request: Request): Promise<Headers> {
  const result = await callAuthEndpoint(auth, "/sign-out", { from: request, withCookies: true });
  return result.cookies;
}
