import { listPublishedPage } from "~/server/collections/posts.server";
import { buildBlogFeed, FEED_ITEMS } from "~/server/site/blog-feed.server";
import { getPublicSite } from "~/server/site/public-site.server";

/**
 * /blogs/rss.xml (docs/decisions/admin-area.md "Blog"): the RSS 2.0 feed of the newest published
 * posts, absolute links from SITE_URL. Browsers and feed readers may keep it five minutes.
 * @returns an application/rss+xml response
 */
export async function loader() {
  const { posts } = await listPublishedPage(1, FEED_ITEMS);
  return new Response(buildBlogFeed(getPublicSite(), posts), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
