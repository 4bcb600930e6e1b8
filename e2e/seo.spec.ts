import { expect, test } from "./support/test";

// Link previews and search (issue #2): the server's HTML (fetched without running any JS, like
// WhatsApp's and social networks' scrapers) carries Open Graph, Twitter and canonical tags;
// robots.txt and sitemap.xml are served; the home page has JSON-LD describing the academy.

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
  expect(academy.sameAs).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/facebook\.com/),
      expect.stringMatching(/instagram\.com/),
      expect.stringMatching(/linkedin\.com/),
      expect.stringMatching(/youtube\.com/),
    ]),
  );
});
