import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { signInAsAdminByHttp } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { guideShot } from "./support/guide-shots";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { holdHydration } from "./support/pages";
import { type APIRequestContext, type BrowserContext, request } from "./support/test";
import { createTournamentEventByHttp } from "./support/tournament-forms";

/**
 * Running a tournament from a phone (docs/decisions/tournaments.md "Arbiter pages"): the admin
 * creates a Swiss for a tournament event (two categories, an entry fee), adds walk-ins on a
 * 360-pixel phone, pairs round 1, swaps two players, publishes; two screens enter results at once
 * and both are kept (a stale tap on a game someone else entered says so and overwrites nothing);
 * a tap before hydration is kept; a correction shows in the history; round 2's hand swap warns of
 * a rematch; a PGN is refused for an illegal move and stored once legal; without JavaScript the
 * results are a plain form; the report file downloads and its
 * 001 lines read back by columns. Axe on each page.
 * With ADMIN_GUIDE_SCREENSHOTS=1 the admin guide's pictures. A server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let baseURL = "";
const slug = `arbiter-open-${Date.now().toString(36)}`;
const TITLE = "Arbiter Rapid Open";

const PLAYERS = [
  { name: "Aarav Kumar", rating: "1840", category: "Open" },
  { name: "Bhavya Nair", rating: "1720", category: "Under-12" },
  { name: "Chirag Das", rating: "1610", category: "Open" },
  { name: "Diya Menon", rating: "1500", category: "Under-12" },
  { name: "Eshan Pillai", rating: "1390", category: "Open" },
  { name: "Farah Khan", rating: "", category: "Under-12" },
];

test.beforeAll(async ({ workerServer }) => {
  baseURL = workerServer.url;
  admin = await request.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  await createTournamentEventByHttp(admin, baseURL, slug, TITLE);
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** A context signed in as the admin: a phone 360 pixels wide, or a desktop. */
async function adminContext(
  browser: import("@playwright/test").Browser,
  phone: boolean,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    storageState: await admin.storageState(),
    ...(phone ? { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true } : {}),
  });
}

/** No horizontal scroll. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** The pairings of an unpublished round's list: [white, black] names per board. */
async function pairingsOf(page: Page): Promise<[string, string][]> {
  const lines = await page.locator("li[data-pairing]").allTextContents();
  return lines.flatMap((line) => {
    const m = /^Board \d+: (.+) \(White\) – (.+) \(Black\)$/.exec(line.trim());
    return m ? [[m[1] as string, m[2] as string] as [string, string]] : [];
  });
}

const board = (page: Page, n: number) =>
  page.getByRole("group", { name: new RegExp(`^Board ${n}:`) });

