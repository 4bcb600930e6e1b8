import { expect, type Page } from "@playwright/test";

/**
 * Opens a page of the site layout and waits until React has hydrated it: app/root.tsx marks
 * `<html data-hydrated>` (the `goto` of e2e/support/test.ts waits for it too; this says so where
 * a test depends on it), with the booking dialog in the page (its form loads on the first open).
 * @param path a route of the site layout, e.g. "/coaches"
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("dialog")).toHaveCount(1);
}
