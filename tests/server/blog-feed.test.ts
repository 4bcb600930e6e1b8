// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { xmlText } from "~/lib/xml";
import { buildBlogFeed, FEED_ITEMS, type FeedPost } from "~/server/site/blog-feed.server";
import { getPublicSite } from "~/server/site/public-site.server";

/**
 * The blog's RSS 2.0 feed (docs/decisions/admin-area.md "Blog"): well-formed, escaped, absolute
 * links.
 */

const site = { ...getPublicSite(), name: "Pawn & King <Academy>", url: "https://academy.example" };

function feedPost(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    title: "Opening tips",
    slug: "opening-tips",
    summary: "Three ideas.",
    publishDate: "2026-11-20",
    updatedAt: new Date("2026-11-21T10:00:00Z"),
    ...overrides,
  };
}

/** Parses XML and fails on a parser error (DOMParser reports it as a <parsererror> element). */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const text = (el: Element | Document, name: string) =>
  el.getElementsByTagName(name)[0]?.textContent;

describe("buildBlogFeed", () => {
  it("is a well-formed RSS 2.0 document with one item a post and absolute links", () => {
    const doc = parse(
      buildBlogFeed(site, [
        feedPost({ title: "Newest", slug: "newest", publishDate: "2026-11-22" }),
        feedPost(),
      ]),
    );
    const rss = doc.documentElement;
    expect(rss.tagName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const channel = rss.getElementsByTagName("channel")[0];
    expect(text(channel, "title")).toBe("Chess Blog | Pawn & King <Academy>");
    expect(text(channel, "link")).toBe("https://academy.example/blogs");
    expect(channel.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(
      "https://academy.example/blogs/rss.xml",
    );
    expect(text(channel, "lastBuildDate")).toBe("Sat, 21 Nov 2026 10:00:00 GMT");
    const items = [...channel.getElementsByTagName("item")];
    expect(items.map((item) => text(item, "title"))).toEqual(["Newest", "Opening tips"]);
    expect(items.map((item) => text(item, "link"))).toEqual([
      "https://academy.example/blogs/newest",
      "https://academy.example/blogs/opening-tips",
    ]);
    expect(text(items[1], "guid")).toBe("https://academy.example/blogs/opening-tips");
    expect(items[1].getElementsByTagName("guid")[0].getAttribute("isPermaLink")).toBe("true");
    // midnight in India, in RFC 822 form
    expect(text(items[1], "pubDate")).toBe("Thu, 19 Nov 2026 18:30:00 GMT");
    expect(text(items[1], "description")).toBe("Three ideas.");
  });

  it("escapes markup and drops characters XML cannot carry, so hostile text stays text", () => {
    const title = `<script>alert(1)</script> & "quotes" 'too' ]]>`;
    const summary = "<img src=x onerror=alert(1)> \u0000\u0007bell\u001f";
    const xml = buildBlogFeed(site, [feedPost({ title, summary })]);
    expect(xml).not.toContain("<script");
    expect(xml).not.toContain("<img");
    const item = parse(xml).getElementsByTagName("item")[0];
    expect(text(item, "title")).toBe(title);
    expect(text(item, "description")).toBe("<img src=x onerror=alert(1)> bell");
    expect(item.getElementsByTagName("script")).toHaveLength(0);
  });

  it("carries the newest posts only, and is valid with none", () => {
    const many = Array.from({ length: FEED_ITEMS + 5 }, (_, i) => feedPost({ slug: `p-${i}` }));
    expect(parse(buildBlogFeed(site, many)).getElementsByTagName("item")).toHaveLength(FEED_ITEMS);
    const empty = parse(buildBlogFeed(site, []));
    expect(empty.getElementsByTagName("item")).toHaveLength(0);
    expect(empty.getElementsByTagName("lastBuildDate")).toHaveLength(0);
  });

  it("xmlText escapes the five special characters", () => {
    expect(xmlText(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
  });
});
