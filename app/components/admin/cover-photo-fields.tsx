import { Field, fieldFileClass } from "~/components/form-field";
import { Photo } from "~/components/photo";
import { PHOTO_ALT_LIMIT, type PhotoView } from "~/lib/photo";

/** The words of a {@link CoverPhotoFields} block, from the section's copy. */
export type CoverPhotoCopy = {
  /** The fieldset's legend. */
  legend: string;
  /** The caption under the current photo, if any. */
  current?: string;
  removeCover: string;
  /** The file field's label and hint (`replaceHint` instead while a photo is stored). */
  file: string;
  fileHint: string;
  replaceHint?: string;
  /** The alt text field's label and hint. */
  alt: string;
  altHint: string;
};

/**
 * The cover photo of an admin form (docs/decisions/admin-area.md "Photos": events and blog posts):
 * the stored photo with a "Remove" box, the upload field (`cover`, JPEG/PNG/WebP/AVIF; the photo
 * store checks it on the server) and its description (`coverAlt`), each through {@link FormField}.
 * Part of a multipart form; works without JavaScript.
 * @param idPrefix the form's id prefix: fields get `${idPrefix}-cover`, `${idPrefix}-cover-alt`,
 *   `${idPrefix}-remove-cover`
 * @param cover the stored cover photo, or null
 * @param values the form's values; `coverAlt` is the description as stored or typed
 * @param errors messages by field name (`cover`, `coverAlt`)
 */
export function CoverPhotoFields({
  idPrefix,
  cover,
  values,
  errors,
  copy,
}: {
  idPrefix: string;
  cover: PhotoView | null | undefined;
  values: { coverAlt: string };
  errors: Record<string, string>;
  copy: CoverPhotoCopy;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-300 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">{copy.legend}</legend>
      {cover ? (
        <div className="flex flex-wrap items-end gap-4">
          <figure>
            <Photo photo={cover} sizes="240px" className="h-auto w-60 rounded border" />
            {copy.current ? (
              <figcaption className="mt-1 text-sm text-stone-700">{copy.current}</figcaption>
            ) : null}
          </figure>
          <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
            <input
              id={`${idPrefix}-remove-cover`}
              type="checkbox"
              name="removeCover"
              className="size-5 accent-amber-800"
            />
            {copy.removeCover}
          </label>
        </div>
      ) : null}
      <PhotoFileField
        id={`${idPrefix}-cover`}
        name="cover"
        label={copy.file}
        hint={cover && copy.replaceHint ? copy.replaceHint : copy.fileHint}
        error={errors.cover}
      />
      <Field
        id={`${idPrefix}-cover-alt`}
        label={copy.alt}
        hint={copy.altHint}
        error={errors.coverAlt}
        name="coverAlt"
        maxLength={PHOTO_ALT_LIMIT}
        defaultValue={values.coverAlt}
      />
    </fieldset>
  );
}

/**
 * The upload field of one photo (JPEG, PNG, WebP or AVIF; the photo store checks it again on the
 * server), through {@link Field}: a cover photo, a coach's photo.
 * @param name the form field's name
 */
export function PhotoFileField({
  id,
  name,
  label,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
}) {
  return (
    <Field
      {...{ id, label, hint, error, name }}
      type="file"
      accept="image/jpeg,image/png,image/webp,image/avif"
      controlClassName={fieldFileClass}
    />
  );
}
