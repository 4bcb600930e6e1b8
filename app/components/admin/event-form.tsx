import { Form } from "react-router";
import { CoverPhotoFields } from "~/components/admin/cover-photo-fields";
import { type FieldSpec, Fields } from "~/components/form-field";
import { adminEventsCopy as copy } from "~/content/admin-events";
import { EVENT_LIMITS } from "~/lib/events";
import type { PhotoView } from "~/lib/photo";

/**
 * The admin's event form (issue 7 Events): every field through {@link FormField}, a plain POST
 * form (works without JavaScript; React Router's `<Form>` enhances it). Times are
 * `datetime-local` inputs read as India time by the server. The cover photo is an optional
 * upload with its alt text (multipart form), checked by the photo store on the server.
 */

/** The form's values as typed (all text; the checkbox as a boolean). */
export type EventFormValues = {
  title: string;
  slug: string;
  category: string;
  startsAt: string;
  endsAt: string;
  venueKind: string;
  venueCentre: string;
  venueAddress: string;
  summary: string;
  body: string;
  registerKind: string;
  registerUrl: string;
  coverAlt: string;
  published: boolean;
};

/** An empty form: a tournament at the first centre, registration on WhatsApp, a draft. */
export const emptyEventForm: EventFormValues = {
  title: "",
  slug: "",
  category: "tournament",
  startsAt: "",
  endsAt: "",
  venueKind: "centre",
  venueCentre: copy.centres[0]?.key ?? "",
  venueAddress: "",
  summary: "",
  body: "",
  registerKind: "whatsapp",
  registerUrl: "",
  coverAlt: "",
  published: false,
};

/**
 * @param values what the fields show
 * @param cover the stored cover photo, shown with a "Remove" box, or null
 * @param errors messages by field name (and `form` for the whole form)
 */
export function EventForm({
  values,
  cover,
  errors = {},
}: {
  values: EventFormValues;
  cover: PhotoView | null;
  errors?: Record<string, string>;
}) {
  const f = copy.fields;
  const entries = Object.entries;
  const centres = copy.centres.map((centre) => [centre.key, centre.name] as const);
  const fields = (list: FieldSpec[]) => (
    <Fields idPrefix="event" fields={list} values={values} errors={errors} />
  );
  return (
    <Form method="post" encType="multipart/form-data" className="mt-8 space-y-6" noValidate>
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-900">
          {errors.form}
        </p>
      ) : null}
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
      <CoverPhotoFields idPrefix="event" {...{ cover, values, errors }} copy={f.cover} />
      <div className="flex items-center gap-3">
        <input
          id="event-published"
          type="checkbox"
          name="published"
          defaultChecked={values.published}
          className="h-5 w-5 accent-amber-700"
        />
        <label htmlFor="event-published" className="font-semibold text-stone-800">
          {f.published}
        </label>
      </div>
      <button
        type="submit"
        className="rounded-md bg-amber-700 px-6 py-3 font-semibold text-white shadow hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
      >
        {copy.save}
      </button>
    </Form>
  );
}
