import { data, Link, redirect } from "react-router";
import { EventForm, type EventFormValues, emptyEventForm } from "~/components/admin/event-form";
import { adminEventsCopy as copy } from "~/content/admin-events";
import { parseId } from "~/lib/collection";
import { EVENT_ERRORS, eventInputSchema, toKolkataLocal } from "~/lib/events";
import { fieldErrors } from "~/lib/feedback";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { readAdminForm, requireAdmin } from "~/server/admin.server";
import {
  createEvent,
  EventSlugTakenError,
  getEvent,
  type StoredEvent,
  updateEvent,
} from "~/server/events.server";
import { ImageUploadError } from "~/server/image-upload.server";
import {
  checkAlt,
  deletePhoto,
  photoViews,
  savePhoto,
  updatePhotoAlt,
} from "~/server/photo-store.server";
import type { Route } from "./+types/event-edit";

/**
 * Create (/admin/events/new) or edit (/admin/events/:id) one event (issue 7 Events, "Admin
 * area"). Admin only, checked here on the server; a plain POST form, so it works without
 * JavaScript. A valid save goes back to the list (303); an invalid one shows the messages and
 * keeps what was typed; with JavaScript the chosen cover file stays chosen too (the form is not
 * remounted), without it the file must be chosen again, as with any file input.
 */

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${loaderData?.heading ?? copy.title} | ${site.name}`,
    description: copy.description,
    path: "/admin/events",
    noIndex: true,
  });
}

/** The form's values of a stored event (times as India-time `datetime-local` values). */
function formValues(event: StoredEvent, coverAlt: string): EventFormValues {
  return {
    title: event.title,
    slug: event.slug,
    category: event.category,
    startsAt: toKolkataLocal(event.startsAt),
    endsAt: toKolkataLocal(event.endsAt),
    venueKind: event.venueKind,
    venueCentre: event.venueCentre || emptyEventForm.venueCentre,
    venueAddress: event.venueAddress,
    summary: event.summary,
    body: event.body,
    registerKind: event.registerKind,
    registerUrl: event.registerUrl,
    coverAlt,
    published: event.published,
  };
}

/** The event being edited (404 for an unknown id), or an empty form for "new". */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.id === "new") return { heading: copy.newHeading, values: emptyEventForm, cover: null };
  const id = parseId(params.id);
  const event = id ? await getEvent(id) : null;
  if (!event) throw data(copy.notFound, { status: 404 });
  const cover = event.coverPhotoId
    ? ((await photoViews([event.coverPhotoId])).get(event.coverPhotoId) ?? null)
    : null;
  return {
    heading: copy.editHeading(event.title),
    values: formValues(event, cover?.alt ?? ""),
    cover,
  };
}

/** The posted form as text fields (a File or a missing field becomes ""). */
function typedValues(form: FormData): EventFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    slug: text("slug").trim().toLowerCase(),
    category: text("category"),
    startsAt: text("startsAt"),
    endsAt: text("endsAt"),
    venueKind: text("venueKind"),
    venueCentre: text("venueCentre"),
    venueAddress: text("venueAddress"),
    summary: text("summary"),
    body: text("body"),
    registerKind: text("registerKind"),
    registerUrl: text("registerUrl"),
    coverAlt: text("coverAlt"),
    published: form.get("published") === "on",
  };
}

/** A refused save: the messages (and the form's line) with what was typed. */
function refuse(values: EventFormValues, errors: Record<string, string>, status = 400) {
  return data({ errors: { ...errors, form: errors.form ?? copy.fixErrors }, values }, { status });
}

/**
 * The cover change a save asks for: a new upload (checked and stored by the photo store; its
 * alt text is required), "Remove", a new alt text for the current cover, or nothing.
 * @returns the cover to store (id, null, or undefined to keep), or the field errors
 */
async function coverChange(
  form: FormData,
  values: EventFormValues,
  current: StoredEvent | null,
  actor: string,
): Promise<
  { cover: number | null | undefined } | { errors: Record<string, string>; status: number }
> {
  const file = form.get("cover");
  try {
    if (file instanceof Blob && file.size > 0) {
      try {
        checkAlt(values.coverAlt);
      } catch (error) {
        if (error instanceof ImageUploadError)
          return { errors: { coverAlt: error.message }, status: 400 };
        throw error;
      }
      return { cover: (await savePhoto(file, values.coverAlt, actor)).id };
    }
    if (form.get("removeCover") === "on") return { cover: null };
    if (current?.coverPhotoId) {
      const [view] = (await photoViews([current.coverPhotoId])).values();
      if (view && view.alt !== values.coverAlt.trim()) {
        try {
          await updatePhotoAlt(current.coverPhotoId, values.coverAlt);
        } catch (error) {
          if (error instanceof ImageUploadError)
            return { errors: { coverAlt: error.message }, status: 400 };
          throw error;
        }
      }
    }
    return { cover: undefined };
  } catch (error) {
    if (error instanceof ImageUploadError)
      return { errors: { cover: error.message }, status: error.status };
    throw error;
  }
}

/**
 * Saves the event: the admin and same origin first (readAdminForm, 403 otherwise), then the
 * same rules as the form (eventInputSchema) again, then the cover photo (photo store checks).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, form } = await readAdminForm(request);
  const values = typedValues(form);
  const parsed = eventInputSchema.safeParse(values);
  if (!parsed.success) return refuse(values, fieldErrors(parsed.error));
  const isNew = params.id === "new";
  const id = isNew ? null : parseId(params.id);
  const current = id ? await getEvent(id) : null;
  if (!isNew && !current) return refuse(values, { form: copy.notFound }, 404);
  const change = await coverChange(form, values, current, user.email);
  if ("errors" in change) return refuse(values, change.errors, change.status);
  const input = change.cover === undefined ? values : { ...values, coverPhotoId: change.cover };
  try {
    if (isNew) await createEvent(input, user.email);
    else if (!(await updateEvent(id as number, input, user.email)))
      return refuse(values, { form: copy.notFound }, 404);
    return redirect(`/admin/events?done=${isNew ? "created" : "updated"}`, 303);
  } catch (error) {
    // A new cover stored for a save that failed belongs to nothing.
    if (change.cover && change.cover !== current?.coverPhotoId) await deletePhoto(change.cover);
    if (!(error instanceof EventSlugTakenError)) throw error;
    return refuse(values, { slug: EVENT_ERRORS.slugTaken }, 409);
  }
}

export default function AdminEventEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p>
        <Link
          to="/admin/events"
          className="rounded font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">{loaderData.heading}</h1>
      <EventForm
        // Keyed by the stored event, not the typed values: a refused save keeps the form as the
        // admin left it, the chosen cover file included.
        key={JSON.stringify(loaderData.values)}
        values={values}
        cover={loaderData.cover}
        errors={actionData?.errors}
      />
    </div>
  );
}
