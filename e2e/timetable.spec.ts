import { signInAsAdminByHttp, signInAsAdminInPage } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import {
  type APIRequestContext,
  type Browser,
  gotoHydrated,
  request as playwrightRequest,
} from "./support/test";
import { clearTimetable, createBatchByHttp } from "./support/timetable";

/**
 * The class timetable (docs/decisions/timetable.md): the admin creates a batch and a holiday in
 * the admin; a visitor filters the timetable with and without JavaScript; browsers set to
 * Asia/Kolkata, America/New_York (both sides of its daylight-saving change), Europe/London and
 * Asia/Singapore read the right local hour of the next class, and "Show times in" does the same
 * without JavaScript; "Book this batch" sends the six lines, before React and without
 * JavaScript; the course page's Course JSON-LD has the batches. Runs on a server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let baseURL = "";
let weekendId = "";

test.beforeAll(async ({ workerServer }) => {
  // A sign-in (scrypt) and three writes: at a load average of 40 they took over 60 s.
  test.setTimeout(180_000);
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  await clearTimetable(admin, baseURL);
  // A summer batch at the centre (New York on daylight time then) and a Wednesday evening one.
  await createBatchByHttp(admin, baseURL, {
    mode: "offline",
    ageGroup: "adults",
    day7: "",
    firstDate: "2099-07-04",
  });
  await createBatchByHttp(admin, baseURL, {
    course: "intermediate",
    ageGroup: "adults",
    day6: "",
    day7: "",
    day3: "on",
    startTime: "18:30",
    firstDate: "2099-01-07",
  });
});

test.afterAll(async () => {
  await admin.dispose();
});

/** The timetable's card of a batch, by its heading's text. */
const card = (page: import("@playwright/test").Page, heading: RegExp) =>
  page.locator("li[data-batch]").filter({ has: page.getByRole("heading", { name: heading }) });

