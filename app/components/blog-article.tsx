import { Link } from "react-router";
import { Photo } from "~/components/photo";
import { textLinkClass } from "~/components/ui/link";
import { blogCopy as copy } from "~/content/blog";
import type { PhotoView } from "~/lib/photo";

/** A post as {@link BlogArticle} shows it; `html` is the body already rendered and sanitised. */
export type BlogArticleView = {
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  publishDate: string;
  /** The publish date for readers ("23 November 2026"). */
  date: string;
  html: string;
  cover: PhotoView | null;
};

const link = textLinkClass();

/** Styles of the elements the sanitised Markdown may contain (markdown.server.ts). */
const prose = [
  "mt-8 text-lg leading-relaxed text-stone-800",
  "[&_p]:mt-5 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:font-bold [&_h5]:mt-6 [&_h5]:font-bold [&_h6]:mt-6 [&_h6]:font-bold",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-semibold [&_a]:text-amber-800 [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-600 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-base",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-stone-100 [&_pre]:p-4 [&_hr]:my-8 [&_hr]:border-stone-300",
].join(" ");

/**
 * A blog post as visitors read it (/blogs/:slug, docs/decisions/admin-area.md "Blog"; the admin's
 * preview shows the same): breadcrumb, title, date, cover, summary and body. The body is the HTML
 * the loader rendered from Markdown and sanitised (allow-listed prose elements only; no scripts,
 * handlers, images or non-http(s)/mailto links can be in it).
 */
export function BlogArticle({ post }: { post: BlogArticleView }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-2 text-stone-700">
          <li>
            <Link to="/blogs" className={link}>
              {copy.breadcrumb}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <h1 className="mt-6 font-display text-4xl font-bold text-stone-900 sm:text-5xl">
        {post.title}
      </h1>
      <p className="mt-3 text-stone-700">
        {copy.published} <time dateTime={post.publishDate}>{post.date}</time>
      </p>
      {post.cover ? (
        <Photo
          photo={post.cover}
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="mt-8 h-auto w-full rounded-2xl"
        />
      ) : null}
      <p className="mt-6 text-xl text-stone-800">{post.summary}</p>
      <div
        className={prose}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (markdown.server.ts)
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <p className="mt-12">
        <Link to="/blogs" className={link}>
          {copy.backToList}
        </Link>
      </p>
    </article>
  );
}
