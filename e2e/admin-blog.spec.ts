import { makeImage } from "../tests/fixtures/images";
import { openAsAdmin, signInAsAdminByHttp, signInAsAdminInPage } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { clearPosts, createPostByHttp } from "./support/posts";
import { type APIRequestContext, type Page, request as playwrightRequest } from "./support/test";

/**
 * The blog (docs/decisions/admin-area.md "Blog"): the admin writes a draft, publishes, edits,
 * unpublishes and deletes a post while a fresh visitor sees each step on /blogs and /blogs/:slug;
 * hostile titles and Markdown stay inert (no dialog ever opens); the same without JavaScript;
 * paging, the RSS link and feed, and the sitemap. Runs on a server of its own.
 */
// Long journeys on a busy 2-core CI machine: each test walks several pages.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PLACEHOLDER = "Writing... Stay tuned for something exciting!";

let admin: APIRequestContext;

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
});

test.beforeEach(async ({ baseURL }) => {
  await clearPosts(admin, baseURL ?? "");
});

test.afterAll(async () => {
  await admin.dispose();
});

/** What a visitor without a session gets for /blogs and a post's page. */
async function visitor(request: APIRequestContext, slug: string) {
  const list = await request.get("/blogs");
  const post = await request.get(`/blogs/${slug}`);
  return { list: await list.text(), postStatus: post.status(), post: await post.text() };
}

/** Fails the test if any dialog (alert, confirm, prompt) opens on the page. */
function failOnDialog(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", async (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return opened;
}

test("the admin writes a draft, publishes, edits, unpublishes and deletes it; a fresh visitor sees each step", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const slug = "five-habits-of-strong-juniors";
  await signInAsAdminInPage(page, OWN_ADMIN);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Blog", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
  await expect(page.getByText("No posts yet.")).toBeVisible();

  // 1. A draft: listed for the admin, not public.
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Five habits of strong juniors");
  await page.getByLabel("Summary", { exact: true }).fill("What our best young players do daily.");
  await page
    .getByLabel("Post", { exact: true })
    .fill(
      "## Habit one\n\nSolve **puzzles** every day.\n\nPlay on [Lichess](https://lichess.org).",
    );
  await page.getByLabel("Publish date").fill("2026-11-20");
  await expect(page.getByLabel("Published (visible on the site)")).not.toBeChecked();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\?saved=\d+&created=1$/);
  await expect(page.getByRole("status")).toHaveText("Saved “Five habits of strong juniors”.");
  const row = page.getByRole("listitem").filter({ hasText: "Five habits of strong juniors" });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row.getByText(`Changed`)).toContainText(OWN_ADMIN.email);
  let seen = await visitor(request, slug);
  expect(seen.list).toContain(PLACEHOLDER);
  expect(seen.list).not.toContain("Five habits");
  expect(seen.postStatus).toBe(404);

  // 2. Published with a cover: a fresh visitor's browser shows it in the list and on its page.
  await row.getByRole("link", { name: "Edit Five habits of strong juniors" }).click();
  await expect(page.getByLabel("Web address")).toHaveValue(slug);
  await page.getByLabel("Cover photo", { exact: true }).setInputFiles({
    name: "board.png",
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 1200, height: 600, colour: "#8b5a2b" }),
  });
  await page.getByLabel("Cover description (alt text)").fill("Children at a chess board");
  await page.getByLabel("Published (visible on the site)").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved “Five habits of strong juniors”.");
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  const fresh = await browser.newContext({ baseURL });
  const reader = await fresh.newPage();
  await reader.goto("/blogs");
  await expect(reader.getByText(PLACEHOLDER)).toHaveCount(0);
  await reader.getByRole("link", { name: "Five habits of strong juniors" }).click();
  await expect(reader).toHaveURL(new RegExp(`/blogs/${slug}$`));
  await expect(
    reader.getByRole("heading", { level: 1, name: "Five habits of strong juniors" }),
  ).toBeVisible();
  await expect(reader.getByRole("heading", { level: 2, name: "Habit one" })).toBeVisible();
  await expect(reader.locator("article strong")).toHaveText("puzzles");
  const external = reader.getByRole("link", { name: "Lichess" });
  await expect(external).toHaveAttribute("href", "https://lichess.org");
  await expect(external).toHaveAttribute("rel", "noopener nofollow");
  await expect(reader.getByText("20 November 2026")).toBeVisible();
  await expect(reader.getByRole("img", { name: "Children at a chess board" })).toBeVisible();
  const ogImage = await reader.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toMatch(new RegExp(`^${baseURL}/photos/[0-9a-f]{64}/1200\\.webp$`));
  await expect(reader.locator('meta[property="og:image:height"]')).toHaveAttribute(
    "content",
    "600",
  );
  expect((await request.get(ogImage ?? "")).status()).toBe(200);
  await fresh.close();

  // 3. Edited: the new title at the same address.
  await row.getByRole("link", { name: "Edit Five habits of strong juniors" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Six habits of strong juniors");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved “Six habits of strong juniors”.");
  seen = await visitor(request, slug);
  expect(seen.postStatus).toBe(200);
  expect(seen.post).toContain("<h1");
  expect(seen.post).toContain("Six habits of strong juniors");
  expect(seen.list).toContain("Six habits of strong juniors");
  expect(seen.list).not.toContain("Five habits");

  // 4. Unpublished: gone for visitors, the placeholder is back.
  const edited = page.getByRole("listitem").filter({ hasText: "Six habits of strong juniors" });
  await edited.getByRole("link", { name: "Edit Six habits of strong juniors" }).click();
  await page.getByLabel("Published (visible on the site)").uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(edited.getByText("Draft", { exact: true })).toBeVisible();
  seen = await visitor(request, slug);
  expect(seen.postStatus).toBe(404);
  expect(seen.list).toContain(PLACEHOLDER);

  // 5. Deleted after the confirmation step.
  await edited.getByRole("link", { name: "Delete Six habits of strong juniors" }).click();
  const confirm = page.getByRole("group", { name: /Delete “Six habits of strong juniors”\?/ });
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Post deleted.");
  await expect(page.getByText("No posts yet.")).toBeVisible();
  expect((await request.get(`/blogs/${slug}`)).status()).toBe(404);
  // the post's cover photo went with it
  expect((await request.get(ogImage ?? "")).status()).toBe(404);
});

