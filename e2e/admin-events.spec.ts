import { makeImage } from "../tests/fixtures/images";
import { signInAsAdminByHttp, signInAsAdminInPage } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { adminEventIds, clearEvents, createEventByHttp, eventForm } from "./support/events";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
} from "./support/test";

/**
 * Events (docs/decisions/admin-area.md "Events", "Tests"): the admin creates a draft (not public),
 * publishes it (a fresh visitor sees it under "Coming up" at the right India time), edits,
 * unpublishes and deletes it; text with script and event-handler markup stays inert text (any
 * dialog fails the test); the form works without JavaScript; the .ics file; axe on /events,
 * /events/:slug and /admin/events. Runs on a server of its own.
 */
test.describe.configure({ mode: "serial" });

const TITLE = "Spring Open <script>alert(1)</script>";
const SLUG = "spring-open-script-alert-1-script";
const SUMMARY = "Rapid games <img src=x onerror=alert(1)> for under-12s.";
const BODY =
  "Bring a pen <script>alert(2)</script>\n\nSecond </script><script>alert(3)</script> part";
const WHEN = /Sat, 14 Mar 2099, 10:00\sam – 1:00\spm IST/;

let admin: APIRequestContext;

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await clearEvents(admin, workerServer.url);
  // A past event, so /events has both lists.
  await createEventByHttp(admin, workerServer.url, {
    title: "Autumn blitz",
    category: "tournament",
    startsAt: "2020-10-10T16:00",
    endsAt: "2020-10-10T19:00",
    summary: "Ten rounds of blitz.",
  });
});

test.afterAll(async () => {
  await admin.dispose();
});

/** Fails the test on any alert/confirm/prompt: nothing typed may ever run. */
function noDialogs(page: Page, seen: string[]) {
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
}

/** A fresh visitor (no cookies) on `path`. */
async function visitor(browser: Browser, baseURL: string, path: string, seen: string[]) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  noDialogs(page, seen);
  const response = await page.goto(path);
  return { page, status: response?.status(), close: () => context.close() };
}

async function save(page: Page, message: string) {
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page).toHaveURL(/\/admin\/events\?saved=/);
  await expect(page.getByRole("status")).toHaveText(message);
}

