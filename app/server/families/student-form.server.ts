import * as z from "zod/mini";
import { studentFormCopy } from "~/content/families";
import { AGE_GROUPS } from "~/lib/batch-kinds";
import { singleLine } from "~/lib/enquiry";
import { type FormValues, fieldErrors, textOf } from "~/lib/form";
import type { Level } from "~/lib/levels";
import { oneOfKinds, optionalText } from "~/lib/people-fields";
import {
  FIDE_ID_PATTERN,
  LICHESS_USERNAME_PATTERN,
  STUDENT_LEVELS,
  STUDENT_LIMITS,
} from "~/lib/student-kinds";
import { indiaDate } from "~/lib/timetable";

/**
 * The student form's rules (docs/decisions/families.md "Students"), checked on the server only
 * (zod stays out of the pages' JavaScript): a name on one line, an age group, an optional year of
 * birth, a level or "not assessed yet", an optional FIDE ID and Lichess username, a note for the
 * coach, and the consent box. Whether the consent is needed is the store's rule
 * (app/server/families/students.server.ts `isChild`).
 */

const e = studentFormCopy.errors;

/**
 * One line of text (control characters folded to spaces, trimmed), at least one character, at
 * most `max`. Shared with the seat request form.
 */
export function oneLine(max: number, required: string, tooLong: string) {
  return z.pipe(
    z.transform((v: unknown) => singleLine(textOf(v))),
    z.string().check(z.minLength(1, required), z.maxLength(max, tooLong)),
  );
}

/** An optional value on one line matching `pattern`, else the message; missing → "". */
function optionalMatch(pattern: string, message: string) {
  const rule = new RegExp(pattern);
  return z.pipe(
    z.transform((v: unknown) => singleLine(textOf(v))),
    z.string().check(z.refine((v) => v === "" || rule.test(v), message)),
  );
}

/** The year India is in at `now`. */
export function indiaYear(now: Date): number {
  return Number(indiaDate(now).slice(0, 4));
}

/**
 * The form's rules at `now` (a year of birth lies within the 100 years up to India's current
 * year).
 * @returns a zod schema of `name`, `ageGroup`, `birthYear` (number or null), `level` (a level or
 *   null: not assessed yet), `fideId`, `lichessUsername`, `notes` ("" when not given) and
 *   `consent` (the box ticked)
 */
export function studentSchema(now: Date) {
  const thisYear = indiaYear(now);
  return z.object({
    name: oneLine(STUDENT_LIMITS.name, e.name, e.nameTooLong),
    ageGroup: oneOfKinds(AGE_GROUPS, e.ageGroup),
    birthYear: z.pipe(
      z.transform((v: unknown) => singleLine(textOf(v))),
      z.pipe(
        z.string().check(
          z.refine((v) => {
            if (v === "") return true;
            const year = Number(v);
            return /^\d{4}$/.test(v) && year <= thisYear && year >= thisYear - 100;
          }, e.birthYear),
        ),
        z.transform((v: string) => (v === "" ? null : Number(v))),
      ),
    ),
    level: z.pipe(
      z.transform(textOf),
      z.pipe(
        z.string().check(z.refine((v) => v === "" || Object.hasOwn(STUDENT_LEVELS, v), e.level)),
        z.transform((v: string) => (v === "" ? null : (v as Level))),
      ),
    ),
    fideId: optionalMatch(FIDE_ID_PATTERN, e.fideId),
    lichessUsername: optionalMatch(LICHESS_USERNAME_PATTERN, e.lichessUsername),
    notes: optionalText(STUDENT_LIMITS.notes, e.notesTooLong),
    consent: z.pipe(
      z.transform(textOf),
      z.transform((v: string) => v === "on"),
    ),
  });
}

/** A checked student form. */
export type StudentInput = z.output<ReturnType<typeof studentSchema>>;

/**
 * Reads a posted student form.
 * @param values the form as typed (app/lib/form.ts `formValues`)
 * @param now when it was posted (the year of birth's range)
 * @returns the checked input, or the first message of each refused field by name
 */
export function readStudentForm(
  values: FormValues,
  now: Date,
): { ok: true; input: StudentInput } | { ok: false; errors: Record<string, string> } {
  const parsed = studentSchema(now).safeParse(values);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
