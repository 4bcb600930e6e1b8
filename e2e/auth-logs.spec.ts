import { readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { type SpawnedServer, spawnServer } from "./support/spawn-server";
import { type APIRequestContext, type APIResponse, expect, request, test } from "./support/test";

/**
 * A server of its own, started with the defaults the shared test server overrides: no Google
 * credentials, no BETTER_AUTH_SECRET, the default rate limit (10 sign-in attempts a minute
 * per client), TRUST_PROXY=1 so each part of the test can be a different client. Its stdout
 * and stderr are captured (spec §8; docs/decisions/auth.md "Logs never carry credentials").
 */

const PASSWORD = "Sekrit-Pass-42!";
const WRONG = "Wrong-Pass-99?";
const ADMIN = { email: "owner@logs.example.test", password: "Admin-Secret-77" };
const STUDENT = { name: "Lakshmi Iyer", email: "lakshmi@logs.example.test" };

let server: SpawnedServer;
const cookieValues: string[] = [];

// A server of its own and a dozen password hashes: give it time on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  // The group's timeout above is the tests'; a hook has the default 30 s unless it says so.
  test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
  server = await spawnServer({
    TRUST_PROXY: "1",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** An HTTP client coming from `ip` (X-Forwarded-For, honoured because TRUST_PROXY=1). */
function client(ip: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { Origin: server.url, "X-Forwarded-For": ip },
  });
}

function post(
  api: APIRequestContext,
  url: string,
  form: Record<string, string>,
): Promise<APIResponse> {
  return api.post(url, { form, maxRedirects: 0 });
}

/** Remembers the values of every Set-Cookie of a response. */
function keepCookies(response: APIResponse) {
  for (const header of response.headersArray()) {
    if (header.name.toLowerCase() !== "set-cookie") continue;
    const value = header.value.split(";")[0].split("=").slice(1).join("=");
    if (value)
      cookieValues.push(value, decodeURIComponent(value), decodeURIComponent(value).split(".")[0]);
  }
}

test("failed and successful sign-ins leave no password, token or cookie in the server's output", async ({
  browser,
}) => {
  const api = await client("203.0.113.10");

  const registered = await post(api, "/register", {
    name: STUDENT.name,
    email: STUDENT.email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.status()).toBe(200);
  keepCookies(registered);
  // Registering signed the client in; sign out (a signed-in visitor's /login goes to "/").
  const signedOut = await post(api, "/logout", {});
  expect(signedOut.status()).toBe(302);
  keepCookies(signedOut);

  expect((await post(api, "/login", { email: STUDENT.email, password: WRONG })).status()).toBe(401);
  expect(
    (await post(api, "/login", { email: "ghost@logs.example.test", password: WRONG })).status(),
  ).toBe(401);
  const loggedIn = await post(api, "/login", { email: STUDENT.email, password: PASSWORD });
  expect(loggedIn.status()).toBe(302);
  keepCookies(loggedIn);
  expect(await (await api.get("/")).text()).toContain(STUDENT.name);
  keepCookies(await post(api, "/logout", {}));

  expect((await post(api, "/adminlogin", { email: ADMIN.email, password: WRONG })).status()).toBe(
    401,
  );
  const notAdmin = await post(api, "/adminlogin", { email: STUDENT.email, password: PASSWORD });
  expect(notAdmin.status()).toBe(403);
  keepCookies(notAdmin);
  const admin = await post(api, "/adminlogin", { email: ADMIN.email, password: ADMIN.password });
  expect(admin.status()).toBe(302);
  keepCookies(admin);
  await api.dispose();

  // Google is not configured here: the button is there, and clicking it says it failed.
  const page = await browser.newPage({ baseURL: server.url });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("alert")).toHaveText("Google sign-in failed. Please try again.");
  await expect(page).toHaveURL(/\/login$/);
  await page.close();

  const output = server.output();
  // The server did log these events (so the check below looks at real log lines) …
  expect(output).toContain("[auth] warn: Invalid password");
  expect(output).toContain("GOOGLE_CLIENT_ID is not set");
  expect(output).toContain("BETTER_AUTH_SECRET is not set");
  // … and none of the secrets.
  const secret = readFileSync(path.join(server.dataDir, "auth-secret"), "utf8").trim();
  expect(cookieValues.length).toBeGreaterThanOrEqual(6);
  for (const value of [PASSWORD, WRONG, ADMIN.password, secret, ...cookieValues]) {
    expect(output).not.toContain(value);
  }
});

test("the 11th sign-in attempt from one client within a minute is refused with 429", async () => {
  const attacker = await client("203.0.113.20");
  // Ten accounts, one attempt each: the limit per client, not the one per account.
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await post(attacker, "/login", {
      email: `nobody-${attempt}-${STUDENT.email}`,
      password: `${WRONG}${attempt}`,
    });
    expect(response.status(), `attempt ${attempt}`).toBe(401);
  }
  const eleventh = await post(attacker, "/login", { email: STUDENT.email, password: PASSWORD });
  expect(eleventh.status()).toBe(429);
  expect(await eleventh.text()).toContain("Too many attempts. Please wait a minute and try again.");
  expect(eleventh.headers()["set-cookie"] ?? "").not.toContain("session_token");
  await attacker.dispose();

  // Another client is not affected.
  const student = await client("203.0.113.30");
  expect(
    (await post(student, "/login", { email: STUDENT.email, password: PASSWORD })).status(),
  ).toBe(302);
  await student.dispose();
  expect(server.output()).not.toContain(PASSWORD);
});
