import { FormField, fieldInputClass } from "~/components/form-field";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { ALBUM_TITLE_LIMIT, type AlbumEventChoice, formatAlbumDate } from "~/lib/gallery";

/** The album form's values as typed or stored (eventId "" for none). */
type AlbumFieldValues = { title?: string; takenOn?: string; eventId?: string };

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
 * The album form's own fields (docs/decisions/admin-area.md "Gallery"), inside the item page's
 * form (components/admin/collection-item.tsx, which adds Published and Save): title, date of the
 * photos, and the event they are from (optional: "No event", then every event latest first,
 * drafts marked).
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
    </>
  );
}
