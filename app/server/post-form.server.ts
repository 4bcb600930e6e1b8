import { data, redirect } from "react-router";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import { fieldErrors } from "~/lib/feedback";
import { type PostFormFailure, type PostFormValues, postInputSchema } from "~/lib/posts";
import { readAdminForm } from "~/server/admin.server";
import { createPost, SlugTakenError, updatePost } from "~/server/posts.server";

/**
 * The action behind the admin's New post and Edit post forms (issue 7 "Blog"): reads the form
 * through readAdminForm (same origin, admin only, 6 MB), checks it again, saves, and sends the
 * admin back to the list, which names the saved post. Works as a plain form post.
 */

/** The post fields of a posted form, as typed (a missing field is ""). */
export function postFormValues(form: FormData): PostFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    slug: text("slug"),
    summary: text("summary"),
    body: text("body"),
    publishDate: text("publishDate"),
    published: form.get("published") === "on",
  };
}

/**
 * Saves a new post (`id` null) or changes post `id`.
 * @returns a 400 response with field errors and the typed values when the input is refused,
 *   or 404 when post `id` no longer exists
 * @throws a redirect to /admin/posts?saved={id} on success; readAdminForm's 403/413/400
 */
export async function savePostForm(request: Request, id: number | null) {
  const { user, form } = await readAdminForm(request);
  const values = postFormValues(form);
  const fail = (errors: Record<string, string>, status = 400) =>
    data<PostFormFailure>({ ok: false, errors, values }, { status });
  const parsed = postInputSchema.safeParse(values);
  if (!parsed.success) return fail(fieldErrors(parsed.error));
  try {
    const saved =
      id === null
        ? await createPost(parsed.data, user.email)
        : await updatePost(id, parsed.data, user.email);
    if (!saved) return fail({ form: copy.notFound }, 404);
    throw redirect(`/admin/posts?saved=${saved.id}`, 303);
  } catch (error) {
    if (error instanceof SlugTakenError) return fail({ slug: copy.errors.slugTaken });
    throw error;
  }
}
