import { data, redirect } from "react-router";
import { progressNoteCopy as copy } from "~/content/coaching";
import { parseId } from "~/lib/collection";
import { formValues } from "~/lib/form";
import { batchName } from "~/lib/timetable";
import { readUserForm } from "~/server/auth/require-user.server";
import { noteFormValues, noteView } from "~/server/coaching/note-views.server";
import {
  homeworkPuzzles,
  NoteRefusal,
  notesFor,
  publishNote,
  puzzleLinks,
  readNoteForm,
  saveNote,
  taughtStudent,
} from "~/server/coaching/progress-notes.server";
import { staffForPage, staffOf } from "~/server/coaching/registers.server";
import { getPublicSite } from "~/server/site/public-site.server";

/**
 * A student's progress notes for their coach (/my-batches/:batch/students/:student;
 * docs/decisions/attendance.md "Progress notes"): the notes (drafts and published), a new note's
 * form or a chosen note's (`?note=ID`), Save and Publish. The batch's coach and the admin only:
 * a family gets 403, another coach 404, with nothing of the student.
 */

/** The page's ids from its address; null for anything else. */
function idsOf(rawBatch: string | undefined, rawStudent: string | undefined) {
  const batchId = parseId(rawBatch);
  const studentId = parseId(rawStudent);
  return batchId === null || studentId === null ? null : { batchId, studentId };
}

/**
 * The page's data.
 * @returns `page: null` with status 403 (not a coach) or 404 (not their student)
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function notesPage(
  request: Request,
  rawBatch: string | undefined,
  rawStudent: string | undefined,
) {
  const staff = await staffForPage(request);
  if (!staff) return { page: null, status: 403 };
  const ids = idsOf(rawBatch, rawStudent);
  const found = ids ? await taughtStudent(staff, ids.batchId, ids.studentId) : null;
  if (!ids || !found) return { page: null, status: 404 };
  const [notes, puzzles] = await Promise.all([notesFor(staff, ids.studentId), homeworkPuzzles()]);
  const links = await puzzleLinks(
    notes.flatMap((n) => (n.homeworkPuzzleId ? [n.homeworkPuzzleId] : [])),
  );
  const params = new URL(request.url).searchParams;
  const editing = notes.find(
    (n) =>
      n.id === parseId(params.get("note")) && (staff.user.isAdmin || n.coachId === staff.coachId),
  );
  const done = params.get("done");
  return {
    status: 200,
    page: {
      batchId: ids.batchId,
      batch: batchName(found.batch),
      studentId: ids.studentId,
      name: found.student.name,
      notes: notes.map((n) => ({
        ...noteView(n, links),
        mine: staff.user.isAdmin || n.coachId === staff.coachId,
      })),
      puzzles,
      editing: editing ? { id: editing.id, values: noteFormValues(editing) } : null,
      notice: done === "published" ? copy.published : done === "saved" ? copy.saved : null,
    },
  };
}

/**
 * The page's action: `intent` save (a new note, or `note` = its id) or publish (`note`); 303 back
 * with its message; a refused form answers 400 with each field's message and everything typed.
 * @returns 403 (not a coach), 404 (not their student, or not their note)
 * @throws readUserForm's 403 (another origin, no session), 413 or 400
 */
export async function notesAction(
  request: Request,
  rawBatch: string | undefined,
  rawStudent: string | undefined,
) {
  const { user, form } = await readUserForm(request);
  const staff = staffOf(user);
  if (!staff.user.isAdmin && staff.coachId === null) {
    return data({ errors: { form: copy.missing }, values: {} }, { status: 403 });
  }
  const ids = idsOf(rawBatch, rawStudent);
  const found = ids ? await taughtStudent(staff, ids.batchId, ids.studentId) : null;
  if (!ids || !found) return data({ errors: { form: copy.missing }, values: {} }, { status: 404 });
  const back = (done: string) =>
    redirect(`/my-batches/${ids.batchId}/students/${ids.studentId}?done=${done}`, 303);
  const noteId = parseId(form.get("note"));
  try {
    if (form.get("intent") === "publish" && noteId !== null) {
      await publishNote(staff, ids.studentId, noteId, user.email);
      return back("published");
    }
    const values = formValues(form);
    const read = readNoteForm(values);
    if (!read.ok) return data({ errors: read.errors, values }, { status: 400 });
    await saveNote(staff, ids.studentId, noteId, read.input, user.email, getPublicSite().name);
    return back("saved");
  } catch (error) {
    if (error instanceof NoteRefusal) {
      return data({ errors: { form: copy.errors["not-found"] }, values: {} }, { status: 404 });
    }
    throw error;
  }
}
