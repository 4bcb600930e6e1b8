import type { Auth } from "~/server/auth/auth-instance.server";
import { safeAuthLog } from "~/server/auth/auth-log.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "~/server/auth/auth-settings.server";

/**
 * Calls into Better Auth's HTTP handler from our form actions. Split from auth.server.ts,
 * which re-exports everything here.
 */

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
 * a query fails, the rate-limit table cannot be read) is logged through {@link safeAuthLog},
 * without the entered e-mail, password or SQL parameters, and answered 500 with no details;
 * a browser coming back from Google (GET …/callback/…) is sent to /login?error=server_error
 * instead, so it sees the login page's message rather than a bare error.
 * @returns Better Auth's response, a redirect to /login, or a 500 JSON response
 *   `{ code: "INTERNAL_SERVER_ERROR" }`
 */
export async function handleAuthRequest(auth: Auth, request: Request): Promise<Response> {
  try {
    return await auth.handler(request);
  } catch (error) {
    const { pathname } = new URL(request.url);
    safeAuthLog("error", `${request.method} ${pathname} failed`, error);
    if (request.method === "GET" && pathname.startsWith(`${AUTH_BASE_PATH}/callback/`)) {
      const login = new URL("/login?error=server_error", String(auth.options.baseURL));
      return new Response(null, { status: 302, headers: { location: login.href } });
    }
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
