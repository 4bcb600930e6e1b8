import type { MetaDescriptor } from "react-router";
import { type PublicSite, siteFromMatches } from "~/lib/public-site";

/** Input of {@link pageMeta}: the page's own title/description and its path ("/courses"). */
export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, starting with "/"; used for the canonical URL and og:url. */
  path: string;
  /** Absolute or root-relative image for link previews; defaults to the site's Open Graph image (1200×630 px). */
  image?: string;
  /** Pixel size of `image` (default 1200×630, the site's image). */
  imageSize?: { width: number; height: number };
  /** Set for pages that must not be indexed (admin, login). */
  noIndex?: boolean;
}

/**
 * Builds the meta descriptors every page carries: <title>, description, canonical link,
 * Open Graph and Twitter card tags (issue #2 "link previews"). Preview scrapers run no JS,
 * so these must come from the server render.
 * @param site public site config from the root loader (for SITE_URL and brand)
 * @returns React Router meta descriptors
 */
export function pageMeta(site: PublicSite, input: PageMetaInput): MetaDescriptor[] {
  const url = `${site.url}${input.path === "/" ? "/" : input.path}`;
  const image = absolute(site.url, input.image ?? "/og-image.jpg");
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(input.imageSize?.width ?? 1200) },
    { property: "og:image:height", content: String(input.imageSize?.height ?? 630) },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...(input.noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin}${href}`;
}

/**
 * The meta of an admin page (issue 7 "Layout": said once for every admin section): the title
 * with the site's name after it, the description, and `noindex` (admin pages are never indexed).
 * @param matches the route's meta matches (the root's data carries the site)
 * @param page the page's title (without the site's name), description and path
 */
export function adminPageMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...page, title: `${page.title} | ${site.name}`, noIndex: true });
}
