import { PhotoFileField } from "~/components/admin/cover-photo-fields";
import { TextFields } from "~/components/form-field";
import { Photo } from "~/components/photo";
import { coachesAdminCopy as copy } from "~/content/admin-people";
import { coachPortraits } from "~/content/coaches";
import { COACH_LIMITS } from "~/lib/coaches";
import type { FormValues } from "~/lib/form";
import type { PhotoView } from "~/lib/photo";

/**
 * The fields of a coach's form (spec §3 Coach profile; the page is AdminItemPage): name, title,
 * quote, bio, a built-in portrait or an uploaded photo (with "Remove the photo" when there is
 * one), the portrait's description, achievements and FIDE rating.
 * @param values what the fields show (stored or typed)
 * @param photo the stored photo, or null
 * @param errors messages by field name
 */
export function CoachFields({
  values,
  photo,
  errors,
}: {
  values: FormValues;
  photo: PhotoView | null;
  errors: Record<string, string>;
}) {
  const f = copy.fields;
  const portraitOptions = [
    ["", f.imageNone] as const,
    ...coachPortraits.map((name, i) => [name, f.imageOption(i + 1)] as const),
  ];
  return (
    <>
      <TextFields
        fields={[
          { name: "name", label: f.name, maxLength: COACH_LIMITS.name, required: true },
          {
            name: "title",
            label: f.title,
            hint: f.titleHint,
            maxLength: COACH_LIMITS.title,
            required: true,
          },
          { name: "quote", label: f.quote, rows: 2, required: true },
          { name: "bio", label: f.bio, rows: 4 },
          {
            name: "image",
            label: f.image,
            hint: f.imageHint,
            as: "select",
            options: portraitOptions,
          },
        ]}
        values={values}
        errors={errors}
      />
      {photo ? (
        <figure>
          <figcaption className="text-sm font-semibold text-stone-800">{f.currentPhoto}</figcaption>
          <Photo photo={photo} sizes="12rem" className="mt-1 h-48 w-auto rounded-lg object-cover" />
          <label className="mt-2 flex items-center gap-2 text-stone-800">
            <input type="checkbox" name="removePhoto" className="h-5 w-5 accent-amber-800" />
            {f.removePhoto}
          </label>
        </figure>
      ) : null}
      <PhotoFileField
        id="field-photo"
        name="photo"
        label={f.photo}
        hint={f.photoHint}
        error={errors.photo}
      />
      <TextFields
        fields={[
          {
            name: "imageAlt",
            label: f.imageAlt,
            hint: f.imageAltHint,
            maxLength: COACH_LIMITS.imageAlt,
          },
          { name: "achievements", label: f.achievements, hint: f.achievementsHint, rows: 3 },
          {
            name: "fideRating",
            label: f.fideRating,
            hint: f.fideRatingHint,
            inputMode: "numeric",
            maxLength: 4,
          },
        ]}
        values={values}
        errors={errors}
      />
    </>
  );
}
