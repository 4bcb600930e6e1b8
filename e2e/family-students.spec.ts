import { readFileSync } from "node:fs";
import { newStudent } from "./support/accounts";
import { registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, type Page, request as playwrightRequest } from "./support/test";
import { clearTimetable, createBatchByHttp } from "./support/timetable";

/**
 * A family's students (docs/decisions/families.md "Students"): a parent with two children adds
 * both (the consent for a child asked and stored), requests a seat for each in its own batch by
 * choosing them, edits one, sees both students and both classes on My classes and downloads the
 * family's data; without JavaScript, a seat for someone new is asked in the same form, and a
 * refusal keeps what was typed. Axe on the new pages. Runs on a server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let baseURL = "";
let beginner = "";
let advanced = "";

test.beforeAll(async ({ workerServer }) => {
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  await clearTimetable(admin, baseURL);
  beginner = await createBatchByHttp(admin, baseURL, { capacity: "4" });
  advanced = await createBatchByHttp(admin, baseURL, { capacity: "4", course: "advanced" });
});

test.afterAll(async () => {
  await admin.dispose();
});

/** Adds a child from My classes' "Add a student" (every field a family may fill). */
async function addChild(
  page: Page,
  child: { name: string; year: string; level: string; notes: string },
) {
  await page.goto("/my-classes");
  await page.getByRole("link", { name: "Add a student" }).click();
  await expect(page).toHaveURL(/\/my-classes\/students\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add a student" })).toBeVisible();
  const form = page.getByRole("main");
  await form.getByLabel("Student's name").fill(child.name);
  await form.getByLabel("Age group").selectOption({ label: "Children" });
  await form.getByLabel("Year of birth").fill(child.year);
  await form.getByLabel("Level").selectOption({ label: child.level });
  await form.getByLabel("Notes for the coach").fill(child.notes);
  await form.getByRole("button", { name: "Add student" }).click();
}

test("a parent adds two children, asks a seat for each, edits one and sees both on My classes", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  await registerUserByHttp(context.request, baseURL, newStudent("family"));
  const page = await context.newPage();

  // The first child: without the consent box the form says why and keeps what was typed.
  await addChild(page, { name: "Anu", year: "2016", level: "Beginner", notes: "Left-handed" });
  const consent = page.getByRole("checkbox", { name: /^I am this child's parent or guardian/ });
  await expect(
    page.getByText("For a student under 18, please tick the consent box."),
  ).toBeVisible();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("main").getByLabel("Student's name")).toHaveValue("Anu");
  await expect(page.getByRole("main").getByLabel("Notes for the coach")).toHaveValue("Left-handed");
  await expectNoAxeViolations(page);
  await consent.check();
  await page.getByRole("button", { name: "Add student" }).click();
  await expect(page).toHaveURL(/\/my-classes\?done=student-added$/);
  await expect(page.getByRole("status")).toHaveText("Student added.");

  await addChild(page, { name: "Arun", year: "2012", level: "Intermediate", notes: "" });
  await page.getByRole("checkbox", { name: /^I am this child's parent or guardian/ }).check();
  await page.getByRole("button", { name: "Add student" }).click();
  await expect(page.getByRole("status")).toHaveText("Student added.");
  const students = page.getByRole("region", { name: "Your students" });
  await expect(students.locator("[data-student]")).toHaveText([
    /Anu\s*Children · Beginner/,
    /Arun\s*Children · Intermediate/,
  ]);

  // A seat for each child, each in its own batch, chosen from the family's students.
  for (const [batchId, child] of [
    [beginner, "Anu"],
    [advanced, "Arun"],
  ]) {
    await page.goto(`/batches/${batchId}/request`);
    const form = page.getByRole("main");
    await expect(form.getByRole("group", { name: "Who is the seat for?" })).toBeVisible();
    // The new student's fields show only for "Someone new".
    await expect(form.getByLabel("Student's name")).toBeHidden();
    await form.getByRole("radio", { name: `${child} (Children)` }).check();
    await form.getByLabel("Contact number").fill("98765 43210");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("status")).toHaveText(`Request sent for ${child}: Requested.`);
  }
  await expectNoAxeViolations(page);

  // Edit Arun: his level and a note; the consent stored for him stays.
  await page.getByRole("link", { name: "Edit Arun" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Arun" })).toBeVisible();
  await expect(page.getByText(/^The family gave its consent for this child on /)).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Year of birth")).toHaveValue("2012");
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByLabel("Level").selectOption({ label: "Advanced" });
  await page.getByRole("main").getByLabel("FIDE ID").fill("46616543");
  await page.getByRole("main").getByLabel("Lichess username").fill("arun-plays");
  await page.getByRole("button", { name: "Save student" }).click();
  await expect(page.getByRole("status")).toHaveText("Student details saved.");
  await expect(students.locator("[data-student]")).toHaveText([
    /Anu\s*Children · Beginner/,
    /Arun\s*Children · Advanced/,
  ]);
  // Both classes, each with its student.
  for (const child of ["Anu", "Arun"]) {
    const item = page.getByRole("listitem").filter({ hasText: `Cancel request` }).filter({
      hasText: child,
    });
    await expect(item.locator("[data-status]")).toHaveText("Requested");
  }
  // Everything the site holds about the family, downloaded from My classes as one JSON file.
  const saved = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download your data (JSON)" }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^academy-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(file.students.map((s: { name: string; level: string }) => [s.name, s.level])).toEqual([
    ["Anu", "beginner"],
    ["Arun", "advanced"],
  ]);
  expect(file.seatRequests.map((r: { student: string }) => r.student).sort()).toEqual([
    "Anu",
    "Arun",
  ]);
  expect(file.students[1].consent.wording).toMatch(/^I am this child's parent or guardian/);
  await page.getByRole("link", { name: "Edit Arun" }).click();
  await expect(page.getByRole("main").getByLabel("FIDE ID")).toHaveValue("46616543");
  await expect(page.getByRole("main").getByLabel("Level")).toHaveValue("advanced");
  await context.close();
});

test("without JavaScript: a seat for someone new, a refusal keeps what was typed, and the same student cannot ask twice", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await registerUserByHttp(context.request, baseURL, newStudent("family-nojs"));
  const page = await context.newPage();
  // A first student, an adult: no consent asked.
  await page.goto("/my-classes/students/new");
  await page.getByRole("main").getByLabel("Student's name").fill("Lakshmi");
  await page.getByRole("main").getByLabel("Age group").selectOption({ label: "Adults" });
  await page.getByRole("button", { name: "Add student" }).click();
  await expect(page.getByRole("status")).toHaveText("Student added.");

  await page.goto(`/batches/${beginner}/request`);
  const form = page.getByRole("main");
  await form.getByRole("radio", { name: "Someone new" }).check();
  await form.getByLabel("Student's name").fill("Diya");
  await form.getByLabel("Level").selectOption({ label: "Beginner" });
  await form.getByLabel("Contact number").fill("98765 22222");
  await form.getByRole("button", { name: "Send request" }).click();
  // A child without the consent box: refused, everything typed still there.
  await expect(
    page.getByText("For a student under 18, please tick the consent box."),
  ).toBeVisible();
  await expect(form.getByRole("radio", { name: "Someone new" })).toBeChecked();
  await expect(form.getByLabel("Student's name")).toHaveValue("Diya");
  await expect(form.getByLabel("Level")).toHaveValue("beginner");
  await expect(form.getByLabel("Contact number")).toHaveValue("98765 22222");
  await form.getByRole("checkbox", { name: /^I am this child's parent or guardian/ }).check();
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("status")).toHaveText("Request sent for Diya: Requested.");
  // Diya is a student of the family now, and asks for this batch once.
  await page.goto(`/batches/${beginner}/request`);
  await form.getByRole("radio", { name: "Diya (Children)" }).check();
  await form.getByLabel("Contact number").fill("98765 22222");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(
    page.getByText("You have already asked for a seat for this student in this batch."),
  ).toBeVisible();
  await expect(form.getByRole("radio", { name: "Diya (Children)" })).toBeChecked();
  await context.close();
});
