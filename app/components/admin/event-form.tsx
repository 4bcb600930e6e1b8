import { Form } from "react-router";
import { CoverPhotoFields } from "~/components/admin/cover-photo-fields";
import { Field } from "~/components/form-field";
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
  const options = (entries: Record<string, string>) =>
    Object.entries(entries).map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    ));
  return (
    <Form method="post" encType="multipart/form-data" className="mt-8 space-y-6" noValidate>
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-900">
          {errors.form}
        </p>
      ) : null}
      <Field
        id="event-title"
        label={f.title}
        error={errors.title}
        name="title"
        required
        maxLength={EVENT_LIMITS.title}
        defaultValue={values.title}
      />
      <Field
        id="event-slug"
        label={f.slug}
        hint={f.slugHint}
        error={errors.slug}
        name="slug"
        maxLength={EVENT_LIMITS.slug}
        defaultValue={values.slug}
      />
      <Field
        as="select"
        id="event-category"
        label={f.category}
        error={errors.category}
        name="category"
        defaultValue={values.category}
      >
        {options(copy.categories)}
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          id="event-starts"
          label={f.startsAt}
          error={errors.startsAt}
          type="datetime-local"
          name="startsAt"
          required
          defaultValue={values.startsAt}
        />
        <Field
          id="event-ends"
          label={f.endsAt}
          error={errors.endsAt}
          type="datetime-local"
          name="endsAt"
          required
          defaultValue={values.endsAt}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          as="select"
          id="event-venue"
          label={f.venueKind}
          error={errors.venueKind}
          name="venueKind"
          defaultValue={values.venueKind}
        >
          {options(copy.venues)}
        </Field>
        <Field
          as="select"
          id="event-centre"
          label={f.venueCentre}
          error={errors.venueCentre}
          name="venueCentre"
          defaultValue={values.venueCentre}
        >
          {copy.centres.map((centre) => (
            <option key={centre.key} value={centre.key}>
              {centre.name}
            </option>
          ))}
        </Field>
      </div>
      <Field
        id="event-address"
        label={f.venueAddress}
        hint={f.venueAddressHint}
        error={errors.venueAddress}
        name="venueAddress"
        maxLength={EVENT_LIMITS.address}
        defaultValue={values.venueAddress}
      />
      <Field
        as="textarea"
        id="event-summary"
        label={f.summary}
        hint={f.summaryHint}
        error={errors.summary}
        name="summary"
        required
        rows={2}
        maxLength={EVENT_LIMITS.summary}
        defaultValue={values.summary}
      />
      <Field
        as="textarea"
        id="event-body"
        label={f.body}
        hint={f.bodyHint}
        error={errors.body}
        name="body"
        rows={8}
        maxLength={EVENT_LIMITS.body}
        defaultValue={values.body}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          as="select"
          id="event-register"
          label={f.registerKind}
          error={errors.registerKind}
          name="registerKind"
          defaultValue={values.registerKind}
        >
          {options(copy.registers)}
        </Field>
        <Field
          id="event-register-url"
          label={f.registerUrl}
          hint={f.registerUrlHint}
          error={errors.registerUrl}
          type="url"
          name="registerUrl"
          maxLength={EVENT_LIMITS.url}
          defaultValue={values.registerUrl}
        />
      </div>
      <CoverPhotoFields
        idPrefix="event"
        cover={cover}
        coverAlt={values.coverAlt}
        errors={errors}
        copy={{
          legend: f.cover,
          removeCover: f.removeCover,
          file: f.coverFile,
          fileHint: f.coverFileHint,
          alt: f.coverAlt,
          altHint: f.coverAltHint,
        }}
      />
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
