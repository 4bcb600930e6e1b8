import { Field } from "~/components/form-field";
import { studentFormCopy as copy } from "~/content/families";
import { AGE_GROUPS } from "~/lib/batch-kinds";
import type { FormValues } from "~/lib/form";
import { LEVELS } from "~/lib/levels";
import { STUDENT_LIMITS } from "~/lib/student-kinds";

/**
 * A student's fields (docs/decisions/families.md "Students"), on the "Add a student" and edit
 * pages (every field) and in "Request a seat" for someone new (name, age group, level, consent).
 * Every value is what was stored or typed, shown as text; the server checks it all again
 * (app/server/families/student-form.server.ts).
 */

/**
 * @param idPrefix the controls' ids' prefix ("student" → `student-name`)
 * @param values the stored or typed values by field name
 * @param errors the refused post's messages by field name
 * @param nameField the name field's form name ("name"; the seat request posts "studentName")
 * @param nameHint a line under the name field
 * @param full every field (the student pages), or only those a seat request needs
 * @param consentGiven the day the family's consent was stored, in words: shown instead of the box
 */
export function StudentFields({
  idPrefix,
  values,
  errors,
  nameField = "name",
  nameHint,
  full,
  consentGiven,
}: {
  idPrefix: string;
  values: FormValues;
  errors: Record<string, string | undefined>;
  nameField?: string;
  nameHint?: string;
  full: boolean;
  consentGiven?: string | null;
}) {
  const f = copy.fields;
  const id = (name: string) => `${idPrefix}-${name}`;
  /** The props every field shares: id, label, its hint (if any), error, name and value. */
  const props = (name: Exclude<keyof typeof f, `${string}Hint` | "levelUnknown">) => ({
    id: id(name),
    label: f[name],
    hint: (f as Record<string, string>)[`${name}Hint`],
    error: errors[name],
    name,
    defaultValue: values[name] ?? "",
  });
  const numeric = { inputMode: "numeric", autoComplete: "off" } as const;
  return (
    <>
      <Field
        {...props("name")}
        hint={nameHint}
        error={errors[nameField]}
        name={nameField}
        defaultValue={values[nameField] ?? ""}
        autoComplete="off"
        required
        maxLength={STUDENT_LIMITS.name}
      />
      <Field as="select" {...props("ageGroup")} defaultValue={values.ageGroup ?? "children"}>
        {Object.entries(AGE_GROUPS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Field>
      {full ? <Field {...props("birthYear")} {...numeric} maxLength={4} /> : null}
      <Field as="select" {...props("level")}>
        <option value="">{f.levelUnknown}</option>
        {LEVELS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Field>
      {full ? (
        <>
          <Field {...props("fideId")} {...numeric} maxLength={STUDENT_LIMITS.fideId} />
          <Field
            {...props("lichessUsername")}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={STUDENT_LIMITS.lichess}
          />
          <Field as="textarea" {...props("notes")} rows={3} maxLength={STUDENT_LIMITS.notes} />
        </>
      ) : null}
      {consentGiven ? (
        <p className="text-sm text-stone-700">{copy.consent.given(consentGiven)}</p>
      ) : (
        <ConsentBox id={id("consent")} checked={values.consent === "on"} error={errors.consent} />
      )}
    </>
  );
}

/** The consent box for a child: its words are the wording stored with the consent. */
function ConsentBox({ id, checked, error }: { id: string; checked: boolean; error?: string }) {
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name="consent"
          value="on"
          defaultChecked={checked}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className="mt-1 h-4 w-4 shrink-0 accent-amber-700"
        />
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          {copy.consent.label}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
        {copy.consent.hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
