import { CoverPhotoFields } from "~/components/admin/cover-photo-fields";
import { type FieldSpec, Fields } from "~/components/form-field";
import { adminEventsCopy as copy } from "~/content/admin-events";
import { EVENT_LIMITS } from "~/lib/events";
import type { FormValues } from "~/lib/form";
import type { PhotoView } from "~/lib/photo";

/**
 * The fields of the admin's event form (spec §2 Events; the page is AdminItemPage), each through
 * {@link Fields}. Times are `datetime-local` inputs read as India time by the server. The cover
 * photo is an optional upload with its description, checked by the photo store on the server.
 */

/** A new event's form: a tournament at the first centre, registration on WhatsApp, a draft. */
export const emptyEventForm: FormValues = {
  category: "tournament",
  venueKind: "centre",
  venueCentre: copy.centres[0]?.key ?? "",
  registerKind: "whatsapp",
};

/**
 * @param values what the fields show (stored or typed)
 * @param cover the stored cover photo, shown with a "Remove" box, or null
 * @param errors messages by field name
 */
export function EventFields({
  values,
  cover,
  errors,
}: {
  values: FormValues;
  cover: PhotoView | null;
  errors: Record<string, string>;
}) {
  const f = copy.fields;
  const entries = Object.entries;
  const centres = copy.centres.map((centre) => [centre.key, centre.name] as const);
  const fields = (list: FieldSpec[]) => (
    <Fields idPrefix="event" fields={list} values={values} errors={errors} />
  );
  return (
    <>
      {fields([
        { name: "title", label: f.title, required: true, maxLength: EVENT_LIMITS.title },
        { name: "slug", label: f.slug, hint: f.slugHint, maxLength: EVENT_LIMITS.slug },
        { name: "category", label: f.category, as: "select", options: entries(copy.categories) },
      ])}
      <div className="grid gap-6 sm:grid-cols-2">
        {fields([
          { name: "startsAt", label: f.startsAt, type: "datetime-local", required: true },
          { name: "endsAt", label: f.endsAt, type: "datetime-local", required: true },
        ])}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {fields([
          { name: "venueKind", label: f.venueKind, as: "select", options: entries(copy.venues) },
          { name: "venueCentre", label: f.venueCentre, as: "select", options: centres },
        ])}
      </div>
      {fields([
        {
          name: "venueAddress",
          label: f.venueAddress,
          hint: f.venueAddressHint,
          maxLength: EVENT_LIMITS.address,
        },
        {
          name: "summary",
          label: f.summary,
          hint: f.summaryHint,
          as: "textarea",
          required: true,
          rows: 2,
          maxLength: EVENT_LIMITS.summary,
        },
        {
          name: "body",
          label: f.body,
          hint: f.bodyHint,
          as: "textarea",
          rows: 8,
          maxLength: EVENT_LIMITS.body,
        },
      ])}
      <div className="grid gap-6 sm:grid-cols-2">
        {fields([
          {
            name: "registerKind",
            label: f.registerKind,
            as: "select",
            options: entries(copy.registers),
          },
          {
            name: "registerUrl",
            label: f.registerUrl,
            hint: f.registerUrlHint,
            type: "url",
            maxLength: EVENT_LIMITS.url,
          },
        ])}
      </div>
      <CoverPhotoFields
        idPrefix="event"
        cover={cover}
        values={{ coverAlt: values.coverAlt ?? "" }}
        errors={errors}
        copy={f.cover}
      />
    </>
  );
}
