import { getPublicSite } from "~/server/site/public-site.server";

/**
 * robots.txt: allow every crawler everywhere but the admin dashboard and the
 * API, and point to the sitemap with an absolute URL built from SITE_URL.
 * @returns a text/plain response, cacheable for a day
 */
export function loader() {
  const { url } = getPublicSite();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin-dashboard",
    "Disallow: /api/",
    "",
    `Sitemap: ${url}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
