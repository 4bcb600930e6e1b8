import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ADMIN_HOME,
  adminLoginPath,
  adminReturnPath,
  LOGIN,
  REGISTER,
  returnPath,
  signInLink,
  userLoginPath,
  userReturnPath,
} from "~/lib/sign-in-return";

/**
 * Where signing in or signing up returns a visitor or the admin (spec §2 Login, Admin login;
 * docs/decisions/auth.md "Return after sign-in"; lib/sign-in-return.ts).
 */

describe("adminReturnPath", () => {
  it("follows a page of the admin area, with its query", () => {
    expect(adminReturnPath("/admin/events")).toBe("/admin/events");
    expect(adminReturnPath("/admin/enquiries?status=new&mode=online")).toBe(
      "/admin/enquiries?status=new&mode=online",
    );
    expect(adminReturnPath("/admin-dashboard/password")).toBe("/admin-dashboard/password");
    expect(adminReturnPath("/admin/posts/3/preview")).toBe("/admin/posts/3/preview");
  });

  it("sends anything else to the dashboard: other sites, other pages, files, tricks", () => {
    for (const value of [
      null,
      undefined,
      42,
      "",
      "admin/events",
      "https://evil.example/admin/events",
      "//evil.example/admin/events",
      "/\\evil.example/admin/events",
      "/\\/evil.example",
      "\\\\evil.example",
      " /admin/events",
      "/admin/events\n",
      "/admin/\u0000events",
      "javascript:alert(1)",
      "/blogs",
      "/adminlogin",
      "/administrator",
      "/admin-dashboardx",
      "/admin/../blogs",
      "/admin/%2e%2e/blogs",
      "/admin/enquiries.csv",
      `/admin/${"a".repeat(1000)}`,
    ]) {
      expect(adminReturnPath(value), String(value)).toBe(ADMIN_HOME);
    }
  });
});

describe("adminLoginPath", () => {
  const at = (path: string) => new URL(path, "https://academy.example");

  it("names the page asked for, or nothing for the dashboard itself", () => {
    expect(adminLoginPath(at("/admin/events"))).toBe("/adminlogin?redirectTo=%2Fadmin%2Fevents");
    expect(adminLoginPath(at("/admin/faqs?edit=3"))).toBe(
      "/adminlogin?redirectTo=%2Fadmin%2Ffaqs%3Fedit%3D3",
    );
    expect(adminLoginPath(at("/admin-dashboard"))).toBe("/adminlogin");
    expect(adminLoginPath(at("/admin/enquiries.csv"))).toBe("/adminlogin");
  });
});

describe("returnPath, userReturnPath and userLoginPath (docs/decisions/auth.md Return after sign-in)", () => {
  it("returns to any page of the site that asked for a sign-in, with its query", () => {
    expect(userReturnPath("/batches/12/request")).toBe("/batches/12/request");
    expect(userReturnPath("/my-classes")).toBe("/my-classes");
    expect(returnPath("/family/children?sort=age")).toBe("/family/children?sort=age");
    expect(returnPath("/fees/2026-27")).toBe("/fees/2026-27");
  });

  it("refuses other sites, encoded tricks, the sign-in pages themselves and files", () => {
    for (const bad of [
      null,
      undefined,
      7,
      "",
      "batches/1/request",
      "https://evil.example/batches/1/request",
      "http:/evil.example",
      "//evil.example/my-classes",
      "///evil.example",
      "/\\evil.example/my-classes",
      "\\/evil.example",
      "/%2F%2Fevil.example",
      "/%2fevil.example",
      "/%5Cevil.example",
      "/%5c%5cevil.example",
      "/my-classes/%2e%2e/%2e%2e/admin",
      "/batches/1/request/../../admin",
      "/./my-classes",
      "/my-classes\u0000",
      "/my-classes%00",
      "/my-classes%0d%0aSet-Cookie:x=1",
      "/my-classes\t",
      " /my-classes",
      "/my-classes#top",
      "/my classes",
      "/login",
      "/login?redirectTo=%2Fmy-classes",
      "/register",
      "/adminlogin",
      "/logout",
      "/api/auth/sign-out",
      "/admin/batches",
      "/admin-dashboard",
      "/admin/enquiries.csv",
      "/blogs/rss.xml",
      `/my-classes?${"a".repeat(1000)}`,
    ]) {
      expect(returnPath(bad), String(bad)).toBeNull();
      expect(userReturnPath(bad), String(bad)).toBe("/");
    }
  });

  it("whatever string it gets: null, or one path on this site that a browser reads as such", () => {
    const site = "https://academy.example";
    const tricky = fc.oneof(
      fc.string({ unit: "grapheme-ascii" }),
      fc.string(),
      fc
        .array(
          fc.constantFrom(
            "/",
            "\\",
            "%2F",
            "%2f",
            "%5C",
            ".",
            "..",
            "%2e",
            "@",
            ":",
            "?",
            "#",
            "%",
            "a",
            "evil.example",
            "http:",
            "\t",
            "\n",
            "\u0000",
            " ",
          ),
          { maxLength: 12 },
        )
        .map((parts) => parts.join("")),
    );
    // Pages a visitor could come from, so that some runs are followed whatever the seed.
    const pages = fc
      .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 })
      .map((segments) => `/${segments.join("/")}`);
    let followedCount = 0;
    fc.assert(
      fc.property(fc.oneof(tricky, pages), (value) => {
        const result = returnPath(value);
        if (result === null) return;
        followedCount += 1;
        expect(result).toBe(value);
        expect(result).toMatch(/^\/(?![/\\])/);
        expect([...result].some((c) => c === "\\" || c < " " || c === "\u007f")).toBe(false);
        const followed = new URL(result, site);
        expect(followed.origin).toBe(site);
        expect(`${followed.pathname}${followed.search}`).toBe(result);
        expect(decodeURIComponent(followed.pathname)).not.toMatch(/\/\/|\\\\/);
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: some of the strings are pages to return to.
    expect(followedCount).toBeGreaterThan(10);
  });

  it("sends a signed-out visitor to /login naming the page, and links between the sign-in pages keep it", () => {
    expect(userLoginPath(new URL("http://site.test/batches/7/request"))).toBe(
      "/login?redirectTo=%2Fbatches%2F7%2Frequest",
    );
    expect(userLoginPath(new URL("http://site.test/family/children?child=2"))).toBe(
      "/login?redirectTo=%2Ffamily%2Fchildren%3Fchild%3D2",
    );
    expect(userLoginPath(new URL("http://site.test/login"))).toBe("/login");
    expect(signInLink(REGISTER, "/batches/7/request")).toBe(
      "/register?redirectTo=%2Fbatches%2F7%2Frequest",
    );
    expect(signInLink(LOGIN, "/my-classes")).toBe("/login?redirectTo=%2Fmy-classes");
    expect(signInLink(REGISTER, "//evil.example")).toBe("/register");
    expect(signInLink(LOGIN, null)).toBe("/login");
  });
});
