import { data, Link } from "react-router";
import { BlogArticle } from "~/components/blog-article";
import { textLinkClass } from "~/components/ui/link";
import { adminPostsCopy } from "~/content/admin-posts";
import { parseId } from "~/lib/collection";
import { formatPostDate, postState } from "~/lib/posts";
import { adminPageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { posts } from "~/server/collections/posts.server";
import { photoView } from "~/server/photos/photo-store.server";
import { renderMarkdown } from "~/server/site/markdown.server";
import type { Route } from "./+types/post-preview";

const copy = adminPostsCopy.previewPage;

export function meta({ matches, params }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: copy.title,
    description: adminPostsCopy.description,
    path: `/admin/posts/${params.id}/preview`,
  });
}

/**
 * For the admin only: any post (a draft, a scheduled or a live one) rendered as visitors will
 * read it, the Markdown rendered and sanitised as on /blogs/:slug, and where it stands; 404 for
 * an unknown id.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const post = id === null ? null : await posts.get(id);
  if (!post) throw data(adminPostsCopy.notFound, { status: 404 });
  const cover = await photoView(post.coverPhotoId);
  const date = formatPostDate(post.publishDate);
  return {
    id: post.id,
    state: postState(post),
    post: {
      title: post.title,
      summary: post.summary,
      publishDate: post.publishDate,
      date,
      html: renderMarkdown(post.body),
      cover,
    },
  };
}

/**
 * Preview a post (/admin/posts/:id/preview): a line that says whether visitors see it (a
 * draft, live on its publish date, or live now), links to edit it and back to the list, then
 * the post exactly as /blogs/:slug shows it.
 */
export default function PostPreviewPage({ loaderData }: Route.ComponentProps) {
  const { id, state, post } = loaderData;
  const notice =
    state === "draft" ? copy.draft : state === "scheduled" ? copy.scheduled(post.date) : copy.live;
  return (
    <>
      <div className="border-b border-amber-200 bg-amber-50">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <p className="font-semibold text-amber-950">{notice}</p>
          <Link to={`/admin/posts/${id}`} className={textLinkClass()}>
            {copy.edit}
          </Link>
          <Link to="/admin/posts" className={textLinkClass()}>
            {copy.back}
          </Link>
        </div>
      </div>
      <BlogArticle post={post} />
    </>
  );
}
