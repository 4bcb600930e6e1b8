import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  hasSignedSessionCookie,
  pageCacheKey,
  QUERY_PARAMS_READ,
} from "~/server/page-cache-keys.server";

/** Page cache keys and session cookie checks (issue 6 defect 6, docs/decisions/caching.md). */

describe("pageCacheKey", () => {
  it("drops every query parameter a page does not read", () => {
    expect(pageCacheKey("/")).toBe("/");
    expect(pageCacheKey("/?fbclid=IwAR0abc")).toBe("/");
    expect(pageCacheKey("/courses?utm_source=whatsapp&utm_medium=social&gclid=x")).toBe("/courses");
    expect(pageCacheKey("/about?error=1")).toBe("/about");
    expect(pageCacheKey("/about?%zz")).toBe("/about");
  });

  it("keeps the parameters a page reads, sorted and normalised", () => {
    expect(pageCacheKey("/login?utm_source=x&error=access_denied")).toBe(
      "/login?error=access_denied",
    );
    expect(pageCacheKey("/login?fbclid=1")).toBe("/login");
    expect(pageCacheKey("/login.data?error=x&fbclid=1")).toBe("/login.data?error=x");
    expect(pageCacheKey("/blogs?utm_source=x&page=2")).toBe("/blogs?page=2");
    expect(pageCacheKey("/blogs.data?page=3&fbclid=1")).toBe("/blogs.data?page=3");
    expect(pageCacheKey("/blogs/opening-tips?page=2")).toBe("/blogs/opening-tips");
    expect(pageCacheKey("/events?utm_source=x&page=2")).toBe("/events?page=2");
    expect(pageCacheKey("/events.data?page=3&_routes=routes%2Fevents")).toBe(
      "/events.data?_routes=routes%2Fevents&page=3",
    );
  });

  it("keeps React Router's _routes on .data requests only", () => {
    expect(pageCacheKey("/_root.data?_routes=root%2Croutes%2Fhome&fbclid=1")).toBe(
      "/_root.data?_routes=root%2Croutes%2Fhome",
    );
    expect(pageCacheKey("/faqs?_routes=root")).toBe("/faqs");
  });

  it("knows every query parameter the routes read (a new one must be added to QUERY_PARAMS_READ)", () => {
    const routesDir = path.resolve("app/routes");
    const read: string[] = [];
    // Public route modules only: admin pages (app/routes/admin/) are never cached, since only a
    // signed-in admin sees them.
    const files = readdirSync(routesDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    for (const file of files) {
      const source = readFileSync(path.join(routesDir, file), "utf8");
      expect(source, `${file} uses useSearchParams: list what it reads`).not.toMatch(
        /useSearchParams|useLocation\(\)\.search|location\.search/,
      );
      for (const match of source.matchAll(/searchParams\.(?:get|getAll|has)\("([^"]+)"\)/g))
        read.push(match[1]);
    }
    const known = new Set(Object.values(QUERY_PARAMS_READ).flat());
    expect(read.length).toBeGreaterThan(0);
    for (const name of read) expect(known, name).toContain(name);
  });
});

describe("hasSignedSessionCookie", () => {
  const secret = "keys-test-secret";
  const signed = (token: string, key = secret) =>
    encodeURIComponent(`${token}.${createHmac("sha256", key).update(token).digest("base64")}`);

  it("accepts a token signed with the secret, plain or __Secure-, among other cookies", () => {
    expect(hasSignedSessionCookie(`better-auth.session_token=${signed("t1")}`, secret)).toBe(true);
    expect(
      hasSignedSessionCookie(
        `a=1; __Secure-better-auth.session_token=${signed("t2")}; b=2`,
        secret,
      ),
    ).toBe(true);
  });

  it("refuses unsigned, forged, truncated or wrongly named cookies", () => {
    for (const cookie of [
      "better-auth.session_token=t1",
      `better-auth.session_token=${signed("t1", "other-secret")}`,
      `better-auth.session_token=${signed("t1").slice(0, -6)}`,
      `better-auth.session_data=${signed("t1")}`,
      `xbetter-auth.session_token=${signed("t1")}`,
      "better-auth.session_token=%",
      "",
    ])
      expect(hasSignedSessionCookie(cookie, secret), cookie).toBe(false);
  });
});
