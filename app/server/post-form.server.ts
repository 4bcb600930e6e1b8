import { data, redirect } from "react-router";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import { fieldErrors } from "~/lib/form";
import { PHOTO_ALT_REQUIRED } from "~/lib/photo";
import { type PostFormFailure, type PostFormValues, postInputSchema } from "~/lib/posts";
import { readAdminForm } from "~/server/admin.server";
import { ImageUploadError } from "~/server/image-upload.server";
import {
  checkAlt,
  deletePhoto,
  type StoredPhoto,
  savePhoto,
  updatePhotoAlt,
} from "~/server/photo-store.server";
import { createPost, getPost, SlugTakenError, updatePost } from "~/server/posts.server";

/**
 * The action behind the admin's New post and Edit post forms (docs/decisions/admin-area.md "Blog"):
 * reads the form through readAdminForm (same origin, admin only, 6 MB), checks it again, stores a
 * chosen cover photo through the photo store (which refuses anything but a real image), saves, and
 * sends the admin back to the list, which names the saved post. Works as a plain form post.
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
    coverAlt: text("coverAlt"),
  };
}

/**
 * Saves a new post (`id` null) or changes post `id`. The form's `cover` file (optional) becomes
 * the cover, described by `coverAlt` (required with a file); on an edit, `removeCover` drops the
 * cover and a changed `coverAlt` alone re-describes it.
 * @returns a 4xx response with field errors and the typed values when the input or the photo is
 *   refused, or 404 when post `id` no longer exists
 * @throws a redirect to /admin/posts?saved={id} on success; readAdminForm's 403/413/400
 */
export async function savePostForm(request: Request, id: number | null) {
  const { user, form } = await readAdminForm(request);
  const values = postFormValues(form);
  const fail = (errors: Record<string, string>, status = 400) =>
    data<PostFormFailure>({ ok: false, errors, values }, { status });
  const parsed = postInputSchema.safeParse(values);
  if (!parsed.success) return fail(fieldErrors(parsed.error));
  const existing = id === null ? null : await getPost(id);
  if (id !== null && !existing) return fail({ form: copy.notFound }, 404);

  const file = form.get("cover");
  const chosen = file instanceof Blob && file.size > 0;
  const remove = form.get("removeCover") === "on";
  // A new description of the current cover (no new file, not removed, not left empty).
  const kept = existing?.coverPhotoId;
  const describe = !chosen && !remove && kept && values.coverAlt.trim() ? kept : null;
  if (describe) {
    try {
      checkAlt(values.coverAlt);
    } catch (error) {
      if (!(error instanceof ImageUploadError)) throw error;
      return fail({ coverAlt: error.message }, error.status);
    }
  }
  let cover: StoredPhoto | null = null;
  if (chosen) {
    try {
      cover = await savePhoto(file as Blob, values.coverAlt, user.email);
    } catch (error) {
      if (!(error instanceof ImageUploadError)) throw error;
      const field = error.message === PHOTO_ALT_REQUIRED ? "coverAlt" : "cover";
      return fail({ [field]: error.message }, error.status);
    }
  }
  if (describe) await updatePhotoAlt(describe, values.coverAlt);
  const coverPhotoId = cover ? cover.id : remove ? null : undefined;

  let saved: Awaited<ReturnType<typeof createPost>> | null;
  try {
    saved =
      id === null
        ? await createPost({ ...parsed.data, coverPhotoId }, user.email)
        : await updatePost(id, { ...parsed.data, coverPhotoId }, user.email);
  } catch (error) {
    if (cover) await deletePhoto(cover.id);
    if (error instanceof SlugTakenError) return fail({ slug: copy.errors.slugTaken });
    throw error;
  }
  if (!saved) {
    if (cover) await deletePhoto(cover.id);
    return fail({ form: copy.notFound }, 404);
  }
  throw redirect(`/admin/posts?saved=${saved.id}`, 303);
}
