import { E2E_GOOGLE_USER, newStudent, oidcPortFor } from "./support/accounts";
import { signInAsAdminByHttp } from "./support/admin";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { type SpawnedServer, spawnServer } from "./support/spawn-server";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
  waitForHydration,
} from "./support/test";
import { createBatchByHttp } from "./support/timetable";

/**
 * A new parent keeps the batch they wanted (docs/decisions/auth.md "Return after sign-in"):
 * signed out, "Request a seat" sends them to /login naming the batch's request page; "Sign up"
 * keeps it, and registering (the spec's alert "Registration successful!", spec §4) brings them
 * back there signed in, able to send the request. The same through Google (a new Google user,
 * the local OpenID Connect server of scripts/e2e-oidc-server.mjs) and without JavaScript. Runs on
 * a server of its own (Google configured), so its batch changes no other spec's timetable.
 */
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "admin@sign-up-return.example.test", password: "sign-up-return-admin-1" };
const oidcIssuer = `http://127.0.0.1:${oidcPortFor(Number(process.env.E2E_PORT ?? 4173))}`;

let server: SpawnedServer;
let admin: APIRequestContext;
let batchId = "";

test.beforeAll(async () => {
  // A server of its own starts: its limit (e2e/support/server-process.ts), plus the set-up.
  test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
  server = await spawnServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BETTER_AUTH_SECRET: "sign-up-return-test-secret-0123456789abcdef",
    GOOGLE_CLIENT_ID: "e2e-google-client",
    GOOGLE_CLIENT_SECRET: "e2e-google-secret",
    GOOGLE_ISSUER: oidcIssuer,
    AUTH_RATE_LIMIT_MAX: "1000",
  });
  admin = await playwrightRequest.newContext({ baseURL: server.url });
  await signInAsAdminByHttp(admin, server.url, ADMIN);
  batchId = await createBatchByHttp(admin, server.url, { capacity: "5" });
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
});

/** The batch's request page, as a pattern for toHaveURL. */
const requestPage = () => new RegExp(`^${server.url}/batches/${batchId}/request$`);

/** Opens the course page signed out and follows the batch's "Request a seat" to /login. */
async function requestSeatSignedOut(page: Page) {
  await page.goto("/courses/beginner");
  await page
    .locator(`li[data-batch="${batchId}"]`)
    .getByRole("link", { name: /^Request a seat/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirectTo=%2Fbatches%2F${batchId}%2Frequest$`),
  );
}

/** Fills /register's four fields for `student`. */
async function fillRegister(page: Page, student: ReturnType<typeof newStudent>) {
  await page.getByLabel("Full Name").fill(student.name);
  await page.getByLabel("Email Address").fill(student.email);
  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByLabel("Confirm Password").fill(student.password);
}

/** On the batch's request page, signed in: sends the request and lands on My classes. */
async function sendRequest(page: Page, child: string) {
  await expect(page).toHaveURL(requestPage());
  await expect(page.getByRole("heading", { level: 1, name: "Request a seat" })).toBeVisible();
  const form = page.getByRole("main");
  await form.getByLabel("Student's name").fill(child);
  // A child: the family's consent (docs/decisions/families.md "Students").
  await form.getByLabel(/^I am this child's parent or guardian/).check();
  await form.getByLabel("Contact number").fill("98765 43210");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/my-classes\?requested=\d+$/);
  await expect(page.getByRole("status")).toHaveText(`Request sent for ${child}: Requested.`);
}

/** A new browser context on this spec's server. */
function newContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  return browser.newContext({ baseURL: server.url, ...options });
}

test("a new parent signs up from Request a seat and is brought back to the batch after the alert", async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await requestSeatSignedOut(page);
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/register\\?redirectTo=%2Fbatches%2F${batchId}%2Frequest$`),
  );
  // The way back to /login keeps the batch too.
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    `/login?redirectTo=%2Fbatches%2F${batchId}%2Frequest`,
  );
  // The alert is React's: a hydrated page (a submit before hydration posts natively, below).
  await waitForHydration(page);
  await fillRegister(page, newStudent("return"));
  const dialog = page.waitForEvent("dialog");
  await page.getByRole("button", { name: "Sign Up" }).click();
  const alert = await dialog;
  expect(alert.message()).toBe("Registration successful!");
  await alert.accept();
  await sendRequest(page, "Meera");
  await context.close();
});

test("through Google: Continue with Google on /login comes back to the batch, signed in", async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await requestSeatSignedOut(page);
  const toProvider = page.waitForRequest((request) =>
    request.url().startsWith(`${oidcIssuer}/authorize`),
  );
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await toProvider;
  await expect(page).toHaveURL(requestPage());
  await expect(page.getByRole("banner")).toContainText(
    `Signed in with Google as ${E2E_GOOGLE_USER.name}`,
  );
  await sendRequest(page, "Kavin");
  // Signed in now: /login and /register naming the page go straight to it.
  for (const signIn of ["/login", "/register"]) {
    await page.goto(`${signIn}?redirectTo=%2Fbatches%2F${batchId}%2Frequest`);
    await expect(page).toHaveURL(requestPage());
  }
  await context.close();
});

test("without JavaScript: sign up from Request a seat, then the success message leads back to the batch", async ({
  browser,
}) => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await requestSeatSignedOut(page);
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/register\\?redirectTo=%2Fbatches%2F${batchId}%2Frequest$`),
  );
  await fillRegister(page, newStudent("return-nojs"));
  await page.getByRole("button", { name: "Sign Up" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Registration successful!");
  await status.getByRole("link", { name: "Continue where you left off" }).click();
  await sendRequest(page, "Ishaan");
  await context.close();
});
