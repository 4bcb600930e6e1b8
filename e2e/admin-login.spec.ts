import { E2E_ADMIN, newStudent, registerInPage } from "./support/accounts";
import { expect, type Page, test } from "./support/test";

/** /adminlogin (spec §2 Admin login, §4, §6, §8): the three outcomes. */

async function submit(page: Page, email: string, password: string) {
  await page.goto("/adminlogin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("admin credentials open the dashboard", async ({ page }) => {
  await submit(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Update Changes Here");
});

test("another valid account is told it has no admin access and is not left signed in", async ({
  page,
  browser,
}) => {
  const student = newStudent("not-admin");
  const other = await browser.newContext();
  await registerInPage(await other.newPage(), student);
  await other.close();

  await submit(page, student.email, student.password);
  await expect(page.getByRole("alert")).toHaveText("You do not have admin access.");
  await expect(page).toHaveURL(/\/adminlogin$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/adminlogin$/);
});

test("wrong credentials get Invalid email or password.", async ({ page }) => {
  await submit(page, E2E_ADMIN.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await submit(page, "nobody@example.test", "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await expect(page).toHaveURL(/\/adminlogin$/);
});
