import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { loginInPage } from "./support/accounts";
import { signInByHttp } from "./support/admin";
import { axeViolations } from "./support/axe";
import { type OwnServer, startServer } from "./support/own-server";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { expect, request as playwrightRequest, test } from "./support/test";
import { type SeededTournament, seedTournament } from "./support/tournaments";

/**
 * The public tournament page (docs/decisions/tournaments.md "Public pages") on a server of its own
 * seeded before it starts (e2e/support/tournaments.ts): a Swiss of 8 rounds in two categories
 * whose round 8 is being played (pairings, standings per category, crosstable, earlier rounds,
 * children by first name and initial, no horizontal scroll at 360 px, axe), and a tournament open
 * for registration where a family registers and withdraws, with and without JavaScript, while a
 * visitor's open page shows the new player without a reload.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const FAMILY = { email: "subramanian@example.test", password: "family-pw-1" };
const OTHER = { email: "pillai@example.test", password: "family-pw-2" };
let server: OwnServer | undefined;
let running: SeededTournament;
let open: SeededTournament;
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "academy-tournament-"));
  running = await seedTournament(dataDir, {
    title: "Coimbatore Junior Rapid",
    players: 16,
    rounds: 8,
    playedRounds: 7,
    publishedRound: true,
    fullNameConsent: 1,
    pgn: true,
  });
  open = await seedTournament(dataDir, {
    title: "December Open Rapid",
    players: 4,
    entryFeePaise: 30000,
    families: [
      { ...FAMILY, children: ["Meera Subramanian", "Kiran Subramanian"] },
      { ...OTHER, children: ["Nila Pillai"] },
    ],
  });
  server = await startServer({ dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const url = (t: SeededTournament) => `${server?.url}/tournaments/${t.slug}`;

test("a visitor sees the current round's pairings, standings per category, the crosstable and earlier rounds", async ({
  page,
}) => {
  const response = await page.goto(url(running));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coimbatore Junior Rapid");
  await expect(page.getByRole("heading", { name: "Round 8 pairings" })).toBeVisible();
  const pairings = page.getByRole("table", { name: "Round 8 pairings" });
  await expect(pairings.getByRole("row")).toHaveCount(1 + 8);
  await expect(pairings.getByRole("cell", { name: "Playing" })).toHaveCount(8);
  // Standings after the 7 complete rounds: overall and one table per category.
  await expect(page.getByText("After round 7.")).toBeVisible();
  for (const name of ["Overall", "Under-10", "Open"]) {
    const table = page.getByRole("table", { name: `Standings: ${name}` });
    await expect(table.getByRole("row")).toHaveCount(1 + (name === "Overall" ? 16 : 8));
  }
  await expect(page.locator("abbr[title='Buchholz Cut-1']").first()).toHaveText("BH-C1");
  // Children by first name and initial; the one whose family agreed, in full.
  const body = (await page.locator("main").textContent()) ?? "";
  expect(body).toContain("Arjun Krishnan");
  expect(body).toContain("Bhavya K.");
  expect(body).not.toContain("Bhavya Krishnan");
  // The crosstable: 8 round columns, cells like "9w1".
  const cross = page.getByRole("table", { name: "Crosstable" });
  await expect(cross.getByRole("columnheader")).toHaveCount(2 + 8 + 1);
  await expect(cross.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(
    /^\d+[wb][10½+−]$/,
  );
  // Earlier rounds, closed; a game with its PGN links to its page.
  const earlier = page.locator('section[aria-labelledby="earlier"]');
  await expect(earlier.locator("details summary")).toHaveCount(7);
  await earlier.getByText("Round 7", { exact: true }).click();
  await expect(page.getByRole("table", { name: "Round 7 pairings" })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Round 7 pairings" })
      .getByRole("link", { name: /Game on board 1/ }),
  ).toHaveAttribute("href", new RegExp(`/tournaments/${running.slug}/games/\\d+$`));
  expect(await axeViolations(page)).toEqual([]);
});

test("the event's page links to its tournament page", async ({ page }) => {
  await page.goto(`${server?.url}/events/${running.slug}`);
  await page.getByRole("link", { name: "Pairings, results and standings" }).click();
  await expect(page).toHaveURL(url(running));
});

test("an unknown slug answers the 404 page", async ({ page }) => {
  const response = await page.goto(`${server?.url}/tournaments/no-such-cup`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("at 360 px with 8 rounds the page does not scroll sideways, and axe finds nothing", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const t of [running, open]) {
    await page.goto(url(t));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, t.slug).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  }
  await context.close();
});

test("before round 1 a visitor sees the players and is asked to sign in to register", async ({
  page,
}) => {
  await page.goto(url(open));
  await expect(page.getByText("Round 1 has not been paired yet.")).toBeVisible();
  await expect(page.getByText("4 players registered.")).toBeVisible();
  await expect(page.getByText("Entry fee ₹300, added to your next invoice.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to register your child" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(`/tournaments/${open.slug}`)}`,
  );
  expect(await axeViolations(page)).toEqual([]);
});

/** Registers `child` in the first category from the page and waits for the answer. */
async function registerInPage(page: Page, child: string) {
  await page.getByLabel(`Category for ${child}`).selectOption({ label: "Under-10" });
  await page.getByRole("button", { name: `Register ${child}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${child} is registered.`);
}

async function withdrawInPage(page: Page, child: string) {
  await page.getByRole("button", { name: `Withdraw ${child}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${child} is withdrawn.`);
}

test("a family registers and withdraws its child with JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server?.url });
  const page = await context.newPage();
  await loginInPage(page, FAMILY);
  await page.goto(url(open));
  await expect(page.getByText("Nila Pillai")).toHaveCount(0);
  await registerInPage(page, "Meera Subramanian");
  await expect(page.getByText("5 players registered.")).toBeVisible();
  await expect(page.getByText("Meera S.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await withdrawInPage(page, "Meera Subramanian");
  await expect(page.getByText("4 players registered.")).toBeVisible();
  await context.close();
});

test("a family registers and withdraws its child without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server?.url, javaScriptEnabled: false });
  await signInByHttp(context.request, server?.url ?? "", OTHER);
  const page = await context.newPage();
  await page.goto(url(open));
  await registerInPage(page, "Nila Pillai");
  await expect(page.getByText("Nila P.")).toBeVisible();
  await withdrawInPage(page, "Nila Pillai");
  await context.close();
});

/** A visitor's open page, and the times of its live `.data` requests. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server?.url });
  const page = await context.newPage();
  const times: number[] = [];
  page.on("request", (r) => {
    if (r.url().includes(".data")) times.push(Date.now());
  });
  await page.goto(url(open));
  // No gesture: a live page starts its scripts once painted (docs/decisions/first-paint.md
  // "A page that refreshes itself"), so a visitor who only watches gets the updates.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  return { context, page, times };
}

test("a visitor's open page shows a new registration without a reload, one request per 10 s at most", async ({
  browser,
}) => {
  const visitor = await visitorPage(browser);
  await expect(visitor.page.getByTestId("live-status")).toHaveText(/^Results as of \d\d:\d\d/);
  await expect(visitor.page.getByText("Kiran S.")).toHaveCount(0);

  const family = await playwrightRequest.newContext({ baseURL: server?.url });
  await signInByHttp(family, server?.url ?? "", FAMILY);
  const kiran = open.families[0]?.students.find((s) => s.name === "Kiran Subramanian");
  const answer = await family.post(`/tournaments/${open.slug}`, {
    form: {
      intent: "register",
      studentId: String(kiran?.id),
      categoryId: String(open.categories[1]?.id),
    },
    headers: { Origin: server?.url ?? "" },
  });
  expect(answer.status()).toBe(200);
  await family.dispose();

  await expect(visitor.page.getByText("Kiran S.")).toBeVisible({ timeout: 30_000 });
  await expect(visitor.page.getByTestId("live-status")).toHaveText(/^Updated \d\d:\d\d\.$/);
  expect(
    await visitor.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
  ).toBe(true);
  const gaps = visitor.times.slice(1).map((t, i) => t - (visitor.times[i] as number));
  expect(visitor.times.length).toBeGreaterThan(0);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(9_500);
  await visitor.context.close();
});
