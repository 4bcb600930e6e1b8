import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { problemsOf } from "./support/html-validity";
import { type OwnServer, startServer } from "./support/own-server";
import { expect, type Page, test } from "./support/test";
import { type SeededTournament, seedTournament } from "./support/tournaments";

/**
 * The hall of fame, a player's history, a game's page and the full-name consent
 * (docs/decisions/tournaments.md "Hall of fame and players' pages") on a server of its own whose
 * data directory is seeded before it starts: a finished 3-round Swiss with a PGN on board 1 of
 * each round and a family that signs in, and a Swiss one round in (not finished). Each page is
 * read as a visitor would (the page cache included), checked with axe, at 360 px wide and by
 * html-validate.
 */
test.describe.configure({ mode: "serial" });

const FAMILY = { email: "fame.family@example.test", password: "fame-family-pw-1" };
const CHILD = "Ananya Krishnamurthy";

let server: OwnServer;
let dataDir = "";
let finished: SeededTournament;
let unfinished: SeededTournament;

/** The students with the most points, by name: counted here from the seeded games and byes. */
function topScorers(t: SeededTournament): string[] {
  const points = new Map(t.players.map((p) => [p.id, 0]));
  const add = (id: number, half: number) => points.set(id, (points.get(id) ?? 0) + half);
  for (const round of t.rounds) {
    for (const g of round.games) {
      if (g.blackId === null) add(g.whiteId, 2);
      else if (g.result === "1-0") add(g.whiteId, 2);
      else if (g.result === "0-1") add(g.blackId, 2);
      else if (g.result === "1/2") {
        add(g.whiteId, 1);
        add(g.blackId, 1);
      }
    }
  }
  const best = Math.max(...points.values());
  return t.players.filter((p) => points.get(p.id) === best).map((p) => p.name);
}

/**
 * "Arjun Krishnan" → "Arjun K." (a student without the family's consent); a walk-in (seeded as
 * "Walk-in …") by the name entered.
 */
const initialled = (name: string) => {
  if (name.startsWith("Walk-in ")) return name;
  const words = name.split(" ");
  return `${words[0]} ${words.at(-1)?.[0]}.`;
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "academy-fame-"));
  finished = await seedTournament(dataDir, {
    title: "Fame Rapid Open",
    rounds: 3,
    players: 6,
    walkIns: 1,
    playedRounds: 3,
    pgn: true,
    families: [{ ...FAMILY, children: [CHILD], register: true }],
  });
  unfinished = await seedTournament(dataDir, {
    title: "Fame Unfinished Blitz",
    rounds: 3,
    players: 4,
    playedRounds: 1,
  });
  server = await startServer({ dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ viewport: { width: 360, height: 800 } });

