import { newStudent } from "./support/accounts";
import { registerUserByHttp, signInAsAdminByHttp, signInAsAdminInPage } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";
import {
  clearTimetable,
  createBatchByHttp,
  seatActionByHttp,
  seatRequestIds,
} from "./support/timetable";

/**
 * Seats (docs/decisions/timetable.md "Seats", "Students", "Calendar"): a signed-out visitor's
 * "Request a seat" goes to /login and back; the student asks for a seat; the admin accepts it
 * (with the WhatsApp message to the family); My classes shows it confirmed, the seat count drops,
 * and the private calendar address serves the class until it is turned off; a full batch puts a
 * request on the waiting list. Axe on the request page, My classes and the admin's requests page.
 * Runs on a server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let baseURL = "";

test.beforeAll(async ({ workerServer }) => {
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  await clearTimetable(admin, baseURL);
});

test.afterAll(async () => {
  await admin.dispose();
});

test("a student requests a seat, the admin accepts, My classes shows it and the seat count drops", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const batchId = await createBatchByHttp(admin, baseURL, { capacity: "2" });
  const student = newStudent("seat");
  const signup = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(signup, baseURL, student);
  await signup.dispose();

  const context = await browser.newContext({ baseURL, timezoneId: "America/New_York" });
  const page = await context.newPage();
  await page.goto("/courses/beginner");
  const batchCard = page.locator(`li[data-batch="${batchId}"]`);
  await expect(batchCard).toContainText("2 seats left");
  await batchCard.getByRole("link", { name: /^Request a seat/ }).click();
  // Signed out: to /login, and back to the batch once signed in.
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirectTo=%2Fbatches%2F${batchId}%2Frequest$`),
  );
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/batches/${batchId}/request$`));
  await expect(page.getByRole("heading", { level: 1, name: "Request a seat" })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole("main");
  await form.getByLabel("Student's name").fill("Anu");
  await form.getByLabel(/^I am this child's parent or guardian/).check();
  await form.getByLabel("Contact number").fill("98765 43210");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/my-classes\?requested=\d+$/);
  await expect(page.getByRole("status")).toHaveText("Request sent for Anu: Requested.");
  const item = page.getByRole("listitem").filter({ hasText: "Anu" });
  await expect(item.locator("[data-status]")).toHaveText("Requested");
  // The next class in the student's own zone (New York) as well as India's.
  await expect(item.locator("time[data-local-time]")).toHaveText(
    "Your time (New York): Fri, 2 Jan, 11:30 pm GMT-5",
  );
  // The header's signed-in name leads here.
  await expect(page.getByRole("banner").getByRole("link", { name: /My classes/ })).toHaveAttribute(
    "href",
    "/my-classes",
  );

  // The admin accepts in the admin area and gets the WhatsApp message for the family.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInAsAdminInPage(adminPage, OWN_ADMIN);
  await adminPage.goto(`/admin/batches/${batchId}/requests`);
  await expect(adminPage.getByTestId("seats")).toHaveText("0 of 2 seats taken");
  await adminPage.getByRole("button", { name: "Accept: Anu" }).click();
  await expect(adminPage.getByRole("status")).toHaveText("Seat confirmed for Anu.");
  await expect(adminPage.getByTestId("seats")).toHaveText("1 of 2 seats taken");
  const whatsApp = adminPage.getByRole("link", { name: "Tell Anu's family on WhatsApp" });
  const href = (await whatsApp.getAttribute("href")) ?? "";
  expect(href.startsWith("https://wa.me/919876543210?text=")).toBe(true);
  expect(new URL(href).searchParams.get("text")).toBe(
    [
      "Hello! Anu's seat is confirmed: Beginner · Sat, Sun · 10:00 IST.",
      "Days: Sat, Sun",
      "Time: 10:00–11:00 IST (1 hour)",
      "First class: Sat, 3 Jan 2099",
    ].join("\n"),
  );
  await expectNoAxeViolations(adminPage);
  await adminContext.close();

  await page.reload();
  await expect(item.locator("[data-status]")).toHaveText("Confirmed");
  await page.goto("/courses/beginner");
  await expect(page.locator(`li[data-batch="${batchId}"]`)).toContainText("1 seat left");

  // The private calendar: made, served, turned off.
  await page.goto("/my-classes");
  await page.getByRole("button", { name: "Create my calendar address" }).click();
  await expect(page.getByRole("status")).toHaveText("Your calendar address is ready.");
  const subscribe = page.getByRole("link", { name: "Subscribe in your calendar app" });
  await expect(subscribe).toHaveAttribute(
    "href",
    /^webcal:\/\/127\.0\.0\.1:\d+\/calendar\/[\w-]{43}\.ics$/,
  );
  const address = await page.getByLabel(/Or copy this private address/).inputValue();
  const feed = await page.request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const text = await feed.text();
  expect(text).toContain("DTSTART;TZID=Asia/Kolkata:20990103T100000");
  expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=SA,SU");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Turn off the calendar address" }).click();
  await expect(page.getByRole("status")).toHaveText("The calendar address is turned off.");
  expect((await page.request.get(address)).status()).toBe(404);
  await context.close();
});

test("a full batch says so, and a request for it goes on the waiting list", async ({ browser }) => {
  const batchId = await createBatchByHttp(admin, baseURL, { capacity: "1", course: "advanced" });
  const first = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(first, baseURL, newStudent("first"));
  const asked = await first.post(`/batches/${batchId}/request`, {
    form: { studentName: "Bala", ageGroup: "children", contact: "98765 00000", consent: "on" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(asked.status()).toBe(303);
  await first.dispose();
  const [requestId] = await seatRequestIds(admin, batchId);
  await seatActionByHttp(admin, baseURL, batchId, { intent: "accept", id: requestId });

  const student = newStudent("waiting");
  const context = await browser.newContext({ baseURL });
  await registerUserByHttp(context.request, baseURL, student);
  const page = await context.newPage();
  await page.goto("/courses/advanced");
  const full = page.locator(`li[data-batch="${batchId}"]`);
  await expect(full).toContainText("Full — join the waiting list");
  await full.getByRole("link", { name: /^Join the waiting list/ }).click();
  await expect(page.getByText("This batch is full")).toBeVisible();
  const form = page.getByRole("main");
  await form.getByLabel("Student's name").fill("Chitra");
  await form.getByLabel(/^I am this child's parent or guardian/).check();
  await form.getByLabel("Contact number").fill("98765 11111");
  await form.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(page.getByRole("status")).toHaveText("Request sent for Chitra: Waiting list.");
  // A second request for the same student is refused, and says why.
  await page.goto(`/batches/${batchId}/request`);
  await form.getByRole("radio", { name: "Chitra (Children)" }).check();
  await form.getByLabel("Contact number").fill("98765 11111");
  await form.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(
    page.getByText("You have already asked for a seat for this student in this batch."),
  ).toBeVisible();
  await context.close();
});
