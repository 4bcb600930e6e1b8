import { data, Link } from "react-router";
import { PostForm } from "~/components/admin/post-form";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import { parseId } from "~/lib/collection";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { readAdminForm, requireAdmin } from "~/server/admin.server";
import { photoViews } from "~/server/photo-store.server";
import { savePostForm } from "~/server/post-form.server";
import { getPost } from "~/server/posts.server";
import type { Route } from "./+types/post-edit";

export function meta({ matches, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.form.editTitle} | ${site.name}`,
    description: copy.description,
    path: `/admin/posts/${params.id}`,
    noIndex: true,
  });
}

/** For the admin only: the stored post as the form's values and its cover; 404 without one. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const post = id === null ? null : await getPost(id);
  if (!post) return data({ id: null, post: null, cover: null }, { status: 404 });
  const cover = (await photoViews([post.coverPhotoId])).get(post.coverPhotoId ?? 0) ?? null;
  const { title, slug, summary, body, publishDate, published } = post;
  return {
    id: post.id,
    post: { title, slug, summary, body, publishDate, published, coverAlt: cover?.alt ?? "" },
    cover,
  };
}

/** Saves the changes (post-form.server.ts); the list on success, field errors otherwise. */
export async function action({ request, params }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (id === null) {
    await readAdminForm(request);
    throw data(null, { status: 404 });
  }
  return savePostForm(request, id);
}

/**
 * Edit post (/admin/posts/:id, docs/decisions/admin-area.md "Blog"): the post form with the stored
 * post, and a link to its preview.
 */
export default function EditPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, post, cover } = loaderData;
  if (!post) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="font-display text-3xl font-bold text-stone-900">{copy.form.editTitle}</h1>
        <p className="mt-4" role="alert">
          {copy.notFound}
        </p>
        <Link
          to="/admin/posts"
          className="mt-4 inline-block font-semibold text-amber-800 underline"
        >
          {copy.form.back}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
        {copy.form.editHeading(post.title)}
      </h1>
      <p className="mt-3">
        <Link
          to={`/admin/posts/${id}/preview`}
          className="rounded font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
        >
          {copy.previewPage.open}
        </Link>
      </p>
      <PostForm
        // Keyed by the stored post: a refused save keeps the form (and its chosen cover file).
        key={JSON.stringify(post)}
        values={actionData?.values ?? post}
        errors={actionData?.errors ?? {}}
        cover={cover}
        submitLabel={copy.form.save}
      />
    </div>
  );
}
