import { rmSync } from "node:fs";
import { signInAsAdminInPage } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { OWN_ADMIN, type OwnServer, startServer } from "./support/own-server";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { type Browser, type BrowserContext, expect, test } from "./support/test";

/**
 * The signed-in admin's "Change password" form (docs/decisions/auth.md "The admin is a role on the
 * user row"), in a real browser against a server of its own (changing the password would disturb
 * the worker's shared server): a wrong current password is refused and changes nothing; success
 * keeps this browser signed in, signs the admin's other browser out, and only the new password
 * opens the dashboard.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

async function adminBrowser(browser: Browser, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  await signInAsAdminInPage(await context.newPage(), { email: OWN_ADMIN.email, password });
  return context;
}

test("Change password: labelled fields, clear errors, success signs the admin out elsewhere", async ({
  browser,
}) => {
  const here = await adminBrowser(browser, OWN_ADMIN.password);
  const elsewhere = await adminBrowser(browser, OWN_ADMIN.password);
  const page = here.pages()[0];

  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Change password" })
    .click();
  await expect(page).toHaveURL(/\/admin-dashboard\/password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
  await expectNoAxeViolations(page);

  const current = page.getByLabel("Current password");
  const fresh = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password");
  const submit = page.getByRole("button", { name: "Change password" });

  // A wrong current password: refused, said clearly, nothing changed.
  await current.fill("not-the-password");
  await fresh.fill("brand-new-pw-7");
  await confirm.fill("brand-new-pw-7");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("The current password is wrong.");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription("The current password is wrong.");
  const other = await elsewhere.newPage();
  await other.goto("/admin-dashboard");
  await expect(other).toHaveURL(/\/admin-dashboard$/);

  // Too short, and not typed the same twice.
  await current.fill(OWN_ADMIN.password);
  await fresh.fill("eleven-pw-1");
  await confirm.fill("eleven-pw-1");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText(
    "The new password must be at least 12 characters.",
  );
  await current.fill(OWN_ADMIN.password);
  await fresh.fill("brand-new-pw-7");
  await confirm.fill("brand-new-pw-8");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("The new passwords do not match.");

  await current.fill(OWN_ADMIN.password);
  await fresh.fill("brand-new-pw-7");
  await confirm.fill("brand-new-pw-7");
  await submit.click();
  await expect(page.getByRole("status")).toHaveText(
    "Password changed. You were signed out everywhere else.",
  );
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(current).toHaveValue("");

  // This browser stays signed in; the other one is signed out.
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Update Changes Here" })).toBeVisible();
  await other.goto("/admin-dashboard");
  await expect(other).toHaveURL(/\/adminlogin$/);

  // Only the new password opens the dashboard now.
  await other.getByLabel("Email").fill(OWN_ADMIN.email);
  await other.getByLabel("Password").fill(OWN_ADMIN.password);
  await other.getByRole("button", { name: "Login" }).click();
  await expect(other.getByRole("alert")).toHaveText("Invalid email or password.");
  await here.close();
  await elsewhere.close();
  const again = await adminBrowser(browser, "brand-new-pw-7");
  await again.close();
});

test("Change password without JavaScript: the plain form post keeps the admin signed in", async ({
  browser,
}) => {
  // Runs after the test above, which left the password at "brand-new-pw-7".
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsAdminInPage(page, { email: OWN_ADMIN.email, password: "brand-new-pw-7" });
  await page.goto("/admin-dashboard/password");
  const fill = async (current: string, next: string) => {
    await page.getByLabel("Current password").fill(current);
    await page.getByLabel("New password", { exact: true }).fill(next);
    await page.getByLabel("Confirm new password").fill(next);
    await page.getByRole("button", { name: "Change password" }).click();
  };

  // A refusal shows its message on the page, still signed in.
  await fill("not-the-password", "no-script-pw-9x");
  await expect(page.getByRole("alert")).toHaveText("The current password is wrong.");

  await fill("brand-new-pw-7", "no-script-pw-9x");
  await expect(page).toHaveURL(/\/admin-dashboard\/password\?changed=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Password changed. You were signed out everywhere else.",
  );
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Update Changes Here" })).toBeVisible();
  await context.close();

  const again = await adminBrowser(browser, "no-script-pw-9x");
  await again.close();
});
