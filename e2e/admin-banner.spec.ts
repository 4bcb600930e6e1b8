import { makeImage } from "../tests/fixtures/images";
import { openAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { alertAfter, clearDashboard, freshHome } from "./support/dashboard";
import { expect, OWN_ADMIN, test } from "./support/own-server";

/**
 * Manage Banner (spec §2 Admin dashboard, §4 Banner, §8 alerts): what the admin
 * publishes is seen by a second, fresh browser; a bad upload is refused and keeps the form.
 * Runs on a server of its own (the banner is one row shared by every test).
 */
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ workerServer }) => {
  await clearDashboard(workerServer.url);
});

test("the admin updates the banner with a preview, and a fresh visitor sees it; delete removes it", async ({
  page,
  browser,
  baseURL,
}) => {
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN);
  const section = page.getByRole("region", { name: "Manage Banner" });
  await expect(section.getByText("No banner is stored.")).toBeVisible();
  await expect(page).toHaveTitle(/Admin Dashboard/);

  await section.getByLabel("Title").fill("Summer camp <b>2025</b>");
  await section.getByLabel("Content").fill("Ten days of chess, puzzles and friendly games.");
  const image = await makeImage("png", { width: 1200, height: 400, colour: "#7d5a0c" });
  await section
    .getByLabel("Upload Image")
    .setInputFiles({ name: "camp.png", mimeType: "image/png", buffer: image });
  const preview = section.getByRole("img", { name: "Preview of the chosen image" });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute("src")).toMatch(/^blob:/);

  const message = await alertAfter(page, () =>
    section.getByRole("button", { name: "Update Banner" }).click(),
  );
  expect(message).toBe("Banner updated successfully!");
  await expect(section.getByRole("status")).toHaveText("Banner updated successfully!");
  await expect(preview).toBeHidden();
  await expect(
    section.getByRole("img", { name: "The banner image visitors see now" }),
  ).toBeVisible();
  await expect(section.getByLabel("Title")).toHaveValue("Summer camp <b>2025</b>");

  const visitor = await freshHome(browser, baseURL ?? "");
  const bannerImage = visitor.page.locator('img[src^="/banner-image/"]');
  await expect(bannerImage).toBeVisible();
  expect(await bannerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  // Served in the size the screen needs from the photo store, AVIF first
  // (docs/decisions/first-paint.md).
  expect(await bannerImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/photos\/[0-9a-f]{64}\/\d+\.avif$/,
  );
  const box = await bannerImage.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(450);
  // The title is text: the markup shows as typed, no <b> element appears.
  await expect(visitor.page.getByText("Summer camp <b>2025</b>")).toBeVisible();
  await expect(
    visitor.page.getByText("Ten days of chess, puzzles and friendly games."),
  ).toBeVisible();
  await visitor.close();

  const deleted = await alertAfter(page, () =>
    section.getByRole("button", { name: "Delete Banner" }).click(),
  );
  expect(deleted).toBe("Banner deleted successfully!");
  await expect(section.getByLabel("Title")).toHaveValue("");
  await expect(section.getByLabel("Content")).toHaveValue("");
  await expect(section.getByText("No banner is stored.")).toBeVisible();

  const after = await freshHome(browser, baseURL ?? "");
  await expect(after.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(after.page.locator('img[src^="/banner-image/"]')).toHaveCount(0);
  await expect(after.page.getByText("Summer camp <b>2025</b>")).toHaveCount(0);
  await after.close();
});

test("a file that is not an image is refused with a clear message; typed text and the stored banner stay", async ({
  page,
  browser,
  baseURL,
}) => {
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN);
  const section = page.getByRole("region", { name: "Manage Banner" });
  const good = await makeImage("jpeg", { width: 900, height: 300, colour: "#1f2937" });
  await section.getByLabel("Title").fill("Kept banner");
  await section
    .getByLabel("Upload Image")
    .setInputFiles({ name: "ok.jpg", mimeType: "image/jpeg", buffer: good });
  expect(
    await alertAfter(page, () => section.getByRole("button", { name: "Update Banner" }).click()),
  ).toBe("Banner updated successfully!");

  await section.getByLabel("Title").fill("Typed title");
  await section.getByLabel("Content").fill("Typed content");
  await section.getByLabel("Upload Image").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  let alerted = false;
  page.on("dialog", (d) => {
    alerted = true;
    void d.dismiss();
  });
  await section.getByRole("button", { name: "Update Banner" }).click();
  await expect(section.getByRole("alert")).toHaveText(
    "Please upload a JPEG, PNG, WebP or AVIF image.",
  );
  await expect(section.getByLabel("Title")).toHaveValue("Typed title");
  await expect(section.getByLabel("Content")).toHaveValue("Typed content");
  expect(alerted).toBe(false);

  const visitor = await freshHome(browser, baseURL ?? "");
  await expect(visitor.page.getByText("Kept banner")).toBeVisible();
  await visitor.close();
});

test("the dashboard has no accessibility violations", async ({ page, baseURL }) => {
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN);
  await expectNoAxeViolations(page);
});
