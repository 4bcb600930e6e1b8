import { newStudent } from "./support/accounts";
import {
  openAsAdmin,
  registerUserByHttp,
  signInAsAdminByHttp,
  signInByHttp,
} from "./support/admin";
import { confirmedSeatByHttp, createCoachByHttp, indiaToday } from "./support/coaching";
import { guideShot } from "./support/guide-shots";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { request as playwrightRequest } from "./support/test";
import { clearTimetable, createBatchByHttp, createHolidayByHttp } from "./support/timetable";

/**
 * The screenshots of docs/admin-guide.md, taken by walking the admin navigation as the academy
 * would (docs/decisions/admin-area.md "Tests"). Every section must open from the navigation with
 * its own h1. Where the pictures go: e2e/support/guide-shots.ts.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(120_000);

/** "Change password" → "change-password". */
const fileName = (label: string) => `${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.jpg`;

test("every admin section opens from the navigation; the guide's screenshots", async ({
  page,
  baseURL,
}) => {
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
    await guideShot(page, "admin-guide", fileName(label));
  }
});

test("Batches and seats: the guide's screenshots of a batch, its seat requests and the holidays", async ({
  page,
  request,
  baseURL,
}) => {
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
  const shot = (name: string) => guideShot(page, "admin-guide", name);
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

test("Coaches and attendance, Families: the guides' screenshots of an invitation, a coach's day and a family's page", async ({
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  await signInAsAdminByHttp(request, origin, OWN_ADMIN);
  await clearTimetable(request, origin);
  const coachId = await createCoachByHttp(request, origin, "Meena Iyer");
  const everyDay = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, "on"]));
  const batchId = await createBatchByHttp(request, origin, {
    ...everyDay,
    coachId,
    firstDate: indiaToday(-5),
    startTime: "06:00",
  });
  const family = newStudent("guide-family");
  const parent = await playwrightRequest.newContext({ baseURL: origin });
  await registerUserByHttp(parent, origin, family);
  for (const child of ["Anu Raman", "Arun Raman", "Diya Raman"]) {
    await confirmedSeatByHttp(request, parent, origin, batchId, child);
  }
  await parent.dispose();

  // The admin invites the coach: the link to copy when mail is not set up.
  const adminContext = await browser.newContext({ baseURL: origin });
  const adminPage = await adminContext.newPage();
  await openAsAdmin(adminPage, origin, OWN_ADMIN, `/admin/coaches/${coachId}/account`);
  const coach = { ...newStudent("guide-coach"), name: "Meena Iyer" };
  await adminPage.getByLabel("Coach's e-mail address").fill(coach.email);
  await adminPage.getByRole("button", { name: "Send the invitation" }).click();
  const link = await adminPage.getByLabel("Invitation link").inputValue();
  await guideShot(adminPage, "admin-guide", "coaches-and-attendance-invitation.jpg");

  // The coach's day, on a phone: the invitation, My batches, a register.
  const phone = await browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await registerUserByHttp(phone.request, origin, coach);
  const page = await phone.newPage();
  await page.goto(new URL(link).pathname);
  await guideShot(page, "coach-guide", "invitation.jpg");
  await page.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(page).toHaveURL(/\/my-batches/);
  await guideShot(page, "coach-guide", "my-batches.jpg");
  await page
    .getByRole("link", { name: /^Register of / })
    .first()
    .click();
  await page.getByRole("group", { name: "Arun Raman" }).getByText("Absent", { exact: true }).tap();
  await expect(page.getByRole("group", { name: "Arun Raman" }).getByRole("status")).toHaveText(
    "Saved.",
  );
  await guideShot(page, "coach-guide", "register.jpg");
  await phone.close();

  await adminPage.goto(`/admin/batches/${batchId}/attendance`);
  await guideShot(adminPage, "admin-guide", "coaches-and-attendance-batch.jpg");
  await adminContext.close();

  // The family's page.
  const familyContext = await browser.newContext({ baseURL: origin });
  await signInByHttp(familyContext.request, origin, family);
  const familyPage = await familyContext.newPage();
  await familyPage.goto("/my-classes");
  await familyPage.getByText("Arun Raman's classes, session by session").click();
  await guideShot(familyPage, "admin-guide", "families-my-classes.jpg");
  await familyContext.close();
});