test("the admin creates a weekend batch and a holiday on its first Saturday", async ({ page }) => {
  // A long journey: two forms, a refused save and three axe scans.
  test.slow();
  await signInAsAdminInPage(page, OWN_ADMIN);
  await page.goto("/admin/batches");
  await page.getByRole("link", { name: "New batch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New batch" })).toBeVisible();
  await page.getByLabel("Saturday").check();
  await page.getByLabel("Sunday").check();
  await page.getByLabel("Start time (India time)").fill("10:00");
  await page.getByLabel("First class date").fill("2099-01-03");
  await page.getByLabel("Seats").fill("2");
  await page.getByLabel("Published (shown on the course pages)").check();
  await expectNoAxeViolations(page);
  // Without a day the form says so and keeps what was typed.
  await page.getByLabel("Sunday").uncheck();
  await page.getByLabel("Saturday").uncheck();
  await page.getByRole("button", { name: "Save batch" }).click();
  await expect(page.getByText("Please tick at least one day.")).toBeVisible();
  await expect(page.getByLabel("Start time (India time)")).toHaveValue("10:00");
  await page.getByLabel("Saturday").check();
  await page.getByLabel("Sunday").check();
  await page.getByRole("button", { name: "Save batch" }).click();
  await expect(page).toHaveURL(/\/admin\/batches\?saved=\d+&created=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Saved “Beginner · Sat, Sun · 10:00 IST · Group, Children”.",
  );
  weekendId = /saved=(\d+)/.exec(page.url())?.[1] ?? "";
  await expect(page.getByText("2 seats left · 0 of 2 taken · Open")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/holidays/new");
  const form = page.getByRole("main");
  await form.getByLabel("Date").fill("2099-01-03");
  await form.getByLabel("Name").fill("Academy holiday");
  await page.getByRole("button", { name: "Save holiday" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved “Academy holiday”.");
  await expect(page.getByText("Sat, 3 Jan 2099")).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The next-class lines of the three batches on /courses, in a browser set to `zone`. */
async function localLines(browser: Browser, zone: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, timezoneId: zone, javaScriptEnabled });
  const page = await context.newPage();
  // No hydration: the start script writes the visitor's own time at once.
  await page.goto("/courses/beginner");
  const slot = (heading: RegExp) => card(page, heading).locator("time[data-local-time]");
  const lines = {
    weekend: slot(/Beginner · Group · Children/),
    summer: slot(/Beginner · Group · Adults/),
  };
  return { context, page, lines };
}

test("browsers abroad read the right local hour of the next class, India's stays as it is", async ({
  browser,
}) => {
  // A long journey: four browser contexts and an axe scan (over 60 s at a load average of 40).
  test.slow();
  // The holiday moves the weekend batch's first class to Sun 4 Jan, 10:00 IST (04:30 UTC).
  const expected: Record<string, { weekend: string; summer: string }> = {
    "Asia/Kolkata": { weekend: "", summer: "" },
    "America/New_York": {
      weekend: "Your time (New York): Sat, 3 Jan, 11:30 pm GMT-5",
      summer: "Your time (New York): Sat, 4 Jul, 12:30 am GMT-4",
    },
    "Europe/London": {
      weekend: "Your time (London): Sun, 4 Jan, 4:30 am GMT",
      summer: "Your time (London): Sat, 4 Jul, 5:30 am GMT+1",
    },
    "Asia/Singapore": {
      weekend: "Your time (Singapore): Sun, 4 Jan, 12:30 pm GMT+8",
      summer: "Your time (Singapore): Sat, 4 Jul, 12:30 pm GMT+8",
    },
  };
  for (const [zone, lines] of Object.entries(expected)) {
    const visit = await localLines(browser, zone);
    const weekendCard = card(visit.page, /Beginner · Group · Children/);
    await expect(weekendCard.locator("[data-india-time]")).toHaveText("Sun, 4 Jan, 10:00 am IST");
    await expect(visit.lines.weekend, zone).toHaveText(lines.weekend);
    await expect(visit.lines.summer, zone).toHaveText(lines.summer);
    if (zone === "America/New_York") await expectNoAxeViolations(visit.page);
    await visit.context.close();
  }
});

test("without JavaScript a visitor filters the timetable and shows times in another zone", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/courses#timetable");
  const timetable = page.locator("#timetable");
  await expect(timetable.locator("li[data-batch]")).toHaveCount(3);
  await timetable.getByLabel("Mode").selectOption({ label: "Offline" });
  await timetable.getByLabel("Show times in").selectOption({ label: "New York" });
  await timetable.getByRole("button", { name: "Show batches" }).click();
  await expect(page).toHaveURL(
    /\/courses\?course=&mode=offline&day=&age=&tz=America%2FNew_York#timetable$/,
  );
  const cards = timetable.locator("li[data-batch]");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Coimbatore");
  await expect(cards.first().locator("[data-shown-time]")).toHaveText(
    "New York time: Sat, 4 Jul, 12:30 am GMT-4",
  );
  await timetable.getByLabel("Mode").selectOption({ label: "Any" });
  await timetable.getByLabel("Day").selectOption({ label: "Wednesday" });
  await timetable.getByRole("button", { name: "Show batches" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("heading")).toHaveText(/Intermediate/);
  await context.close();
});

test("with JavaScript the filters navigate in the page and the local time follows", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/London" });
  const page = await context.newPage();
  await gotoHydrated(page, "/courses");
  const timetable = page.locator("#timetable");
  await timetable.getByLabel("Age group").selectOption({ label: "Adults" });
  await timetable.getByLabel("Day").selectOption({ label: "Wednesday" });
  await timetable.getByRole("button", { name: "Show batches" }).click();
  await expect(page).toHaveURL(/age=adults/);
  const cards = timetable.locator("li[data-batch]");
  await expect(cards).toHaveCount(1);
  // Wed 7 Jan 2099, 18:30 IST = 13:00 in London.
  await expect(cards.first().locator("time[data-local-time]")).toHaveText(
    "Your time (London): Wed, 7 Jan, 1:00 pm GMT",
  );
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await context.close();
});

/** The chat text of a wa.me link, decoded. */
const chatText = (url: string) => new URL(url).searchParams.get("text") ?? "";

test("Book this batch, tapped before React, chooses the batch and sends the six lines", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL, hasTouch: true });
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>ok" }),
  );
  const page = await context.newPage();
  await page.goto("/courses/beginner");
  const weekend = card(page, /Beginner · Group · Children/);
  await weekend
    .getByRole("button", { name: "Book this batch: Beginner · Sat, Sun · 10:00 IST" })
    .tap();
  const dialog = page.getByRole("dialog", { name: "Book Now" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Mode")).toHaveValue("online");
  await expect(dialog.getByLabel("Level")).toHaveValue("beginner");
  await expect(dialog.getByLabel("Batch")).toHaveValue("Beginner · Sat, Sun · 10:00 IST");
  await dialog.getByLabel("Name").fill("Asha");
  await dialog.getByLabel("Contact No").fill("+1 212 555 0100");
  await dialog.getByLabel("Location").fill("New Jersey");
  const popupPromise = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Submit" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(chatText(popup.url()).split("\n")).toEqual([
    "Name: Asha",
    "Contact No: +1 212 555 0100",
    "Mode: Online",
    "Level: Beginner",
    "Location: New Jersey",
    "Batch: Beginner · Sat, Sun · 10:00 IST",
  ]);
  // The form was cleared; any other Book control books without a batch: five lines.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Book a Demo", exact: true }).click();
  await expect(dialog.getByLabel("Batch")).toBeHidden();
  await dialog.getByLabel("Mode").selectOption({ label: "Offline" });
  await dialog.getByLabel("Level").selectOption({ label: "Advanced" });
  await dialog.getByLabel("Name").fill("Asha");
  await dialog.getByLabel("Contact No").fill("+1 212 555 0100");
  await dialog.getByLabel("Location").fill("New Jersey");
  const second = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Submit" }).click();
  const plain = await second;
  expect(chatText(plain.url()).split("\n")).toHaveLength(5);
  await context.close();
});

