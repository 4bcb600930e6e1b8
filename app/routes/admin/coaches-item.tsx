import { AdminItemPage } from "~/components/admin/collection-item";
import { PhotoFileField } from "~/components/admin/cover-photo-fields";
import { TextFields } from "~/components/form-field";
import { Photo } from "~/components/photo";
import { adminCollectionCopy } from "~/content/admin-nav";
import { coachesAdminCopy as copy } from "~/content/admin-people";
import { coachPortraits } from "~/content/coaches";
import { COACH_LIMITS } from "~/lib/coaches";
import { joinList } from "~/lib/people-fields";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-route.server";
import { coaches, coachesAdmin } from "~/server/collections/coaches.server";
import { photoView } from "~/server/photos/photo-store.server";
import type { Route } from "./+types/coaches-item";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy, { id: params.id, heading: loaderData?.heading });
}

/** The admin only: the empty form (/admin/coaches/new) or a coach's, with its photo. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => coaches.get(id), {
    title: copy.title,
    heading: (coach) => (coach ? copy.editHeading(coach.name) : copy.addHeading),
    values: (coach) => ({
      name: coach.name,
      title: coach.title,
      quote: coach.quote,
      bio: coach.bio,
      image: coach.image ?? "",
      imageAlt: coach.imageAlt,
      achievements: joinList(coach.achievements, "line"),
      fideRating: coach.fideRating === null ? "" : String(coach.fideRating),
      published: coach.published ? "on" : "",
    }),
    empty: { published: "on" },
    extra: (coach) => photoView(coach?.photoId),
  });
}

/**
 * Saves the coach (admin-route.server.ts `adminSaveAction`): a chosen photo goes through the
 * photo store, "Remove the photo" drops the current one.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return adminSaveAction(request, params.id, coachesAdmin);
}

/** A coach's profile: name, title, quote, bio, portrait or photo, achievements, FIDE rating. */
export default function CoachAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const photo = loaderData.extra;
  const f = copy.fields;
  const portraitOptions = [
    ["", f.imageNone] as const,
    ...coachPortraits.map((name, i) => [name, f.imageOption(i + 1)] as const),
  ];
  return (
    <AdminItemPage
      heading={loaderData.heading}
      path={copy.path}
      missing={loaderData.missing}
      errors={errors}
      published={values.published === "on"}
      form={{
        idPrefix: "field",
        published: adminCollectionCopy.published,
        submit: adminCollectionCopy.save,
        multipart: true,
      }}
      formKey={JSON.stringify(loaderData.values)}
    >
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
    </AdminItemPage>
  );
}
