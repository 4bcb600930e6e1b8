import { makeImage } from "../tests/fixtures/images";
import { openAsAdmin } from "./support/admin";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { visibleCoaches, visibleFaqs, visibleTestimonials } from "./support/people";
import type { APIRequestContext, Browser, Page } from "./support/test";

/**
 * Coaches, testimonials and FAQs run from the admin (docs/decisions/admin-area.md "Collections",
 * "Tests"): per collection the admin creates, edits, reorders, unpublishes and
 * deletes, and a fresh visitor (an anonymous HTTP request, served through the page cache) sees each
 * step on the public page; the FAQ journey again with JavaScript off. Markup in every field and
 * axe: e2e/admin-people-safety.spec.ts. Runs on a server of its own (support/own-server.ts), so the
 * shared server's pages are not disturbed.
 */
// Each journey walks five steps with a visitor check after each: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** The admin list's item names, in order (drafts included). */
const adminNames = (page: Page) => page.locator("ol > li h2");

/** Clicks Save and waits for the list with the saved message. */
async function save(page: Page, name: string) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible({ timeout: 15_000 });
}

/** Opens an item's form from the list. */
async function edit(page: Page, name: string) {
  await page.getByRole("link", { name: `Edit ${name}`, exact: true }).click();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
}

/** Unticks Published in the item's form and saves; the list shows it as a draft. */
async function unpublish(page: Page, name: string) {
  await edit(page, name);
  await page.getByRole("checkbox", { name: "Published" }).uncheck();
  await save(page, name);
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
}

/** Deletes an item through the confirmation step; it leaves the list. */
async function remove(page: Page, name: string) {
  await page.getByRole("link", { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toHaveCount(0);
}

/** Moves an item up one place and waits for the list to show it. */
async function moveUp(page: Page, name: string, expected: string[]) {
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await expect(adminNames(page)).toHaveText(expected);
}

/** The FAQ journey, with or without JavaScript (plain form posts and links work alike). */
async function faqJourney(page: Page, request: APIRequestContext, tag: string) {
  const first = `Do you teach ${tag} batches on Sundays?`;
  const second = `Do you run ${tag} batches on Sundays?`;
  const before = await visibleFaqs(request);
  await page.goto("/admin/faqs");
  const names = await adminNames(page).allTextContents();

  await page.getByRole("link", { name: "Add a question" }).click();
  await page.getByLabel("Question").fill(first);
  await page.getByLabel("Answer").fill("Yes, every Sunday morning.\n\nAsk us for the timings.");
  await save(page, first);
  expect(await visibleFaqs(request)).toEqual([...before, first]);
  const html = await (await request.get("/faqs")).text();
  expect(html).toContain("<p>Yes, every Sunday morning.</p><p>Ask us for the timings.</p>");

  await edit(page, first);
  await expect(page.getByLabel("Question")).toHaveValue(first);
  await page.getByLabel("Question").fill(second);
  await save(page, second);
  expect(await visibleFaqs(request)).toEqual([...before, second]);

  await moveUp(page, second, [...names.slice(0, -1), second, ...names.slice(-1)]);
  expect(await visibleFaqs(request)).toEqual([...before.slice(0, -1), second, ...before.slice(-1)]);

  await unpublish(page, second);
  expect(await visibleFaqs(request)).toEqual(before);

  await remove(page, second);
  await expect(adminNames(page)).toHaveText(names);
  expect(await visibleFaqs(request)).toEqual(before);
}

test("FAQs: create, edit, reorder, unpublish, delete; a fresh visitor sees each step", async ({
  page,
  request,
  baseURL,
}) => {
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN);
  await faqJourney(page, request, "weekend");
});

test("FAQs without JavaScript: the same journey with plain form posts and links", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN);
  await faqJourney(page, request, "no-script");
  await context.close();
});

/** Opens /testimonial in a fresh browser at a width; @returns the slide and dot counts. */
async function carouselAt(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto("/testimonial");
  const carousel = page.getByRole("region", { name: "Student testimonials" });
  const dots = carousel.getByRole("button", { name: /^Go to slide \d+$/ });
  await expect(dots.first()).toBeVisible();
  const counts = {
    slides: await carousel.getByRole("group").count(),
    dots: await dots.count(),
  };
  await context.close();
  return counts;
}

