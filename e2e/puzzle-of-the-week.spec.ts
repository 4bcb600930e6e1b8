import { signInAsAdminByHttp, signInAsAdminInPage } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { clearPuzzles, createPuzzleByHttp, kolkataDate, SMOTHERED } from "./support/puzzles";
import {
  type APIRequestContext,
  gotoHydrated,
  type Locator,
  type Page,
  request as playwrightRequest,
} from "./support/test";

/**
 * The puzzle of the week (docs/decisions/puzzles.md): the admin publishes a puzzle dated next week
 * (not shown until then, the board preview catching a FEN typo and chess.js refusing a wrong
 * move) and one for today; a visitor solves it with the mouse (a wrong move refused and the piece
 * back, the hint, drag and tap-tap, Solved!, a WhatsApp share), on a phone by touch (the first
 * touch before any script, the Web Share API) and with the keyboard only (arrows, Enter, a typed
 * move, the live region); the page without JavaScript; the link preview's PNG; axe on the puzzle
 * pages. Runs on the worker's own server, and leaves it without puzzles.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const FUTURE = {
  title: "Back-rank mate for next week",
  slug: "back-rank-mate-for-next-week",
};
const PAGE = `/puzzles/${SMOTHERED.slug}`;

let admin: APIRequestContext;

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await clearPuzzles(admin, workerServer.url);
});

test.afterAll(async ({ workerServer }) => {
  await clearPuzzles(admin, workerServer.url);
  await admin.dispose();
});

/** The interactive board's square (its `rect`) or piece on a square. */
const square = (page: Page, name: string) =>
  page.locator(`[data-puzzle-board] rect[data-square="${name}"]`);
const piece = (page: Page, code: string, on: string) =>
  page.locator(`[data-puzzle-board] g[data-piece="${code}"][data-square="${on}"]`);

/**
 * The centre of a square's box on screen, the whole board scrolled to the middle of the screen
 * first (clear of the sticky header).
 */
