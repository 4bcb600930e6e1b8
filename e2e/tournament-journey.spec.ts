import type { Browser, BrowserContext, Page } from "@playwright/test";
import { registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import { acceptInvitationByHttp, createCoachByHttp, inviteCoachByHttp } from "./support/coaching";
import { problemsOf } from "./support/html-validity";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request } from "./support/test";
import { createTournamentEventByHttp } from "./support/tournament-forms";

/**
 * The academy runs a 5-round Swiss for its students at the centre from phones, and families follow
 * it from home (docs/decisions/tournaments.md): the admin creates it on a phone for ten students in
 * two categories; five families register their children on the tournament page; the admin pairs
 * and publishes each round; in round 1 the admin and a coach enter results on two phones at once;
 * a visitor's open page (never touched) shows the standings change without a reload; after round 5
 * the report file (TRF-16) reads back by its columns, the hall of fame names the winners, and the
 * day's pages are valid HTML.
 *
 * The results follow one rule the test knows: the player whose name sorts first wins. Families
 * register unrated children, so start numbers follow the names, and the first name alphabetically
 * (start number 1) wins all five games: the winner is known before the tournament starts.
 */
test.describe.configure({ mode: "serial" });

const TITLE = "Academy Junior Swiss";
const slug = `junior-swiss-${Date.now().toString(36)}`;
const CATEGORIES = ["Under-10", "Under-14"];
/** Five families, two children each; first names start with ten different letters. */
const FAMILIES = [
  ["Iyer", ["Aditi Iyer", "Faisal Iyer"]],
  ["Menon", ["Bala Menon", "Gita Menon"]],
  ["Nair", ["Chitra Nair", "Hari Nair"]],
  ["Pillai", ["Deepak Pillai", "Indu Pillai"]],
  ["Rao", ["Esha Rao", "Jaya Rao"]],
] as const;
const CHILDREN: string[] = FAMILIES.flatMap(([, children]) => [...children]).sort();
/** A child's category: the first five names alphabetically play Under-10, the rest Under-14. */
const categoryOf = (child: string) => CATEGORIES[CHILDREN.indexOf(child) < 5 ? 0 : 1] as string;
/** "Aditi Iyer" → "Aditi I.": how the public pages name a child. */
const initialled = (name: string) => name.replace(/ (\S)\S*$/, " $1.");
const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };

/** A phone signed in as what `as` is signed in as. */
async function phone(browser: Browser, baseURL: string, as: APIRequestContext) {
  return browser.newContext({ baseURL, storageState: await as.storageState(), ...PHONE });
}

/** A round's board on the arbiter's results page, by number. */
const board = (page: Page, n: number) =>
  page.getByRole("group", { name: new RegExp(`^Board ${n}: `) });

/**
 * Enters the rule's result on each of `boards` (the name sorting first wins), tapping each board
 * and waiting for its "Saved".
 */
async function enterResults(page: Page, boards: number[]) {
  for (const n of boards) {
    const group = board(page, n);
    const label = (await group.locator("legend").textContent()) ?? "";
    const [, white, black] = /^Board \d+: (.+) – (.+)$/.exec(label.trim()) ?? [];
    expect(white && black, label).toBeTruthy();
    const result = (white as string) < (black as string) ? "1–0" : "0–1";
    await group.getByText(result, { exact: true }).tap();
    await expect(group.getByRole("status")).toHaveText("Saved");
  }
}

