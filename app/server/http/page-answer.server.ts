import { data } from "react-router";
import { pageMeta } from "~/lib/seo";
import { getPublicSite } from "~/server/site/public-site.server";

/**
 * A signed-in page's loader answer (the family's and the coaches' pages): the page's data with
 * its meta (title "… | academy", never indexed), answered with the page's own status (403 not
 * allowed, 404 not found) when it found nothing to show.
 * @param page what the page's server module returned, with its `status` when it found nothing
 * @param found whether there is something to show (answered 200)
 * @param head the page's title (without the site's name), description and path
 */
export function pageAnswer<T extends { status?: number }>(
  page: T,
  found: boolean,
  head: { title: string; description: string; path: string },
) {
  const site = getPublicSite();
  const meta = pageMeta(site, { ...head, title: `${head.title} | ${site.name}`, noIndex: true });
  return found ? { ...page, meta } : data({ ...page, meta }, { status: page.status ?? 404 });
}
