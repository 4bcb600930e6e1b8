import { FormField, fieldInputClass } from "~/components/form-field";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { ALBUM_TITLE_LIMIT } from "~/lib/gallery";

/**
 * The album form's fields (issue 7 "Gallery"): title, date of the photos, published.
 * @param values the typed or stored values (published "on" when ticked)
 * @param errors field messages from the server
 */
export function AlbumFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values?: { title?: string; takenOn?: string; published?: string };
  errors?: Record<string, string>;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-title`} label={copy.titleLabel} error={errors?.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            required
            maxLength={ALBUM_TITLE_LIMIT}
            defaultValue={values?.title}
            className={fieldInputClass}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-taken-on`} label={copy.takenOnLabel} error={errors?.takenOn}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="takenOn"
            required
            defaultValue={values?.takenOn}
            className={fieldInputClass}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 font-semibold text-stone-800 sm:col-span-2">
        <input
          type="checkbox"
          name="published"
          defaultChecked={values?.published === "on"}
          className="h-5 w-5 accent-amber-800"
        />
        {copy.publishedLabel}
      </label>
    </>
  );
}
