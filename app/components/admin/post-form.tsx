import { Form, Link, useNavigation } from "react-router";
import { FormField, fieldInputClass } from "~/components/form-field";
import { Photo } from "~/components/photo";
import { adminPostsCopy } from "~/content/admin-posts";
import { PHOTO_ALT_LIMIT, type PhotoView } from "~/lib/photo";
import { POST_LIMITS, type PostFormValues } from "~/lib/posts";

const copy = adminPostsCopy.form;

/**
 * The admin's post form (issue 7 "Blog"), for New post and Edit post: title, web address
 * (slug), summary, Markdown body, cover photo with its description, publish date and the
 * Published box. A plain multipart form post
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
  // A remount after every refusal shows the values the server sent back (also without JS).
  const key = JSON.stringify(values);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-8 space-y-6"
      key={key}
      aria-describedby={failed ? "post-form-status" : undefined}
    >
      {failed ? (
        <p id="post-form-status" role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {errors.form ?? copy.failed}
        </p>
      ) : null}
      <FormField id="post-title" label={copy.title} error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            required
            maxLength={POST_LIMITS.title}
            defaultValue={values.title}
            className={fieldInputClass}
          />
        )}
      </FormField>
      <FormField id="post-slug" label={copy.slug} hint={copy.slugHint} error={errors.slug}>
        {(control) => (
          <input
            {...control}
            name="slug"
            maxLength={POST_LIMITS.slug}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={values.slug}
            className={`${fieldInputClass} font-mono`}
          />
        )}
      </FormField>
      <FormField
        id="post-summary"
        label={copy.summary}
        hint={copy.summaryHint}
        error={errors.summary}
      >
        {(control) => (
          <textarea
            {...control}
            name="summary"
            required
            rows={3}
            maxLength={POST_LIMITS.summary}
            defaultValue={values.summary}
            className={fieldInputClass}
          />
        )}
      </FormField>
      <FormField id="post-body" label={copy.body} hint={copy.bodyHint} error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            name="body"
            required
            rows={16}
            maxLength={POST_LIMITS.body}
            defaultValue={values.body}
            className={`${fieldInputClass} font-mono text-sm`}
          />
        )}
      </FormField>
      <fieldset className="space-y-4 rounded-lg border border-stone-300 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-800">{copy.cover}</legend>
        {cover ? (
          <div className="flex flex-wrap items-end gap-4">
            <figure>
              <Photo photo={cover} sizes="240px" className="h-auto w-60 rounded border" />
              <figcaption className="mt-1 text-sm text-stone-700">{copy.currentCover}</figcaption>
            </figure>
            <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
              <input type="checkbox" name="removeCover" className="size-5 accent-amber-800" />
              {copy.removeCover}
            </label>
          </div>
        ) : null}
        <FormField
          id="post-cover"
          label={copy.cover}
          hint={cover ? copy.coverReplaceHint : copy.coverHint}
          error={errors.cover}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="cover"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="mt-1 block w-full text-stone-800 file:mr-4 file:rounded-md file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:font-medium file:text-stone-900 hover:file:bg-stone-300"
            />
          )}
        </FormField>
        <FormField
          id="post-cover-alt"
          label={copy.coverAlt}
          hint={copy.coverAltHint}
          error={errors.coverAlt}
        >
          {(control) => (
            <input
              {...control}
              name="coverAlt"
              maxLength={PHOTO_ALT_LIMIT}
              defaultValue={values.coverAlt}
              className={fieldInputClass}
            />
          )}
        </FormField>
      </fieldset>
      <FormField
        id="post-date"
        label={copy.publishDate}
        hint={copy.publishDateHint}
        error={errors.publishDate}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            name="publishDate"
            required
            defaultValue={values.publishDate}
            className={`${fieldInputClass} sm:w-56`}
          />
        )}
      </FormField>
      <FormField
        id="post-published"
        label={copy.published}
        hint={copy.publishedHint}
        error={errors.published}
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            name="published"
            defaultChecked={values.published}
            className="mt-2 size-5 accent-amber-800"
          />
        )}
      </FormField>
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