test("Book this batch without JavaScript: /book?batch=ID carries the batch to the six lines", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/courses/beginner");
  await card(page, /Beginner · Group · Children/)
    .getByRole("button", { name: /^Book this batch/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/book\\?batch=${weekendId}$`));
  const form = page.getByRole("main");
  await expect(form.getByLabel("Batch")).toHaveValue("Beginner · Sat, Sun · 10:00 IST");
  await expect(form.getByLabel("Mode")).toHaveValue("online");
  await context.close();
  const response = await request.post("/book", {
    form: {
      name: "Ravi",
      contactNo: "98765 43210",
      mode: "online",
      level: "beginner",
      location: "Coimbatore",
      batch: "Beginner · Sat, Sun · 10:00 IST",
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(chatText(response.headers().location).split("\n").at(-1)).toBe(
    "Batch: Beginner · Sat, Sun · 10:00 IST",
  );
});

test("the course page's Course JSON-LD has a CourseInstance per published batch", async ({
  request,
}) => {
  const html = await (await request.get("/courses/beginner")).text();
  const course = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]))
    .find((data) => data["@type"] === "Course");
  expect(course.hasCourseInstance).toHaveLength(2);
  expect(course.hasCourseInstance).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        courseMode: "Onsite",
        location: expect.objectContaining({ "@type": "Place" }),
        courseSchedule: expect.objectContaining({
          repeatFrequency: "Weekly",
          byDay: ["https://schema.org/Saturday"],
          startTime: "10:00",
          startDate: "2099-07-04",
        }),
      }),
      expect.objectContaining({ courseMode: "Online" }),
    ]),
  );
});
