import { Form, Link, useNavigation } from "react-router";
import { CoverPhotoFields } from "~/components/admin/cover-photo-fields";
import { Field, Fields, fieldInputClass } from "~/components/form-field";
import { adminPostsCopy } from "~/content/admin-posts";
import type { PhotoView } from "~/lib/photo";
import { POST_LIMITS, type PostFormValues } from "~/lib/posts";

const copy = adminPostsCopy.form;

/**
 * The admin's post form (docs/decisions/admin-area.md "Blog"), for New post and Edit post: title,
 * web address (slug), summary, Markdown body, cover photo with its description, publish date and
 * the Published box. A plain multipart form post
 * (works without JavaScript); the server checks everything again and answers field errors,
 * shown under each field with the typed values kept.
 * @param values what the fields show (the stored post, the typed values after a refusal, or
 *   the defaults of a new post)
 * @param errors the server's first message per field (`form` for the whole form)
 * @param cover the current cover photo (edit), shown with a Remove box
 * @param submitLabel "Create post" or "Save changes"
 */
export function PostForm({
  values,
  errors,
  cover,
  submitLabel,
}: {
  values: PostFormValues;
  errors: Record<string, string>;
  cover?: PhotoView | null;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const failed = Object.keys(errors).length > 0;
  // No remount after a refusal (the route keys the form by the stored post only): the fields,
  // the chosen cover file included, keep what the admin typed and chose, as the coach form does.
  // Without JavaScript the page reloads with the typed values; a file must be chosen again.
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-8 space-y-6"
      aria-describedby={failed ? "post-form-status" : undefined}
    >
      {failed ? (
        <p id="post-form-status" role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {errors.form ?? copy.failed}
        </p>
      ) : null}
      <Fields
        idPrefix="post"
        values={values}
        errors={errors}
        fields={[
          { name: "title", label: copy.title, required: true, maxLength: POST_LIMITS.title },
          {
            name: "slug",
            label: copy.slug,
            hint: copy.slugHint,
            maxLength: POST_LIMITS.slug,
            pattern: "[a-z0-9]+(-[a-z0-9]+)*",
            autoCapitalize: "none",
            spellCheck: false,
            controlClassName: `${fieldInputClass} font-mono`,
          },
          {
            name: "summary",
            label: copy.summary,
            hint: copy.summaryHint,
            as: "textarea",
            required: true,
            rows: 3,
            maxLength: POST_LIMITS.summary,
          },
          {
            name: "body",
            label: copy.body,
            hint: copy.bodyHint,
            as: "textarea",
            required: true,
            rows: 16,
            maxLength: POST_LIMITS.body,
            controlClassName: `${fieldInputClass} font-mono text-sm`,
          },
        ]}
      />
      <CoverPhotoFields idPrefix="post" {...{ cover, values, errors }} copy={copy.cover} />
      <Field
        id="post-date"
        label={copy.publishDate}
        hint={copy.publishDateHint}
        error={errors.publishDate}
        controlClassName={`${fieldInputClass} sm:w-56`}
        type="date"
        name="publishDate"
        required
        defaultValue={values.publishDate}
      />
      <Field
        id="post-published"
        label={copy.published}
        hint={copy.publishedHint}
        error={errors.published}
        controlClassName="mt-2 size-5 accent-amber-800"
        type="checkbox"
        name="published"
        defaultChecked={values.published}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-amber-800 px-5 py-2.5 font-semibold text-white shadow hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60"
        >
          {saving ? copy.saving : submitLabel}
        </button>
        <Link
          to="/admin/posts"
          className="rounded font-semibold text-amber-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
        >
          {copy.back}
        </Link>
      </div>
    </Form>
  );
}
