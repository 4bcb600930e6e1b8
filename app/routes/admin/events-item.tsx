import { AdminItemPage } from "~/components/admin/collection-item";
import { EventFields, emptyEventForm } from "~/components/admin/event-form";
import { adminEventsCopy as copy } from "~/content/admin-events";
import { toKolkataLocal } from "~/lib/events";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-route.server";
import { events, eventsAdmin } from "~/server/collections/events.server";
import { photoView } from "~/server/photos/photo-store.server";
import type { Route } from "./+types/events-item";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy, { id: params.id, heading: loaderData?.heading });
}

/**
 * The admin only: the empty form (/admin/events/new) or an event's (/admin/events/:id), times as
 * India-time `datetime-local` values, with its cover photo.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => events.get(id), {
    title: copy.title,
    heading: (event) => (event ? copy.editHeading(event.title) : copy.newHeading),
    empty: emptyEventForm,
    extra: (event) => photoView(event?.coverPhotoId),
    // The cover's description is the photo's own (the photo store keeps it).
    values: (event, cover) => ({
      title: event.title,
      slug: event.slug,
      category: event.category,
      startsAt: toKolkataLocal(event.startsAt),
      endsAt: toKolkataLocal(event.endsAt),
      venueKind: event.venueKind,
      venueCentre: event.venueCentre || (emptyEventForm.venueCentre ?? ""),
      venueAddress: event.venueAddress,
      summary: event.summary,
      body: event.body,
      registerKind: event.registerKind,
      registerUrl: event.registerUrl,
      coverAlt: cover?.alt ?? "",
      published: event.published ? "on" : "",
    }),
  });
}

/** Saves the event and its cover (admin-route.server.ts `adminSaveAction`). */
export async function action({ request, params }: Route.ActionArgs) {
  return adminSaveAction(request, params.id, eventsAdmin);
}

/**
 * An event's form. A refused save shows the messages and keeps what was typed; with JavaScript
 * the chosen cover file stays chosen too (the form is not remounted), without it the file must
 * be chosen again, as with any file input.
 */
export default function AdminEventPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  return (
    <AdminItemPage
      heading={loaderData.heading}
      path={copy.path}
      back={copy.back}
      missing={loaderData.missing}
      errors={errors}
      published={values.published === "on"}
      form={{
        idPrefix: "event",
        published: { label: copy.fields.published },
        submit: copy.save,
        multipart: true,
        noValidate: true,
      }}
      formKey={JSON.stringify(loaderData.values)}
    >
      <EventFields values={values} cover={loaderData.extra} errors={errors} />
    </AdminItemPage>
  );
}
