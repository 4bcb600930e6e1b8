import { AdminCollectionSection } from "~/components/admin/collection-section";
import { PhotoFileField } from "~/components/admin/cover-photo-fields";
import { TextFields } from "~/components/admin/people-admin";
import { Photo } from "~/components/photo";
import { coachesAdminCopy as copy } from "~/content/admin-people";
import { coachPortraits } from "~/content/coaches";
import { COACH_LIMITS, coachInputSchema } from "~/lib/coaches";
import { joinList } from "~/lib/people-fields";
import { adminPageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/admin.server";
import { adminCollectionAction, adminCollectionLoader } from "~/server/admin-people.server";
import {
  createCoach,
  deleteCoach,
  getCoach,
  listCoaches,
  moveCoach,
  saveCoachPhoto,
  updateCoach,
} from "~/server/coaches.server";
import { photoViews } from "~/server/photo-store.server";
import type { Route } from "./+types/coaches";

/** The path of this section (issue 7 "Collections": coaches). */
const PATH = "/admin/coaches";
/** The coach form's fields, as posted. */
const FIELDS = [
  "name",
  "title",
  "quote",
  "bio",
  "image",
  "imageAlt",
  "achievements",
  "fideRating",
  "published",
] as const;

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: `${copy.title} | Admin`,
    description: copy.intro,
    path: PATH,
  });
}

/**
 * The admin only (anyone else: redirect to /adminlogin). The list of every coach, drafts
 * included, in page order; or, with `?new=1` / `?edit=ID`, the form with the coach's current
 * photo (an unknown id: 404).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminCollectionLoader(request, {
    get: getCoach,
    values: (coach): Record<(typeof FIELDS)[number], string> => ({
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
    extra: async (coach) => ({
      portraits: coachPortraits,
      photo: coach ? ((await photoViews([coach.photoId])).get(coach.photoId ?? 0) ?? null) : null,
    }),
    list: async () =>
      (await listCoaches({ includeDrafts: true })).map((coach) => ({
        id: coach.id,
        name: coach.name,
        title: coach.title,
        fideRating: coach.fideRating,
        hasPhoto: coach.photoId !== null,
        published: coach.published,
        updatedAt: coach.updatedAt.toISOString(),
        updatedBy: coach.updatedBy,
      })),
  });
}

/**
 * Create, update, delete and move (see adminCollectionAction for the guards and answers); a
 * chosen photo goes through the photo store, "Remove the photo" drops the current one.
 */
export async function action({ request }: Route.ActionArgs) {
  return adminCollectionAction(request, {
    listPath: PATH,
    fields: FIELDS,
    schema: coachInputSchema(coachPortraits),
    // The photo is stored once the text fields passed; a refused upload stores nothing.
    create: async (values, actor, form) =>
      createCoach(
        { ...values, photoId: await saveCoachPhoto(form.get("photo"), values.imageAlt, actor) },
        actor,
      ),
    update: async (id, values, actor, form) => {
      if (!(await getCoach(id))) return null;
      const uploaded = await saveCoachPhoto(form.get("photo"), values.imageAlt, actor);
      const photoId = uploaded ?? (form.get("removePhoto") === "on" ? null : undefined);
      return updateCoach(id, photoId === undefined ? values : { ...values, photoId }, actor);
    },
    remove: (id) => deleteCoach(id),
    move: (id, direction) => moveCoach(id, direction),
  });
}

/** /admin/coaches: the coach list, or the form to add or edit one. */
export default function CoachesAdmin({ loaderData }: Route.ComponentProps) {
  const f = copy.fields;
  const photo = loaderData.extra?.photo;
  const portraitOptions = [
    ["", f.imageNone] as const,
    ...(loaderData.extra?.portraits ?? []).map((name, i) => [name, f.imageOption(i + 1)] as const),
  ];
  return (
    <AdminCollectionSection
      copy={copy}
      data={loaderData}
      listPath={PATH}
      itemName={(values) => values.name}
      multipart
      details={(item) => (
        <p>
          {item.title}
          {item.fideRating ? ` · ${copy.ratingShort(item.fideRating)}` : ""}
          {item.hasPhoto ? ` · ${copy.hasPhoto}` : ""}
        </p>
      )}
    >
      {(values, errors) => (
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
              <figcaption className="text-sm font-semibold text-stone-800">
                {f.currentPhoto}
              </figcaption>
              <Photo
                photo={photo}
                sizes="12rem"
                className="mt-1 h-48 w-auto rounded-lg object-cover"
              />
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
      )}
    </AdminCollectionSection>
  );
}
