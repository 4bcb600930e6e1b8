import * as z from "zod/mini";
import { seatRequestCopy } from "~/content/timetable";
import { parseId } from "~/lib/collection";
import { type FormValues, fieldErrors } from "~/lib/form";
import { oneLine, readStudentForm, type StudentInput } from "~/server/families/student-form.server";

/**
 * The seat request form's rules (docs/decisions/timetable.md "Students", docs/decisions/families.md
 * "Students"), checked on the server only (zod stays out of the pages' JavaScript): who the seat
 * is for — one of the family's students (`student` = its id), or a new one (`student` = "new",
 * or absent, as a page drawn before students existed posts it: `studentName`, `ageGroup`,
 * `level`, `consent`, the student form's rules) — and a contact number, one line, capped.
 */

const e = seatRequestCopy.errors;

const contactSchema = z.object({ contact: oneLine(30, e.contact, e.contactTooLong) });

/** A checked request: the contact number and either a student of the family or a new one. */
export type SeatRequestForm = { contact: string } & (
  | { studentId: number; newStudent?: undefined }
  | { studentId?: undefined; newStudent: StudentInput }
);

/**
 * Reads a posted seat request form.
 * @param values the form as typed
 * @param now when it was posted (a new student's year of birth)
 * @param hasStudents whether the family has students to choose from (then a form with none
 *   chosen and no new name asks to choose)
 * @returns the checked form, or the first message of each refused field by name
 */
export function readSeatRequestForm(
  values: FormValues,
  now: Date,
  hasStudents: boolean,
): { ok: true; form: SeatRequestForm } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const contact = contactSchema.safeParse(values);
  if (!contact.success) Object.assign(errors, fieldErrors(contact.error));
  const choice = values.student ?? "";
  const studentId = parseId(choice);
  let newStudent: StudentInput | undefined;
  if (studentId === null) {
    if (choice !== "" && choice !== "new") errors.student = e.student;
    else if (choice === "" && hasStudents && (values.studentName ?? "").trim() === "") {
      errors.student = e.student;
    } else {
      const read = readStudentForm({ ...values, name: values.studentName ?? "" }, now);
      if (read.ok) newStudent = read.input;
      else {
        const { name, ...rest } = read.errors;
        Object.assign(errors, rest, name ? { studentName: name } : {});
      }
    }
  }
  if (!contact.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    form:
      studentId !== null
        ? { contact: contact.data.contact, studentId }
        : { contact: contact.data.contact, newStudent: newStudent as StudentInput },
  };
}
