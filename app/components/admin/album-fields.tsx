import { Form } from "react-router";
import { primaryButton } from "~/components/admin/collection-controls";
import { FormField, fieldInputClass } from "~/components/form-field";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { ALBUM_TITLE_LIMIT, type AlbumEventChoice, formatAlbumDate } from "~/lib/gallery";

/** The album form's values as typed or stored (published "on" when ticked, eventId "" for none). */
type AlbumFieldValues = { title?: string; takenOn?: string; published?: string; eventId?: string };

/** The event select's options as [value, label]: "No event", then each event (drafts marked). */
function eventOptions(events: AlbumEventChoice[]): [string, string][] {
  return [
    ["", copy.noEvent],
    ...events.map((e): [string, string] => [
      String(e.id),
      copy.eventOption(e.title, formatAlbumDate(e.startsOn), e.published),
    ]),
  ];
}

/**
 * The album form's fields (docs/decisions/admin-area.md "Gallery"): title, date of the photos, the
 * event they are from (optional: "No event", then every event latest first, drafts marked),
 * published.
 * @param values the typed or stored values
 * @param events the events to choose from (listAlbumEventChoices)
 * @param errors field messages from the server
 */
export function AlbumFields({
  idPrefix,
  values,
  events,
  errors,
}: {
  idPrefix: string;
  values?: AlbumFieldValues;
  events: AlbumEventChoice[];
  errors?: Record<string, string>;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-title`} label={copy.titleLabel} error={errors?.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            required
            maxLength={ALBUM_TITLE_LIMIT}
            defaultValue={values?.title}
            className={fieldInputClass}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-taken-on`} label={copy.takenOnLabel} error={errors?.takenOn}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="takenOn"
            required
            defaultValue={values?.takenOn}
            className={fieldInputClass}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-event`}
        label={copy.eventLabel}
        hint={copy.eventHint}
        error={errors?.eventId}
        className="sm:col-span-2"
      >
        {(control) => (
          <select
            name="eventId"
            className={fieldInputClass}
            defaultValue={values?.eventId ?? ""}
            {...control}
          >
            {eventOptions(events).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className="flex items-center gap-2 font-semibold text-stone-800 sm:col-span-2">
        <input
          type="checkbox"
          name="published"
          defaultChecked={values?.published === "on"}
          className="h-5 w-5 accent-amber-800"
        />
        {copy.publishedLabel}
      </label>
    </>
  );
}

/**
 * The album form (a plain post, enhanced by React Router): the hidden intent, the
 * {@link AlbumFields} and the submit button; used by the new-album and edit-album pages.
 * @param intent "create" or "update"
 * @param submitLabel the button's words
 * @param busy disables the button while the post runs
 */
export function AlbumForm({
  intent,
  submitLabel,
  busy,
  className,
  ...fields
}: {
  intent: "create" | "update";
  submitLabel: string;
  busy?: boolean;
  className: string;
} & Parameters<typeof AlbumFields>[0]) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <AlbumFields {...fields} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