test("script, event-handler and javascript: attempts in a title and Markdown stay inert; axe finds nothing", async ({
  page,
  baseURL,
}) => {
  const hostile = "<script>alert(1)</script> <img src=x onerror=alert(1)>";
  const body = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[x](javascript:alert(1))",
    '<a href="javascript:alert(1)">y</a>',
    "## Safe heading",
    "Read [the rules](https://www.fide.com).",
  ].join("\n\n");
  const id = await createPostByHttp(admin, baseURL ?? "", {
    title: hostile,
    summary: `${hostile} summary`,
    body,
    publishDate: "2026-11-21",
    published: true,
  });
  await createPostByHttp(admin, baseURL ?? "", {
    title: "Endgame basics",
    summary: "Kings are strong in the endgame.",
    body: "Activate your king.",
    publishDate: "2026-11-19",
    published: true,
  });
  const slug = "script-alert-1-script-img-src-x-onerror-alert-1";
  const dialogs = failOnDialog(page);

  await page.goto("/blogs");
  await expect(page.getByRole("link", { name: hostile })).toBeVisible();
  await expect(page.getByText(`${hostile} summary`)).toBeVisible();
  await expect(page.getByRole("main").locator("img, script")).toHaveCount(0);
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute("href", `${baseURL}/blogs/rss.xml`);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: hostile }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hostile);
  await expect(page).toHaveTitle(new RegExp(hostile.replace(/[()]/g, "\\$&")));
  const article = page.locator("article");
  await expect(article.getByText("<script>alert(1)</script>", { exact: true })).toBeVisible();
  await expect(article.getByText("<img src=x onerror=alert(1)>", { exact: true })).toBeVisible();
  await expect(article.getByText("[x](javascript:alert(1))", { exact: true })).toBeVisible();
  await expect(article.locator("img, script, [onerror], [onclick]")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "the rules" })).toHaveAttribute(
    "href",
    "https://www.fide.com",
  );
  const jsonLd = JSON.parse(
    (await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => script.textContent)
          .find((text) => text?.includes('"@type":"BlogPosting"')),
      )) ?? "{}",
  );
  expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: hostile });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expectNoAxeViolations(page);

  const feed = await (await page.request.get("/blogs/rss.xml")).text();
  expect(feed).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  expect(feed).not.toContain("<script");

  await openAsAdmin(page, baseURL ?? "", OWN_ADMIN, "/admin/posts");
  await expect(page.getByRole("heading", { level: 2, name: hostile })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/admin/posts/${id}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(hostile);
  await expect(page.getByLabel("Post", { exact: true })).toHaveValue(body);
  await expectNoAxeViolations(page);
  expect(dialogs).toEqual([]);
});

