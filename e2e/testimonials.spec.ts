import { expectNoAxeViolations } from "./support/axe";
import { expect, gotoHydrated, type Page, test } from "./support/test";

// Testimonials carousel (spec §2 Testimonials, §9): 4 reviews; 4 per view on wide screens, 3 at
// ≤1024 px, 2 at ≤768 px, 1 at ≤480 px; dots; not infinite; swipeable; keyboard reachable.

const carousel = (page: Page) => page.getByRole("region", { name: "Student testimonials" });
const slides = (page: Page) => carousel(page).getByRole("group");
const dots = (page: Page) => carousel(page).getByRole("button", { name: /^Go to slide \d+$/ });
const prev = (page: Page) => carousel(page).getByRole("button", { name: "Previous testimonials" });
const next = (page: Page) => carousel(page).getByRole("button", { name: "Next testimonials" });

/** Numbers (1-based) of the slides whose card lies wholly inside the scrolling track. */
async function visibleSlides(page: Page): Promise<number[]> {
  return slides(page).evaluateAll((groups) => {
    const track = groups[0].parentElement as HTMLElement;
    const box = track.getBoundingClientRect();
    return groups
      .map((g, i) => ({ r: g.getBoundingClientRect(), n: i + 1 }))
      .filter(({ r }) => r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1)
      .map(({ n }) => n);
  });
}

/** Opens /testimonial at a width and waits for hydration (the dots appear with the script). */
async function openAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/testimonial");
  await expect(dots(page).first()).toBeVisible();
}

const perView: [number, number][] = [
  [1280, 4],
  [1000, 3],
  [700, 2],
  [400, 1],
];

for (const [width, count] of perView) {
  test(`${count} slide${count > 1 ? "s" : ""} per view at ${width} px, one dot per stop`, async ({
    page,
  }) => {
    await openAt(page, width);
    await expect(slides(page)).toHaveCount(4);
    expect(await visibleSlides(page)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    // One stop per first visible slide: 4 slides at `count` per view.
    await expect(dots(page)).toHaveCount(4 - count + 1);
    await expect(dots(page).first()).toHaveAttribute("aria-current", "true");
    // Not infinite: nothing before the first slide.
    await expect(prev(page)).toBeDisabled();
  });
}

test("without JavaScript the reviews are in the page and the first ones show", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1000, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/testimonial");
  await expect(slides(page)).toHaveCount(4);
  await expect(carousel(page).locator("blockquote")).toHaveCount(4);
  expect(await visibleSlides(page)).toEqual([1, 2, 3]);
  await context.close();
});

test("dots and arrows move the carousel; it stops at both ends", async ({ page }) => {
  await openAt(page, 700);
  await expect(dots(page)).toHaveCount(3);

  await dots(page).nth(2).click();
  await expect(dots(page).nth(2)).toHaveAttribute("aria-current", "true");
  await expect.poll(() => visibleSlides(page)).toEqual([3, 4]);
  await expect(next(page)).toBeDisabled();
  await expect(prev(page)).toBeEnabled();

  await prev(page).click();
  await expect(dots(page).nth(1)).toHaveAttribute("aria-current", "true");
  await expect.poll(() => visibleSlides(page)).toEqual([2, 3]);

  await dots(page).first().click();
  await expect.poll(() => visibleSlides(page)).toEqual([1, 2]);
  await expect(prev(page)).toBeDisabled();
  await expect(next(page)).toBeEnabled();
  // Not infinite: "next" from the last stop does not wrap round to the first.
  await dots(page).last().click();
  await expect(next(page)).toBeDisabled();
  await expect.poll(() => visibleSlides(page)).toEqual([3, 4]);
});

test("a move takes 500 ms, easing out (the page's clock, not the machine's, keeps time)", async ({
  page,
}) => {
  // Needs the hydrated carousel: React's move is the one measured. The page runs on a fake clock
  // that stands still, so the positions below are those of exact moments, however busy the host.
  await page.clock.install();
  await page.setViewportSize({ width: 400, height: 900 });
  await gotoHydrated(page, "/testimonial");
  await page.clock.pauseAt(Date.now() + 60_000);
  const track = carousel(page).getByRole("group").first().locator("..");
  const step = await track.evaluate((el) => {
    const kids = el.children as unknown as HTMLElement[];
    return kids[1].offsetLeft - kids[0].offsetLeft;
  });
  const left = () => track.evaluate((el) => el.scrollLeft);
  await next(page).click();
  expect(await left()).toBe(0);
  await page.clock.runFor(250);
  const early = await left();
  expect(early).toBeGreaterThan(step / 2);
  expect(early).toBeLessThan(step - 1);
  await page.clock.runFor(150);
  expect(await left()).toBeLessThan(step - 1);
  await page.clock.runFor(150);
  expect(Math.abs((await left()) - step)).toBeLessThan(1);
  await page.clock.runFor(500);
  expect(Math.abs((await left()) - step)).toBeLessThan(1);
});

test("swipes: scrolling the track by touch or trackpad moves to the next stop", async ({
  page,
}) => {
  await openAt(page, 400);
  const track = slides(page).first().locator("..");
  const box = await track.boundingBox();
  if (!box) throw new Error("no track");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(300, 0);
  await expect(dots(page).nth(1)).toHaveAttribute("aria-current", "true");
  await expect.poll(() => visibleSlides(page)).toEqual([2]);
});

test("keyboard: the track and every control are tab stops", async ({ page }) => {
  await openAt(page, 700);
  const track = slides(page).first().locator("..");
  await track.focus();
  await expect(track).toBeFocused();
  await page.keyboard.press("Tab");
  // Previous is disabled at the start, so Tab goes on to the first dot.
  await expect(dots(page).first()).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(dots(page).nth(1)).toHaveAttribute("aria-current", "true");
  await expect(prev(page)).toBeEnabled();
});

test("reduced motion: moves jump at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openAt(page, 400);
  const track = slides(page).first().locator("..");
  await next(page).click();
  const left = await track.evaluate((t) => t.scrollLeft);
  const step = await track.evaluate(
    (t) => (t.children[1] as HTMLElement).offsetLeft - (t.children[0] as HTMLElement).offsetLeft,
  );
  expect(Math.abs(left - step)).toBeLessThan(2);
});

// At desktop width e2e/pages.spec.ts runs axe on /testimonial (every route once).
test("axe finds no violations at 400 px", async ({ page }) => {
  await openAt(page, 400);
  await expectNoAxeViolations(page);
});
