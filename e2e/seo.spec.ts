import { expect, test } from "./support/test";

// Link previews and search (docs/decisions/html-validity.md "Search data"): the server's HTML
// (fetched without running any JS, like WhatsApp's and social networks' scrapers) carries Open
// Graph, Twitter and canonical tags; robots.txt and sitemap.xml are served; the home page has
// JSON-LD describing the academy.

const publicPaths = [
  "/",
  "/about",
  "/courses",
  "/courses/beginner",
  "/courses/intermediate",
  "/courses/advanced",
  "/courses/special-tracks",
  "/coaches",
  "/testimonial",
  "/events",
  "/blogs",
  "/puzzles",
  "/gallery",
  "/contact",
  "/carrer",
  "/faqs",
  "/termsandconditions",
  "/book",
];

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Attributes of every tag named `tag` in raw HTML. */
function tags(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))) {
    const attrs: Record<string, string> = {};
    for (const [, name, value] of match[1].matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attrs[name.toLowerCase()] = decode(value);
    }
    found.push(attrs);
  }
  return found;
}

function metaContent(html: string, key: string): string | undefined {
  return tags(html, "meta").find((m) => m.property === key || m.name === key)?.content;
}

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

/** The one JSON-LD block of `type` on a page (fails when there is none or more than one). */
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON, each field is checked by the tests
function jsonLdOf(html: string, type: string): Record<string, any> {
  const found = jsonLd(html).filter((block) => block["@type"] === type);
  expect(found, `one ${type} JSON-LD block`).toHaveLength(1);
  expect(found[0]["@context"]).toBe("https://schema.org");
  return found[0];
}

