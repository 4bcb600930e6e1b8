import { data, redirect } from "react-router";
import { studentFormCopy } from "~/content/families";
import { seatRequestCopy as copy } from "~/content/timetable";
import { AGE_GROUPS } from "~/lib/batch-kinds";
import { parseId } from "~/lib/collection";
import { type FormValues, formValues } from "~/lib/form";
import { pageMeta } from "~/lib/seo";
import { readUserForm, requireUser } from "~/server/auth/require-user.server";
import type { SessionUser } from "~/server/auth/session.server";
import { type Db, getDb } from "~/server/db/db.server";
import { addStudent, listStudents, StudentRefusal } from "~/server/families/students.server";
import { getPublicSite } from "~/server/site/public-site.server";
import { readSeatRequestForm, type SeatRequestForm } from "~/server/timetable/seat-form.server";
import { requestSeat, SeatRefusal } from "~/server/timetable/seats.server";
import { publishedBatchView } from "~/server/timetable/timetable.server";

/**
 * "Request a seat" (/batches/:id/request; docs/decisions/timetable.md "Students",
 * docs/decisions/families.md "Students"): signed-in families only; the seat is for one of the
 * family's students or for a new one added in the same form (and in the same transaction: a
 * refused request adds no student); a full batch puts the request on the waiting list.
 */

/**
 * The page's data: the batch (null, with a 404, for one that is not published or has ended), the
 * family's students to choose from, and the account's name (the name offered for a first student).
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function seatRequestPage(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  const id = parseId(rawId);
  const [batch, students] = await Promise.all([
    id === null ? null : publishedBatchView(id),
    listStudents(user.id),
  ]);
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `${copy.title}${batch ? `: ${batch.line}` : ""} | ${site.name}`,
    description: copy.intro,
    path: `/batches/${rawId}/request`,
    noIndex: true,
  });
  const choices = students.map((s) => ({
    id: s.id,
    name: s.name,
    ageGroup: AGE_GROUPS[s.ageGroup],
  }));
  if (!batch)
    return data({ batch: null, students: [] as typeof choices, name: "", meta }, { status: 404 });
  return {
    batch,
    students: choices,
    name: students.length === 0 ? user.name : "",
    meta,
  };
}

/** What a refused request answers: messages by field ("form" for the whole form), what was typed. */
type Refusal = { errors: Record<string, string>; values: FormValues };

/**
 * Asks for the seat; a new student is added first, in the same transaction, so a refused request
 * adds no student.
 * @param user the family's account (id) and who asks (e-mail)
 * @returns the stored request
 * @throws SeatRefusal (requestSeat's) or StudentRefusal (addStudent's); nothing is stored then
 */
export async function askForSeat(
  user: Pick<SessionUser, "id" | "email">,
  batchId: number,
  form: SeatRequestForm,
  now: Date,
  db?: Db,
) {
  const ask = { batchId, userId: user.id, contact: form.contact };
  if (form.studentId !== undefined) {
    return requestSeat({ ...ask, studentId: form.studentId }, user.email, db);
  }
  const { newStudent } = form;
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const added = await addStudent(user.id, newStudent, user.email, tx, now);
    return requestSeat({ ...ask, studentId: added.id }, user.email, tx);
  });
}

/**
 * Stores the request (one open request per student and batch; on the waiting list when the batch
 * is full) and answers 303 to My classes. A refusal keeps what was typed: 400 (a field), 409 (this
 * student already asked for this batch, or a new student's name is taken), 404 (a batch that
 * takes no request, or a student who is not the family's: nothing changed).
 * @throws 403 for another origin or no session (readUserForm)
 */
export async function seatRequestAction(request: Request, rawId: string | undefined) {
  const { user, form } = await readUserForm(request);
  const values = formValues(form);
  const refuse = (errors: Record<string, string>, status: number) =>
    data<Refusal>({ errors, values }, { status });
  const id = parseId(rawId);
  if (id === null) return refuse({ form: copy.closed }, 404);
  const now = new Date();
  const students = await listStudents(user.id);
  const read = readSeatRequestForm(values, now, students.length > 0);
  if (!read.ok) return refuse(read.errors, 400);
  try {
    const stored = await askForSeat(user, id, read.form, now);
    return redirect(`/my-classes?requested=${stored.id}`, 303);
  } catch (error) {
    const e = studentFormCopy.errors;
    if (error instanceof StudentRefusal) {
      return error.reason === "consent"
        ? refuse({ consent: e.consent }, 400)
        : refuse({ studentName: e.nameTaken }, 409);
    }
    if (error instanceof SeatRefusal && error.reason === "duplicate") {
      return refuse(
        { [read.form.studentId !== undefined ? "student" : "studentName"]: copy.duplicate },
        409,
      );
    }
    if (error instanceof SeatRefusal && error.reason === "no-student") {
      return refuse({ student: copy.errors.noStudent }, 404);
    }
    if (error instanceof SeatRefusal) return refuse({ form: copy.closed }, 404);
    throw error;
  }
}
