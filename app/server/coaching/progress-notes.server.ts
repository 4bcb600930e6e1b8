import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { progressNoteCopy as copy } from "~/content/coaching";
import { parseId } from "~/lib/collection";
import { fieldErrors } from "~/lib/form";
import { NOTE_LIMITS, NOTE_RATINGS, type NoteRating, RATING_RANGE } from "~/lib/note-kinds";
import type { Staff } from "~/server/coaching/registers.server";
import { confirmedStudentIds, taughtBatch } from "~/server/coaching/registers.server";
import { type Db, getDb } from "~/server/db/db.server";
import { coach, progressNote, puzzle, student } from "~/server/schema";

/**
 * Progress notes (docs/decisions/attendance.md "Progress notes"): a coach writes a note on a
 * student of their batch as often as they like; it stays a draft, seen by its coach and the
 * admin, until published to the family. Every read and write names the batch the coach teaches
 * and a student confirmed in it, so another coach's student is "not found".
 */

/** A stored note. */
export type StoredNote = typeof progressNote.$inferSelect;

/** A checked note form. */
export type NoteInput = {
  topics: string;
  wentWell: string;
  workOn: string;
  homework: string;
  homeworkPuzzleId: number | null;
} & Record<NoteRating, number | null>;

const text = (max: number, message: string) => z.string().trim().max(max, message).default("");

const rating = z
  .string()
  .default("")
  .transform((raw, ctx) => {
    const value = raw.trim();
    if (value === "") return null;
    const n = Number(value);
    if (!/^\d{1,4}$/.test(value) || n < RATING_RANGE.min || n > RATING_RANGE.max) {
      ctx.addIssue({ code: "custom", message: copy.errors.rating });
      return z.NEVER;
    }
    return n;
  });

const noteSchema = z.object({
  topics: text(NOTE_LIMITS.topics, copy.errors.tooLong),
  wentWell: text(NOTE_LIMITS.wentWell, copy.errors.tooLong),
  workOn: text(NOTE_LIMITS.workOn, copy.errors.tooLong),
  homework: text(NOTE_LIMITS.homework, copy.errors.tooLong),
  homeworkPuzzleId: z
    .string()
    .default("")
    .transform((value) => (value === "" ? null : parseId(value))),
  fideStandard: rating,
  fideRapid: rating,
  fideBlitz: rating,
  lichessRapid: rating,
});

/**
 * Checks a note form (every value as text).
 * @returns the input, or each field's message (`form` when every part is empty)
 */
export function readNoteForm(
  values: Record<string, string>,
): { ok: true; input: NoteInput } | { ok: false; errors: Record<string, string> } {
  const parsed = noteSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const input = parsed.data as NoteInput;
  const written = [input.topics, input.wentWell, input.workOn, input.homework].some(Boolean);
  const rated = (Object.keys(NOTE_RATINGS) as NoteRating[]).some((k) => input[k] !== null);
  if (!written && !rated && input.homeworkPuzzleId === null) {
    return { ok: false, errors: { form: copy.errors.empty } };
  }
  return { ok: true, input };
}

/**
 * A student of a batch the account teaches (confirmed in it), with the batch; null otherwise.
 */
export async function taughtStudent(staff: Staff, batchId: number, studentId: number, db?: Db) {
  const conn = db ?? (await getDb());
  const row = await taughtBatch(staff, batchId, conn);
  if (!row) return null;
  const [found] = await conn
    .select({ id: student.id, name: student.name })
    .from(student)
    .where(and(eq(student.id, studentId), inArray(student.id, confirmedStudentIds(batchId, conn))));
  return found ? { batch: row, student: found } : null;
}

/** The notes a staff member sees on a student: published ones, and drafts (their own; the admin's all), newest first. */
export async function notesFor(staff: Staff, studentId: number, db?: Db): Promise<StoredNote[]> {
  const conn = db ?? (await getDb());
  const visible = staff.user.isAdmin
    ? undefined
    : or(isNotNull(progressNote.publishedAt), eq(progressNote.coachId, staff.coachId ?? -1));
  return conn
    .select()
    .from(progressNote)
    .where(and(eq(progressNote.studentId, studentId), visible))
    .orderBy(desc(progressNote.createdAt), desc(progressNote.id));
}

/** Why a note change was refused (nothing changed). */
export class NoteRefusal extends Error {
  constructor(readonly reason: "not-found") {
    super(`note refused: ${reason}`);
    this.name = "NoteRefusal";
  }
}

