import { readFile } from "node:fs/promises";
import { parseCsv } from "../tests/fixtures/csv";
import { signInAsAdminByHttp, signInAsAdminInPage } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { deleteAllEnquiries, setEnquiryLog, storedEnquiries } from "./support/enquiries";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import {
  type Browser,
  type BrowserContext,
  gotoHydrated,
  type Locator,
  type Page,
  request as playwrightRequest,
} from "./support/test";

/**
 * The enquiry log from both sides (docs/decisions/admin-area.md "Every enquiry reaches the
 * academy"): with the log off the forms have no consent box; the admin turns it on; a visitor books
 * through the dialog (JavaScript) and through /book (no JavaScript) with the box ticked; both reach
 * the inbox, where the admin changes a status, filters, downloads the CSV and deletes one. On a
 * server of this worker's own: the setting is global.
 */
test.describe.configure({ mode: "serial" });

const CONSENT = "Keep a copy of my enquiry for the academy";

/** A visitor's context with wa.me answered locally (there is no network here). */
async function visitor(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>ok" }),
  );
  return context;
}

/** Opens a page and waits until React has hydrated it (these journeys need the hydrated forms). */
async function openHydrated(page: Page, path: string) {
  await gotoHydrated(page, path);
}

/** Fills the five fields of an enquiry form. */
async function fill(form: Locator, name: string, mode: string, level: string) {
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Contact No").fill("+91 90000 22222");
  await form.getByLabel("Mode").selectOption({ label: mode });
  await form.getByLabel("Level").selectOption({ label: level });
  await form.getByLabel("Location").fill("Gandhipuram, Coimbatore");
}

test.beforeAll(async ({ workerServer }) => {
  const admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await deleteAllEnquiries(admin, workerServer.url);
  await setEnquiryLog(admin, workerServer.url, false);
  await admin.dispose();
});

