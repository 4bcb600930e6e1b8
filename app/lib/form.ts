/**
 * What every form of the site shares on both sides: the typed values a refused form shows
 * again, and the first message of each field of a failed zod parse. The admin forms read them
 * through app/server/collections/admin-route.server.ts (docs/decisions/collection-kit.md).
 */

/**
 * A form value as text: a string as it is; anything else (missing, null, a File, a number) "".
 * The one reading of "a field as text" for forms and the zod schemas that take their values.
 */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * One text field of a posted form: its first value as typed, "" when it is missing or a file
 * (the same reading as {@link formValues}, for one field).
 */
export function formText(form: FormData, name: string): string {
  return textOf(form.get(name));
}

/** A form's fields as typed: text by name (a ticked checkbox is "on", an unticked one ""). */
export type FormValues = Record<string, string>;

/**
 * The text fields of a posted form, as typed: every string entry by name (a file or a missing
 * field is left out; a name posted twice keeps its first value).
 */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !Object.hasOwn(values, name)) values[name] = value;
  }
  return values;
}

/**
 * Field errors of a failed zod parse, first message per field, for inline display.
 * @returns e.g. `{ name: "Please enter a name." }` (an issue without a path under "form")
 */
export function fieldErrors(error: {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
