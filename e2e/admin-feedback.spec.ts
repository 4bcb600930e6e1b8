import { openAsAdmin } from "./support/admin";
import { alertAfter, clearDashboard, freshHome } from "./support/dashboard";
import { expect, OWN_ADMIN, test } from "./support/own-server";

/**
 * Manage Feedback (spec §2 Admin dashboard, §4 Feedback, §5, §8 alerts): added and
 * deleted items are seen by a second, fresh browser; the form resets to empty name, empty
 * content, 5 stars. Runs on a server of its own.
 */
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ workerServer }) => {
  await clearDashboard(workerServer.url);
});

test("the admin adds feedback, the form resets, a fresh visitor sees it; delete removes it", async ({
  page,
  browser,
  baseURL,
}) => {
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN);
  const section = page.getByRole("region", { name: "Manage Feedback" });
  await expect(section.getByRole("heading", { level: 3, name: "Feedback List" })).toBeVisible();
  const stars = section.getByLabel("Star Rating");
  await expect(stars).toHaveValue("5");

  await section.getByLabel("Name").fill("Ananya <i>K.</i>, parent");
  await section
    .getByLabel("Feedback Content")
    .fill("<script>alert('x')</script> My son loves the puzzles.");
  await stars.selectOption("4");
  const added = await alertAfter(page, () =>
    section.getByRole("button", { name: "Add Feedback" }).click(),
  );
  expect(added).toBe("Feedback added successfully!");

  await expect(section.getByLabel("Name")).toHaveValue("");
  await expect(section.getByLabel("Feedback Content")).toHaveValue("");
  await expect(stars).toHaveValue("5");
  const item = section.getByRole("listitem").filter({ hasText: "Ananya <i>K.</i>, parent" });
  await expect(item).toBeVisible();
  await expect(item).toContainText("★★★★");
  await expect(item).not.toContainText("★★★★★");
  await expect(item).toContainText("<script>alert('x')</script> My son loves the puzzles.");
  const deleteButton = section.getByRole("button", {
    name: "Delete feedback from Ananya <i>K.</i>, parent",
  });
  await expect(deleteButton).toBeVisible();

  const visitor = await freshHome(browser, baseURL ?? "");
  // Rendered as text: the markup is visible as typed and no element was created from it.
  await expect(
    visitor.page.getByText("<script>alert('x')</script> My son loves the puzzles."),
  ).toBeVisible();
  await expect(visitor.page.getByText("Ananya <i>K.</i>, parent")).toBeVisible();
  await expect(visitor.page.locator("main i")).toHaveCount(0);
  await visitor.close();

  const deleted = await alertAfter(page, () => deleteButton.click());
  expect(deleted).toBe("Feedback deleted successfully!");
  await expect(item).toHaveCount(0);
  await expect(section.getByText("No feedback yet.")).toBeVisible();

  const after = await freshHome(browser, baseURL ?? "");
  await expect(after.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(after.page.getByText("My son loves the puzzles.")).toHaveCount(0);
  await after.close();
});

test("a blank name or feedback is refused in place and nothing is added", async ({
  page,
  baseURL,
}) => {
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN);
  const section = page.getByRole("region", { name: "Manage Feedback" });
  await section.getByLabel("Name").fill("   ");
  await section.getByLabel("Feedback Content").fill("Some text");
  let alerted = false;
  page.on("dialog", (d) => {
    alerted = true;
    void d.dismiss();
  });
  await section.getByRole("button", { name: "Add Feedback" }).click();
  await expect(section.getByRole("alert")).toHaveText("Please enter a name.");
  await expect(section.getByLabel("Feedback Content")).toHaveValue("Some text");
  await expect(section.getByText("No feedback yet.")).toBeVisible();
  expect(alerted).toBe(false);
});

test("the feedback form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/adminlogin");
  await page.getByLabel("Email").fill(OWN_ADMIN.email);
  await page.getByLabel("Password").fill(OWN_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const section = page.getByRole("region", { name: "Manage Feedback" });
  await section.getByLabel("Name").fill("No-JS Parent");
  await section.getByLabel("Feedback Content").fill("Works without scripts.");
  await section.getByRole("button", { name: "Add Feedback" }).click();
  await expect(page.getByRole("status")).toHaveText("Feedback added successfully!");
  await expect(
    page.getByRole("button", { name: "Delete feedback from No-JS Parent" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Delete feedback from No-JS Parent" }).click();
  await expect(page.getByRole("status")).toHaveText("Feedback deleted successfully!");
  await expect(page.getByRole("button", { name: "Delete feedback from No-JS Parent" })).toHaveCount(
    0,
  );
  await context.close();
});