test.describe("server HTML carries link-preview tags", () => {
  for (const path of [...publicPaths, "/contactUs"]) {
    test(`${path}`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      expect(title.length).toBeGreaterThan(0);
      const description = metaContent(html, "description") ?? "";
      expect(description.length).toBeGreaterThan(30);
      expect(description).not.toMatch(/PLACEHOLDER/i);

      // /contactUs is the same screen as /contact: one canonical address for both.
      const canonicalPath = path === "/contactUs" ? "/contact" : path;
      const canonical = tags(html, "link").find((l) => l.rel === "canonical")?.href;
      expect(canonical).toBe(`${baseURL}${canonicalPath}`);

      expect(metaContent(html, "og:title")).toBe(title);
      expect(metaContent(html, "og:description")).toBe(description);
      expect(metaContent(html, "og:url")).toBe(canonical);
      expect(metaContent(html, "og:type")).toBe("website");
      expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${baseURL}/`));
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "twitter:title")).toBe(title);
      expect(metaContent(html, "twitter:description")).toBe(description);
      expect(metaContent(html, "twitter:image")).toBe(metaContent(html, "og:image"));
      // The image's text alternative, for previews read aloud (the site's social card here).
      expect(metaContent(html, "og:image:alt")).toMatch(/^Pawn to King Chess Academy: .{20,}/);
      expect(metaContent(html, "twitter:image:alt")).toBe(metaContent(html, "og:image:alt"));
    });
  }

  test("every public page has its own title and description", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      descriptions.add(metaContent(html, "description") ?? "");
    }
    expect(titles.size).toBe(publicPaths.length);
    expect(descriptions.size).toBe(publicPaths.length);
  });
});

test("robots.txt allows crawling, keeps out admin and API, and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain("Disallow: /admin-dashboard");
  expect(lines).toContain("Disallow: /api/");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml lists every public route with absolute URLs that answer 200", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]));
  expect(locs.sort()).toEqual(publicPaths.map((p) => `${baseURL}${p}`).sort());
  for (const loc of locs) {
    const page = await request.get(loc.replace(baseURL ?? "", ""));
    expect(page.status(), loc).toBe(200);
  }
  // Not listed: sign-in pages, admin, the /home redirect, the /contactUs duplicate.
  for (const hidden of [
    "/login",
    "/register",
    "/adminlogin",
    "/admin-dashboard",
    "/home",
    "/contactUs",
  ]) {
    expect(locs).not.toContain(`${baseURL}${hidden}`);
  }
});

test("home page JSON-LD describes the academy", async ({ request, baseURL }) => {
  const html = await (await request.get("/")).text();
  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]));
  const academy = scripts.find((s) => Array.isArray(s["@type"]));
  expect(academy, "a JSON-LD block with an @type list").toBeTruthy();
  expect(academy["@context"]).toBe("https://schema.org");
  expect(academy["@type"]).toEqual(
    expect.arrayContaining(["EducationalOrganization", "LocalBusiness"]),
  );
  expect(academy.name).toBe("Pawn to King Chess Academy");
  expect(academy.url).toBe(`${baseURL}/`);
  expect(academy.telephone).toMatch(/^\+\d[\d ]+$/);
  expect(academy.address["@type"]).toBe("PostalAddress");
  expect(academy.address.addressLocality).toBe("Coimbatore");
  expect(academy.address.addressRegion).toBe("Tamil Nadu");
  expect(academy.address.addressCountry).toBe("IN");
  expect(academy.geo["@type"]).toBe("GeoCoordinates");
  expect(typeof academy.geo.latitude).toBe("number");
  expect(typeof academy.geo.longitude).toBe("number");
  // Five decimals (about a metre), the precision search engines ask of a local business.
  expect(String(academy.geo.latitude)).toMatch(/^-?\d+\.\d{5}$/);
  expect(String(academy.geo.longitude)).toMatch(/^-?\d+\.\d{5}$/);
  expect(academy.sameAs).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/facebook\.com/),
      expect.stringMatching(/instagram\.com/),
      expect.stringMatching(/linkedin\.com/),
      expect.stringMatching(/youtube\.com/),
    ]),
  );
});

test("every page has a link-preview image with its text alternative, sign-in and 404 pages too", async ({
  request,
}) => {
  for (const path of ["/login", "/register", "/adminlogin", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(metaContent(html, "og:image"), path).toBeTruthy();
    expect(metaContent(html, "og:image:alt"), path).toMatch(/^Pawn to King Chess Academy: /);
    expect(metaContent(html, "twitter:image:alt"), path).toBe(metaContent(html, "og:image:alt"));
  }
});

test("sign-in pages are kept out of search engines; public pages are not", async ({ request }) => {
  for (const path of ["/login", "/register", "/adminlogin"]) {
    const html = await (await request.get(path)).text();
    expect(metaContent(html, "robots"), path).toBe("noindex");
  }
  for (const path of publicPaths) {
    const html = await (await request.get(path)).text();
    expect(metaContent(html, "robots"), path).toBeUndefined();
  }
});

test("/faqs has FAQPage JSON-LD with every question on the page and its answer", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/faqs")).text();
  const faq = jsonLdOf(html, "FAQPage");
  expect(faq.url).toBe(`${baseURL}/faqs`);
  const shown = [...html.matchAll(/<summary\b[^>]*>([^<]+)</g)].map((m) => decode(m[1]).trim());
  expect(shown.length).toBeGreaterThan(0);
  expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(shown);
  for (const question of faq.mainEntity) {
    expect(question["@type"]).toBe("Question");
    expect(question.acceptedAnswer["@type"]).toBe("Answer");
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    // The answer's first paragraph is on the page, word for word.
    expect(decode(html)).toContain(question.acceptedAnswer.text.split("\n\n")[0]);
  }
});

test("each course page has Course and BreadcrumbList JSON-LD that match the page", async ({
  request,
  baseURL,
}) => {
  for (const path of publicPaths.filter((p) => p.startsWith("/courses/"))) {
    const html = await (await request.get(path)).text();
    const title = decode(html.match(/<h1\b[^>]*>([^<]+)<\/h1>/)?.[1] ?? "");
    const course = jsonLdOf(html, "Course");
    expect(course.name, path).toBe(title);
    expect(course.url).toBe(`${baseURL}${path}`);
    expect(course.description).toBe(metaContent(html, "description"));
    expect(course.provider).toMatchObject({
      "@type": "EducationalOrganization",
      name: "Pawn to King Chess Academy",
      url: `${baseURL}/`,
    });
    expect(course.hasCourseInstance.map((i: { courseMode: string }) => i.courseMode)).toEqual([
      "Online",
      "Onsite",
    ]);
    expect(course.hasCourseInstance[1].location.address.addressLocality).toBe("Coimbatore");
    expect(course.teaches.length).toBeGreaterThan(2);
    const image = await request.get(course.image[0].replace(baseURL ?? "", ""));
    expect(image.status(), course.image[0]).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");

    const trail = jsonLdOf(html, "BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
      { "@type": "ListItem", position: 2, name: "Courses", item: `${baseURL}/courses` },
      { "@type": "ListItem", position: 3, name: title, item: `${baseURL}${path}` },
    ]);
  }
});
