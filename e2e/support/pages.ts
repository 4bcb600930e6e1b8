import { expect, type Page } from "@playwright/test";

/**
 * Opens a page of the site layout and waits until React has hydrated it: the booking dialog's
 * Submit button is rendered disabled on the server and enabled on hydration
 * (app/components/enquiry-form.tsx).
 * @param path a route of the site layout, e.g. "/coaches"
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("dialog form button[type=submit]")).toBeEnabled();
}