test("the admin creates a Swiss and runs it from a phone: walk-ins, pairing, swap, publish, results from two screens, correction, rematch warning, report file", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The admin creates the tournament on a desktop.
  const desk = await adminContext(browser, false);
  const deskPage = await desk.newPage();
  await deskPage.goto("/admin/tournaments");
  await expect(deskPage.getByRole("heading", { level: 1 })).toHaveText("Tournaments");
  await deskPage.getByLabel("Event").selectOption({ label: TITLE });
  await deskPage.getByLabel("System").selectOption({ label: "Swiss" });
  await deskPage.getByLabel("Rounds (Swiss)").fill("5");
  await deskPage.getByLabel("Time control").fill("15 min + 10 s per move");
  await deskPage
    .getByLabel("Entry", { exact: true })
    .selectOption({ label: "Anyone (walk-ins added by name)" });
  await deskPage.getByLabel("Registration closes (India time)").fill("2099-03-13T18:00");
  await deskPage.getByLabel("Categories").fill("Under-12\nOpen");
  await deskPage.getByLabel("Entry fee (₹)").fill("abc");
  await deskPage.getByRole("button", { name: "Create tournament" }).click();
  // A wrong fee: the message, and what was typed kept.
  await expect(
    deskPage.getByText("Enter the entry fee in rupees, e.g. 250 or 250.50."),
  ).toBeVisible();
  await expect(deskPage.getByLabel("Categories")).toHaveValue("Under-12\nOpen");
  await deskPage.getByLabel("Entry fee (₹)").fill("250");
  await expectNoAxeViolations(deskPage);
  await guideShot(deskPage, "admin-guide", "tournaments-create.jpg");
  await deskPage.getByRole("button", { name: "Create tournament" }).click();
  await expect(deskPage.getByRole("status")).toHaveText(`Created the tournament of “${TITLE}”.`);
  const run = deskPage.getByRole("link", { name: `Run ${TITLE}` });
  await expect(run).toBeVisible();
  await expectNoAxeViolations(deskPage);
  await desk.close();

  // On a phone: the arbiter page, walk-ins one by one.
  const phone = await adminContext(browser, true);
  const page = await phone.newPage();
  await page.goto(`/tournaments/${slug}/arbiter`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Arbiter: ${TITLE}`);
  for (const p of PLAYERS) {
    await page.getByLabel("Player's name").fill(p.name);
    await page.getByLabel("Rating (optional)").fill(p.rating);
    await page.getByLabel("Category").selectOption({ label: p.category });
    await page.getByRole("button", { name: "Add player" }).tap();
    await expect(page.getByRole("status")).toHaveText(`Added ${p.name}.`);
  }
  await expect(page.locator("li[data-player]")).toHaveCount(PLAYERS.length);
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await guideShot(page, "admin-guide", "tournaments-arbiter.jpg");

  // Round 1: paired, then two players swapped by hand (round 1 breaks no rule).
  await page.getByRole("button", { name: "Pair round 1" }).tap();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${slug}/arbiter/rounds/1$`));
  const round1 = await pairingsOf(page);
  expect(round1).toHaveLength(3);
  const [w1, b1] = round1[0] as [string, string];
  const [w2] = round1[1] as [string, string];
  await page.getByLabel("First player").selectOption({ label: w1 });
  await page.getByLabel("Second player").selectOption({ label: w2 });
  await page.getByRole("button", { name: "Swap", exact: true }).tap();
  await expect(page.getByRole("status")).toHaveText(
    `Swapped ${w1} and ${w2}. The round keeps every pairing rule.`,
  );
  await expect.poll(async () => (await pairingsOf(page))[0]).toEqual([w2, b1]);
  await page.reload();
  const swapped = await pairingsOf(page);
  expect(swapped[0]).toEqual([w2, b1]);
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish round 1" }).tap();
  await expect(page.getByText("Round 1 is published.", { exact: true })).toBeVisible();
  await expect(page.getByTestId("round-state")).toHaveText("3 games without a result.");

  // Two screens at once: the phone and a second phone, both showing no result yet.
  const other = await adminContext(browser, true);
  const second = await other.newPage();
  await second.goto(`/tournaments/${slug}/arbiter/rounds/1`);
  await expect(second.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await board(page, 1).getByText("1–0", { exact: true }).tap();
  await expect(board(page, 1).getByRole("status")).toHaveText("Saved");
  // The second screen never saw it: its tap overwrites nothing and says who entered what.
  await board(second, 1).getByText("½–½", { exact: true }).tap();
  await expect(board(second, 1).getByRole("status")).toHaveText(
    new RegExp(
      `^Changed by ${OWN_ADMIN.email} at \\d{2}:\\d{2} IST to 1–0\\. Tap again to change it\\.$`,
    ),
  );
  await expect(board(second, 1).getByRole("radio", { name: "1–0" })).toBeChecked();
  // Two boards at once, one on each screen: both kept.
  await Promise.all([
    board(page, 2).getByText("½–½", { exact: true }).tap(),
    board(second, 2).getByText("½–½", { exact: true }).tap(),
  ]);
  await expect(board(page, 2).getByRole("status")).toHaveText("Saved");
  await expect(board(second, 2).getByRole("status")).toHaveText("Saved");
  await other.close();

  // Board 3 from a page opened before it hydrates: the first tap is kept and saved.
  const early = await phone.newPage();
  const release = await holdHydration(early);
  await early.goto(`/tournaments/${slug}/arbiter/rounds/1`);
  await board(early, 3).getByText("White wins by forfeit", { exact: true }).tap();
  await expect(board(early, 3).getByRole("radio", { name: "White wins by forfeit" })).toBeChecked();
  release();
  await expect(early.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(board(early, 3).getByRole("status")).toHaveText("Saved");
  await early.close();

  await page.reload();
  await expect(page.getByTestId("round-state")).toHaveText("Round complete: every result is in.");
  await expect(board(page, 1).getByRole("radio", { name: "1–0" })).toBeChecked();
  await expect(board(page, 2).getByRole("radio", { name: "½–½" })).toBeChecked();
  // A correction: board 1 was a win for Black; the history keeps both.
  await board(page, 1).getByText("0–1", { exact: true }).tap();
  await expect(board(page, 1).getByRole("status")).toHaveText("Saved");
  await page.reload();
  await expect(page.getByTestId("result-history").getByRole("listitem").first()).toContainText(
    `Board 1: 1–0 → 0–1, by ${OWN_ADMIN.email}`,
  );
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await guideShot(page, "admin-guide", "tournaments-results.jpg");

  // A game's PGN: an illegal move is refused with the text kept; a legal game is stored.
  await page.locator("summary", { hasText: /^Board 1: / }).click();
  const pgnBox = page.getByRole("textbox", { name: "PGN of board 1", exact: true });
  await pgnBox.fill("1. e4 e5 2. Ke3");
  await page.getByRole("button", { name: "Save PGN of board 1" }).tap();
  await expect(page.getByText("That is not a game in PGN: check the moves.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "PGN of board 1", exact: true })).toHaveValue(
    "1. e4 e5 2. Ke3",
  );
  await page
    .getByRole("textbox", { name: "PGN of board 1", exact: true })
    .fill("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 0-1");
  await page.getByRole("button", { name: "Save PGN of board 1" }).tap();
  await expect(page.getByRole("status").first()).toHaveText("Saved the PGN of board 1.");
  await expect(page.locator("summary", { hasText: /^Board 1: / })).toContainText("PGN stored.");

  // Round 2: a swap that makes a rematch is warned of, in words.
  await page.goto(`/tournaments/${slug}/arbiter`);
  await page.getByRole("button", { name: "Pair round 2" }).tap();
  await expect(page).toHaveURL(/\/arbiter\/rounds\/2$/);
  const round2 = await pairingsOf(page);
  const [p, q] = round2[0] as [string, string];
  const met = swapped.find(([w, b]) => w === p || b === p) as [string, string];
  const r = met[0] === p ? met[1] : met[0];
  await page.getByLabel("First player").selectOption({ label: q });
  await page.getByLabel("Second player").selectOption({ label: r });
  await page.getByRole("button", { name: "Swap", exact: true }).tap();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Warning: the round now breaks these rules.");
  await expect(alert).toContainText(/Rematch: .+ and .+ met in round 1\./);
  await expect(alert).toContainText(p);
  await expect(alert).toContainText(r);
  await expectNoAxeViolations(page);
  await guideShot(page, "admin-guide", "tournaments-swap.jpg");
  await page.getByRole("button", { name: "Publish round 2" }).tap();
  await expect(page.getByText("Round 2 is published.", { exact: true })).toBeVisible();

  // Without JavaScript the results are a plain form: choose, then Save results.
  const plain = await browser.newContext({
    baseURL,
    storageState: await admin.storageState(),
    javaScriptEnabled: false,
  });
  const plainPage = await plain.newPage();
  await plainPage.goto(`/tournaments/${slug}/arbiter/rounds/2`);
  await board(plainPage, 1).getByText("½–½", { exact: true }).click();
  await plainPage.getByRole("button", { name: "Save results" }).click();
  await expect(plainPage.getByRole("status").first()).toHaveText("Results saved.");
  await expect(board(plainPage, 1).getByRole("radio", { name: "½–½" })).toBeChecked();
  await expect(plainPage.getByTestId("round-state")).toHaveText("2 games without a result.");
  await plain.close();

  // The report file of the complete round: every player's 001 line, read by its columns.
  await page.goto(`/tournaments/${slug}/arbiter`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download report file (TRF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${slug}.trf`);
  const trf = readFileSync((await download.path()) as string, "latin1");
  const players = trf
    .split("\r\n")
    .filter((line) => line.startsWith("001"))
    .map((line) => ({
      start: Number(line.slice(4, 8)),
      name: line.slice(14, 47).trim(),
      rating: line.slice(48, 52).trim(),
      points: Number(line.slice(80, 84)),
      round1: line.slice(91, 99),
    }));
  expect(players.map((pl) => pl.start)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(players.map((pl) => pl.name).sort()).toEqual(PLAYERS.map((pl) => pl.name).sort());
  expect(players.find((pl) => pl.name === "Aarav Kumar")?.rating).toBe("1840");
  expect(players.reduce((sum, pl) => sum + pl.points, 0)).toBe(3);
  for (const pl of players) expect(pl.round1).toMatch(/^\s{0,3}\d{1,4} [wb] [10=+-]$/);
  await phone.close();
});
