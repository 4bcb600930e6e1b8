import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

// A parent compares courses (spec §2 Courses, §9) and opens a course's own page
// (/courses/:id, a real detail page for each course); unknown courses answer 404.

const brand = "Pawn to King Chess Academy";
const courseIds = ["beginner", "intermediate", "advanced", "special-tracks"];

test.use({ viewport: { width: 1280, height: 900 } });

test("courses page: title, sections in the spec's order and their cards", async ({ page }) => {
  const response = await page.goto("/courses");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Chess Courses – Online & Offline | ${brand}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Chess Courses – Online & Offline",
  );

  const main = page.getByRole("main");
  const h2s = await main.getByRole("heading", { level: 2 }).allTextContents();
  const order = [
    "Structured Chess Courses for Every Skill Level",
    "Courses by Level",
    "Online Classes",
    "Academic Programs",
    `Why Coach With ${brand}?`,
    "Inside Our Classes",
  ];
  const positions = order.map((heading) => h2s.indexOf(heading));
  expect(
    positions.every((position) => position >= 0),
    h2s.join(" | "),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const h3s = async (section: string) =>
    main
      .getByRole("region", { name: section })
      .getByRole("heading", { level: 3 })
      .allTextContents();
  expect(await h3s("Structured Chess Courses for Every Skill Level")).toEqual([
    "Online Class",
    "Offline Class",
  ]);
  expect(await h3s("Courses by Level")).toEqual([
    "Beginner",
    "Intermediate",
    "Advanced",
    "Special Tracks",
  ]);
  expect(await h3s("Online Classes")).toEqual(["Individual", "Group", "Sibling"]);
  expect(await h3s("Academic Programs")).toEqual(["Children", "Adults"]);
  expect(await h3s(`Why Coach With ${brand}?`)).toEqual([
    "Global Reach",
    "Your Coaching Your Style",
    "Demo Support",
    "Student Impact",
  ]);
  await expect(
    main.getByRole("region", { name: `Why Coach With ${brand}?` }).locator("blockquote"),
  ).toHaveCount(1);

  // Online/Offline cards and the four level cards each have Book Now.
  await expect(main.getByRole("button", { name: "Book Now" })).toHaveCount(6);
  const levels = main.getByRole("region", { name: "Courses by Level" });
  // Each level card lists the spec's topics (spec §2 Courses level section).
  const topics = (name: string) =>
    levels.getByRole("heading", { level: 3, name }).locator("xpath=ancestor::li[1]").textContent();
  expect(await topics("Beginner")).toMatch(
    /Rules of the game[\s\S]*Basic tactics[\s\S]*aged 5\+ and adults/,
  );
  expect(await topics("Intermediate")).toMatch(
    /Middle-game strategy[\s\S]*Practice tournaments[\s\S]*Endgame study/,
  );
  expect(await topics("Advanced")).toMatch(/Tournament preparation[\s\S]*FIDE-compliant/);
  expect(await topics("Special Tracks")).toMatch(
    /School and institutional programs[\s\S]*Holiday camps[\s\S]*workshops[\s\S]*International online batch for non-Indian time zones/,
  );
});

test("gallery shows nine lazy images with descriptive alt text", async ({ page }) => {
  await page.goto("/courses");
  const images = page.getByRole("region", { name: "Inside Our Classes" }).getByRole("img");
  await expect(images).toHaveCount(9);
  const alts = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
  expect(new Set(alts).size).toBe(9);
  for (const alt of alts) {
    expect(alt.length).toBeGreaterThan(15);
    expect(alt).not.toMatch(/^Image \d+$/);
  }
  const loading = await images.evaluateAll((imgs) =>
    imgs.map((img) => img.getAttribute("loading")),
  );
  expect(loading.every((value) => value === "lazy")).toBe(true);
});

test("a level's Book Now opens the Book Now dialog", async ({ page }) => {
  await page.goto("/courses");
  await page.waitForLoadState("networkidle");
  const levels = page.getByRole("region", { name: "Courses by Level" });
  await levels.getByRole("button", { name: "Book Now" }).first().click();
  await expect(page.getByRole("dialog", { name: "Book Now" })).toBeVisible();
});

test("each level card links to its own course page", async ({ page }) => {
  await page.goto("/courses");
  await page.getByRole("link", { name: "Course details: Intermediate" }).click();
  await expect(page).toHaveURL(/\/courses\/intermediate$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Intermediate Chess Course");
});

test.describe("every course page has its content, its own title and Book Now", () => {
  for (const id of courseIds) {
    test(id, async ({ page }) => {
      const response = await page.goto(`/courses/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^[^|]+ \\| ${brand}$`));
      const main = page.getByRole("main");
      for (const heading of [
        "Who it is for",
        "What you will learn",
        "Levels in this course",
        "Online and offline",
        "Class types",
        "Duration and schedule",
      ]) {
        await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      for (const type of ["Individual", "Group", "Sibling"]) {
        await expect(
          main.getByRole("heading", { level: 3, name: type, exact: true }),
        ).toBeVisible();
      }
      await expect(main.getByRole("button", { name: "Book Now" }).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/courses/${id}$`),
      );
      // The other three courses are linked at the end.
      await expect(
        main.getByRole("navigation", { name: "Other courses" }).getByRole("link"),
      ).toHaveCount(3);
    });
  }

  test("titles differ from course to course", async ({ request }) => {
    const titles = new Set<string>();
    for (const id of courseIds) {
      const html = await (await request.get(`/courses/${id}`)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    }
    expect(titles.size).toBe(courseIds.length);
  });
});

test("Book Now on a course page opens the dialog", async ({ page }) => {
  await page.goto("/courses/beginner");
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").getByRole("button", { name: "Book Now" }).first().click();
  await expect(page.getByRole("dialog", { name: "Book Now" })).toBeVisible();
});

test("an unknown course answers 404 with the 404 page", async ({ page, request }) => {
  const raw = await request.get("/courses/grandmaster-secrets");
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain("404 Page Not Found");

  const response = await page.goto("/courses/grandmaster-secrets");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

// axe on /courses and every course page on a wide screen: e2e/pages.spec.ts "accessibility".
test.describe("axe finds no violations", () => {
  test("/courses on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/courses");
    await expectNoAxeViolations(page);
  });
});
