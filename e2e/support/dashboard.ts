import { clearContent, signInAsAdminByHttp } from "./admin";
import { OWN_ADMIN } from "./own-server";
import { type Browser, type Page, request as playwrightRequest } from "./test";

/**
 * Helpers of the dashboard specs (Manage Banner, Manage Feedback; spec §2 Admin dashboard, §8
 * alerts): a clean start, the alert a button opens, and the home page of a fresh visitor.
 */

/** Deletes the banner and every feedback item on the worker's server, signed in as the admin. */
export async function clearDashboard(baseURL: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  await clearContent(admin, baseURL);
  await admin.dispose();
}

/** Clicks a button and returns the text of the alert it opens (accepting it). */
export async function alertAfter(page: Page, click: () => Promise<void>): Promise<string> {
  const dialog = page.waitForEvent("dialog");
  await click();
  const shown = await dialog;
  const message = shown.message();
  await shown.accept();
  return message;
}

/** Home as a visitor who has never signed in (a new browser context); close it when done. */
export async function freshHome(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/");
  return { page, close: () => context.close() };
}