/** Pairs and publishes the next round on the arbiter's phone: ten players, five boards. */
async function pairAndPublish(page: Page, round: number) {
  await page.goto(`/tournaments/${slug}/arbiter`);
  await page.getByRole("button", { name: `Pair round ${round}` }).tap();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${slug}/arbiter/rounds/${round}$`));
  await page.getByRole("button", { name: `Publish round ${round}` }).tap();
  await expect(page.getByText(`Round ${round} is published.`, { exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("group", { name: /^Board \d+: / })).toHaveCount(5);
}

/** The report file's 001 lines read by FIDE's columns (TRF-16). */
function readTrf(text: string) {
  return text
    .split("\r\n")
    .filter((line) => line.startsWith("001"))
    .map((line) => ({
      start: Number(line.slice(4, 8)),
      name: line.slice(14, 47).trim(),
      points: Number(line.slice(80, 84)),
      rank: Number(line.slice(85, 89)),
      rounds: Array.from({ length: 5 }, (_, r) => {
        const cell = line.slice(91 + r * 10, 99 + r * 10);
        return { opponent: Number(cell.slice(0, 4)), colour: cell[5], result: cell[7] };
      }),
    }));
}

test("a 5-round Swiss for ten students run from phones, followed live from home, reported to FIDE, winners in the hall of fame", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const site = baseURL as string;
  const admin = await request.newContext({ baseURL: site });
  await signInAsAdminByHttp(admin, site, OWN_ADMIN);
  await createTournamentEventByHttp(admin, site, slug, TITLE);
  const contexts: BrowserContext[] = [];

  // The admin creates the Swiss on a phone: students only, two categories, free.
  const adminPhone = await phone(browser, site, admin);
  contexts.push(adminPhone);
  const arbiter = await adminPhone.newPage();
  await arbiter.goto("/admin/tournaments");
  await arbiter.getByLabel("Event").selectOption({ label: TITLE });
  await arbiter.getByLabel("System").selectOption({ label: "Swiss" });
  await arbiter.getByLabel("Rounds (Swiss)").fill("5");
  await arbiter.getByLabel("Time control").fill("15 min + 5 s per move");
  await arbiter
    .getByLabel("Entry", { exact: true })
    .selectOption({ label: "The academy's students only" });
  await arbiter.getByLabel("Registration closes (India time)").fill("2099-03-13T18:00");
  await arbiter.getByLabel("Categories").fill(CATEGORIES.join("\n"));
  await arbiter.getByLabel("Entry fee (₹)").fill("0");
  await arbiter.getByRole("button", { name: "Create tournament" }).tap();
  await expect(arbiter.getByRole("status")).toHaveText(`Created the tournament of “${TITLE}”.`);

  // Five families register their ten children from the tournament page.
  for (const [surname, children] of FAMILIES) {
    const account = await request.newContext({ baseURL: site });
    await registerUserByHttp(account, site, {
      name: `Parent ${surname}`,
      email: `${surname.toLowerCase()}-${slug}@example.test`,
      password: `pw-${surname}-family`,
    });
    for (const child of children) {
      const added = await account.post("/my-classes/students/new", {
        form: { name: child, ageGroup: "children", consent: "on" },
        headers: { Origin: site },
        maxRedirects: 0,
      });
      expect(added.status(), await added.text()).toBeLessThan(400);
    }
    const family = await phone(browser, site, account);
    const page = await family.newPage();
    await page.goto(`/tournaments/${slug}`);
    for (const child of children) {
      await page.getByLabel(`Category for ${child}`).selectOption({ label: categoryOf(child) });
      await page.getByRole("button", { name: `Register ${child}` }).tap();
      await expect(page.getByRole("status")).toHaveText(`${child} is registered.`);
    }
    await family.close();
    await account.dispose();
  }

  // A visitor at home opens the page and never touches it.
  const home = await browser.newContext({ baseURL: site });
  contexts.push(home);
  const visitor = await home.newPage();
  await visitor.goto(`/tournaments/${slug}`);
  await expect(visitor.getByText("10 players registered.")).toBeVisible();
  await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "");
  await visitor.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // A coach's account, the second arbiter.
  const coachId = await createCoachByHttp(admin, site, "Coach Ravi");
  const link = await inviteCoachByHttp(admin, site, coachId, `ravi-${slug}@example.test`);
  const coachAccount = await request.newContext({ baseURL: site });
  await registerUserByHttp(coachAccount, site, {
    name: "Ravi Shankar",
    email: `ravi-${slug}@example.test`,
    password: "pw-coach-ravi",
  });
  await acceptInvitationByHttp(coachAccount, site, link);
  const coachPhone = await phone(browser, site, coachAccount);
  contexts.push(coachPhone);
  const coach = await coachPhone.newPage();

  // Round 1: paired and published by the admin; results from two phones at once.
  await pairAndPublish(arbiter, 1);
  await coach.goto(`/tournaments/${slug}/arbiter/rounds/1`);
  await expect(coach.locator("html")).toHaveAttribute("data-hydrated", "");
  await Promise.all([enterResults(arbiter, [1, 3, 5]), enterResults(coach, [2, 4])]);
  await arbiter.reload();
  await expect(arbiter.getByTestId("round-state")).toHaveText(
    "Round complete: every result is in.",
  );

  // The visitor's page shows round 1's standings without a reload.
  const overall = visitor.getByRole("table", { name: "Standings: Overall" });
  await expect(visitor.getByText("After round 1.")).toBeVisible({ timeout: 30_000 });
  await expect(overall.getByRole("row").nth(1)).toContainText(initialled(CHILDREN[0] as string));
  expect(
    await visitor.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
  ).toBe(true);

  // Rounds 2 to 5 on the admin's phone.
  for (let round = 2; round <= 5; round++) {
    await pairAndPublish(arbiter, round);
    await enterResults(arbiter, [1, 2, 3, 4, 5]);
  }
  await expect(visitor.getByText("After round 5.")).toBeVisible({ timeout: 30_000 });

  // The report file: ten players by start number, the winner 5 points and first, 25 points in
  // all, and every game the same from both sides.
  const trf = await admin.get(`/tournaments/${slug}/report.trf`);
  expect(trf.status()).toBe(200);
  const players = readTrf(await trf.text());
  expect(players.map((p) => p.name)).toEqual(CHILDREN);
  expect(players.map((p) => p.start)).toEqual(CHILDREN.map((_, i) => i + 1));
  expect(players[0]).toMatchObject({ points: 5, rank: 1 });
  expect(players.reduce((sum, p) => sum + p.points, 0)).toBe(25);
  for (const p of players) {
    for (const [r, game] of p.rounds.entries()) {
      const other = players[game.opponent - 1]?.rounds[r];
      expect(other?.opponent, `${p.name} round ${r + 1}`).toBe(p.start);
      expect(other?.colour).toBe(game.colour === "w" ? "b" : "w");
      expect(other?.result).toBe(game.result === "1" ? "0" : "1");
      expect(game.result).toBe(p.start < game.opponent ? "1" : "0");
    }
  }

  // The hall of fame: the winner overall and each category's first, as the standings have them.
  const fame = await home.newPage();
  await fame.goto("/tournaments/hall-of-fame");
  const card = fame.getByRole("listitem").filter({ hasText: TITLE }).first();
  await expect(card.getByRole("heading", { name: "Winner", exact: true })).toBeVisible();
  await expect(card.locator("h3 + ul").first()).toContainText(
    `${initialled(CHILDREN[0] as string)} (5 pts)`,
  );
  for (const category of CATEGORIES) {
    const first = await visitor
      .getByRole("table", { name: `Standings: ${category}` })
      .getByRole("row")
      .nth(1)
      .getByRole("link")
      .first()
      .textContent();
    const line = card.locator("dl > div").filter({ hasText: `${category}:` });
    await expect(line.locator("dd")).toContainText(first as string);
  }

  // The pages of the day are valid HTML: the tournament page as a visitor gets it (from the page
  // cache), the arbiter's page and a round's results.
  const problems: string[] = [];
  const anonymous = await request.newContext({ baseURL: site });
  for (const [path, who, client] of [
    [`/tournaments/${slug}`, "visitor", anonymous],
    [`/tournaments/${slug}/arbiter`, "admin", admin],
    [`/tournaments/${slug}/arbiter/rounds/5`, "admin", admin],
  ] as const) {
    const response = await client.get(path);
    expect(response.status(), path).toBe(200);
    problems.push(...(await problemsOf(path, who, await response.text())));
  }
  expect(problems).toEqual([]);

  await anonymous.dispose();
  for (const context of contexts) await context.close();
  await coachAccount.dispose();
  await admin.dispose();
});
