import { clearContent, signInAsAdminByHttp } from "./support/admin";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, type Page, request as playwrightRequest } from "./support/test";

/**
 * The Home feedback carousel from the database (spec §4 Feedback carousel, §9: the
 * carousel rules with 0/1/2/3+ stored items), seen by a fresh visitor at desktop width:
 * 0 items: nothing; 1: one centred card that does not move; 2: two per view, no loop;
 * 3 or more: three per view, looping, autoplay every 3 s, drag, clickable bullets.
 * The spec owns its server, so the stored count is exactly what it added.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1280, height: 900 } });

let admin: APIRequestContext;
let added = 0;

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await clearContent(admin, workerServer.url);
});

test.afterAll(async () => {
  await admin.dispose();
});

/** Adds feedback items through the dashboard action until `total` are stored. */
async function storeFeedback(total: number, baseURL: string) {
  for (; added < total; added++) {
    const response = await admin.post("/admin-dashboard", {
      headers: { Origin: baseURL },
      form: {
        intent: "add-feedback",
        name: `Reviewer ${added + 1}`,
        content: `Review number ${added + 1}: the coaches are patient and clear.`,
        stars: String(5 - (added % 3)),
      },
    });
    expect(response.status()).toBe(200);
  }
}

/** Indexes of the slides lying fully inside the carousel's visible area. */
async function fullyVisibleSlides(page: Page): Promise<number[]> {
  return page.locator("[data-slide]").evaluateAll((slides) => {
    const viewport = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    if (!viewport) return [];
    return slides.flatMap((slide, i) => {
      const card = (slide.querySelector("figure") ?? slide).getBoundingClientRect();
      return card.left >= viewport.left - 1 && card.right <= viewport.right + 1 ? [i] : [];
    });
  });
}

async function openHome(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("0 items: no feedback carousel at all", async ({ page }) => {
  await openHome(page);
  await expect(page.locator("[data-per-view]")).toHaveCount(0);
  await expect(page.locator("figure").filter({ hasText: "Reviewer" })).toHaveCount(0);
});

test("1 item: one centred card that does not swipe", async ({ page, baseURL }) => {
  await storeFeedback(1, baseURL ?? "");
  await openHome(page);
  const carousel = page.locator("[data-per-view]");
  await expect(carousel).toHaveAttribute("data-per-view", "1");
  const card = carousel.locator("figure");
  await expect(card).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText("Reviewer 1");
  await expect(card.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();

  const box = await card.boundingBox();
  const outer = await carousel.boundingBox();
  if (!box || !outer) throw new Error("no layout");
  expect(Math.abs(box.x + box.width / 2 - (outer.x + outer.width / 2))).toBeLessThan(2);
  expect(box.width).toBeLessThanOrEqual(350);

  // a drag does not move it
  await page.mouse.move(box.x + box.width / 2, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x - 200, box.y + 100, { steps: 8 });
  await page.mouse.up();
  expect((await card.boundingBox())?.x).toBeCloseTo(box.x, 0);
  await expect(page.getByRole("button", { name: /Go to slide/ })).toHaveCount(0);
});

test("2 items: two cards per view, side by side, not looping", async ({ page, baseURL }) => {
  await storeFeedback(2, baseURL ?? "");
  await openHome(page);
  const carousel = page.locator("[data-per-view]");
  await expect(carousel).toHaveAttribute("data-per-view", "2");
  await expect(carousel).toHaveAttribute("data-loop", "false");
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator("[data-slide]")).toHaveCount(2);
  await expect.poll(() => fullyVisibleSlides(page)).toEqual([0, 1]);
  await expect(page.getByRole("button", { name: /automatic sliding/ })).toHaveCount(0);
});

test("3 or more items: three per view, looping, autoplay every 3 s, drag and bullets", async ({
  page,
  baseURL,
}) => {
  await storeFeedback(5, baseURL ?? "");
  await openHome(page);
  const carousel = page.locator("[data-per-view]");
  await expect(carousel).toHaveAttribute("data-per-view", "3");
  await expect(carousel).toHaveAttribute("data-loop", "true");
  await expect(page.locator("[data-slide]")).toHaveCount(5);
  // cards at most 350 px wide and 500 px high, slides 20 px apart (spec §9)
  const cards = await page
    .locator("[data-slide] figure")
    .evaluateAll((figures) =>
      figures.map((figure) => figure.getBoundingClientRect().toJSON() as DOMRect),
    );
  for (const card of cards) {
    expect(card.width).toBeLessThanOrEqual(350);
    expect(card.height).toBe(500);
  }
  await expect(page.locator("[data-slide]").first()).toHaveCSS("padding-left", "20px");
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect.poll(() => fullyVisibleSlides(page)).toHaveLength(3);
  const first = await fullyVisibleSlides(page);

  // autoplay: the view moves on by itself (after about 3 s; the 3 s itself is
  // tests/components/feedback-carousel.test.tsx's, on fake timers)
  await expect.poll(() => fullyVisibleSlides(page)).not.toEqual(first);

  // bullets are buttons that move the carousel
  await page.getByRole("button", { name: "Pause automatic sliding" }).click();
  const bullets = page.getByRole("button", { name: /Go to slide/ });
  expect(await bullets.count()).toBeGreaterThan(1);
  await bullets.nth(1).click();
  await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");

  // drag moves it too (looping: dragging left past the end wraps around)
  const before = await fullyVisibleSlides(page);
  const box = await carousel.locator("[data-slide]").first().boundingBox();
  const area = await carousel.boundingBox();
  if (!box || !area) throw new Error("no layout");
  const y = box.y + 150;
  await page.mouse.move(area.x + area.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.2, y, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => fullyVisibleSlides(page)).not.toEqual(before);
});
