import { data } from "react-router";
import { BlogArticle } from "~/components/blog-article";
import { NotFound } from "~/components/not-found";
import { blogCopy as copy } from "~/content/blog";
import { sectionTrail } from "~/content/navigation";
import { loaderMeta } from "~/lib/loader-meta";
import { formatPostDate, SLUG_PATTERN } from "~/lib/posts";
import { pageMeta, previewOf } from "~/lib/seo";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/lib/structured-data";
import { posts } from "~/server/collections/posts.server";
import { photoView } from "~/server/photos/photo-store.server";
import { feedLink } from "~/server/site/blog-feed.server";
import { renderMarkdown } from "~/server/site/markdown.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/blog-post";

/**
 * The published post of the URL, its body rendered from Markdown and sanitised here on the
 * server (app/server/site/markdown.server.ts, so no Markdown code reaches the browser), and its meta
 * tags: article link preview with the cover as its image, `BlogPosting` JSON-LD and the RSS link. A draft, a post whose
 * publish date has not come yet, or an unknown slug answers 404 with the 404 page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const site = getPublicSite();
  const post = SLUG_PATTERN.test(params.slug) ? await posts.getBySlug(params.slug) : null;
  if (!post) {
    const meta = pageMeta(site, {
      title: "404 Page Not Found",
      description: copy.notFoundDescription,
      path: `/blogs/${encodeURIComponent(params.slug)}`,
      noIndex: true,
    });
    return data({ post: null, meta }, { status: 404 });
  }
  const updatedAt = post.updatedAt.toISOString();
  const cover = await photoView(post.coverPhotoId);
  const meta = [
    ...pageMeta(site, {
      title: `${post.title} | ${site.name}`,
      description: post.summary,
      path: `/blogs/${post.slug}`,
      image: cover ? previewOf(cover) : undefined,
    }).map((tag) =>
      "property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag,
    ),
    { property: "article:published_time", content: `${post.publishDate}T00:00:00+05:30` },
    { property: "article:modified_time", content: updatedAt },
    feedLink(site),
    { "script:ld+json": blogPostingJsonLd(site, { ...post, updatedAt, image: cover?.largestSrc }) },
    {
      "script:ld+json": breadcrumbJsonLd(site, [
        ...sectionTrail("/blogs"),
        { name: post.title, path: `/blogs/${post.slug}` },
      ]),
    },
  ];
  return {
    meta,
    post: {
      title: post.title,
      summary: post.summary,
      publishDate: post.publishDate,
      date: formatPostDate(post.publishDate),
      html: renderMarkdown(post.body),
      cover,
    },
  };
}

/** The post's title and summary as page title and description, link preview, JSON-LD. */
export const meta = loaderMeta;

/**
 * A blog post (/blogs/:slug, docs/decisions/admin-area.md "Blog"): the post as {@link BlogArticle}
 * shows it, or the 404 page.
 */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) return <NotFound />;
  return <BlogArticle post={post} />;
}
