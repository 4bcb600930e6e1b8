import { type FieldSpec, Fields } from "~/components/form-field";
import { adminBatchesCopy as copy } from "~/content/admin-timetable";
import { WEEKDAYS } from "~/lib/batch-kinds";
import type { FormValues } from "~/lib/form";

/**
 * The fields of the admin's batch form (docs/decisions/timetable.md "Admin"; the page is
 * AdminItemPage): course, class type, mode and centre, age group, language, one box a day, the
 * India start time, the length, the first and optional last date, the coach, the seats and the
 * status. The server checks everything again (app/lib/batches.ts).
 */

/** A new batch's form: a Beginner group batch online for children in English, open, a draft. */
export const emptyBatchForm: FormValues = {
  course: "beginner",
  classType: "group",
  mode: "online",
  centre: copy.centres[0]?.key ?? "",
  ageGroup: "children",
  language: "english",
  durationMinutes: "60",
  capacity: "8",
  status: "open",
  coachId: "",
};

/**
 * @param values what the fields show (stored or typed; day boxes `day1`…`day7` are "on" when ticked)
 * @param coaches the coaches to choose from, [id, name]
 * @param errors messages by field name (`weekdays` for the day boxes)
 */
export function BatchFields({
  values,
  coaches,
  errors,
}: {
  values: FormValues;
  coaches: ReadonlyArray<readonly [string, string]>;
  errors: Record<string, string>;
}) {
  const f = copy.fields;
  const entries = Object.entries;
  const fields = (list: FieldSpec[]) => (
    <Fields idPrefix="batch" fields={list} values={values} errors={errors} />
  );
  const select = (name: string, label: string, options: ReadonlyArray<readonly [string, string]>) =>
    ({ name, label, as: "select", options }) satisfies FieldSpec;
  const dayError = errors.weekdays;
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        {fields([
          select("course", f.course, entries(copy.courses)),
          select("classType", f.classType, entries(copy.classTypes)),
          select("mode", f.mode, entries(copy.modes)),
          select(
            "centre",
            f.centre,
            copy.centres.map((c) => [c.key, c.name] as const),
          ),
          select("ageGroup", f.ageGroup, entries(copy.ageGroups)),
          select("language", f.language, entries(copy.languages)),
        ])}
      </div>
      <fieldset
        aria-describedby={dayError ? "batch-weekdays-error" : undefined}
        className="rounded-lg border border-stone-300 p-4"
      >
        <legend className="px-1 text-sm font-semibold text-stone-800">{f.weekdays}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {WEEKDAYS.map((w) => (
            <label key={w.day} className="flex items-center gap-2 text-stone-800">
              <input
                type="checkbox"
                name={`day${w.day}`}
                defaultChecked={values[`day${w.day}`] === "on"}
                className="h-5 w-5 accent-amber-800"
              />
              {w.long}
            </label>
          ))}
        </div>
        {dayError ? (
          <p
            id="batch-weekdays-error"
            role="alert"
            className="mt-2 text-sm font-medium text-red-800"
          >
            {dayError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        {fields([
          {
            name: "startTime",
            label: f.startTime,
            hint: f.startTimeHint,
            type: "time",
            required: true,
          },
          {
            name: "durationMinutes",
            label: f.durationMinutes,
            type: "number",
            inputMode: "numeric",
            required: true,
          },
          { name: "firstDate", label: f.firstDate, type: "date", required: true },
          { name: "lastDate", label: f.lastDate, hint: f.lastDateHint, type: "date" },
          select("coachId", f.coachId, [["", f.noCoach], ...coaches]),
          {
            name: "capacity",
            label: f.capacity,
            hint: f.capacityHint,
            type: "number",
            inputMode: "numeric",
            required: true,
          },
          { ...select("status", f.status, entries(copy.statuses)), hint: f.statusHint },
        ])}
      </div>
    </>
  );
}
