import { data, redirect } from "react-router";
import { studentPageCopy as copy, fullNameConsentCopy, studentFormCopy } from "~/content/families";
import { parseId } from "~/lib/collection";
import { formatCalendarDate } from "~/lib/dates";
import { type FormValues, formValues } from "~/lib/form";
import { pageMeta } from "~/lib/seo";
import { indiaDate } from "~/lib/timetable";
import { readUserForm, requireUser } from "~/server/auth/require-user.server";
import { readStudentForm } from "~/server/families/student-form.server";
import {
  addStudent,
  editStudent,
  getStudent,
  hasCurrentConsent,
  type StoredStudent,
  StudentRefusal,
} from "~/server/families/students.server";
import { getPublicSite } from "~/server/site/public-site.server";
import { setFullNameConsent } from "~/server/tournaments/full-name-consent.server";

/**
 * The student pages (docs/decisions/families.md "Students"): "Add a student"
 * (/my-classes/students/new) and a student's details (/my-classes/students/:id), for the family's
 * own students only: another family's student, like one that does not exist, is "not found"
 * (404), and its data is never sent.
 */

/** Which page an address names: the empty form, one student's id, or nothing (null). */
function pageOf(rawId: string | undefined): "new" | number | null {
  return rawId === "new" ? "new" : parseId(rawId);
}

/** A stored student as the form shows it (every value as text). */
function valuesOf(row: StoredStudent): FormValues {
  return {
    name: row.name,
    ageGroup: row.ageGroup,
    birthYear: row.birthYear === null ? "" : String(row.birthYear),
    level: row.level ?? "",
    fideId: row.fideId,
    lichessUsername: row.lichessUsername,
    notes: row.notes,
  };
}

/** The full-name consent form's state for a stored student (docs/decisions/tournaments.md). */
function fullNameOf(row: StoredStudent, request: Request) {
  const done = new URL(request.url).searchParams.get("done");
  return {
    label: fullNameConsentCopy.label(row.name),
    explanation: fullNameConsentCopy.explanation(row.name),
    ticked: row.fullNameConsentAt !== null,
    given: row.fullNameConsentAt
      ? fullNameConsentCopy.given(formatCalendarDate(indiaDate(row.fullNameConsentAt)))
      : null,
    notice:
      done === "full-name-saved"
        ? fullNameConsentCopy.saved
        : done === "full-name-cleared"
          ? fullNameConsentCopy.cleared
          : null,
  };
}

/**
 * The page's data: its heading, the stored values (none for a new student) and the day the
 * family's consent was given (when it is stored with today's wording), and for a stored student
 * the full-name consent form (its label, whether ticked and since when, the message after saving).
 * @returns a 404 with no student's data for an address that names none of the family's students
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function studentPage(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  const page = pageOf(rawId);
  const row = typeof page === "number" ? await getStudent(user.id, page) : null;
  const heading =
    page === "new" ? copy.newTitle : row ? copy.editTitle(row.name) : copy.notFoundTitle;
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `${heading} | ${site.name}`,
    description: copy.intro,
    path: `/my-classes/students/${rawId}`,
    noIndex: true,
  });
  if (page !== "new" && !row) {
    return data(
      { found: false, isNew: false, heading, values: {}, consentGiven: null, fullName: null, meta },
      {
        status: 404,
      },
    );
  }
  const consentGiven =
    row?.consentAt && hasCurrentConsent(row) ? formatCalendarDate(indiaDate(row.consentAt)) : null;
  return {
    found: true,
    isNew: page === "new",
    heading,
    values: row ? valuesOf(row) : ({} as FormValues),
    consentGiven,
    fullName: row ? fullNameOf(row, request) : null,
    meta,
  };
}

/** What a refused save answers: messages by field ("form" for the whole form), what was typed. */
type Refusal = { errors: Record<string, string>; values: FormValues };

/**
 * Saves the student: adds one (the "new" address) or changes one of the family's own, then 303
 * to My classes with its message. A refusal keeps what was typed: 400 (a field, or the consent
 * box of a child), 409 (the family has a student of that name), 404 (not one of the family's
 * students: nothing changed). The full-name consent form (`intent` "full-name") sets or clears
 * that consent alone and answers 303 back to the student's page with its message.
 * @throws 403 for another origin or no session (readUserForm)
 */
export async function studentAction(request: Request, rawId: string | undefined) {
  const { user, form } = await readUserForm(request);
  const values = formValues(form);
  const refuse = (errors: Record<string, string>, status: number) =>
    data<Refusal>({ errors, values }, { status });
  const page = pageOf(rawId);
  if (page === null || (page !== "new" && !(await getStudent(user.id, page)))) {
    return refuse({ form: copy.notFound }, 404);
  }
  const now = new Date();
  if (page !== "new" && form.get("intent") === "full-name") {
    const ticked = form.get("fullName") === "on";
    if (!(await setFullNameConsent(user.id, page, ticked, user.email, undefined, now))) {
      return refuse({ form: copy.notFound }, 404);
    }
    const done = ticked ? "full-name-saved" : "full-name-cleared";
    return redirect(`/my-classes/students/${page}?done=${done}`, 303);
  }
  const read = readStudentForm(values, now);
  if (!read.ok) return refuse(read.errors, 400);
  try {
    if (page === "new") await addStudent(user.id, read.input, user.email, undefined, now);
    else await editStudent(user.id, page, read.input, user.email, undefined, now);
    return redirect(`/my-classes?done=${page === "new" ? "student-added" : "student-saved"}`, 303);
  } catch (error) {
    if (!(error instanceof StudentRefusal)) throw error;
    const e = studentFormCopy.errors;
    if (error.reason === "consent") return refuse({ consent: e.consent }, 400);
    if (error.reason === "name-taken") return refuse({ name: e.nameTaken }, 409);
    return refuse({ form: copy.notFound }, 404);
  }
}
