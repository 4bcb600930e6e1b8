import { mkdirSync } from "node:fs";
import path from "node:path";
import { openAsAdmin } from "./support/admin";
import { expect, OWN_ADMIN, test } from "./support/own-server";

/**
 * The screenshots of docs/admin-guide.md, taken by walking the admin navigation as the academy
 * would (docs/decisions/admin-area.md "Tests"). Every section must open from the navigation with
 * its own h1. With ADMIN_GUIDE_SCREENSHOTS=1 the pictures replace those in docs/admin-guide/;
 * otherwise they go to test-results/ so a test run leaves the checkout as it was.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(120_000);

const outDir =
  process.env.ADMIN_GUIDE_SCREENSHOTS === "1"
    ? path.resolve("docs/admin-guide")
    : path.resolve("test-results/admin-guide");

/** "Change password" → "change-password". */
const fileName = (label: string) => `${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.jpg`;

test("every admin section opens from the navigation; the guide's screenshots", async ({
  page,
  baseURL,
}) => {
  mkdirSync(outDir, { recursive: true });
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN);
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const labels = await nav.getByRole("link").allTextContents();
  expect(labels[0]).toBe("Dashboard");
  expect(labels.length).toBeGreaterThan(2);
  for (const label of labels) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({
      path: path.join(outDir, fileName(label)),
      type: "jpeg",
      quality: 70,
      fullPage: true,
    });
  }
});
