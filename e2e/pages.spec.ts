import { expectNoAxeViolations } from "./support/axe";
import { expect, type Page, test } from "./support/test";

// Every route renders one h1 and its own <title> (spec §2), 404 and /home behave, the pages of
// spec §2 carry their sections, and axe finds no violations anywhere.

// Every test here only reads pages: let both workers share them (the file alone took 8 minutes
// in one worker, longer than any other).
test.describe.configure({ mode: "parallel" });

const brand = "Pawn to King Chess Academy";

/** Pages whose h1 and title this spec pins down exactly. */
const exactPages: { path: string; h1: string; title: string }[] = [
  {
    path: "/coaches",
    h1: "Our Coaches",
    title: `Our Coaches | Certified Chess Trainers | ${brand}`,
  },
  {
    path: "/events",
    h1: "Upcoming Events",
    title: `Chess Tournaments, Workshops & Camps | ${brand}`,
  },
  { path: "/blogs", h1: "Blogs", title: `Chess Blog | ${brand}` },
  { path: "/puzzles", h1: "Chess puzzles", title: `Chess Puzzles: Puzzle of the Week | ${brand}` },
  {
    path: "/gallery",
    h1: "Meet Our Chess Champions",
    title: `Gallery: Meet Our Chess Champions | ${brand}`,
  },
  {
    path: "/contact",
    h1: "Let's Get You Started!",
    title: `Contact Us | Chess Classes in Coimbatore & Online | ${brand}`,
  },
  {
    path: "/contactUs",
    h1: "Let's Get You Started!",
    title: `Contact Us | Chess Classes in Coimbatore & Online | ${brand}`,
  },
  { path: "/carrer", h1: `Careers at ${brand}`, title: `Careers: Chess Coach Jobs | ${brand}` },
  {
    path: "/faqs",
    h1: "Frequently Asked Questions",
    title: `FAQs: Chess Classes for Kids & Adults | ${brand}`,
  },
  {
    path: "/termsandconditions",
    h1: "Terms and Conditions",
    title: `Terms and Conditions | ${brand}`,
  },
];

/** Pages built by other helpers: one non-empty h1 and a non-empty title of their own. */
const otherPages = [
  "/",
  "/about",
  "/courses",
  "/courses/beginner",
  "/courses/intermediate",
  "/courses/advanced",
  "/courses/special-tracks",
  "/testimonial",
  "/login",
  "/register",
  "/adminlogin",
  "/book",
];

async function expectOneH1(page: Page) {
  const h1 = page.locator("h1");
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  expect((await h1.textContent())?.trim().length ?? 0).toBeGreaterThan(0);
}

