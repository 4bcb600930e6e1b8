import type { Page } from "@playwright/test";
import { signInAsAdminByHttp } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { createEventByHttp } from "./support/events";
import { problemsOf } from "./support/html-validity";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, gotoHydrated, request } from "./support/test";
import { addWalkInByHttp, createTournamentByHttp, pairByHttp } from "./support/tournament-forms";

/**
 * An online tournament's Lichess link per round (docs/decisions/tournaments.md "Online
 * tournaments"): on a 360-pixel phone the admin's round page refuses an http: link and another
 * host with the message and the text kept, then saves a lichess.org link; a visitor's tournament
 * page shows "Play round 1 on Lichess" (a new tab) once round 1 is published, and nothing once the
 * link is removed; without JavaScript the form posts as a plain form. Axe, html-validate and no
 * sideways scroll on both pages. A server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let baseURL = "";
const slug = `online-blitz-${Date.now().toString(36)}`;
const roundPath = `/tournaments/${slug}/arbiter/rounds/1`;
const LINK = "https://lichess.org/swiss/AbCd1234";
const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };

test.beforeAll(async ({ workerServer }) => {
  baseURL = workerServer.url;
  admin = await request.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  const eventId = await createEventByHttp(admin, baseURL, {
    title: "Online Blitz Arena",
    slug,
    category: "tournament",
    venueKind: "online",
  });
  await createTournamentByHttp(admin, baseURL, eventId, { categories: "" });
  for (const name of ["Online Asha", "Online Bala", "Online Chitra", "Online Dev"]) {
    await addWalkInByHttp(admin, baseURL, slug, { name });
  }
  await pairByHttp(admin, baseURL, slug);
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** No horizontal scroll. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** Types a link into round 1's field and saves it. */
async function saveLink(page: Page, link: string) {
  await page.getByLabel("Lichess link for round 1").fill(link);
  await page.getByRole("button", { name: "Save link" }).click();
}

test("the admin sets round 1's Lichess link from a phone; a visitor's page offers it once the round is published", async ({
  browser,
}) => {
  const arbiter = await browser.newContext({
    baseURL,
    storageState: await admin.storageState(),
    ...PHONE,
  });
  const page = await arbiter.newPage();
  await gotoHydrated(page, roundPath);
  const field = page.getByLabel("Lichess link for round 1");
  await expect(field).toHaveValue("");
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);

  // http: and another host are refused with the message; the text stays as typed.
  for (const wrong of [
    "http://lichess.org/swiss/AbCd1234",
    "https://lichess.example.com/swiss/1",
  ]) {
    await saveLink(page, wrong);
    await expect(page.getByRole("alert")).toContainText("starts with https://lichess.org/");
    await expect(field).toHaveValue(wrong);
    await expect(field).toHaveAttribute("aria-invalid", "true");
  }
  await expectNoAxeViolations(page);

  await saveLink(page, LINK);
  await expect(
    page.getByRole("status").filter({ hasText: "Saved the Lichess link for round 1." }),
  ).toBeVisible();
  await expect(field).toHaveValue(LINK);
  await expect(field).not.toHaveAttribute("aria-invalid");

  // Not published yet: a visitor sees no round and no link.
  const visitor = await browser.newContext({ baseURL, ...PHONE });
  const view = await visitor.newPage();
  const play = view.getByRole("link", { name: "Play round 1 on Lichess (opens in a new tab)" });
  await view.goto(`/tournaments/${slug}`);
  await expect(view.getByRole("heading", { name: "Players" })).toBeVisible();
  await expect(play).toHaveCount(0);

  await page.getByRole("button", { name: "Publish round 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Round 1 is published." })).toBeVisible();
  await expect(field).toHaveValue(LINK);

  await view.goto(`/tournaments/${slug}`);
  await expect(play).toBeVisible();
  await expect(play).toHaveAttribute("href", LINK);
  await expect(play).toHaveAttribute("target", "_blank");
  await expect(play).toHaveAttribute("rel", "noopener noreferrer");
  const box = await play.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoSideScroll(view);
  await expectNoAxeViolations(view);

  // Emptied, the link is removed, and the visitor's page no longer offers it.
  await saveLink(page, "");
  await expect(
    page.getByRole("status").filter({ hasText: "Removed the Lichess link for round 1." }),
  ).toBeVisible();
  await expect(field).toHaveValue("");
  await view.goto(`/tournaments/${slug}`);
  await expect(view.getByRole("heading", { name: "Round 1 pairings" })).toBeVisible();
  await expect(play).toHaveCount(0);

  await arbiter.close();
  await visitor.close();
});

test("without JavaScript the link form is a plain form: a wrong host is refused, a link saved", async ({
  browser,
}) => {
  const arbiter = await browser.newContext({
    baseURL,
    storageState: await admin.storageState(),
    javaScriptEnabled: false,
  });
  const page = await arbiter.newPage();
  await page.goto(roundPath);
  const field = page.getByLabel("Lichess link for round 1");
  await saveLink(page, "https://lichess.org.example.com/swiss/1");
  await expect(page.getByRole("alert")).toContainText("starts with https://lichess.org/");
  await expect(field).toHaveValue("https://lichess.org.example.com/swiss/1");
  await saveLink(page, LINK);
  await expect(
    page.getByRole("status").filter({ hasText: "Saved the Lichess link for round 1." }),
  ).toBeVisible();
  const visitor = await request.newContext({ baseURL });
  const html = await (await visitor.get(`/tournaments/${slug}`)).text();
  expect(html).toContain(`href="${LINK}"`);
  expect(html).toContain("Play round 1 on Lichess");
  // Both pages, with the form and the link, are valid HTML.
  expect(await problemsOf(`/tournaments/${slug}`, "visitor", html)).toEqual([]);
  const round = await (await admin.get(roundPath)).text();
  expect(round).toContain(`value="${LINK}"`);
  expect(await problemsOf(roundPath, "admin", round)).toEqual([]);
  await visitor.dispose();
  await arbiter.close();
});
