import { E2E_GOOGLE_USER, oidcPortFor } from "./support/accounts";
import { expect, gotoHydrated, test } from "./support/test";

/**
 * "Continue with Google" end to end (spec §2 Login, §7, §8) against the local OpenID Connect
 * server of scripts/e2e-oidc-server.mjs, which playwright.config.ts starts and the site uses as
 * its Google issuer.
 */

const oidcOrigin = `http://127.0.0.1:${oidcPortFor(Number(process.env.E2E_PORT ?? 4173))}`;

test("signs in through the provider, creates the user and marks it a Google user", async ({
  page,
}) => {
  await page.goto("/login");
  const toProvider = page.waitForRequest((request) =>
    request.url().startsWith(`${oidcOrigin}/authorize`),
  );
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const authorize = new URL((await toProvider).url());
  expect(authorize.searchParams.get("client_id")).toBe("e2e-google-client");
  expect(authorize.searchParams.get("scope")).toContain("email");
  expect(authorize.searchParams.get("code_challenge")).toBeTruthy();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const header = page.getByRole("banner");
  await expect(header).toContainText(`Signed in with Google as ${E2E_GOOGLE_USER.name}`);

  // Signed in: /login and /register send the visitor home.
  await page.goto("/register");
  await expect(page).toHaveURL(/\/$/);
});

test("a refusal at the provider comes back to /login with a message", async ({ page }) => {
  // The visitor says no on Google's page: the provider redirects back with error=access_denied.
  await page.route(`${oidcOrigin}/authorize?**`, async (route) => {
    const url = new URL(route.request().url());
    const back = new URL(url.searchParams.get("redirect_uri") ?? "");
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("state", url.searchParams.get("state") ?? "");
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  // Hydrated: React Router then opens the provider's page as a navigation of its own, which
  // page.route intercepts (it does not see the redirects of a plain form post).
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/login\?error=access_denied/);
  await expect(page.getByRole("alert")).toHaveText(
    "Google sign-in was cancelled. Please try again.",
  );
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
});

test("an unknown error code gets the spec's fallback message, never the provider's text", async ({
  page,
}) => {
  await page.goto(
    "/login?error=server_error&error_description=Call%20us%20and%20give%20your%20password",
  );
  await expect(page.getByRole("alert")).toHaveText("Google sign-in failed. Please try again.");
  await expect(page.getByText("give your password")).toHaveCount(0);
});
