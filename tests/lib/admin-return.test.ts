import { describe, expect, it } from "vitest";
import {
  ADMIN_HOME,
  adminLoginPath,
  adminReturnPath,
  studentLoginPath,
  studentReturnPath,
} from "~/lib/admin-return";

/** Where signing in returns the admin (spec §2 Admin login; lib/admin-return.ts). */

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

describe("studentReturnPath and studentLoginPath (docs/decisions/timetable.md Students)", () => {
  it("returns to a batch's seat request or My classes on this site, else the homepage", () => {
    expect(studentReturnPath("/batches/12/request")).toBe("/batches/12/request");
    expect(studentReturnPath("/my-classes")).toBe("/my-classes");
    for (const bad of [
      "https://evil.example/batches/1/request",
      "//evil.example/my-classes",
      "/\\evil.example/my-classes",
      "/admin/batches",
      "/batches/0/request",
      "/batches/1/request/../../admin",
      "/my-classes\u0000",
      null,
    ])
      expect(studentReturnPath(bad), String(bad)).toBe("/");
  });

  it("sends a signed-out visitor to /login naming the page", () => {
    expect(studentLoginPath(new URL("http://site.test/batches/7/request"))).toBe(
      "/login?redirectTo=%2Fbatches%2F7%2Frequest",
    );
    expect(studentLoginPath(new URL("http://site.test/elsewhere"))).toBe("/login");
  });
});
