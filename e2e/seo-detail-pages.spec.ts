import { signInAsAdminByHttp } from "./support/admin";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { removeSeededContent, type SeededContent, seedDetailPages } from "./support/seed-content";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * Search data of the pages the admin publishes (docs/decisions/html-validity.md): a blog post,
 * an event and an album each carry a BreadcrumbList (home, their list page, themselves); an
 * album's link preview is its first photo with that photo's alt text; sitemap.xml gives each
 * of them, and the list pages they change, a <lastmod> from the content's update time.
 * Runs on the worker's own server (e2e/support/own-server.ts) and deletes what it published.
 */
test.describe.configure({ mode: "serial" });

let baseURL = "";
let admin: APIRequestContext;
let visitor: APIRequestContext;
let seeded: SeededContent;
/** When the seeding started and ended (the update times fall between), in ms. */
let seededFrom = 0;
let seededTo = 0;

test.beforeAll(async ({ workerServer }) => {
  test.setTimeout(120_000);
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  visitor = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  // Whole seconds: <lastmod> has no milliseconds.
  seededFrom = Math.floor(Date.now() / 1000) * 1000;
  seeded = await seedDetailPages(admin, baseURL);
  seededTo = Date.now();
});

test.afterAll(async () => {
  if (seeded) await removeSeededContent(admin, baseURL, seeded);
  await admin?.dispose();
  await visitor?.dispose();
});

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): { "@type": string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

/** The content of a page's <meta property|name=key>. */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1]
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

test("a post, an event and an album each have a BreadcrumbList: Home, their list, themselves", async () => {
  for (const [page, list, listName] of [
    [seeded.post, "/blogs", "Blogs"],
    [seeded.event, "/events", "Events"],
    [seeded.album, "/gallery", "Gallery"],
  ] as const) {
    const response = await visitor.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const blocks = jsonLd(await response.text()).filter((b) => b["@type"] === "BreadcrumbList");
    expect(blocks, page.path).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
          { "@type": "ListItem", position: 2, name: listName, item: `${baseURL}${list}` },
          { "@type": "ListItem", position: 3, name: page.title, item: `${baseURL}${page.path}` },
        ],
      },
    ]);
  }
});

test("an album's link preview is its first photo, described by that photo's alt text", async () => {
  const html = await (await visitor.get(seeded.album.path)).text();
  expect(meta(html, "og:image")).toMatch(
    new RegExp(`^${baseURL}/photos/[0-9a-f]{64}/\\d+\\.webp$`),
  );
  expect(meta(html, "og:image:alt")).toBe(seeded.album.photoAlt);
  expect(meta(html, "twitter:image:alt")).toBe(seeded.album.photoAlt);
  // A post without a cover falls back to the site's card, described as such.
  const post = await (await visitor.get(seeded.post.path)).text();
  expect(meta(post, "og:image")).toBe(`${baseURL}/og-image.jpg`);
  expect(meta(post, "og:image:alt")).toMatch(/^Pawn to King Chess Academy: /);
});

test("sitemap.xml gives the admin's pages, and the lists they change, a <lastmod> from their update time", async () => {
  const xml = await (await visitor.get("/sitemap.xml")).text();
  const lastmod = new Map(
    [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(
      (m) => [new URL(m[1]).pathname, m[2]],
    ),
  );
  const w3c = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
  for (const path of [seeded.post.path, seeded.event.path, seeded.album.path]) {
    const value = lastmod.get(path) ?? "";
    expect(value, path).toMatch(w3c);
    const time = Date.parse(value);
    expect(time, path).toBeGreaterThanOrEqual(seededFrom);
    expect(time, path).toBeLessThanOrEqual(seededTo);
  }
  // The post's is its last change, as its page says (article:modified_time).
  const post = await (await visitor.get(seeded.post.path)).text();
  const modified = new Date(meta(post, "article:modified_time") ?? "").toISOString();
  expect(lastmod.get(seeded.post.path)).toBe(modified.replace(/\.\d{3}Z$/, "Z"));
  // A list page is as new as its newest item; the seeded FAQs, coaches and reviews have one too.
  for (const list of ["/blogs", "/events", "/gallery", "/faqs", "/coaches", "/testimonial"]) {
    expect(lastmod.get(list), list).toMatch(w3c);
  }
  expect(Date.parse(lastmod.get("/blogs") ?? "")).toBeGreaterThanOrEqual(
    Date.parse(lastmod.get(seeded.post.path) ?? ""),
  );
  // Pages whose copy is in the code have no known update time.
  for (const path of ["/", "/about", "/courses", "/courses/beginner", "/termsandconditions"]) {
    expect(lastmod.has(path), path).toBe(true);
    expect(lastmod.get(path), path).toBeUndefined();
  }
});