/** Signs the family in on this spec's own server (support/accounts.ts `loginInPage`'s steps). */
async function signInFamily(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Email").fill(FAMILY.email);
  await page.getByLabel("Password").fill(FAMILY.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/`);
}

/** The page scrolls sideways at 360 px when its content is wider than its viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the hall of fame shows the finished tournament with its winners, not the unfinished one", async ({
  page,
}) => {
  const response = await page.goto(`${server.url}/tournaments/hall-of-fame`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Hall of fame" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Fame Rapid Open" }).first();
  await expect(card.getByRole("link", { name: /^Fame Rapid Open/ })).toHaveAttribute(
    "href",
    `/tournaments/${finished.slug}`,
  );
  const winners = topScorers(finished);
  expect(winners.length).toBeGreaterThan(0);
  await expect(card.getByRole("heading", { level: 3 }).first()).toHaveText(
    winners.length > 1 ? "Joint winners" : "Winner",
  );
  for (const name of winners) {
    await expect(card.getByText(initialled(name), { exact: true }).first()).toBeVisible();
  }
  await expect(card).toContainText("Category winners");
  await expect(card).toContainText("Under-10:");
  await expect(card).toContainText("Open:");
  await expect(page.getByText("Fame Unfinished Blitz")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("a winner's name opens their history: place, category and points, with sharing meta", async ({
  page,
}) => {
  await page.goto(`${server.url}/tournaments/hall-of-fame`);
  const [winner = ""] = topScorers(finished);
  const student = finished.players.find((p) => p.name === winner);
  const card = page.getByRole("listitem").filter({ hasText: "Fame Rapid Open" }).first();
  await card
    .getByRole("link", { name: initialled(winner), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${server.url}/tournaments/players/${student?.studentId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${initialled(winner)}'s tournaments`,
  );
  const line = page.getByRole("listitem").filter({ hasText: "Fame Rapid Open" });
  await expect(line).toContainText(`1st of ${finished.players.length}`);
  await expect(line).toContainText(/1st in (Under-10|Open)/);
  await expect(page).toHaveTitle(new RegExp(`^${initialled(winner)}: tournaments \\|`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${initialled(winner)}: tournaments`),
  );
  // The full name is nowhere on the page: the family has not agreed to it.
  expect(await page.content()).not.toContain(winner);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("a history page for a junk or unknown id answers 404", async ({ request }) => {
  for (const id of ["abc", "0", "987654321", "1.5"]) {
    const response = await request.get(`${server.url}/tournaments/players/${id}`);
    expect(response.status(), id).toBe(404);
  }
});

test("a game with its PGN shows the players, result, moves and the final position on the board", async ({
  page,
  request,
}) => {
  const game = finished.rounds[0]?.games.find((g) => g.board === 1);
  expect(game).toBeDefined();
  await page.goto(`${server.url}/tournaments/${finished.slug}/games/${game?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(" vs ");
  await expect(page.getByTestId("game-moves")).toHaveText(
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#",
  );
  const board = page.getByRole("img", { name: /^Final position: / });
  await expect(board).toBeVisible();
  // The queen mated on f7: the board draws a White queen there (the pieces' sprite, "#wq").
  expect(await board.evaluate((svg) => svg.outerHTML)).toContain("#wq");
  await expect(page.getByRole("link", { name: "Back to Fame Rapid Open" })).toHaveAttribute(
    "href",
    `/tournaments/${finished.slug}`,
  );
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // A game without a PGN, of another tournament, or unknown: 404.
  const board2 = finished.rounds[0]?.games.find((g) => g.board === 2);
  for (const url of [
    `/tournaments/${finished.slug}/games/${board2?.id}`,
    `/tournaments/${unfinished.slug}/games/${game?.id}`,
    `/tournaments/${finished.slug}/games/987654321`,
    `/tournaments/${finished.slug}/games/x`,
  ]) {
    expect((await request.get(`${server.url}${url}`)).status(), url).toBe(404);
  }
});

test("the hall of fame, a history and a game page are valid HTML (html-validate, the project's rules)", async ({
  request,
}) => {
  const student = finished.players.find((p) => p.studentId !== null);
  const game = finished.rounds[0]?.games.find((g) => g.board === 1);
  const problems: string[] = [];
  for (const url of [
    "/tournaments/hall-of-fame",
    `/tournaments/players/${student?.studentId}`,
    `/tournaments/${finished.slug}/games/${game?.id}`,
  ]) {
    const response = await request.get(`${server.url}${url}`);
    expect(response.status(), url).toBe(200);
    problems.push(...(await problemsOf(url, "visitor", await response.text())));
  }
  expect(problems).toEqual([]);
});

test("the family's tick shows the full name on the public pages; unticking hides it again", async ({
  page,
  browser,
}) => {
  const child = finished.families[0]?.students[0];
  expect(child).toBeDefined();
  const historyUrl = `${server.url}/tournaments/players/${child?.id}`;
  // A visitor first (the page is then in the page cache): first name and initial.
  const visitor = await browser.newPage();
  await visitor.goto(historyUrl);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Ananya K.'s tournaments");

  await signInFamily(page);
  await page.goto(`${server.url}/my-classes/students/${child?.id}`);
  const box = page.getByRole("checkbox", {
    name: `Show ${CHILD}'s full name in tournament results`,
  });
  await expect(box).not.toBeChecked();
  await expectNoAxeViolations(page);
  await box.check();
  await page.getByRole("button", { name: "Save this choice" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved: tournament results show the full name.",
  );
  await expect(box).toBeChecked();
  await expect(page.getByText(/Ticked on /)).toBeVisible();

  await visitor.goto(historyUrl);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`${CHILD}'s tournaments`);

  await box.uncheck();
  await page.getByRole("button", { name: "Save this choice" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved: tournament results show the first name and initial only.",
  );
  await visitor.goto(historyUrl);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Ananya K.'s tournaments");
  await visitor.close();
});
