import { courses } from "~/content/courses";
import { sitemapPaths } from "~/content/navigation";
import { getPublicSite } from "~/lib/public-site";
import { listPublishedEventSlugs } from "~/server/events.server";
import { listAlbums } from "~/server/gallery.server";
import { listPosts } from "~/server/posts.server";

/** Escapes the five XML special characters (SITE_URL comes from the environment). */
function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * sitemap.xml of the public routes, every course page (issue #2 SEO), and every published
 * album, blog post and event (issue 7), with absolute URLs built from SITE_URL. The home page
 * gets the highest priority, course and event pages a little less than the main screens.
 * @returns an application/xml response, cacheable for an hour (events come and go)
 */
export async function loader() {
  const { url } = getPublicSite();
  const [albums, posts, events] = await Promise.all([
    listAlbums(),
    listPosts(),
    listPublishedEventSlugs(),
  ]);
  const paths = [
    ...sitemapPaths,
    ...courses.map((course) => `/courses/${course.id}`),
    ...albums.map((album) => `/gallery/${album.slug}`),
    ...posts.map((post) => `/blogs/${post.slug}`),
    ...events.map((event) => `/events/${event.slug}`),
  ];
  const entries = paths.map((path) => {
    const priority = path === "/" ? "1.0" : /^\/(courses|events)\//.test(path) ? "0.7" : "0.8";
    return `  <url>\n    <loc>${xmlEscape(`${url}${path}`)}</loc>\n    <changefreq>monthly</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
