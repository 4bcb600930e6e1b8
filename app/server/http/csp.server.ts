import { randomBytes } from "node:crypto";
import { type ServerEnv, serverEnv } from "~/config/env.server";
import { site } from "~/config/site";

/**
 * HTTP hardening of documents (docs/decisions/csp.md): an enforced
 * Content-Security-Policy whose scripts need a fresh per-response nonce, Cross-Origin-Opener-Policy,
 * and the Strict-Transport-Security value serve.server.ts sends on every response over https.
 */

/** Length of every nonce {@link createNonce} makes (16 random bytes in base64), in characters. */
export const NONCE_LENGTH = 24;

/**
 * A fresh CSP nonce: 16 random bytes, base64 (always {@link NONCE_LENGTH} characters, so a
 * cached page can swap one nonce for another without changing its length).
 */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The nonce of a Content-Security-Policy header value, or null when it has none. */
export function nonceOf(policy: string | null | undefined): string | null {
  return policy?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1] ?? null;
}

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
function originOf(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of a document.
 * - scripts: only our own files (`'self'`: the fingerprinted /assets modules React Router
 *   preloads and imports) and inline scripts carrying `nonce` — an injected inline script or
 *   event handler never runs;
 * - `form-action`: our own origin, the Google sign-in issuer (the login form's POST answers
 *   with a redirect there, and Chrome applies form-action to redirects) and WhatsApp's
 *   `https://wa.me` (the enquiry forms post to /book without JavaScript, which answers with a
 *   redirect to the chat: docs/decisions/admin-area.md "Events");
 * - `frame-src`: only the origin of the footer's map embed (docs/decisions/footer-map.md);
 * - `style-src 'unsafe-inline'`: React renders `style` attributes (no script runs from styles);
 * - `img-src blob:`: the dashboard previews the chosen banner image from a blob: URL;
 *   `connect-src blob:` lets page tools read that preview back (Playwright's trace snapshots
 *   do); only script already running in the page can make a blob: URL;
 * - `object-src`, `base-uri`, `frame-ancestors`: none.
 * @param nonce this response's nonce ({@link createNonce})
 * @param env the settings: GOOGLE_ISSUER (default this process's)
 * @returns the header value
 */
export function contentSecurityPolicy(
  nonce: string,
  env: Pick<ServerEnv, "googleIssuer"> = serverEnv(),
): string {
  const issuer = originOf(env.googleIssuer);
  const map = originOf(site.mapEmbedUrl);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self' blob:",
    `frame-src ${map ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self'${issuer ? ` ${issuer}` : ""} ${WHATSAPP_ORIGIN}`,
  ].join("; ");
}

/** Where the demo-booking hand-off redirects (spec §7 `https://wa.me/…`). */
const WHATSAPP_ORIGIN = "https://wa.me";

/** HSTS value: one year, subdomains included (docs/decisions/csp.md). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * The Strict-Transport-Security value for this site, or null when it is not served over https.
 * serve.server.ts sends it on every response (documents, static files, `.data`, health checks,
 * errors); documents do not set it again, or the header would be sent twice.
 * @param env the settings: SITE_URL (default this process's)
 * @returns {@link STRICT_TRANSPORT_SECURITY} when SITE_URL starts with https://, else null
 */
export function strictTransportSecurity(
  env: Pick<ServerEnv, "siteUrl"> = serverEnv(),
): string | null {
  return env.siteUrl.startsWith("https://") ? STRICT_TRANSPORT_SECURITY : null;
}

/**
 * Sets the security headers of an HTML document: Content-Security-Policy with `nonce` and
 * `Cross-Origin-Opener-Policy: same-origin` (Strict-Transport-Security comes from serve.server.ts,
 * on every response: {@link strictTransportSecurity}).
 * @param headers the response headers, changed in place
 * @param nonce the nonce the document's scripts carry
 * @param env the settings: GOOGLE_ISSUER (default this process's)
 */
export function applyDocumentSecurityHeaders(
  headers: Headers,
  nonce: string,
  env: Pick<ServerEnv, "googleIssuer"> = serverEnv(),
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, env));
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}
