import { blogCopy } from "~/content/blog";
import type { PublicSite } from "~/lib/public-site";
import { xmlText } from "~/lib/xml";

/**
 * The blog's RSS 2.0 feed (docs/decisions/admin-area.md "Blog": "an RSS 2.0 feed at /blogs/rss.xml
 * linked from the page head"): the newest published posts with absolute links built from SITE_URL,
 * every text XML-escaped.
 */

/** How many posts the feed carries (the newest). */
export const FEED_ITEMS = 20;

/**
 * The feed's `<link rel="alternate" type="application/rss+xml">` for a page's head (RSS
 * autodiscovery), as a meta descriptor with an absolute URL.
 * @param site public site config (SITE_URL and brand)
 */
export function feedLink(site: PublicSite) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: blogCopy.feedTitle(site.name),
    href: `${site.url}/blogs/rss.xml`,
  } as const;
}

/** What the feed needs of a post. */
export type FeedPost = {
  title: string;
  slug: string;
  summary: string;
  /** YYYY-MM-DD */
  publishDate: string;
  updatedAt: Date;
};

/** RFC 822 date of a publish date: midnight in India (+05:30), written in GMT. */
function rfc822(publishDate: string): string {
  return new Date(`${publishDate}T00:00:00+05:30`).toUTCString();
}

/**
 * The feed document.
 * @param site public site config (SITE_URL and brand)
 * @param posts published posts, newest first (only the first {@link FEED_ITEMS} are used)
 * @returns an RSS 2.0 document (UTF-8)
 */
export function buildBlogFeed(site: PublicSite, posts: readonly FeedPost[]): string {
  const blogUrl = `${site.url}/blogs`;
  const items = posts.slice(0, FEED_ITEMS).map((post) => {
    const link = xmlText(`${blogUrl}/${post.slug}`);
    return [
      "    <item>",
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.publishDate)}</pubDate>`,
      `      <description>${xmlText(post.summary)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts.reduce<Date | null>(
    (latest, post) => (latest && latest >= post.updatedAt ? latest : post.updatedAt),
    null,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlText(blogCopy.feedTitle(site.name))}</title>`,
    `    <link>${xmlText(blogUrl)}</link>`,
    `    <description>${xmlText(blogCopy.description(site.name))}</description>`,
    "    <language>en-in</language>",
    `    <atom:link href="${xmlText(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
