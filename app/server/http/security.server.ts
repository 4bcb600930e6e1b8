import { normalizeIP } from "@better-auth/core/utils/ip";
import { type ServerEnv, serverEnv } from "~/config/env.server";
import { CLIENT_IP_HEADER } from "~/server/auth/auth.server";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The settings the origin check reads: SITE_URL. */
type OriginEnv = Pick<ServerEnv, "siteUrl" | "siteUrlSet">;

/**
 * The origins a state-changing request may come from: SITE_URL's origin (when set) and the
 * request's own origin (its Host, as the server received it).
 * @param env the settings (default this process's)
 */
export function allowedOrigins(request: Request, env: OriginEnv = serverEnv()): Set<string> {
  const origins = new Set<string>([new URL(request.url).origin]);
  if (env.siteUrlSet) origins.add(env.siteUrl);
  return origins;
}

/** The origin a request says it comes from: its Origin header, else its Referer's origin, else null. */
export function requestOrigin(request: Request): string | null {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return origin;
  if (origin === "null") return null;
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * A 403 answer in plain text, for a request refused before its body is read (another origin,
 * no session, not the admin).
 * @param reason what follows "Forbidden: " in the body ("cross-origin request")
 */
export function forbidden(reason: string): Response {
  return new Response(`Forbidden: ${reason}`, {
    status: 403,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/**
 * Cross-site request forgery guard for every form action (docs/decisions/auth.md
 * "Origin check"): a POST, PUT, PATCH or DELETE must carry an Origin (or Referer) equal to
 * SITE_URL's origin or the request's own origin. GET and HEAD pass.
 * @throws a 403 Response otherwise (no Origin and no Referer counts as cross-site)
 */
export function assertSameOrigin(request: Request, env: OriginEnv = serverEnv()): void {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = requestOrigin(request);
  if (origin === null || !allowedOrigins(request, env).has(origin)) {
    throw forbidden("cross-origin request");
  }
}

/**
 * The answer serve.server.ts gives, before React Router sees it, to a POST, PUT, PATCH or DELETE
 * whose Origin header names another site (or is "null"), on any URL: page, single-fetch `.data`
 * or resource route (docs/decisions/auth.md "Origin check"). React Router's own check would
 * answer such a form post 400; the guard matrix and {@link assertSameOrigin} say 403. A request
 * without an Origin header passes here: each action's assertSameOrigin decides (Referer, or 403).
 * @returns a 403 Response to send, or null when the request may go on
 */
export function foreignOriginRefusal(
  request: Request,
  env: OriginEnv = serverEnv(),
): Response | null {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return null;
  const origin = request.headers.get("origin");
  if (origin === null || allowedOrigins(request, env).has(origin)) return null;
  return forbidden("cross-origin request");
}

/**
 * The client's IP address as serve.server.ts saw it (Express `req.ip`; X-Forwarded-For is honoured
 * only with TRUST_PROXY=1), or null when the request did not pass through serve.server.ts (dev
 * server, tests).
 */
export function clientIp(request: Request): string | null {
  return request.headers.get(CLIENT_IP_HEADER) || null;
}

/**
 * The client's network for per-client limits: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 form), an IPv6 address as its /64 prefix. One IPv6 host usually holds a
 * whole /64, so counting single IPv6 addresses would let it post from 2^64 of them. The same
 * grouping as the sign-in limit's (Better Auth's `normalizeIP`, /64 by default).
 * @returns e.g. "203.0.113.7" or "2001:0db8:0001:0002:0000:0000:0000:0000"; null outside serve.server.ts
 */
export function clientNetwork(request: Request): string | null {
  const ip = clientIp(request);
  return ip === null ? null : normalizeIP(ip, { ipv6Subnet: 64 });
}

/**
 * The raw `redirectTo` of the login page a sign-in form was on (unchecked: the caller keeps only
 * a page it returns to, app/lib/sign-in-return.ts). The Referer names that page as the visitor
 * opened it; the form's own URL may not, since without JavaScript the form posts to the action
 * its HTML names and the page cache keeps one copy of a login page whatever its query.
 * @param loginPath the login page's path ("/adminlogin", "/login")
 */
export function loginReturnTarget(request: Request, loginPath: string): string | null {
  let target = new URL(request.url).searchParams.get("redirectTo");
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.pathname === loginPath && allowedOrigins(request).has(from.origin))
        target = from.searchParams.get("redirectTo");
    } catch {
      // An unreadable Referer: the form's URL decides.
    }
  }
  return target;
}
