import * as z from "zod/mini";
import { seatRequestCopy } from "~/content/timetable";
import { AGE_GROUPS } from "~/lib/batch-kinds";
import { singleLine } from "~/lib/enquiry";
import { textOf } from "~/lib/form";
import { oneOfKinds } from "~/lib/people-fields";

/**
 * The seat request form's rules (docs/decisions/timetable.md "Students"), checked on the server
 * only (zod stays out of the pages' JavaScript):
 * the student's name and a contact number, each one line (control characters folded, trimmed)
 * and capped, and an age group from the list.
 */

const e = seatRequestCopy.errors;

/** One line of text, at least one character, at most `max`. */
function line(max: number, required: string, tooLong: string) {
  return z.pipe(
    z.transform((v: unknown) => singleLine(textOf(v))),
    z.string().check(z.minLength(1, required), z.maxLength(max, tooLong)),
  );
}

/** The form as posted: `studentName`, `ageGroup`, `contact`. */
export const seatRequestSchema = z.object({
  studentName: line(80, e.studentName, e.studentNameTooLong),
  ageGroup: oneOfKinds(AGE_GROUPS, e.ageGroup),
  contact: line(30, e.contact, e.contactTooLong),
});