// One page load per route for its h1, its title and axe (they were separate tests, each loading
// the page again: docs/decisions/test-speed.md "Browser tests").
test.describe("every route renders its h1 and title", () => {
  // Final state of reveal animations, so colour contrast is measured on what people read.
  test.use({ reducedMotion: "reduce" });

  for (const { path, h1, title } of exactPages) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectOneH1(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expectNoAxeViolations(page);
    });
  }

  for (const path of otherPages) {
    test(`${path} has one h1 and a title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectOneH1(page);
      expect((await page.title()).length, path).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  }

  test("every other route has a title of its own", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of otherPages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title.length, path).toBeGreaterThan(0);
      expect(titles.get(title), `${path} repeats the title of`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test("unknown URL answers 404 with the spec's text and a link home", async ({
    page,
    request,
  }) => {
    const raw = await request.get("/no-such-page");
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("404 Page Not Found");

    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("axe finds no violations with the mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page, "header");
  });
});

test("/home redirects to /", async ({ page, request }) => {
  const raw = await request.get("/home", { maxRedirects: 0 });
  expect([301, 302, 307, 308]).toContain(raw.status());
  expect(raw.headers().location).toBe("/");
  await page.goto("/home");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("page content", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Our Coaches: sections in order, six profiles alternating sides", async ({ page }) => {
    await page.goto("/coaches");
    const h2s = await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
    const order = [
      "Meet Our Coaches",
      "Representing the Academy Across the Board",
      "Who we're looking for",
      "What We Offer Coaches",
      "Join Us",
    ];
    const positions = order.map((heading) => h2s.indexOf(heading));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const profiles = page.getByRole("main").getByRole("article");
    await expect(profiles).toHaveCount(6);
    await expect(profiles.nth(0)).toContainText("Founder");
    await expect(profiles.nth(1)).toContainText("Co-Founder & Head Coach");
    for (let i = 2; i < 6; i++) await expect(profiles.nth(i)).toContainText("Head Coach");
    for (let i = 0; i < 6; i++) {
      const profile = profiles.nth(i);
      await profile.scrollIntoViewIfNeeded();
      const img = await profile.locator("img").boundingBox();
      const heading = await profile.getByRole("heading", { level: 3 }).boundingBox();
      expect(img && heading).toBeTruthy();
      if (!img || !heading) continue;
      // Even profiles: image left of the text; odd ones: image right.
      if (i % 2 === 0) expect(img.x).toBeLessThan(heading.x);
      else expect(img.x).toBeGreaterThan(heading.x);
      await expect(profile.locator("blockquote")).not.toBeEmpty();
    }

    const gallery = page.getByRole("region", { name: "Representing the Academy Across the Board" });
    const tops = await gallery
      .getByRole("img")
      .evaluateAll((imgs) => imgs.slice(0, 3).map((img) => img.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);

    await expect(
      page.getByRole("region", { name: "Who we're looking for" }).getByRole("listitem"),
    ).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "What We Offer Coaches" }).getByRole("listitem"),
    ).toHaveCount(5);
    await expect(
      page.getByRole("region", { name: "Join Us" }).getByRole("button", { name: "Book A Demo" }),
    ).toBeVisible();
  });

  test("Gallery: 13 images with descriptive alt text in three columns, one on phones", async ({
    page,
  }) => {
    await page.goto("/gallery");
    const images = page.getByRole("main").getByRole("img");
    await expect(images).toHaveCount(13);
    const alts = await images.evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute("alt") ?? ""),
    );
    for (const alt of alts) {
      expect(alt.length).toBeGreaterThan(15);
      expect(alt).not.toMatch(/^Image \d+$/);
    }
    expect(new Set(alts).size).toBe(13);
    const masonry = page.getByTestId("gallery-masonry");
    expect(await masonry.evaluate((el) => getComputedStyle(el).columnCount)).toBe("3");
    await page.setViewportSize({ width: 400, height: 800 });
    expect(await masonry.evaluate((el) => getComputedStyle(el).columnCount)).toBe("1");
  });

  test("Blogs shows the placeholder line", async ({ page }) => {
    await page.goto("/blogs");
    await expect(
      page.getByText("Writing... Stay tuned for something exciting!", { exact: true }),
    ).toBeVisible();
  });

  test("Events: the Upcoming Events card and the kinds of events reveal", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("main").getByRole("img").first()).toHaveAttribute("alt", /.+/);
    await expect(page.getByText(/tournaments, workshops and training camps/)).toBeVisible();
    const kinds = page.getByRole("region", { name: "What we organise" });
    await kinds.scrollIntoViewIfNeeded();
    await expect(kinds).toHaveClass(/is-visible/);
    await expect(kinds.getByRole("heading", { level: 3 })).toHaveText([
      "Chess Tournaments",
      "Workshops",
      "Training Camps",
    ]);
  });

  test("Contact: every item, links and the demo button", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByText(/Coimbatore, Tamil Nadu/)).toBeVisible();
    await expect(main.getByRole("link", { name: /View on Google Maps/ })).toHaveAttribute(
      "href",
      /google\.com\/maps/,
    );
    await expect(main.getByText(/across India and abroad/)).toBeVisible();
    expect(await main.getByRole("link", { name: /^\+91/ }).getAttribute("href")).toMatch(
      /^tel:\+\d+$/,
    );
    expect(await main.getByRole("link", { name: /@/ }).getAttribute("href")).toMatch(/^mailto:/);
    await expect(main.getByRole("heading", { name: "Website" })).toBeVisible();
    expect(await main.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(main.getByRole("button", { name: "Book a Free Demo Class" })).toBeVisible();
  });

  test("FAQ: five questions that open and close", async ({ page }) => {
    await page.goto("/faqs");
    const items = page.getByRole("main").locator("details");
    await expect(items).toHaveCount(5);
    // The spec's five topics, in order: starting age, prior experience, class format,
    // tournaments, why choose the academy; each with a written answer.
    await expect(items.locator("summary")).toHaveText([
      /age to start/i,
      /prior chess experience/i,
      /online or in person/i,
      /tournaments/i,
      /why should we choose/i,
    ]);
    for (const answer of await items.locator("p").allTextContents()) {
      expect(answer.trim().length).toBeGreaterThan(60);
    }
    const first = items.first();
    await expect(first.locator("p").first()).toBeHidden();
    await first.locator("summary").click();
    await expect(first.locator("p").first()).toBeVisible();
    await expect(first).toHaveAttribute("open", "");
    await first.locator("summary").press("Enter");
    await expect(first).not.toHaveAttribute("open", "");
  });

  test("the spec's claims: FIDE-rated coaches, 70+ active students", async ({ page }) => {
    await page.goto("/coaches");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /FIDE-rated/);
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByText("70+", { exact: true })).toBeVisible();
    await expect(main.getByText("Active students", { exact: true })).toBeVisible();
    await expect(main.getByText(/more than 70 active students/)).toBeVisible();
  });

  test("Testimonials: each review names its author and region", async ({ page }) => {
    await page.goto("/testimonial");
    const captions = page
      .getByRole("region", { name: "Student testimonials" })
      .locator("figcaption");
    await expect(captions).toHaveCount(4);
    for (const caption of await captions.all()) {
      // author line, then a region such as "Coimbatore, Tamil Nadu"
      await expect(caption.locator("span")).toHaveText([/\w+/, /^[\w .-]+, [\w .-]+$/]);
    }
  });

  test("Terms: ten sections in the spec's order", async ({ page }) => {
    await page.goto("/termsandconditions");
    const sections = page.getByRole("main").locator("ol > li > h2");
    await expect(sections).toHaveText([
      /Enrolment and Fees/,
      /Schedule and Attendance/,
      /Code of Conduct/,
      /Intellectual Property/,
      /Online Classes/,
      /Privacy/,
      /Tournaments and Events/,
      /Limitation of Liability/,
      /Amendments/,
      /Contact/,
    ]);
  });

  test("Career: a full-page background image and a link to what we look for", async ({ page }) => {
    await page.goto("/carrer");
    const bg = page.getByRole("main").locator("img").first();
    const box = await bg.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(1270);
    await page.getByRole("link", { name: "See who we're looking for" }).click();
    await expect(page).toHaveURL(/\/coaches#who-were-looking-for$/);
    await expect(page.getByRole("heading", { name: "Who we're looking for" })).toBeInViewport();
  });
});