async function centre(target: Locator) {
  await target
    .page()
    .locator("[data-puzzle-board]")
    .evaluate((board) => board.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = await target.boundingBox();
  if (!box) throw new Error("not on the page");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse from one square to another, in steps, as a hand would. */
async function drag(page: Page, from: string, to: string) {
  const a = await centre(square(page, from));
  const b = await centre(square(page, to));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** Clicks one square, then another (tap-tap with a mouse). */
async function clickClick(page: Page, from: string, to: string) {
  for (const name of [from, to]) {
    const at = await centre(square(page, name));
    await page.mouse.click(at.x, at.y);
  }
}

/** Taps one square, then another, on a touch screen. */
async function tapTap(page: Page, from: string, to: string) {
  for (const name of [from, to]) {
    const at = await centre(square(page, name));
    await page.touchscreen.tap(at.x, at.y);
  }
}

test("the admin publishes a puzzle for next week (not shown until then) and one for today; the board preview and chess.js's refusals", async ({
  page,
  baseURL,
  playwright,
}) => {
  await signInAsAdminInPage(page, OWN_ADMIN);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Puzzles" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Puzzles" })).toBeVisible();
  await page.getByRole("link", { name: "New puzzle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New puzzle" })).toBeVisible();

  const preview = page.getByRole("figure");
  await expect(preview).toContainText("Type a position (FEN) to see the board.");
  await page.getByLabel("Title").fill(FUTURE.title);
  // A typo: the last rank has seven squares. The preview says so before anything is posted.
  await page.getByLabel("Position (FEN)").fill("6k1/5ppp/8/8/8/8/5PPP/3R2K");
  await expect(preview).toContainText("This position cannot be drawn yet: check the FEN.");
  await page.getByLabel("Position (FEN)").fill("6k1/5ppp/8/8/8/8/5PPP/3R2K1");
  await expect(preview.getByRole("img", { name: /White: king g1, rook d1/ })).toBeVisible();
  await page.getByLabel("Solution", { exact: true }).fill("Qh7#");
  await page.getByLabel("Hint", { exact: true }).fill("Look at the back rank.");
  await page.getByLabel("Themes").fill("mate in 1, back rank");
  await page.getByLabel("Explanation").fill("Black's own pawns take every flight square.");
  await page.getByLabel("Publish date").fill(kolkataDate(7));
  await page.getByLabel(/^Published/).check();
  await page.getByRole("button", { name: "Save puzzle" }).click();
  // chess.js replays the solution: there is no queen to play Qh7. What was typed stays.
  await expect(
    page.getByText("Move 1 (“Qh7#”) is not possible in the starting position."),
  ).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(FUTURE.title);
  await expect(page.getByLabel("Solution", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByLabel("Solution", { exact: true }).fill("Rd8#");
  await page.getByRole("button", { name: "Save puzzle" }).click();
  await expect(page.getByRole("status")).toHaveText(`Saved “${FUTURE.title}”.`);
  const item = page.getByRole("listitem").filter({ hasText: FUTURE.title });
  await expect(item.getByText("Scheduled")).toBeVisible();
  await expectNoAxeViolations(page);

  await createPuzzleByHttp(admin, baseURL ?? "", { ...SMOTHERED, publishDate: kolkataDate(0) });

  // A visitor sees today's puzzle, not next week's.
  const visitor = await playwright.request.newContext({ baseURL });
  const list = await (await visitor.get("/puzzles")).text();
  expect(list).toContain(SMOTHERED.title);
  expect(list).not.toContain(FUTURE.title);
  expect((await visitor.get(`/puzzles/${FUTURE.slug}`)).status()).toBe(404);
  expect((await visitor.get(PAGE)).status()).toBe(200);
  const home = await (await visitor.get("/")).text();
  expect(home).toContain("Puzzle of the week");
  expect(home).toContain(SMOTHERED.title);
  expect(home).not.toContain(FUTURE.title);
  await visitor.dispose();
});

test("a visitor solves it with the mouse: a wrong move goes back, the hint, drag and tap-tap, Solved!, a WhatsApp share", async ({
  page,
}) => {
  // A desktop without the Web Share API: Share is a WhatsApp link.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined });
  });
  // The board needs its code: this test says so (the mouse's first movement would start it),
  // and the board, in view from the start, loads it when the mouse comes over it.
  await gotoHydrated(page, PAGE);
  await page.locator("[data-board]").hover();
  await expect(page.locator("[data-board][data-live]")).toBeAttached();
  const status = page.getByRole("status");
  await expect(status).toHaveText("Your move: you play White.");

  await page.getByText("Show a hint").click();
  await expect(page.getByText(SMOTHERED.hint)).toBeVisible();

  await drag(page, "g5", "e6");
  await expect(status).toHaveText("Ne6 is not the move we are looking for. Try again!");
  await expect(piece(page, "wn", "g5")).toBeAttached();

  await drag(page, "g5", "f7");
  await expect(status).toHaveText("Nf7+: well found! The reply is Kg8. Your move.");
  await expect(piece(page, "bk", "g8")).toBeAttached();
  // The page's data is loaded again (as a tap on a link to the page it is on does): the board
  // stays where the game is.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { revalidate(): Promise<void> } }
    ).__reactRouterDataRouter.revalidate(),
  );
  await expect(piece(page, "wn", "f7")).toBeAttached();
  await clickClick(page, "f7", "h6");
  await expect(status).toHaveText("Nh6+: well found! The reply is Kh8. Your move.");
  await expect(piece(page, "bk", "h8")).toBeAttached();
  await drag(page, "b3", "g8");
  await expect(status).toHaveText("Qg8+: well found! The reply is Rxg8. Your move.");
  await expect(piece(page, "br", "g8")).toBeAttached();
  await clickClick(page, "h6", "f7");
  await expect(status).toHaveText("Solved! Nf7#: solved!");
  await expect(page.getByText(SMOTHERED.explanation).first()).toBeVisible();
  const share = page.getByRole("link", { name: "Share" });
  const url = new URL(PAGE, page.url()).href;
  await expect(share).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`Can you solve this chess puzzle? ${SMOTHERED.title} ${url}`)}`,
  );
  await expect(share).toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);
});

test("on a phone: the first touch selects a piece before any script has run, the board plays it when it comes; touch moves; the Web Share API", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  const page = await context.newPage();
  await page.goto(PAGE);
  const board = page.locator("[data-board]");
  await expect(board).not.toHaveAttribute("data-live");
  // The server's board: square g5 is the seventh column, fourth row from the top.
  const box = await board.boundingBox();
  if (!box) throw new Error("no board");
  const size = box.width / 8;
  await page.touchscreen.tap(box.x + 6.5 * size, box.y + 3.5 * size);
  await expect(board).toHaveAttribute("data-selected", "g5");
  await page.touchscreen.tap(box.x + 5.5 * size, box.y + 1.5 * size);
  // The board's code comes, takes the kept touches and plays Nf7+.
  const status = page.getByRole("status");
  await expect(status).toHaveText("Nf7+: well found! The reply is Kg8. Your move.", {
    timeout: 20_000,
  });
  await expect(piece(page, "bk", "g8")).toBeAttached();
  await tapTap(page, "f7", "h6");
  await expect(status).toHaveText("Nh6+: well found! The reply is Kh8. Your move.");
  await expect(piece(page, "bk", "h8")).toBeAttached();
  await tapTap(page, "b3", "g8");
  await expect(piece(page, "br", "g8")).toBeAttached();
  await tapTap(page, "h6", "f7");
  await expect(status).toHaveText("Solved! Nf7#: solved!");
  await page.getByRole("button", { name: "Share" }).tap();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: SMOTHERED.title,
      text: `Can you solve this chess puzzle? ${SMOTHERED.title}`,
      url: new URL(PAGE, baseURL).href,
    });
  await expect(page.getByText("Thanks for sharing!")).toBeVisible();
  await context.close();
});

test("with the keyboard only: Tab to the board, arrows and Enter, a typed move; squares, pieces and moves are announced", async ({
  page,
}) => {
  await page.goto(PAGE);
  const board = page.getByRole("application", { name: /Puzzle board, white to move/ });
  // The visitor's first key starts the page. Tab until the board has focus: the server's board
  // takes it, loads the interactive one and hands focus on to it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const onBoard = await page.evaluate(() => !!document.activeElement?.closest("[data-board]"));
    if (onBoard) break;
  }
  await expect(board).toBeFocused();
  const announced = page.locator(".cm-chessboard-keyboard-live-region");
  const status = page.getByRole("status");
  // The cursor starts on a1 (White at the bottom).
  let at = { file: 0, rank: 1 };
  /** Moves the cursor with the arrow keys to a square ("g5"). */
  const cursorTo = async (name: string) => {
    const file = name.charCodeAt(0) - 97;
    const rank = Number(name[1]);
    for (; at.file < file; at.file++) await page.keyboard.press("ArrowRight");
    for (; at.file > file; at.file--) await page.keyboard.press("ArrowLeft");
    for (; at.rank < rank; at.rank++) await page.keyboard.press("ArrowUp");
    for (; at.rank > rank; at.rank--) await page.keyboard.press("ArrowDown");
    at = { file, rank };
  };
  await cursorTo("g5");
  await expect(announced).toHaveText("g5 Knight White");
  await page.keyboard.press("Enter");
  await expect(announced).toHaveText("Move from g5");
  await cursorTo("f7");
  await expect(announced).toHaveText("f7 empty (Move from g5)");
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("Nf7+: well found! The reply is Kg8. Your move.");

  // A typed move: Tab to the field, type, Enter.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Type a move")).toBeFocused();
  await page.keyboard.type("Kh2");
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("Kh2 is not the move we are looking for. Try again!");
  await page.getByLabel("Type a move").fill("");
  await page.keyboard.type("Nh6+");
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("Nh6+: well found! The reply is Kh8. Your move.");

  await page.keyboard.press("Shift+Tab");
  await expect(board).toBeFocused();
  await cursorTo("b3");
  await page.keyboard.press("Enter");
  await cursorTo("g8");
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("Qg8+: well found! The reply is Rxg8. Your move.");
  await cursorTo("h6");
  await page.keyboard.press("Enter");
  await cursorTo("f7");
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("Solved! Nf7#: solved!");
});

test("without JavaScript: the board as an SVG image, whose move it is, the hint and the solution", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [PAGE, "/"]) {
    await page.goto(path);
    await expect(
      page.getByRole("img", {
        name: "Chess board, white to move. White: king g1, queen b3, knight g5. Black: king h8, rook a8, pawns g7 and h7.",
      }),
    ).toBeVisible();
    await expect(page.getByText("White to move", { exact: true })).toBeVisible();
    await page.getByText("Show a hint").click();
    await expect(page.getByText(SMOTHERED.hint)).toBeVisible();
    await page.getByText("Show the solution").click();
    await expect(page.getByText("1. Nf7+ Kg8 2. Nh6+ Kh8 3. Qg8+ Rxg8 4. Nf7#")).toBeVisible();
  }
  await context.close();
});

test("the link preview is the board: og:image is a 1200×630 PNG named by its content; another name is a 404", async ({
  request,
}) => {
  const html = await (await request.get(PAGE)).text();
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
  expect(image).toMatch(new RegExp(`/puzzles/${SMOTHERED.slug}/board-[0-9a-f]{16}\\.png$`));
  expect(html).toContain('<meta property="og:image:width" content="1200">');
  expect(html).toContain('<meta property="og:image:height" content="630">');
  const response = await request.get(new URL(image).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const other = new URL(image).pathname.replace(/board-[0-9a-f]{16}/, "board-0000000000000000");
  expect((await request.get(other)).status()).toBe(404);
  expect((await request.get(`/puzzles/${FUTURE.slug}/board-0000000000000000.png`)).status()).toBe(
    404,
  );
});

test("axe finds nothing on /puzzles and on the home page's puzzle section with its board", async ({
  page,
}) => {
  await page.goto("/puzzles");
  await expect(page.getByRole("link", { name: SMOTHERED.title })).toBeVisible();
  await expectNoAxeViolations(page);
  // The home page's section, its interactive board loaded (the page scrolled to it).
  await gotoHydrated(page, "/");
  await page.getByRole("heading", { name: "Puzzle of the week" }).scrollIntoViewIfNeeded();
  await expect(page.locator("[data-board][data-live]")).toBeAttached();
  await expectNoAxeViolations(page, "section[aria-labelledby=puzzle-heading]");
});
