import type { ComponentProps, ElementType, ReactNode } from "react";

/**
 * One labelled form field — label, control, optional hint and error message, tied together with
 * `htmlFor`, `aria-describedby` and `aria-invalid` — shared by the account forms, the enquiry
 * forms and the admin forms (docs/decisions/admin-area.md "Layout": one component instead of three
 * copies).
 */

/** The attributes a {@link FormField} gives its control. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

/** Where a field stands and what it says: what {@link FormField} and {@link Field} take. */
export type FieldFrame = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  describedBy?: string;
  /** The wrapper's class. */
  className?: string;
};

/** Label style of every form field. */
export const fieldLabelClass = "block text-sm font-semibold text-stone-800";
/** Text input, select and textarea style of every form field (red border while invalid). */
export const fieldInputClass =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-600 aria-invalid:border-red-700";
/** File input style of every upload field (a styled "Choose file" button). */
export const fieldFileClass =
  "mt-1 block w-full text-stone-800 file:mr-4 file:rounded-md file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:font-medium file:text-stone-900 hover:file:bg-stone-300";

/**
 * @param id the control's id (the hint gets `${id}-hint`, the error `${id}-error`)
 * @param label the visible label
 * @param hint a line under the control, read with it
 * @param error the field's message; shown (role "alert") and the control marked invalid when set
 * @param describedBy ids of other elements that describe the control (e.g. the form's message)
 * @param children renders the control with the given attributes
 */
export function FormField({
  id,
  label,
  hint,
  error,
  describedBy,
  className,
  children,
}: FieldFrame & { children: (control: FieldControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {children({
        id,
        "aria-describedby": described,
        "aria-invalid": error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control a {@link Field} renders. */
type ControlTag = "input" | "textarea" | "select";

/**
 * A {@link FormField} around one control — an `<input>` (default), `<textarea>` or `<select>`
 * (`as`) — for the common case: the frame's props as FormField takes them, every other prop
 * (name, type, value, ref, options as children, …) passed to the control in the order given.
 * @param className the wrapper's class
 * @param controlClassName the control's class (default {@link fieldInputClass})
 */
export function Field<T extends ControlTag = "input">(
  all: FieldFrame & { as?: T; controlClassName?: string } & Omit<
      ComponentProps<T>,
      "id" | "className"
    >,
) {
  const { as, controlClassName = fieldInputClass, ...rest } = all;
  const { id, label, hint, error, describedBy, className, ...props } = rest;
  const Control = (as ?? "input") as ElementType;
  return (
    <FormField {...{ id, label, hint, error, describedBy, className }}>
      {(control) => <Control {...control} {...props} className={controlClassName} />}
    </FormField>
  );
}

/** One field of a {@link Fields} list: its name, words, control and the control's rules. */
export type FieldSpec = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The control's id (default `${idPrefix}-${name}`). */
  id?: string;
  as?: ControlTag;
  /** A select's options as [value, label] pairs. */
  options?: ReadonlyArray<readonly [string, string]>;
  controlClassName?: string;
} & Pick<
  ComponentProps<"input"> & ComponentProps<"textarea">,
  | "type"
  | "required"
  | "maxLength"
  | "rows"
  | "pattern"
  | "inputMode"
  | "autoComplete"
  | "autoCapitalize"
  | "spellCheck"
>;

/**
 * Fields of a form in the order given, each a {@link Field} with its stored or typed value and
 * its message (a form that lists its fields as data says each field once).
 * @param idPrefix the ids' prefix, e.g. "event" → `event-title`
 * @param values the values by field name (a value that is not text shows as empty)
 * @param errors the messages by field name
 */
export function Fields({
  idPrefix,
  fields,
  values,
  errors,
}: {
  idPrefix: string;
  fields: FieldSpec[];
  values: Partial<Record<string, unknown>> | null;
  errors: Record<string, string | undefined>;
}) {
  return fields.map(({ name, id, as, options, ...spec }) => {
    const value = values?.[name];
    return (
      <Field
        key={name}
        as={as}
        id={id ?? `${idPrefix}-${name}`}
        error={errors[name]}
        name={name}
        defaultValue={typeof value === "string" ? value : ""}
        {...spec}
      >
        {options?.map(([optionValue, label]) => (
          <option key={optionValue} value={optionValue}>
            {label}
          </option>
        ))}
      </Field>
    );
  });
}

/**
 * The text fields of a form the admin fills in, through {@link Fields}: a spec with `rows` is a
 * textarea, one with `as` that control (a select), any other a one-line input without
 * autocomplete (the admin types content, not their own details).
 * @param idPrefix the ids' prefix (default "field": `field-NAME`)
 * @param values the stored or typed values by name (null: all empty)
 * @param errors the refused post's messages by name
 */
export function TextFields({
  idPrefix = "field",
  fields,
  values,
  errors,
}: {
  idPrefix?: string;
  fields: FieldSpec[];
  values: Partial<Record<string, unknown>> | null;
  errors: Record<string, string | undefined>;
}) {
  const specs = fields.map(
    (field): FieldSpec =>
      field.rows && !field.as
        ? { ...field, as: "textarea" }
        : field.as
          ? field
          : { autoComplete: "off", ...field },
  );
  return <Fields idPrefix={idPrefix} fields={specs} values={values} errors={errors} />;
}
