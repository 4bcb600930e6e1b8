import type { MetaDescriptor } from "react-router";
import type { PhotoView } from "~/lib/photo";
import { type PublicSite, siteFromMatches } from "~/lib/public-site";

/** Input of {@link pageMeta}: the page's own title/description and its path ("/courses"). */
export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, starting with "/"; used for the canonical URL and og:url. */
  path: string;
  /**
   * The link-preview image: absolute or root-relative URL, pixel size and text alternative
   * (`og:image:alt`, `twitter:image:alt`). Without one, the site's social card (1200×630 px).
   */
  image?: PreviewImage;
  /** Set for pages that must not be indexed (admin, login). */
  noIndex?: boolean;
}

/** A link-preview image of {@link PageMetaInput}. */
export interface PreviewImage {
  src: string;
  width: number;
  height: number;
  /** What the image shows, for people who cannot see it (a photo's own alt text). */
  alt: string;
}

/**
 * The site's social card, public/og-image.jpg (scripts/make-artwork.mjs `ogImageSvg`: the
 * academy's name and tagline beside a chessboard), 1200×630 px.
 */
export function siteCard(site: PublicSite): PreviewImage {
  return {
    src: "/og-image.jpg",
    width: 1200,
    height: 630,
    alt: `${site.name}: ${site.tagline}. Online classes and centres in Coimbatore.`,
  };
}

/** A stored photo as a link-preview image: its largest WebP, that size, and its alt text. */
export function previewOf(photo: PhotoView): PreviewImage {
  return { src: photo.largestSrc, width: photo.width, height: photo.height, alt: photo.alt };
}

/**
 * Builds the meta descriptors every page carries: <title>, description, canonical link,
 * Open Graph and Twitter card tags with the image's text alternative
 * (docs/decisions/html-validity.md "Search data"). Preview scrapers run no JS, so these must come
 * from the server render.
 * @param site public site config from the root loader (for SITE_URL and brand)
 * @returns React Router meta descriptors
 */
export function pageMeta(site: PublicSite, input: PageMetaInput): MetaDescriptor[] {
  const url = `${site.url}${input.path === "/" ? "/" : input.path}`;
  const preview = input.image ?? siteCard(site);
  const image = absolute(site.url, preview.src);
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
    { property: "og:image:width", content: String(preview.width) },
    { property: "og:image:height", content: String(preview.height) },
    { property: "og:image:alt", content: preview.alt },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: preview.alt },
    ...(input.noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin}${href}`;
}

/**
 * The meta of an admin page (docs/decisions/admin-area.md "Layout": said once for every admin
 * section): the title with the site's name after it, the description, and `noindex` (admin pages
 * are never indexed).
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
