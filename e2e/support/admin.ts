import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { gotoHydrated } from "./test";

/**
 * Signs in through the /adminlogin page (spec §2 Admin login) and waits for the dashboard.
 * @param credentials the admin's e-mail and password
 */
export async function signInAsAdminInPage(
  page: Page,
  credentials: { email: string; password: string },
) {
  await page.goto("/adminlogin");
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Update Changes Here" })).toBeVisible();
}

/**
 * Signs an API request context in through the /adminlogin form action (same-origin POST);
 * the context keeps the session cookie for later requests.
 */
export async function signInAsAdminByHttp(
  request: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string },
) {
  const response = await request.post("/adminlogin", {
    form: credentials,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  expect(response.headers().location).toMatch(/\/admin-dashboard$/);
}

/**
 * Starts a test signed in as the admin without the sign-in form (for a test about something else:
 * the form is proven by e2e/admin-login.spec.ts and {@link signInAsAdminInPage}'s users): signs the
 * page's browser context in through the /adminlogin form action over HTTP (`page.request` shares
 * the context's cookies), then opens `path` and waits until it has hydrated. On the dashboard it
 * waits for its heading, as {@link signInAsAdminInPage} does. docs/decisions/test-speed.md.
 * @param baseURL the server's origin (the `baseURL` fixture)
 * @param path the admin page to open; default the dashboard
 */
export async function openAsAdmin(
  page: Page,
  baseURL: string,
  credentials: { email: string; password: string },
  path = "/admin-dashboard",
) {
  await signInAsAdminByHttp(page.request, baseURL, credentials);
  await gotoHydrated(page, path);
  await expect(page).toHaveURL(new URL(path, baseURL).href);
  if (path === "/admin-dashboard") {
    await expect(
      page.getByRole("heading", { level: 1, name: "Update Changes Here" }),
    ).toBeVisible();
  }
}

/** Registers an ordinary account through the /register form action; the context is then signed in as it. */
export async function registerUserByHttp(
  request: APIRequestContext,
  baseURL: string,
  user: { name: string; email: string; password: string },
) {
  const response = await request.post("/register", {
    form: { ...user, confirmPassword: user.password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBeLessThan(400);
}

/** Signs an existing account in through the /login form action; the context is then signed in. */
export async function signInByHttp(
  request: APIRequestContext,
  baseURL: string,
  user: { email: string; password: string },
) {
  const response = await request.post("/login", {
    form: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
}

/**
 * Deletes every feedback item and the banner through the dashboard action, so a spec starts
 * from an empty homepage on a server shared with other specs of its worker.
 * @param admin a request context signed in as the admin
 */
export async function clearContent(admin: APIRequestContext, baseURL: string) {
  const html = await (await admin.get("/admin-dashboard")).text();
  for (const [, id] of html.matchAll(/name="id" value="(\d+)"/g)) {
    const response = await admin.post("/admin-dashboard", {
      headers: { Origin: baseURL },
      form: { intent: "delete-feedback", id },
    });
    expect(response.status()).toBe(200);
  }
  const banner = await admin.post("/admin-dashboard", {
    headers: { Origin: baseURL },
    form: { intent: "delete-banner" },
  });
  expect(banner.status()).toBe(200);
}