/** The author's name a note carries: the coach profile's, or the academy's for the admin. */
async function authorOf(staff: Staff, conn: Db, academy: string): Promise<string> {
  if (staff.coachId === null) return academy;
  const [row] = await conn
    .select({ name: coach.name })
    .from(coach)
    .where(eq(coach.id, staff.coachId));
  return row?.name ?? academy;
}

/**
 * Writes a new note (`noteId` null, a draft) or changes one (a published note stays published).
 * The caller has checked the student is the account's ({@link taughtStudent}).
 * @param academy the academy's name (the author of the admin's notes)
 * @throws NoteRefusal "not-found" (no such note on this student, or another coach's)
 */
export async function saveNote(
  staff: Staff,
  studentId: number,
  noteId: number | null,
  input: NoteInput,
  actor: string,
  academy: string,
  db?: Db,
  now = new Date(),
): Promise<StoredNote> {
  const conn = db ?? (await getDb());
  if (input.homeworkPuzzleId !== null) {
    const [found] = await conn
      .select({ id: puzzle.id })
      .from(puzzle)
      .where(and(eq(puzzle.id, input.homeworkPuzzleId), eq(puzzle.published, true)));
    if (!found) input = { ...input, homeworkPuzzleId: null };
  }
  if (noteId === null) {
    const [row] = await conn
      .insert(progressNote)
      .values({
        studentId,
        coachId: staff.coachId,
        authorName: await authorOf(staff, conn, academy),
        ...input,
        createdAt: now,
        updatedAt: now,
        updatedBy: actor,
      })
      .returning();
    return row;
  }
  const [row] = await conn
    .update(progressNote)
    .set({ ...input, updatedAt: now, updatedBy: actor })
    .where(and(eq(progressNote.id, noteId), eq(progressNote.studentId, studentId), ownNote(staff)))
    .returning();
  if (!row) throw new NoteRefusal("not-found");
  return row;
}

/** The notes an account may change: its own (the admin: every one). */
function ownNote(staff: Staff) {
  return staff.user.isAdmin ? undefined : eq(progressNote.coachId, staff.coachId ?? -1);
}

/**
 * Publishes a draft to the family (a published note stays as it is).
 * @throws NoteRefusal "not-found"
 */
export async function publishNote(
  staff: Staff,
  studentId: number,
  noteId: number,
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<StoredNote> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .update(progressNote)
    .set({
      publishedAt: sql`coalesce(${progressNote.publishedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
      updatedBy: actor,
    })
    .where(and(eq(progressNote.id, noteId), eq(progressNote.studentId, studentId), ownNote(staff)))
    .returning();
  if (!row) throw new NoteRefusal("not-found");
  return row;
}

/**
 * A student's published notes, oldest first, optionally between two instants; the caller has
 * checked the student is the family's.
 */
export async function publishedNotes(
  studentIds: readonly number[],
  range: { from?: Date; until?: Date } = {},
  db?: Db,
): Promise<StoredNote[]> {
  if (studentIds.length === 0) return [];
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(progressNote)
    .where(
      and(
        inArray(progressNote.studentId, [...studentIds]),
        isNotNull(progressNote.publishedAt),
        range.from ? gte(progressNote.publishedAt, range.from) : undefined,
        range.until ? lte(progressNote.publishedAt, range.until) : undefined,
      ),
    )
    .orderBy(asc(progressNote.publishedAt), asc(progressNote.id));
}

/** The published puzzles a note may set as homework: id and title, newest first. */
export async function homeworkPuzzles(db?: Db): Promise<[string, string][]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ id: puzzle.id, title: puzzle.title })
    .from(puzzle)
    .where(eq(puzzle.published, true))
    .orderBy(desc(puzzle.publishDate), desc(puzzle.id))
    .limit(50);
  return rows.map((r) => [String(r.id), r.title]);
}

/** The homework puzzles' titles and addresses, by id. */
export async function puzzleLinks(ids: readonly number[], db?: Db) {
  if (ids.length === 0) return new Map<number, { title: string; path: string }>();
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ id: puzzle.id, title: puzzle.title, slug: puzzle.slug })
    .from(puzzle)
    .where(and(inArray(puzzle.id, [...ids]), eq(puzzle.published, true)));
  return new Map(rows.map((r) => [r.id, { title: r.title, path: `/puzzles/${r.slug}` }]));
}
