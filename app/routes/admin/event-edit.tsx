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
import type { Route } from "./+types/event-edit";

/**
 * Create (/admin/events/new) or edit (/admin/events/:id) one event (issue 7 Events, "Admin
 * area"). Admin only, checked here on the server; a plain POST form, so it works without
 * JavaScript. A valid save goes back to the list (303); an invalid one shows the messages and
 * keeps what was typed.
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
function formValues(event: StoredEvent): EventFormValues {
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
    published: event.published,
  };
}

/** The event being edited (404 for an unknown id), or an empty form for "new". */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.id === "new") return { heading: copy.newHeading, values: emptyEventForm };
  const id = parseId(params.id);
  const event = id ? await getEvent(id) : null;
  if (!event) throw data(copy.notFound, { status: 404 });
  return { heading: copy.editHeading(event.title), values: formValues(event) };
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
    published: form.get("published") === "on",
  };
}

/**
 * Saves the event: the admin and same origin first (readAdminForm, 403 otherwise), then the
 * same rules as the form (eventInputSchema) again.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, form } = await readAdminForm(request);
  const values = typedValues(form);
  const parsed = eventInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors = { ...fieldErrors(parsed.error), form: copy.fixErrors };
    return data({ errors, values }, { status: 400 });
  }
  try {
    if (params.id === "new") {
      await createEvent(values, user.email);
      return redirect("/admin/events?done=created", 303);
    }
    const id = parseId(params.id);
    const saved = id ? await updateEvent(id, values, user.email) : null;
    if (!saved) return data({ errors: { form: copy.notFound }, values }, { status: 404 });
    return redirect("/admin/events?done=updated", 303);
  } catch (error) {
    if (!(error instanceof EventSlugTakenError)) throw error;
    return data(
      { errors: { slug: EVENT_ERRORS.slugTaken, form: copy.fixErrors }, values },
      { status: 409 },
    );
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
      <EventForm key={JSON.stringify(values)} values={values} errors={actionData?.errors} />
    </div>
  );
}
