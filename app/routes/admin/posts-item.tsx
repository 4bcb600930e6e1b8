import { Link } from "react-router";
import { AdminMissing } from "~/components/admin/collection-item";
import { adminButton } from "~/components/admin/collection-list";
import { PostForm } from "~/components/admin/post-form";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import type { FormValues } from "~/lib/form";
import { type PostFormValues, todayInKolkata } from "~/lib/posts";
import { adminPageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-route.server";
import { posts, postsAdmin } from "~/server/collections/posts.server";
import { photoView } from "~/server/photos/photo-store.server";
import type { Route } from "./+types/posts-item";

export function meta({ matches, params }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: params.id === "new" ? copy.form.newTitle : copy.form.editTitle,
    description: copy.description,
    path: `${copy.path}/${params.id}`,
  });
}

/**
 * The admin only: the empty form (/admin/posts/new: a draft dated today in India) or a post's
 * (/admin/posts/:id), with its cover photo; an id that names no post answers 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => posts.get(id), {
    title: copy.form.editTitle,
    heading: (post) => (post ? copy.form.editHeading(post.title) : copy.form.newHeading),
    empty: { ...emptyPost, publishDate: todayInKolkata() },
    extra: (post) => photoView(post?.coverPhotoId),
    // The cover's description is the photo's own (the photo store keeps it).
    values: (post, cover) => ({
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      body: post.body,
      publishDate: post.publishDate,
      published: post.published ? "on" : "",
      coverAlt: cover?.alt ?? "",
    }),
  });
}

/** Saves the post and its cover (admin-route.server.ts `adminSaveAction`). */
export async function action({ request, params }: Route.ActionArgs) {
  return adminSaveAction(request, params.id, postsAdmin);
}

/** A new post's fields: a draft, dated by the loader. */
const emptyPost: FormValues = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  publishDate: "",
  published: "",
  coverAlt: "",
};

/** The form's text values as the post form shows them. */
function postFormValues(values: FormValues): PostFormValues {
  const text = (name: string) => values[name] ?? "";
  return {
    title: text("title"),
    slug: text("slug"),
    summary: text("summary"),
    body: text("body"),
    publishDate: text("publishDate"),
    published: values.published === "on",
    coverAlt: text("coverAlt"),
  };
}

/**
 * New post and Edit post (spec §2 Blogs): the post form, and on an edit a link to the saved
 * post's preview. A refused save shows the messages and keeps what was typed.
 */
export default function AdminPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, heading, missing, extra: cover } = loaderData;
  if (missing) {
    return (
      <AdminMissing
        heading={copy.form.editTitle}
        message={copy.notFound}
        back={
          <Link to={copy.path} className={adminButton.link}>
            {copy.form.back}
          </Link>
        }
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{heading}</h1>
      {id === null ? null : (
        <p className="mt-3">
          <Link
            to={`${copy.path}/${id}/preview`}
            className="rounded font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
          >
            {copy.previewPage.open}
          </Link>
        </p>
      )}
      <PostForm
        // Keyed by the stored post: a refused save keeps the form (and its chosen cover file).
        key={JSON.stringify(loaderData.values)}
        values={postFormValues(actionData?.values ?? loaderData.values)}
        errors={actionData?.errors ?? {}}
        cover={cover}
        submitLabel={id === null ? copy.form.create : copy.form.save}
      />
    </div>
  );
}