test("the admin creates, publishes, edits, unpublishes and deletes an event; visitors see each step", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // One journey through five steps, each checked by a fresh visitor (a browser where it matters).
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  noDialogs(page, dialogs);
  await signInAsAdminInPage(page, OWN_ADMIN);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();

  // Create a draft.
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Category").selectOption("tournament");
  await page.getByLabel("Starts (India time)").fill("2099-03-14T10:00");
  await page.getByLabel("Ends (India time)").fill("2099-03-14T13:00");
  await page.getByLabel("Summary").fill(SUMMARY);
  await page.getByLabel("Description").fill(BODY);
  await save(page, "Event saved.");
  const row = page.getByRole("listitem").filter({ hasText: TITLE });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row).toContainText(WHEN);
  await expect(row).toContainText(`by ${OWN_ADMIN.email}`);

  // Fresh visitors over HTTP where no browser is needed (no cookies: the page cache's copy).
  expect(await (await request.get("/events")).text()).not.toContain(`/events/${SLUG}"`);
  expect((await request.get(`/events/${SLUG}`)).status()).toBe(404);

  // Publish.
  await row.getByRole("link", { name: `Edit ${TITLE}` }).click();
  await expect(page.getByLabel("Starts (India time)")).toHaveValue("2099-03-14T10:00");
  await page.getByLabel("Published (shown on the public site)").check();
  await save(page, "Event updated.");
  await expect(row.getByText("Published", { exact: true })).toBeVisible();

  const v = await visitor(browser, baseURL ?? "", "/events", dialogs);
  const upcoming = v.page.getByRole("region", { name: "Coming up" });
  const card = upcoming.getByRole("article").filter({ hasText: TITLE });
  await expect(card).toContainText(WHEN);
  await expect(card).toContainText(SUMMARY);
  await expect(card).toContainText("Tournament");
  await expect(
    v.page.getByRole("region", { name: "Past events" }).getByText("Autumn blitz"),
  ).toBeVisible();
  await expect(v.page.locator('img[src="x"]')).toHaveCount(0);
  await expectNoAxeViolations(v.page);

  // The event's page: inert text, JSON-LD, registration and calendar links.
  await card.getByRole("link", { name: TITLE }).click();
  await expect(v.page).toHaveURL(new RegExp(`/events/${SLUG}$`));
  await expect(v.page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  const main = v.page.getByRole("main");
  await expect(main.getByText("Bring a pen <script>alert(2)</script>")).toBeVisible();
  await expect(main.getByText("Second </script><script>alert(3)</script> part")).toBeVisible();
  await expect(main.locator("script, img[src='x']")).toHaveCount(0);
  await expect(main.getByText(WHEN)).toBeVisible();
  const ld = JSON.parse(
    (await v.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => script.textContent)
          .find((text) => text?.includes('"@type":"Event"')),
      )) ?? "{}",
  );
  expect(ld).toMatchObject({
    "@type": "Event",
    name: TITLE,
    startDate: "2099-03-14T10:00:00+05:30",
    endDate: "2099-03-14T13:00:00+05:30",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place" },
    organizer: { name: "Pawn to King Chess Academy" },
  });
  const register = new URL(
    (await main.getByRole("link", { name: "Register on WhatsApp" }).getAttribute("href")) ?? "",
  );
  expect(register.host).toBe("wa.me");
  expect(register.searchParams.get("text")).toContain(TITLE);
  await expect(main.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute(
    "href",
    `/events/${SLUG}/calendar.ics`,
  );
  await expect(v.page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${TITLE.replace(/[()[\]\\/.*+?^$|{}]/g, "\\$&")}`),
  );
  await expectNoAxeViolations(v.page);
  await v.close();

  // Edit.
  await row.getByRole("link", { name: `Edit ${TITLE}` }).click();
  await page.getByLabel("Summary").fill("Now with a prize for every player.");
  await save(page, "Event updated.");
  expect(await (await request.get(`/events/${SLUG}`)).text()).toContain(
    "Now with a prize for every player.",
  );

  // Unpublish.
  await row.getByRole("link", { name: `Edit ${TITLE}` }).click();
  await page.getByLabel("Published (shown on the public site)").uncheck();
  await save(page, "Event updated.");
  const after = await (await request.get("/events")).text();
  expect(after).toContain("Coming up");
  expect(after).not.toContain(`/events/${SLUG}"`);
  expect((await request.get(`/events/${SLUG}`)).status()).toBe(404);

  // Delete, with a confirmation step.
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: `Delete ${TITLE}` }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Event deleted.");
  await expect(page.getByRole("listitem").filter({ hasText: TITLE })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("the event form works without JavaScript: messages, save, delete", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/adminlogin");
  await page.getByLabel("Email").fill(OWN_ADMIN.email);
  await page.getByLabel("Password").fill(OWN_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill("No-JS camp");
  await page.getByLabel("Starts (India time)").fill("2099-05-01T09:00");
  await page.getByLabel("Ends (India time)").fill("2099-05-01T08:00");
  await page.getByLabel("Where").selectOption("online");
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
  await expect(page.getByText("The event must end after it starts.")).toBeVisible();
  await expect(page.getByText("Please enter a short summary.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("No-JS camp");
  await page.getByLabel("Ends (India time)").fill("2099-05-03T17:00");
  await page.getByLabel("Summary").fill("Three days online.");
  await page.getByLabel("Published (shown on the public site)").check();
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("status")).toHaveText("Event saved.");
  await expect(
    (await page.request.get("/events/no-js-camp")).status(),
    "published and public",
  ).toBe(200);
  await page.getByRole("link", { name: "Delete No-JS camp" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Event deleted.");
  await expect(page.getByRole("link", { name: "Delete No-JS camp" })).toHaveCount(0);
  await context.close();
});

test("Add to calendar: an RFC 5545 file with UTC times and escaped text", async ({
  request,
  baseURL,
}) => {
  await createEventByHttp(admin, baseURL ?? "", {
    title: "Blitz, bullet; more",
    slug: "blitz-night",
    venueKind: "online",
  });
  const response = await request.get("/events/blitz-night/calendar.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = (await response.text()).replace(/\r\n[ \t]/g, "");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain("\r\nDTSTART:20990314T043000Z\r\n");
  expect(ics).toContain("\r\nDTEND:20990314T073000Z\r\n");
  expect(ics).toContain("\r\nSUMMARY:Blitz\\, bullet\\; more\r\n");
  expect((await request.get("/events/no-such-event/calendar.ics")).status()).toBe(404);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${baseURL}/events/blitz-night</loc>`);
});

test("a cover photo: bad uploads are refused and store nothing; a good one shows on the pages", async ({
  request,
  baseURL,
}) => {
  const png = await makeImage("png", { width: 900, height: 600, noise: true });
  const before = await adminEventIds(admin);
  const refused: [
    string,
    Record<string, string>,
    { name: string; mimeType: string; buffer: Buffer },
  ][] = [
    [
      "SVG",
      {},
      {
        name: "c.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
    ],
    [
      "HTML renamed",
      {},
      {
        name: "c.png",
        mimeType: "image/png",
        buffer: Buffer.from("<html><script>alert(1)</script></html>"),
      },
    ],
    [
      "truncated PNG",
      {},
      { name: "c.png", mimeType: "image/png", buffer: png.subarray(0, png.length / 2) },
    ],
    ["no alt text", { coverAlt: " " }, { name: "c.png", mimeType: "image/png", buffer: png }],
  ];
  for (const [what, extra, cover] of refused) {
    const response = await admin.post("/admin/events/new", {
      multipart: { ...eventForm({ title: "Covered", coverAlt: "Boards", ...extra }), cover },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect([400, 413, 415], what).toContain(response.status());
  }
  expect(await adminEventIds(admin)).toEqual(before);

  const saved = await admin.post("/admin/events/new", {
    multipart: {
      ...eventForm({ title: "Covered", slug: "covered", coverAlt: "Boards ready for round one" }),
      cover: { name: "c.png", mimeType: "image/png", buffer: png },
    },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  const html = await (await request.get("/events/covered")).text();
  expect(html).toMatch(
    /<meta property="og:image" content="[^"]*\/photos\/[0-9a-f]{64}\/900\.webp"/,
  );
  expect(html).toContain('alt="Boards ready for round one"');
  const list = await (await request.get("/events")).text();
  expect(list).toContain('alt="Boards ready for round one"');
});
