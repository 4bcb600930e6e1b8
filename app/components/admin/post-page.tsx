import { Link } from "react-router";
import { AdminMissing } from "~/components/admin/collection-item";
import { adminButton } from "~/components/admin/collection-list";
import { PostForm } from "~/components/admin/post-form";
import { textLinkClass } from "~/components/ui/link";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import type { FormValues } from "~/lib/form";
import type { PhotoView } from "~/lib/photo";
import type { PostFormValues } from "~/lib/posts";

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
 * post's preview; an address that names no post says so. A refused save shows the messages and
 * keeps what was typed.
 * @param id the post's id, or null for a new one
 * @param formKey changes when the stored post changes (a refused save keeps the form and its
 *   chosen cover file)
 * @param values the stored post or, after a refusal, what was typed
 */
export function AdminPostPage({
  id,
  heading,
  missing,
  cover,
  formKey,
  values,
  errors,
}: {
  id: number | null;
  heading: string;
  missing: boolean;
  cover: PhotoView | null;
  formKey: string;
  values: FormValues;
  errors: Record<string, string>;
}) {
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
          <Link to={`${copy.path}/${id}/preview`} className={textLinkClass()}>
            {copy.previewPage.open}
          </Link>
        </p>
      )}
      <PostForm
        key={formKey}
        values={postFormValues(values)}
        errors={errors}
        cover={cover}
        submitLabel={id === null ? copy.form.create : copy.form.save}
      />
    </div>
  );
}