test("without JavaScript the admin creates a post (a refused form keeps what was typed) and deletes it", async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/adminlogin");
  await page.getByLabel("Email").fill(OWN_ADMIN.email);
  await page.getByLabel("Password").fill(OWN_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title", { exact: true }).fill("Tournament checklist");
  // Spaces pass the browser's `required`; the server trims and refuses them.
  await page.getByLabel("Summary", { exact: true }).fill("   ");
  await page.getByLabel("Post", { exact: true }).fill("Bring a *pen*.");
  await page.getByLabel("Published (visible on the site)").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Please write a short summary")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Tournament checklist");
  await expect(page.getByLabel("Post", { exact: true })).toHaveValue("Bring a *pen*.");
  await expect(page.getByLabel("Published (visible on the site)")).toBeChecked();
  expect((await request.get("/blogs/tournament-checklist")).status()).toBe(404);

  await page.getByLabel("Summary", { exact: true }).fill("What to pack for a rated event.");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\?saved=\d+&created=1$/);
  await expect(page.getByRole("status")).toHaveText("Saved “Tournament checklist”.");
  const post = await request.get("/blogs/tournament-checklist");
  expect(post.status()).toBe(200);
  expect(await post.text()).toContain("Bring a <em>pen</em>.");
  expect(await (await request.get("/blogs")).text()).toContain("Tournament checklist");

  await page.getByRole("link", { name: "Delete Tournament checklist" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Post deleted.");
  expect((await request.get("/blogs/tournament-checklist")).status()).toBe(404);
  await context.close();
});

test("/blogs pages ten posts newest first; the feed and the sitemap list published posts only", async ({
  baseURL,
  request,
}) => {
  for (let day = 1; day <= 11; day++) {
    await createPostByHttp(admin, baseURL ?? "", {
      title: `Puzzle of the day ${day}`,
      summary: `Puzzle number ${day}.`,
      body: "White to play.",
      publishDate: `2026-10-${String(day).padStart(2, "0")}`,
      published: true,
    });
  }
  await createPostByHttp(admin, baseURL ?? "", {
    title: "Secret draft",
    summary: "Not yet.",
    body: "Draft.",
    publishDate: "2026-12-01",
  });
  const titles = (html: string) =>
    [...html.matchAll(/>(Puzzle of the day \d+|Secret draft)</g)].map((m) => m[1]);
  const first = await (await request.get("/blogs?utm_source=x")).text();
  expect(titles(first)).toEqual(
    [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => `Puzzle of the day ${n}`),
  );
  expect(first).toContain("Page 1 of 2");
  expect(first).toContain('href="/blogs?page=2"');
  const second = await (await request.get("/blogs?page=2")).text();
  expect(titles(second)).toEqual(["Puzzle of the day 1"]);
  expect(second).toContain(`<link rel="canonical" href="${baseURL}/blogs?page=2"`);
  for (const bad of ["3", "0", "abc", "1.5"])
    expect((await request.get(`/blogs?page=${bad}`)).status(), bad).toBe(404);

  const feed = await request.get("/blogs/rss.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml.match(/<item>/g)).toHaveLength(11);
  expect(xml).toContain(`<link>${baseURL}/blogs/puzzle-of-the-day-11</link>`);
  expect(xml).not.toContain("Secret draft");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${baseURL}/blogs/puzzle-of-the-day-1</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/blogs/puzzle-of-the-day-11</loc>`);
  expect(sitemap).not.toContain("secret-draft");
});
