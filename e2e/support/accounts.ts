import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/**
 * Accounts of the shared test server of playwright.config.ts (its webServer env uses these
 * values). The admin account is created at start-up from ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export const E2E_ADMIN = { email: "admin@academy.example.test", password: "e2e-admin-password-1" };

/** The Google user the local OpenID Connect server (scripts/e2e-oidc-server.mjs) signs in. */
export const E2E_GOOGLE_USER = { email: "divya.google@example.test", name: "Divya Raman" };

/** Port of the local OpenID Connect server for a site on `sitePort` (site port + 100). */
export function oidcPortFor(sitePort: number): number {
  return sitePort + 100;
}

/** An e-mail address no other test uses. */
export function uniqueEmail(who: string): string {
  return `${who}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A new student: name, unique e-mail and a password of 6+ characters. */
export function newStudent(who = "student") {
  return {
    name: "Arjun Mehta",
    email: uniqueEmail(who),
    password: `pw-${randomUUID().slice(0, 8)}`,
  };
}

/**
 * Registers through the /register page (the page then says "Registration successful!" and the
 * browser is signed in as the new student).
 */
export async function registerInPage(
  page: Page,
  student: { name: string; email: string; password: string },
) {
  await page.goto("/register");
  await page.getByLabel("Full Name").fill(student.name);
  await page.getByLabel("Email Address").fill(student.email);
  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByLabel("Confirm Password").fill(student.password);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toContainText("Registration successful!");
}

/** Signs in through the /login page and waits for the homepage. */
export async function loginInPage(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
