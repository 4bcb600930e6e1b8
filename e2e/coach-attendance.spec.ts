import ICAL from "ical.js";
import { newStudent } from "./support/accounts";
import {
  openAsAdmin,
  registerUserByHttp,
  signInAsAdminByHttp,
  signInByHttp,
} from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { confirmedSeatByHttp, createCoachByHttp, indiaToday } from "./support/coaching";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { holdHydration } from "./support/pages";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";
import { clearTimetable, createBatchByHttp } from "./support/timetable";

/**
 * A term without a notebook (docs/decisions/attendance.md): a parent with two children has seats
 * in two batches; the admin invites the coach, who joins from the link, opens today's register on
 * a phone and marks it (a tap before hydration kept, then taps saved one by one); the parent reads
 * it on My classes. The coach cancels a class and adds a make-up class: My classes and the
 * calendar feed (parsed by ical.js) show both. A note goes from draft to published, and each
 * child's term report prints on one A4 page. Axe on every new page. A server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let baseURL = "";
let beginner = "";
const family = newStudent("family");
const coachAccount = { ...newStudent("coach"), name: "Meena Iyer" };
const everyDay = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, "on"]));

test.beforeAll(async ({ workerServer }) => {
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  await clearTimetable(admin, baseURL);
  const coachId = await createCoachByHttp(admin, baseURL, "Coach Meena");
  const daily = { ...everyDay, coachId, firstDate: indiaToday(-7), startTime: "06:00" };
  beginner = await createBatchByHttp(admin, baseURL, daily);
  const advanced = await createBatchByHttp(admin, baseURL, { ...daily, course: "advanced" });
  const parent = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(parent, baseURL, family);
  await confirmedSeatByHttp(admin, parent, baseURL, beginner, "Anu");
  await confirmedSeatByHttp(admin, parent, baseURL, beginner, "Kavin");
  await confirmedSeatByHttp(admin, parent, baseURL, advanced, "Kavin");
  await parent.dispose();
});

test.afterAll(async () => {
  await admin.dispose();
});

test("the admin invites a coach, who marks today's register on a phone; the parent sees it", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // The admin: the coach's Account, an invitation; no mail set up, so the link to copy.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await openAsAdmin(adminPage, baseURL, OWN_ADMIN, "/admin/coaches");
  await adminPage.getByRole("link", { name: "Account of Coach Meena" }).click();
  await expect(adminPage.getByTestId("coach-account")).toHaveText("No account yet.");
  await adminPage.getByLabel("Coach's e-mail address").fill(coachAccount.email);
  await adminPage.getByRole("button", { name: "Send the invitation" }).click();
  await expect(adminPage.getByRole("status")).toContainText("copy this one-time link");
  const link = await adminPage.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(/\/coach-invitation\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(adminPage);

  // The coach, on a phone: an account of the invited address, then the link.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await registerUserByHttp(phone.request, baseURL, coachAccount);
  const page = await phone.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join as Coach Meena");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(page).toHaveURL(/\/my-batches\?welcome=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Welcome: you now sign in as a coach. These are your batches.",
  );
  const today = page.getByRole("region", { name: /^Today, / });
  await expect(today.locator("[data-session]")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await adminPage.reload();
  await expect(adminPage.getByTestId("coach-account")).toHaveText(
    `Signs in as ${coachAccount.name} (${coachAccount.email}).`,
  );
  await adminContext.close();

  // Today's Beginner register, opened before the page hydrates: the first tap marks Kavin Absent.
  const registerPath = new URL(
    (await today.getByRole("link", { name: /^Register of Beginner/ }).getAttribute("href")) ?? "",
    baseURL,
  ).pathname;
  const release = await holdHydration(page);
  await page.goto(registerPath);
  const kavin = page.getByRole("group", { name: "Kavin" });
  const anu = page.getByRole("group", { name: "Anu" });
  await expect(kavin.getByRole("radio", { name: "Present" })).toBeChecked();
  await kavin.getByText("Absent", { exact: true }).tap();
  await expect(kavin.getByRole("radio", { name: "Absent" })).toBeChecked();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(kavin.getByRole("status")).toHaveText("Saved.");
  // Hydrated: each tap saved at once.
  await anu.getByText("Late", { exact: true }).tap();
  await expect(anu.getByRole("status")).toHaveText("Saved.");
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(kavin.getByRole("radio", { name: "Absent" })).toBeChecked();
  await expect(anu.getByRole("radio", { name: "Late" })).toBeChecked();
  await page.getByText("Changes").click();
  await expect(page.getByRole("listitem").filter({ hasText: `Anu: Late` })).toContainText(
    coachAccount.email,
  );

  // The parent reads it on My classes.
  const parent = await browser.newContext({ baseURL });
  await signInByHttp(parent.request, baseURL, family);
  const parentPage = await parent.newPage();
  await parentPage.goto("/my-classes");
  const kavinBeginner = parentPage
    .getByRole("listitem")
    .filter({ hasText: "Cancel request" })
    .filter({ hasText: "Kavin" })
    .filter({ hasText: "Beginner" });
  await expect(kavinBeginner.locator("[data-attendance]")).toContainText("0 of 1 class (0%)");
  await kavinBeginner.getByText("Kavin's classes, session by session").click();
  await expect(kavinBeginner.getByRole("listitem").first()).toContainText("Absent");
  await expectNoAxeViolations(parentPage);
  await parent.close();
  await phone.close();
});

test("a cancelled class and a make-up class show on My classes and in the calendar feed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const coach = await browser.newContext({ baseURL });
  await signInByHttp(coach.request, baseURL, coachAccount);
  const page = await coach.newPage();
  await page.goto("/my-batches");
  const batch = page.getByRole("region", { name: /^Beginner/ });
  // Tomorrow's class: cancelled, with a reason.
  const tomorrow = batch.locator(`[data-session^="${indiaToday(1)}"]`);
  await tomorrow.getByRole("link", { name: /^Details of / }).click();
  await page.getByText("Cancel this class").click();
  await page.getByLabel("Reason (families see it)").fill("Coach unwell");
  await page.getByRole("button", { name: "Cancel the class" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Class cancelled" })).toHaveText(
    "Class cancelled. Families are told.",
  );
  await expect(page.getByText("This class was cancelled: Coach unwell")).toBeVisible();
  await expectNoAxeViolations(page);
  // A make-up class the day after, at 17:00.
  await page.goto("/my-batches");
  await batch.getByText("Add a make-up class").click();
  await batch.getByLabel("Date").fill(indiaToday(2));
  await batch.getByLabel("Start time (IST)").fill("17:00");
  await batch.getByRole("button", { name: /^Add the make-up class for Beginner/ }).click();
  await expect(page.getByRole("status")).toHaveText("Make-up class added. Families are told.");
  await expect(batch.locator(`[data-session="${indiaToday(2)}T1700"]`)).toContainText(
    "Make-up class",
  );
  await expectNoAxeViolations(page);
  await coach.close();

  const parent = await browser.newContext({ baseURL });
  await signInByHttp(parent.request, baseURL, family);
  const parentPage = await parent.newPage();
  await parentPage.goto("/my-classes");
  const anu = parentPage
    .getByRole("listitem")
    .filter({ hasText: "Cancel request" })
    .filter({ hasText: "Anu" });
  await anu.getByText("Anu's classes, session by session").click();
  await expect(anu.getByRole("listitem").filter({ hasText: "Make-up class" })).toContainText(
    "17:00 IST",
  );
  await expect(
    anu.getByRole("listitem").filter({ hasText: "Cancelled: Coach unwell" }),
  ).toHaveCount(1);

  // The calendar feed: the cancelled class an exception of the series, the make-up its own event.
  await parentPage.getByRole("button", { name: "Create my calendar address" }).click();
  const address = await parentPage.locator("#calendar-url").inputValue();
  const text = await (await parent.request.get(new URL(address).pathname)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  const cancelled = events.filter((e) => e.isRecurrenceException());
  expect(cancelled.map((e) => e.component.getFirstPropertyValue("status"))).toEqual(["CANCELLED"]);
  expect(cancelled[0].summary).toMatch(/^Cancelled: Beginner chess class \(Anu, Kavin\)$/);
  const makeUp = events.filter((e) => e.summary.startsWith("Make-up class"));
  expect(makeUp).toHaveLength(1);
  expect(makeUp[0].startDate.toString()).toBe(`${indiaToday(2)}T17:00:00`);
  await parent.close();
});

test("a note goes from draft to published, and each child's term report prints on one A4 page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const coach = await browser.newContext({ baseURL });
  await signInByHttp(coach.request, baseURL, coachAccount);
  const page = await coach.newPage();
  await page.goto("/my-batches");
  const batch = page.getByRole("region", { name: /^Beginner/ });
  await batch.getByText("Students (2)").click();
  await batch.getByRole("link", { name: "Progress notes of Anu" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Progress notes: Anu");
  await page.getByLabel("Topics covered").fill("Forks and pins, **double attacks**.");
  await page.getByLabel("What went well").fill("Spots forks quickly.");
  await page.getByLabel("What to work on next").fill("King and pawn endings.");
  await page.getByLabel("FIDE rapid").fill("1450");
  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Note saved.");
  await expect(page.getByRole("article")).toContainText("Draft");
  await expectNoAxeViolations(page);

  const parent = await browser.newContext({ baseURL });
  await signInByHttp(parent.request, baseURL, family);
  const parentPage = await parent.newPage();
  await parentPage.goto("/my-classes");
  await parentPage.getByRole("link", { name: "Anu's progress notes" }).click();
  await expect(parentPage.getByText("No notes published yet.")).toBeVisible();

  await page.getByRole("button", { name: /^Publish to the family: the note of / }).click();
  await expect(page.getByRole("status")).toHaveText("Note published: the family can read it.");
  await coach.close();

  await parentPage.reload();
  const note = parentPage.getByRole("article");
  await expect(note).toContainText("Spots forks quickly.");
  await expect(note.locator("strong")).toHaveText("double attacks");
  await expect(note).toContainText("FIDE rapid 1450");
  await expectNoAxeViolations(parentPage);
  await parentPage.goto("/my-classes");
  await expect(parentPage.locator("[data-student]").filter({ hasText: "Anu" })).toContainText(
    "Latest note: Coach Meena",
  );

  // Each child's term report: one A4 page in Chromium's PDF.
  for (const child of ["Anu", "Kavin"]) {
    await parentPage.goto("/my-classes");
    await parentPage.getByRole("link", { name: `Term report of ${child}` }).click();
    await expect(parentPage.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^Term report: ${child}, `),
    );
    await expect(parentPage.getByTestId("report-attendance")).toContainText("of 1 class");
    await expectNoAxeViolations(parentPage);
    await parentPage.emulateMedia({ media: "print" });
    const pdf = (await parentPage.pdf({ format: "A4", preferCSSPageSize: true })).toString(
      "latin1",
    );
    expect(pdf.match(/\/Type\s*\/Page\b/g), child).toHaveLength(1);
    await parentPage.emulateMedia({ media: "screen" });
  }
  await parent.close();
});
