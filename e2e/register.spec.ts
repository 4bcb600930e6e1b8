import { E2E_ADMIN, newStudent, registerInPage } from "./support/accounts";
import { expect, gotoHydrated, test } from "./support/test";

/** /register (spec §2 Register, §4, §5, §8): messages, the submitting state, success. */

async function fill(
  page: import("@playwright/test").Page,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  await page.getByLabel("Full Name").fill(values.name ?? "");
  await page.getByLabel("Email Address").fill(values.email ?? "");
  await page.getByLabel("Password", { exact: true }).fill(values.password ?? "");
  await page.getByLabel("Confirm Password").fill(values.confirm ?? "");
}

test("the page has the spec's fields, button and link, and no site header or footer", async ({
  page,
}) => {
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
  for (const label of ["Full Name", "Email Address", "Confirm Password"]) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("shows each message of the error catalogue and keeps name and e-mail", async ({ page }) => {
  const student = newStudent("messages");
  await page.goto("/register");
  const alert = page.getByRole("alert");

  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(alert).toHaveText("All fields are required.");

  await fill(page, {
    name: student.name,
    email: student.email,
    password: student.password,
    confirm: "",
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(alert).toHaveText("All fields are required.");

  await fill(page, {
    name: student.name,
    email: student.email,
    password: student.password,
    confirm: "different1",
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(alert).toHaveText("Passwords do not match.");
  await expect(page.getByLabel("Full Name")).toHaveValue(student.name);
  await expect(page.getByLabel("Email Address")).toHaveValue(student.email);

  // The service's own message for a password under 6 characters.
  await fill(page, {
    name: student.name,
    email: student.email,
    password: "12345",
    confirm: "12345",
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(alert).toHaveText("Password too short.");

  // The admin e-mail is taken, and answered as any taken address: the form does not say
  // which address is the admin's.
  await fill(page, {
    name: "Someone",
    email: E2E_ADMIN.email.toUpperCase(),
    password: "secret1",
    confirm: "secret1",
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(alert).toHaveText("User already exists. Use another email.");
});

test("an e-mail already registered gets the service's message", async ({ browser }) => {
  const student = newStudent("twice");
  const first = await browser.newContext();
  await registerInPage(await first.newPage(), student);
  await first.close();

  const page = await browser.newPage();
  await page.goto("/register");
  await fill(page, {
    name: student.name,
    email: student.email,
    password: student.password,
    confirm: student.password,
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("User already exists. Use another email.");
  await page.close();
});

test("reads Registering... and is disabled while submitting, then alerts success and stays", async ({
  page,
}) => {
  const student = newStudent("slow");
  // The submitting state is React's: this test needs a hydrated page (a submit before hydration
  // posts the form natively, e2e/first-gesture.spec.ts).
  await gotoHydrated(page, "/register");
  await fill(page, {
    name: student.name,
    email: student.email,
    password: student.password,
    confirm: student.password,
  });

  // Hold the sign-up request for a moment so the submitting state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/register(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const dialog = page.waitForEvent("dialog");

  await page.getByRole("button", { name: "Sign Up" }).click();
  const busy = page.getByRole("button", { name: "Registering..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  const alert = await dialog;
  expect(alert.message()).toBe("Registration successful!");
  await alert.accept();
  await expect(page.getByRole("status")).toContainText("Registration successful!");
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  // The new account is signed in: the header on the homepage says so.
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText(`Signed in as ${student.name}`);
});

test("works before JavaScript loads (plain form post)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const student = newStudent("nojs");
  await page.goto("/register");
  await fill(page, {
    name: student.name,
    email: student.email,
    password: student.password,
    confirm: "nope-nope",
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match.");
  await expect(page.getByLabel("Full Name")).toHaveValue(student.name);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByLabel("Confirm Password").fill(student.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toContainText("Registration successful!");
  await context.close();
});

test("a signed-in visitor opening /register or /login goes to the homepage", async ({ page }) => {
  await registerInPage(page, newStudent("redirect"));
  for (const path of ["/register", "/login"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
