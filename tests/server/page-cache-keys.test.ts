import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import {
  hasSignedSessionCookie,
  pageCacheKey,
  QUERY_PARAMS_READ,
  routeIdsOf,
} from "~/server/cache/page-cache-keys.server";

/** Page cache keys and session cookie checks (docs/decisions/caching.md, docs/decisions/hardening.md). */

/** The site's route manifest as the build has it (id, parentId, path, index), from app/routes.ts. */
function siteManifest(): ServerBuild["routes"] {
  const manifest: Record<string, unknown> = { root: { id: "root", path: "" } };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      if (entry.children) add(entry.children, id);
    }
  };
  add(routeConfig, "root");
  return manifest as ServerBuild["routes"];
}
const routeIds = routeIdsOf(siteManifest());
const key = (target: string) => pageCacheKey(target, routeIds);

describe("pageCacheKey", () => {
  it("drops every query parameter a page does not read", () => {
    expect(key("/")).toBe("/");
    expect(key("/?fbclid=IwAR0abc")).toBe("/");
    expect(key("/courses?utm_source=whatsapp&utm_medium=social&gclid=x")).toBe("/courses");
    expect(key("/about?error=1")).toBe("/about");
    expect(key("/about?%zz")).toBe("/about");
  });

  it("keeps the parameters a page reads, sorted and normalised", () => {
    expect(key("/login?utm_source=x&error=access_denied")).toBe("/login?error=access_denied");
    expect(key("/login?fbclid=1")).toBe("/login");
    expect(key("/login.data?error=email_not_found&fbclid=1")).toBe(
      "/login.data?error=email_not_found",
    );
    expect(key("/blogs?utm_source=x&page=2")).toBe("/blogs?page=2");
    expect(key("/blogs.data?page=3&fbclid=1")).toBe("/blogs.data?page=3");
    expect(key("/blogs/opening-tips?page=2")).toBe("/blogs/opening-tips");
    expect(key("/events?utm_source=x&page=2")).toBe("/events?page=2");
    expect(key("/events.data?page=3&_routes=routes%2Fevents")).toBe(
      "/events.data?_routes=routes%2Fevents&page=3",
    );
  });

  it("keeps React Router's _routes on .data requests only, when it names routes of the page", () => {
    expect(key("/_root.data?_routes=root%2Croutes%2Fhome&fbclid=1")).toBe(
      "/_root.data?_routes=root%2Croutes%2Fhome",
    );
    expect(key("/faqs.data?_routes=root,routes/site-layout,routes/faqs")).toBe(
      "/faqs.data?_routes=root%2Croutes%2Fsite-layout%2Croutes%2Ffaqs",
    );
    expect(key("/gallery/summer-camp.data?_routes=routes/gallery-album")).toBe(
      "/gallery/summer-camp.data?_routes=routes%2Fgallery-album",
    );
    expect(key("/faqs?_routes=root")).toBe("/faqs");
  });

  it("makes no key (not cached) for a value the page does not know, or a parameter given twice", () => {
    for (const target of [
      "/_root.data?_routes=flood1",
      "/_root.data?_routes=root,flood2",
      "/_root.data?_routes=routes/faqs",
      "/_root.data?_routes=routes/home,root",
      "/_root.data?_routes=root,root",
      "/_root.data?_routes=",
      "/_root.data?_routes=root&_routes=routes/home",
      "/faqs.data?_routes=routes/home",
      "/login?error=anything",
      "/login?error=",
      "/login?error=constructor",
      "/login?error=access_denied&error=access_denied",
      "/login.data?error=x",
      "/events?page=abc",
      "/events?page=01",
      "/events?page=1234567",
      "/blogs?page=0",
      "/blogs.data?page=-1",
    ])
      expect(key(target), target).toBeNull();
    // Without the route table nothing can vouch for _routes.
    expect(pageCacheKey("/_root.data?_routes=root")).toBeNull();
  });

  it("never stores a sign-in page that names a page to return to (docs/decisions/auth.md Return after sign-in)", () => {
    // Its links and form actions carry the page: one visitor's must not reach another.
    for (const target of [
      "/login?redirectTo=%2Fbatches%2F7%2Frequest",
      "/login.data?redirectTo=%2Fmy-classes&_routes=routes%2Flogin",
      "/login?error=access_denied&redirectTo=%2Fmy-classes",
      "/register?redirectTo=%2Fbatches%2F7%2Frequest",
      "/register.data?redirectTo=%2Fmy-classes",
    ])
      expect(key(target), target).toBeNull();
    expect(key("/register?utm_source=x")).toBe("/register");
    expect(pageCacheKey("/_root.data?fbclid=1")).toBe("/_root.data");
  });

  it("keys the timetable's pages on their known filter values, and /book on a batch id", () => {
    expect(key("/courses?tz=America%2FNew_York&mode=online&utm_source=x")).toBe(
      "/courses?mode=online&tz=America%2FNew_York",
    );
    expect(key("/courses/beginner?day=sat&age=children")).toBe(
      "/courses/beginner?age=children&day=sat",
    );
    // A course page has no course filter: the parameter is not read there.
    expect(key("/courses/beginner?course=advanced")).toBe("/courses/beginner");
    expect(key("/book?batch=12")).toBe("/book?batch=12");
    for (const junk of [
      "/courses?tz=Mars%2FOlympus",
      "/courses?mode=boat",
      "/courses/advanced?day=1",
      "/book?batch=x",
    ])
      expect(key(junk), junk).toBeNull();
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
    const known = new Set(
      Object.values(QUERY_PARAMS_READ).flatMap((params) => Object.keys(params)),
    );
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
