import { loginInPage, newStudent, registerInPage, uniqueEmail } from "./support/accounts";
import { expect, type Page, test } from "./support/test";

/** /login (spec §2 Login, §4, §5, §8): each message, success to "/", signing out. */

const student = newStudent("login");

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await registerInPage(await context.newPage(), student);
  await context.close();
});

async function submit(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("the page has the spec's fields, buttons and link, and no site header or footer", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test("shows each message of the error catalogue", async ({ page }) => {
  await page.goto("/login");
  const alert = page.getByRole("alert");

  await submit(page, "", "");
  await expect(alert).toHaveText("Email and password are required.");
  await submit(page, student.email, "   ");
  await expect(alert).toHaveText("Email and password are required.");

  await submit(page, student.email, "not-my-password");
  await expect(alert).toHaveText("Incorrect password. Please try again.");
  await expect(page.getByLabel("Email")).toHaveValue(student.email);

  await submit(page, uniqueEmail("nobody"), "whatever1");
  await expect(alert).toHaveText("No user found with this email.");

  await submit(page, "not-an-email-address", "whatever1");
  await expect(alert).toHaveText("An error occurred. Please try again.");
  await expect(page).toHaveURL(/\/login$/);
});

test("success goes to the homepage signed in (fields trimmed); Sign out signs out", async ({
  page,
}) => {
  await page.goto("/login");
  await submit(page, `  ${student.email.toUpperCase()} `, ` ${student.password}  `);
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole("banner");
  await expect(header).toContainText(`Signed in as ${student.name}`);

  // Reload: the server knows the session, nothing flashes.
  await page.reload();
  await expect(header).toContainText(student.name);

  await header.getByRole("button", { name: "Sign out" }).click();
  await expect(header.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/login$/);
});

test("works before JavaScript loads (plain form post)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await submit(page, student.email, "wrong-again");
  await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
  await submit(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner")).toContainText(student.name);
  await context.close();
});

test("a signed-in visitor opening /login goes to the homepage", async ({ page }) => {
  await loginInPage(page, student);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
});

test("a cross-site form post to /login is refused, and so is one without Origin or Referer", async ({
  request,
}) => {
  const crossSite = await request.post("/login", {
    form: { email: student.email, password: student.password },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  // Refused before React Router sees it (docs/decisions/auth.md "Origin check").
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()["set-cookie"] ?? "").not.toContain("session_token");

  const anonymous = await request.post("/login", {
    form: { email: student.email, password: student.password },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(403);
  expect(anonymous.headers()["set-cookie"] ?? "").not.toContain("session_token");
});
