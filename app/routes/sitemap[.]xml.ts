import { courses } from "~/content/courses";
import { sitemapPaths } from "~/content/navigation";
import { coaches } from "~/server/collections/coaches.server";
import { listPublishedEventSlugs } from "~/server/collections/events.server";
import { faqs } from "~/server/collections/faqs.server";
import { listAlbums } from "~/server/collections/gallery.server";
import { posts as postStore } from "~/server/collections/posts.server";
import { puzzles as puzzleStore } from "~/server/collections/puzzles.server";
import { testimonials as testimonialStore } from "~/server/collections/testimonials.server";
import { getPublicSite } from "~/server/site/public-site.server";

/** Escapes the five XML special characters (SITE_URL comes from the environment). */
function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A W3C datetime to the second in UTC ("2026-05-02T10:00:00Z"), as sitemaps' <lastmod> takes. */
function w3cDate(date: Date | string): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The latest of some update times, or undefined when there are none. */
function latest(dates: (Date | string)[]): Date | undefined {
  const times = dates.map((date) => new Date(date).getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

/**
 * sitemap.xml of the public routes, every course page, and every published album, blog post,
 * event and live puzzle (docs/decisions/admin-area.md "Caching and the sitemap"), with absolute URLs built from
 * SITE_URL. The home page gets the highest priority, course and event pages a little less than the
 * main screens. `<lastmod>` where the content's update time is known: a post's, event's or album's
 * own (an album's changes when its photos do), and for /blogs, /events, /gallery, /faqs, /coaches
 * and /testimonial the latest of their published items (an item removed moves no date).
 * Pages whose copy lives in the code have none.
 * @returns an application/xml response, cacheable for an hour (events come and go)
 */
export async function loader() {
  const { url } = getPublicSite();
  const [albums, posts, events, faqRows, coachRows, testimonials, puzzleRows] = await Promise.all([
    listAlbums(),
    postStore.list(),
    listPublishedEventSlugs(),
    faqs.list(),
    coaches.list(),
    testimonialStore.list(),
    puzzleStore.list(),
  ]);
  const updated = new Map<string, Date | undefined>([
    ["/blogs", latest(posts.map((post) => post.updatedAt))],
    ["/events", latest(events.map((event) => event.updatedAt))],
    ["/gallery", latest(albums.map((album) => album.updatedAt))],
    ["/faqs", latest(faqRows.map((faq) => faq.updatedAt))],
    ["/coaches", latest(coachRows.map((coach) => coach.updatedAt))],
    ["/testimonial", latest(testimonials.map((item) => item.updatedAt))],
    ["/puzzles", latest(puzzleRows.map((item) => item.updatedAt))],
  ]);
  const pages: { path: string; lastmod?: Date | string }[] = [
    ...sitemapPaths.map((path) => ({ path, lastmod: updated.get(path) })),
    ...courses.map((course) => ({ path: `/courses/${course.id}` })),
    ...albums.map((album) => ({ path: `/gallery/${album.slug}`, lastmod: album.updatedAt })),
    ...posts.map((post) => ({ path: `/blogs/${post.slug}`, lastmod: post.updatedAt })),
    ...events.map((event) => ({ path: `/events/${event.slug}`, lastmod: event.updatedAt })),
    ...puzzleRows.map((item) => ({ path: `/puzzles/${item.slug}`, lastmod: item.updatedAt })),
  ];
  const entries = pages.map(({ path, lastmod }) => {
    const priority = path === "/" ? "1.0" : /^\/(courses|events)\//.test(path) ? "0.7" : "0.8";
    const modified = lastmod ? `\n    <lastmod>${w3cDate(lastmod)}</lastmod>` : "";
    return `  <url>\n    <loc>${xmlEscape(`${url}${path}`)}</loc>${modified}\n    <changefreq>monthly</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