test("the admin turns the log on, both booking paths reach the inbox, follow-up, CSV, delete, off again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? "";
  let js: BrowserContext | undefined;
  let noJs: BrowserContext | undefined;

  await test.step("with the log off, the forms have no notice and no consent box", async () => {
    js = await visitor(browser, origin, true);
    const visitorPage = await js.newPage();
    await openHydrated(visitorPage, "/about");
    await expect(visitorPage.getByRole("form", { name: "Get in Touch" })).toBeVisible();
    await expect(visitorPage.getByRole("checkbox")).toHaveCount(0);
    await expect(visitorPage.getByText(CONSENT)).toHaveCount(0);
    await visitorPage.close();
  });

  await test.step("the admin turns on Keep a copy of enquiries for 30 days", async () => {
    await signInAsAdminInPage(page, OWN_ADMIN);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", {
        name: "Enquiries",
      })
      .click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    await expect(page.getByText("No enquiries yet.")).toBeVisible();
    await page.getByLabel("Keep a copy of enquiries").check();
    await page.getByLabel("Delete copies after (days)").fill("30");
    await page.getByRole("button", { name: "Save setting" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "The enquiry log is on. Copies are deleted after 30 days.",
    );
  });

  await test.step("a visitor books in the dialog with the box ticked", async () => {
    const visitorPage = await (js as BrowserContext).newPage();
    await openHydrated(visitorPage, "/");
    await visitorPage.getByRole("button", { name: "Book a Demo", exact: true }).click();
    const dialog = visitorPage.getByRole("dialog", { name: "Book Now" });
    await expect(dialog.getByText(/deleted after 30 days/)).toBeVisible();
    const consent = dialog.getByRole("checkbox", { name: CONSENT });
    await expect(consent).not.toBeChecked();
    await fill(dialog, "Dialog Visitor", "Online", "Beginner");
    await consent.check();
    const copied = visitorPage.waitForResponse(
      (r) => r.url().endsWith("/enquiry") && r.request().method() === "POST",
    );
    const popup = visitorPage.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Submit" }).click();
    expect(new URL((await popup).url()).origin).toBe("https://wa.me");
    expect((await copied).status()).toBe(204);
    // The form is cleared, the box unticked again.
    await expect(dialog.getByLabel("Name")).toHaveValue("");
    await expect(consent).not.toBeChecked();
  });

  await test.step("axe finds nothing on /book with the notice and box shown", async () => {
    const visitorPage = await (js as BrowserContext).newPage();
    await openHydrated(visitorPage, "/book");
    await expect(
      visitorPage.getByRole("main").getByRole("checkbox", { name: CONSENT }),
    ).toBeVisible();
    await expectNoAxeViolations(visitorPage);
  });

  await test.step("another visitor books on /book without JavaScript, box ticked", async () => {
    noJs = await visitor(browser, origin, false);
    const visitorPage = await noJs.newPage();
    await visitorPage.goto("/book");
    const form = visitorPage.getByRole("main").getByRole("form", { name: "Book Now" });
    await fill(form, "No Script Visitor", "Offline", "Advanced");
    await form.getByRole("checkbox", { name: CONSENT }).check();
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(visitorPage).toHaveURL(/^https:\/\/wa\.me\//);
  });

  await test.step("both are in the inbox, newest first, counted as New", async () => {
    // /book stores in the background of its redirect: poll.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole("listitem").getByRole("heading", { level: 3 }).allTextContents();
        },
        { timeout: 20_000 },
      )
      .toEqual(["No Script Visitor", "Dialog Visitor"]);
    const counts = page.getByRole("navigation", { name: "Enquiries by status" });
    await expect(counts.getByRole("link", { name: "All: 2" })).toBeVisible();
    await expect(counts.getByRole("link", { name: "New: 2" })).toBeVisible();
  });

  await test.step("the admin marks one Contacted with a note, then filters", async () => {
    const item = page.getByRole("listitem").filter({ hasText: "Dialog Visitor" });
    await item.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
    await item.getByLabel("Note", { exact: true }).fill("Demo on Saturday at 10");
    await item.getByRole("button", { name: "Save status and note of Dialog Visitor" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "Saved the follow-up of Dialog Visitor.",
    );
    const counts = page.getByRole("navigation", { name: "Enquiries by status" });
    await expect(counts.getByRole("link", { name: "Contacted: 1" })).toBeVisible();
    await counts.getByRole("link", { name: "Contacted: 1" }).click();
    await expect(page).toHaveURL(/status=contacted/);
    await expect(page.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([
      "Dialog Visitor",
    ]);
    const filters = page.getByRole("form", { name: "Filter enquiries" });
    await filters.getByLabel("Status").selectOption({ label: "All" });
    await filters.getByLabel("Mode").selectOption({ label: "Offline" });
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/mode=offline/);
    await expect(page.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([
      "No Script Visitor",
    ]);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveCount(2);
  });

  await test.step("Export CSV downloads both, phone numbers as typed (no leading apostrophe)", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const [header, ...rows] = parseCsv(await readFile(file, "utf8"));
    expect(header[1]).toBe("Name");
    expect(rows.map((r) => [r[1], r[2], r[6], r[7], r[8]])).toEqual([
      ["No Script Visitor", "+91 90000 22222", "Book page (/book)", "New", ""],
      [
        "Dialog Visitor",
        "+91 90000 22222",
        "Book Now dialog",
        "Contacted",
        "Demo on Saturday at 10",
      ],
    ]);
  });

  await test.step("the admin deletes one after confirming (axe on the full inbox)", async () => {
    const item = page.getByRole("listitem").filter({ hasText: "No Script Visitor" });
    await item.getByRole("link", { name: "Delete the enquiry from No Script Visitor" }).click();
    // axe on the inbox with its enquiries, their forms and the delete confirmation showing.
    await expect(page.getByRole("button", { name: "Yes, delete" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("status").first()).toHaveText("The enquiry was deleted.");
    await expect(page.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([
      "Dialog Visitor",
    ]);
  });

  await test.step("off again: a fresh visitor's /book has no box", async () => {
    await page.getByLabel("Keep a copy of enquiries").uncheck();
    await page.getByRole("button", { name: "Save setting" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "The enquiry log is off. New enquiries are not kept.",
    );
    const fresh = await (noJs as BrowserContext).newPage();
    await fresh.goto("/book");
    await expect(fresh.getByRole("main").getByLabel("Name")).toBeVisible();
    await expect(fresh.getByRole("checkbox")).toHaveCount(0);
  });

  await js?.close();
  await noJs?.close();
});

test.afterAll(async ({ workerServer }) => {
  const admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  expect((await storedEnquiries(admin)).map((e) => e.name)).toEqual(["Dialog Visitor"]);
  await deleteAllEnquiries(admin, workerServer.url);
  await admin.dispose();
});
