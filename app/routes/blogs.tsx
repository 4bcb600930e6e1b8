import { data, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { Photo } from "~/components/photo";
import { textLinkClass } from "~/components/ui/link";
import { blogCopy as copy } from "~/content/blog";
import { loaderMeta } from "~/lib/loader-meta";
import { formatPostDate, parsePageParam } from "~/lib/posts";
import { pageMeta } from "~/lib/seo";
import { listPublishedPage } from "~/server/collections/posts.server";
import { photoViews } from "~/server/photos/photo-store.server";
import { feedLink } from "~/server/site/blog-feed.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/blogs";

/**
 * One page of published posts, newest first (`?page=N`, 10 a page) with their covers, the page's meta tags
 * and the RSS link. An invalid page number, or one past the last page, answers 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const site = getPublicSite();
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  const result = page === null ? null : await listPublishedPage(page);
  if (page === null || !result || (page > 1 && page > result.pageCount)) {
    const meta = pageMeta(site, {
      title: "404 Page Not Found",
      description: copy.descriptionEmpty(site.name),
      path: "/blogs",
      noIndex: true,
    });
    return data({ notFound: true as const, meta }, { status: 404 });
  }
  const { posts, pageCount } = result;
  const covers = await photoViews(posts.map((post) => post.coverPhotoId));
  const meta = [
    ...pageMeta(site, {
      title: page === 1 ? copy.title(site.name) : copy.pageTitle(site.name, page),
      description:
        posts.length === 0 ? copy.descriptionEmpty(site.name) : copy.description(site.name),
      path: page === 1 ? "/blogs" : `/blogs?page=${page}`,
    }),
    feedLink(site),
  ];
  return {
    notFound: false as const,
    meta,
    page,
    pageCount,
    posts: posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      publishDate: post.publishDate,
      date: formatPostDate(post.publishDate),
      cover: covers.get(post.coverPhotoId ?? 0) ?? null,
    })),
  };
}

/** Title, description, canonical, link-preview tags and the RSS feed link. */
export const meta = loaderMeta;

const link = textLinkClass();

/**
 * Blogs (spec §2 Blogs, docs/decisions/admin-area.md "Blog"): the published posts, newest first and
 * paged; the spec's placeholder line, word for word, only while there are none.
 */
export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFound />;
  const { posts, page, pageCount } = loaderData;
  if (posts.length === 0) {
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center sm:px-6">
        <span aria-hidden="true" className="text-6xl text-amber-700">
          ♞
        </span>
        <h1 className="mt-4 font-display text-4xl font-bold text-stone-900 sm:text-5xl">
          {copy.heading}
        </h1>
        <p className="mt-6 text-xl text-stone-700">{copy.placeholder}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-stone-900 sm:text-5xl">{copy.heading}</h1>
      <p className="mt-3 text-lg text-stone-700">{copy.intro}</p>
      <ul className="mt-10 space-y-8">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
              {post.cover ? (
                <Photo
                  photo={{ ...post.cover, alt: "" }}
                  sizes="(min-width: 768px) 720px, 100vw"
                  className="aspect-[2/1] h-auto w-full object-cover"
                />
              ) : null}
              <div className="p-6">
                <h2 className="font-display text-2xl font-bold text-stone-900">
                  <Link to={`/blogs/${post.slug}`} className={link}>
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-stone-700">
                  <time dateTime={post.publishDate}>{post.date}</time>
                </p>
                <p className="mt-3 text-stone-800">{post.summary}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label={copy.pagination} className="mt-10 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={page === 2 ? "/blogs" : `/blogs?page=${page - 1}`} className={link}>
              {copy.newer}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-stone-700">{copy.pageOf(page, pageCount)}</p>
          {page < pageCount ? (
            <Link to={`/blogs?page=${page + 1}`} className={link}>
              {copy.older}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <p className="mt-10 text-sm">
        <a href="/blogs/rss.xml" className={link}>
          {copy.feedLink}
        </a>
      </p>
    </section>
  );
}