test("testimonials: create, edit, reorder, unpublish, delete; the carousel keeps its stops", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const author = "Meenakshi R., parent";
  const before = await visibleTestimonials(request);
  const authors = before.map((t) => t.author);
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN, "/admin/testimonials");
  const names = await adminNames(page).allTextContents();

  await page.getByRole("link", { name: "Add a testimonial" }).click();
  await page.getByLabel("Review").fill("My daughter now solves puzzles before breakfast.");
  await page.getByLabel("Author").fill(author);
  await page.getByLabel("Region").fill("Erode, Tamil Nadu");
  await save(page, author);
  expect((await visibleTestimonials(request)).map((t) => t.author)).toEqual([...authors, author]);
  // One more review: 4 per view at 1280 px (2 stops), 1 per view at 400 px (one stop a review).
  const count = authors.length + 1;
  expect(await carouselAt(browser, baseURL ?? "", 1280)).toEqual({
    slides: count,
    dots: count - 3,
  });
  expect(await carouselAt(browser, baseURL ?? "", 400)).toEqual({ slides: count, dots: count });

  await edit(page, author);
  await page.getByLabel("Review").fill("She now solves puzzles before breakfast.");
  await save(page, author);
  expect((await visibleTestimonials(request)).at(-1)).toEqual({
    author,
    text: "She now solves puzzles before breakfast.",
  });

  await moveUp(page, author, [...names.slice(0, -1), author, ...names.slice(-1)]);
  expect((await visibleTestimonials(request)).map((t) => t.author)).toEqual([
    ...authors.slice(0, -1),
    author,
    ...authors.slice(-1),
  ]);

  await unpublish(page, author);
  expect((await visibleTestimonials(request)).map((t) => t.author)).toEqual(authors);

  await remove(page, author);
  await expect(adminNames(page)).toHaveText(names);
  expect(await visibleTestimonials(request)).toEqual(before);
});

test("coaches: create (FIDE rating, portrait), edit, reorder, unpublish, delete; sides alternate", async ({
  page,
  request,
  baseURL,
}) => {
  const name = "Lakshmi Narayanan";
  const before = await visibleCoaches(request);
  const coachNames = before.map((c) => c.name);
  const sides = (n: number) => Array.from({ length: n }, (_, i) => i % 2 === 1);
  expect(before.map((c) => c.reverse)).toEqual(sides(before.length));
  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN, "/admin/coaches");
  const names = await adminNames(page).allTextContents();

  // The booking dialog (outside <main>) has a Name field too.
  const form = page.getByRole("main");
  await page.getByRole("link", { name: "Add a coach" }).click();
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Title", { exact: true }).fill("Head Coach, Positional Play");
  await form.getByLabel("Quote", { exact: true }).fill("Improve your worst piece first.");
  await form.getByLabel("Bio (optional)").fill("Lakshmi coaches our intermediate batch.");
  await form.getByLabel("Portrait", { exact: true }).selectOption({ label: "Portrait 3" });
  await form.getByLabel("Portrait description").fill("A black rook on an amber background");
  await form.getByLabel("Achievements (optional)").fill("District champion\nCertified trainer");
  await form.getByLabel("FIDE rating (optional)").fill("1850");
  await form.getByLabel("Photo (optional)").setInputFiles({
    name: "lakshmi.png",
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 600, height: 750, colour: "#8b5a2b" }),
  });
  await save(page, name);
  let coaches = await visibleCoaches(request);
  expect(coaches.map((c) => c.name)).toEqual([...coachNames, name]);
  expect(coaches.map((c) => c.reverse)).toEqual(sides(coaches.length));
  const added = coaches.at(-1)?.text ?? "";
  for (const text of [
    "Head Coach, Positional Play",
    "FIDE rating 1850",
    "Improve your worst piece first.",
    "Lakshmi coaches our intermediate batch.",
    "District champion",
    "Certified trainer",
  ])
    expect(added).toContain(text);
  // The uploaded photo shows (from the photo store), not the built-in portrait.
  const article = async () => {
    const page = await (await request.get("/coaches")).text();
    return page.slice(page.lastIndexOf("<article", page.indexOf(`>${name}</h3>`)));
  };
  expect(await article()).toMatch(/srcset="\/photos\/[0-9a-f]{64}\/480\.avif 480w/i);
  expect(await article()).toContain('alt="A black rook on an amber background"');

  await edit(page, name);
  await expect(form.getByLabel("FIDE rating (optional)")).toHaveValue("1850");
  await form.getByLabel("Title", { exact: true }).fill("Head Coach, Middlegames");
  await form.getByLabel("FIDE rating (optional)").fill("");
  await expect(
    form.getByRole("img", { name: "A black rook on an amber background" }),
  ).toBeVisible();
  await form.getByRole("checkbox", { name: "Remove the photo" }).check();
  await save(page, name);
  expect(await article()).toContain("/img/coach-3-");
  expect(await article()).not.toContain("/photos/");
  coaches = await visibleCoaches(request);
  expect(coaches.at(-1)?.text).toContain("Head Coach, Middlegames");
  expect(coaches.at(-1)?.text).not.toContain("FIDE rating");

  await moveUp(page, name, [...names.slice(0, -1), name, ...names.slice(-1)]);
  coaches = await visibleCoaches(request);
  expect(coaches.map((c) => c.name)).toEqual([
    ...coachNames.slice(0, -1),
    name,
    ...coachNames.slice(-1),
  ]);
  expect(coaches.map((c) => c.reverse)).toEqual(sides(coaches.length));

  await unpublish(page, name);
  coaches = await visibleCoaches(request);
  expect(coaches.map((c) => c.name)).toEqual(coachNames);
  expect(coaches.map((c) => c.reverse)).toEqual(sides(coaches.length));

  await remove(page, name);
  await expect(adminNames(page)).toHaveText(names);
  expect(await visibleCoaches(request)).toEqual(before);
});
