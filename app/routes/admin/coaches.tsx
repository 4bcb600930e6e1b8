import { useActionData } from "react-router";
import { AdminItemForm, AdminListPage, TextField } from "~/components/admin/people-admin";
import { FormField, fieldInputClass } from "~/components/form-field";
import { Photo } from "~/components/photo";
import { coachesAdminCopy as copy } from "~/content/admin-people";
import { coachPortraits } from "~/content/coaches";
import { COACH_LIMITS, coachInputSchema } from "~/lib/coaches";
import { joinList } from "~/lib/people-fields";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/admin.server";
import {
  type AdminFormFailure,
  adminCollectionAction,
  adminListView,
} from "~/server/admin-people.server";
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
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | Admin | ${site.name}`,
    description: copy.intro,
    path: PATH,
    noIndex: true,
  });
}

/**
 * The admin only (anyone else: redirect to /adminlogin). The list of every coach, drafts
 * included, in page order; or, with `?new=1` / `?edit=ID`, the form (an unknown id: 404).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const view = adminListView(request);
  if (view.mode === "form") {
    const coach = view.editId === null ? null : await getCoach(view.editId);
    if (view.editId !== null && !coach) throw new Response("Not found", { status: 404 });
    const values: Record<(typeof FIELDS)[number], string> | null = coach && {
      name: coach.name,
      title: coach.title,
      quote: coach.quote,
      bio: coach.bio,
      image: coach.image ?? "",
      imageAlt: coach.imageAlt,
      achievements: joinList(coach.achievements, "line"),
      fideRating: coach.fideRating === null ? "" : String(coach.fideRating),
      published: coach.published ? "on" : "",
    };
    const photo = coach
      ? ((await photoViews([coach.photoId])).get(coach.photoId ?? 0) ?? null)
      : null;
    return { view, values, photo, items: [], portraits: coachPortraits };
  }
  const items = (await listCoaches({ includeDrafts: true })).map((coach) => ({
    id: coach.id,
    name: coach.name,
    title: coach.title,
    fideRating: coach.fideRating,
    hasPhoto: coach.photoId !== null,
    published: coach.published,
    updatedAt: coach.updatedAt.toISOString(),
    updatedBy: coach.updatedBy,
  }));
  return { view, values: null, photo: null, items, portraits: coachPortraits };
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
  const failure = useActionData<AdminFormFailure>();
  const { view, items, portraits } = loaderData;
  if (view.mode === "list") {
    const saved = items.find((item) => item.id === view.savedId);
    return (
      <AdminListPage
        heading={copy.heading}
        intro={copy.intro}
        addLabel={copy.add}
        listPath={PATH}
        publicPath={copy.publicPath}
        confirmingId={view.confirmingId}
        savedName={saved?.name ?? null}
        error={failure?.errors.form}
        items={items.map((item) => ({
          ...item,
          details: (
            <p>
              {item.title}
              {item.fideRating ? ` · ${copy.ratingShort(item.fideRating)}` : ""}
              {item.hasPhoto ? ` · ${copy.hasPhoto}` : ""}
            </p>
          ),
        }))}
      />
    );
  }
  const values = failure?.values ?? loaderData.values;
  const errors = failure?.errors ?? {};
  const f = copy.fields;
  return (
    <AdminItemForm
      key={view.editId ?? "new"}
      heading={
        view.editId !== null ? copy.editHeading(loaderData.values?.name ?? "") : copy.addHeading
      }
      listPath={PATH}
      editId={view.editId}
      published={values ? values.published === "on" : true}
      error={errors.form}
      multipart
    >
      <TextField
        name="name"
        label={f.name}
        error={errors.name}
        defaultValue={values?.name ?? ""}
        maxLength={COACH_LIMITS.name}
        required
      />
      <TextField
        name="title"
        label={f.title}
        hint={f.titleHint}
        error={errors.title}
        defaultValue={values?.title ?? ""}
        maxLength={COACH_LIMITS.title}
        required
      />
      <TextField
        name="quote"
        label={f.quote}
        error={errors.quote}
        defaultValue={values?.quote ?? ""}
        rows={2}
        required
      />
      <TextField
        name="bio"
        label={f.bio}
        error={errors.bio}
        defaultValue={values?.bio ?? ""}
        rows={4}
      />
      <FormField id="field-image" label={f.image} hint={f.imageHint} error={errors.image}>
        {(control) => (
          <select
            {...control}
            name="image"
            defaultValue={values?.image ?? ""}
            className={fieldInputClass}
          >
            <option value="">{f.imageNone}</option>
            {portraits.map((name, index) => (
              <option key={name} value={name}>
                {f.imageOption(index + 1)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {loaderData.photo ? (
        <figure>
          <figcaption className="text-sm font-semibold text-stone-800">{f.currentPhoto}</figcaption>
          <Photo
            photo={loaderData.photo}
            sizes="12rem"
            className="mt-1 h-48 w-auto rounded-lg object-cover"
          />
          <label className="mt-2 flex items-center gap-2 text-stone-800">
            <input type="checkbox" name="removePhoto" className="h-5 w-5 accent-amber-800" />
            {f.removePhoto}
          </label>
        </figure>
      ) : null}
      <FormField id="field-photo" label={f.photo} hint={f.photoHint} error={errors.photo}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="mt-1 block w-full text-stone-800 file:mr-4 file:rounded-md file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:font-medium file:text-stone-900"
          />
        )}
      </FormField>
      <TextField
        name="imageAlt"
        label={f.imageAlt}
        hint={f.imageAltHint}
        error={errors.imageAlt}
        defaultValue={values?.imageAlt ?? ""}
        maxLength={COACH_LIMITS.imageAlt}
      />
      <TextField
        name="achievements"
        label={f.achievements}
        hint={f.achievementsHint}
        error={errors.achievements}
        defaultValue={values?.achievements ?? ""}
        rows={3}
      />
      <TextField
        name="fideRating"
        label={f.fideRating}
        hint={f.fideRatingHint}
        error={errors.fideRating}
        defaultValue={values?.fideRating ?? ""}
        inputMode="numeric"
        maxLength={4}
      />
    </AdminItemForm>
  );
}
