import { expectNoAxeViolations } from "./support/axe";
import { COUNTER_FIGURE } from "./support/pages";
import { expect, test } from "./support/test";

// A visitor lands on Home (spec §2 Home, §4 Reveal/counters, §9): the academy name as the one
// h1, the animated headline, counters 80+/8+/500+/25+, the sections in the spec's order, the
// Get Started / Learn More links, and Book A Demo opening the "Book Now" dialog.

const brand = "Pawn to King Chess Academy";
const counters = [
  { value: "80+", label: "Clients" },
  { value: "8+", label: "Countries" },
  { value: "500+", label: "Students Enrolled" },
  { value: "25+", label: "Chess Coaches" },
];

test.use({ viewport: { width: 1280, height: 900 } });

test("title, description and the academy name as the only h1", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Online & Offline Chess Classes in Coimbatore | ${brand}`);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toMatch(/coaching/i);
  expect(description).toMatch(/free trial session/i);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand);
  // Hydrates cleanly: no React mismatch warnings or script errors.
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("sections follow the spec's order", async ({ page }) => {
  await page.goto("/");
  const h2s = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  const order = [
    "Our progress in numbers",
    "Book A Free Demo Class",
    "Why Choose Us?",
    "Child Centric",
    "From a Small Coimbatore Classroom to Tournament Halls",
  ];
  // The feedback section is there only when feedback is stored, and then it comes last.
  if (h2s.includes("What Parents and Students Say")) order.push("What Parents and Students Say");
  const positions = order.map((heading) => h2s.indexOf(heading));
  expect(
    positions.every((position) => position >= 0),
    h2s.join(" | "),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const main = page.getByRole("main");
  for (const card of [
    "Expert Coaching",
    "Interactive Lessons",
    "Tournament Preparation",
    "Strategic Thinking",
    "Trained & Experienced Staff",
    "Engaging Playful Activity",
    "Child Friendly",
  ]) {
    await expect(main.getByRole("heading", { level: 3, name: card })).toHaveCount(1);
  }
  const demo = main.getByRole("region", { name: "Book A Free Demo Class" });
  await expect(demo.getByRole("listitem")).toHaveCount(5);
});

test.describe("with reduced motion", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("counters show their final values at once and keep them", async ({ page }) => {
    await page.goto("/");
    const values = page.locator(COUNTER_FIGURE);
    await expect(values).toHaveText(counters.map((c) => c.value));
    await page.getByRole("region", { name: "Our progress in numbers" }).scrollIntoViewIfNeeded();
    // Every frame for half a second after the counters come into view shows the final values:
    // an animation, had one started, would show a lower number in some frame.
    const seen = await page.evaluate(
      (figure) =>
        new Promise<string[]>((resolve) => {
          const texts = new Set<string>();
          const start = performance.now();
          const sample = () => {
            const values = [...document.querySelectorAll(figure)];
            texts.add(values.map((el) => el.textContent).join("|"));
            if (performance.now() - start < 500) requestAnimationFrame(sample);
            else resolve([...texts]);
          };
          requestAnimationFrame(sample);
        }),
      COUNTER_FIGURE,
    );
    expect(seen).toEqual([counters.map((c) => c.value).join("|")]);
    for (const { value, label } of counters) {
      await expect(page.getByText(`${value} ${label}`, { exact: true })).toBeAttached();
    }
  });

  test("every headline word and every section is visible without waiting", async ({ page }) => {
    await page.goto("/");
    const words = page.locator("hgroup > p > span > span");
    const opacities = await words.evaluateAll((spans) =>
      spans.map((span) => getComputedStyle(span).opacity),
    );
    expect(opacities.length).toBeGreaterThan(3);
    expect(opacities.every((opacity) => opacity === "1")).toBe(true);
    const hidden = await page
      .locator(".reveal")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);
  });
});

test.describe("counters on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("count up from 0 when half visible and land on the spec's figures", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const values = page.locator(COUNTER_FIGURE);
    // Below the fold nothing has started: the server-rendered final values are still there.
    await expect(values).toHaveText(counters.map((c) => c.value));
    await page.getByRole("region", { name: "Our progress in numbers" }).scrollIntoViewIfNeeded();
    // Once visible the big counter starts again from 0 and climbs: it shows a value below 500.
    await expect
      .poll(async () => Number.parseInt((await values.nth(2).textContent()) ?? "", 10), {
        intervals: [50],
      })
      .toBeLessThan(500);
    await expect(values).toHaveText(counters.map((c) => c.value));
  });
});

test("headline words appear 0.5 s apart through CSS delays", async ({ page }) => {
  await page.goto("/");
  const delays = await page
    .locator("hgroup > p > span > span")
    .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).animationDelay));
  expect(delays.length).toBeGreaterThan(3);
  delays.forEach((delay, index) => {
    expect(delay).toBe(`${index * 0.5}s`);
  });
});

test("Get Started goes to the courses and Learn More to the about page", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/courses");
  await expect(main.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
  await main.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Chess Courses – Online & Offline",
  );
  // Meta tags come from the loader, so a client-side navigation updates the title too.
  await expect(page).toHaveTitle(`Chess Courses – Online & Offline | ${brand}`);
  await page.goBack();
  await page.getByRole("main").getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("Book A Demo opens the Book Now dialog", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").getByRole("button", { name: "Book A Demo" }).click();
  await expect(page.getByRole("dialog", { name: "Book Now" })).toBeVisible();
});

test("the top image loads first: the banner when there is one, else the hero", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator('img[src^="/img/hero-"]');
  const banner = page.locator('img[src^="/banner-image/"]');
  // Other specs may publish a banner on the shared server; then the banner is the LCP image.
  const top = (await banner.count()) > 0 ? banner : hero;
  await expect(top).toHaveAttribute("fetchpriority", "high");
  await expect(top).not.toHaveAttribute("loading", "lazy");
  // The LCP image is never inside a reveal block (which starts transparent).
  expect(await top.evaluate((img) => img.closest(".reveal") === null)).toBe(true);
});

test("Learn More has a descriptive accessible name that starts with its visible label", async ({
  page,
}) => {
  await page.goto("/");
  const link = page.getByRole("main").getByRole("link", { name: /^Learn More/ });
  await expect(link).toHaveAccessibleName("Learn More about our academy");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every reveal section becomes visible when scrolled to", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const sections = page.locator(".reveal");
    const count = await sections.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i++) {
      await sections.nth(i).scrollIntoViewIfNeeded();
      await sections.nth(i).evaluate((el) => el.scrollIntoView({ block: "start" }));
      await expect(sections.nth(i)).toHaveClass(/is-visible/);
    }
  });

  test("axe finds no violations", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

// axe on / at desktop width: e2e/pages.spec.ts, which checks every route once.
