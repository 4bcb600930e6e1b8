import { emptyBatchForm } from "~/components/admin/batch-form";
import { adminBatchesCopy, adminHolidaysCopy } from "~/content/admin-timetable";
import { adminAttendanceCopy } from "~/content/coaching";
import { BATCH_LIMITS, batchFormValues } from "~/lib/batches";
import { batchName, dateText } from "~/lib/timetable";
import { defineAdminSection } from "~/server/collections/admin-pages.server";
import { batches, holidays } from "~/server/collections/batches.server";
import { coaches } from "~/server/collections/coaches.server";
import { adminBatchRows } from "~/server/timetable/timetable.server";

/**
 * The timetable's admin sections (docs/decisions/timetable.md "Admin"), on the generic pages
 * (docs/decisions/collection-kit.md "Routes: one generic route module per page"): batches, whose
 * rows show their seats (read with the seat counts, hence this module beside the stores), and
 * holidays.
 */

/**
 * The Batches section: every batch with its days and India time, mode or centre, coach, language
 * and seats, Up/Down and its seat requests; its form is components/admin/batch-form.tsx, with the
 * coaches to choose from.
 */
export const batchesAdmin = defineAdminSection({
  store: { ...batches, list: () => adminBatchRows() },
  fixErrors: adminBatchesCopy.fixErrors,
  copy: adminBatchesCopy,
  list: {
    row: (row) => ({
      name: row.name,
      bullets: row.lines,
      links: [
        {
          to: `${adminBatchesCopy.path}/${row.id}/requests`,
          label: adminBatchesCopy.requests,
          ariaLabel: adminBatchesCopy.requestsLabel(row.name),
        },
        {
          to: `${adminBatchesCopy.path}/${row.id}/attendance`,
          label: adminAttendanceCopy.link,
          ariaLabel: adminAttendanceCopy.linkLabel(row.name),
        },
      ],
    }),
    ordered: true,
  },
  item: {
    heading: (row) =>
      row ? adminBatchesCopy.editHeading(batchName(row)) : adminBatchesCopy.newHeading,
    empty: emptyBatchForm,
    view: "batches",
    extra: async () =>
      (await coaches.list({ includeDrafts: true })).map((c) => [String(c.id), c.name] as const),
    values: (row) => batchFormValues(row),
    form: {
      idPrefix: "batch",
      published: { label: adminBatchesCopy.fields.published },
      submit: adminBatchesCopy.save,
      noValidate: true,
    },
  },
});

const holidayCopy = adminHolidaysCopy;

/** The Holidays section: the days without classes, by date (no Up/Down). */
export const holidaysAdmin = defineAdminSection({
  store: holidays,
  fixErrors: holidayCopy.fixErrors,
  copy: holidayCopy,
  list: {
    row: (row) => ({
      name: row.name,
      lines: [{ text: dateText(row.date), className: "text-stone-700" }],
    }),
    ordered: false,
  },
  item: {
    heading: (row) => (row ? holidayCopy.editHeading(row.name) : holidayCopy.newHeading),
    values: (row) => ({ date: row.date, name: row.name, published: row.published ? "on" : "" }),
    form: {
      idPrefix: "holiday",
      published: holidayCopy.published,
      submit: holidayCopy.save,
      noValidate: true,
    },
    view: "fields",
    fields: [
      { name: "date", label: holidayCopy.fields.date, type: "date", required: true },
      {
        name: "name",
        label: holidayCopy.fields.name,
        hint: holidayCopy.fields.nameHint,
        required: true,
        maxLength: BATCH_LIMITS.holidayName,
      },
    ],
  },
});
