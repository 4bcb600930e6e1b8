import { mkdirSync } from "node:fs";
import path from "node:path";
import { newStudent } from "./support/accounts";
import { openAsAdmin, registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { request as playwrightRequest } from "./support/test";
import { clearTimetable, createBatchByHttp, createHolidayByHttp } from "./support/timetable";

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

test("Batches and seats: the guide's screenshots of a batch, its seat requests and the holidays", async ({
  page,
  request,
  baseURL,
}) => {
  mkdirSync(outDir, { recursive: true });
  const origin = baseURL ?? "";
  await signInAsAdminByHttp(request, origin, OWN_ADMIN);
  await clearTimetable(request, origin);
  const batchId = await createBatchByHttp(request, origin, { capacity: "6" });
  await createHolidayByHttp(request, origin, "2099-01-15", "Pongal");
  const parent = await playwrightRequest.newContext({ baseURL: origin });
  await registerUserByHttp(parent, origin, newStudent("guide"));
  for (const [studentName, contact] of [
    ["Anu Raman", "98765 43210"],
    ["Arun Raman", "98765 43210"],
  ]) {
    const asked = await parent.post(`/batches/${batchId}/request`, {
      form: { studentName, ageGroup: "children", contact, consent: "on" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(asked.status()).toBe(303);
  }
  await parent.dispose();
  await openAsAdmin(page, origin, OWN_ADMIN);
  const shot = async (name: string) => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({
      path: path.join(outDir, name),
      type: "jpeg",
      quality: 70,
      fullPage: true,
    });
  };
  await page.goto("/admin/batches");
  await shot("batches-and-seats-list.jpg");
  await page.goto(`/admin/batches/${batchId}`);
  await shot("batches-and-seats-form.jpg");
  await page.goto(`/admin/batches/${batchId}/requests`);
  await page.getByRole("button", { name: "Accept: Anu Raman" }).click();
  await expect(page.getByRole("status")).toHaveText("Seat confirmed for Anu Raman.");
  await shot("batches-and-seats-requests.jpg");
  await page.goto("/admin/holidays");
  await shot("batches-and-seats-holidays.jpg");
});
