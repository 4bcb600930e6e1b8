import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

// A visitor reads About (spec §2 About / intro): welcome headline, academy intro, founder card
// with quote, "What Keeps Us Moving" with the co-founder's quote, and the inline Get in Touch form.

const brand = "Pawn to King Chess Academy";

test.use({ viewport: { width: 1280, height: 900 } });

test("about page: welcome h1, founder, What Keeps Us Moving, then Get in Touch", async ({
  page,
}) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`\\| ${brand}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${brand}`);

  const main = page.getByRole("main");
  const h2s = await main.getByRole("heading", { level: 2 }).allTextContents();
  const order = ["Meet Our Founder", "What Keeps Us Moving", "Get in Touch"];
  const positions = order.map((heading) => h2s.indexOf(heading));
  expect(
    positions.every((position) => position >= 0),
    h2s.join(" | "),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  // Founder card and co-founder quote, each with a portrait.
  const founder = main.getByRole("region", { name: "Meet Our Founder" });
  await expect(founder.locator("blockquote")).toHaveCount(1);
  await expect(founder.getByText("Founder & Coach")).toBeVisible();
  await expect(founder.getByRole("img")).toHaveAttribute("alt", /\w{4,}/);
  const moving = main.getByRole("region", { name: "What Keeps Us Moving" });
  await expect(moving.locator("blockquote")).toHaveCount(1);
  await expect(moving.getByText("Co-Founder & Head Coach")).toBeVisible();
  await expect(moving.getByText(/accessible to everyone, anywhere/)).toBeVisible();
});

test("the Get in Touch form is on the page with its five fields", async ({ page }) => {
  await page.goto("/about");
  const form = page.getByRole("region", { name: "Get in Touch" });
  await expect(form).toBeVisible();
  for (const label of ["Name", "Contact No", "Mode", "Level", "Location"]) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(form.getByRole("button", { name: "Submit" })).toBeVisible();
});

// axe on /about at desktop width: e2e/pages.spec.ts, which checks every route once.
test("axe finds no violations on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  await expectNoAxeViolations(page);
});
