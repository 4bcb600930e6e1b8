import { and, asc, eq, gte, lte } from "drizzle-orm";
import { termReportCopy } from "~/content/coaching";
import { attendanceRate } from "~/lib/attendance";
import { parseId } from "~/lib/collection";
import { NOTE_RATINGS, type NoteRating } from "~/lib/note-kinds";
import { termKey, termOf, termStart } from "~/lib/terms";
import { addDays, batchLine, dateText, indiaDate } from "~/lib/timetable";
import { requireUser } from "~/server/auth/require-user.server";
import { rateText } from "~/server/coaching/attendance-views.server";
import { noteView } from "~/server/coaching/note-views.server";
import { publishedNotes, puzzleLinks } from "~/server/coaching/progress-notes.server";
import { getDb } from "~/server/db/db.server";
import { getStudent } from "~/server/families/students.server";
import { attendance, batch, classSession, coach } from "~/server/schema";
import { getPublicSite } from "~/server/site/public-site.server";

/**
 * A family's reading of its students' progress (docs/decisions/attendance.md "Progress notes",
 * "Term report"): the published notes of a student (/my-classes/students/:id/notes) and the
 * printable term report (/my-classes/students/:id/report?term=2026-Q4). The family's own students
 * only: another family's is "not found" (404), with nothing of it sent.
 */

/** The instants India's dates `first` to `last` cover. */
const indiaSpan = (first: string, last: string) => ({
  from: new Date(`${first}T00:00:00+05:30`),
  until: new Date(`${addDays(last, 1)}T00:00:00+05:30`),
});

/** The homework puzzles of some notes, by id. */
const linksOf = (notes: { homeworkPuzzleId: number | null }[]) =>
  puzzleLinks(notes.flatMap((n) => (n.homeworkPuzzleId ? [n.homeworkPuzzleId] : [])));

/**
 * A student's published notes, newest first.
 * @returns `page: null` with status 404 for none of the family's students
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function familyNotesPage(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  const id = parseId(rawId);
  const row = id === null ? null : await getStudent(user.id, id);
  if (!row) return { page: null, status: 404 };
  const notes = (await publishedNotes([row.id])).reverse();
  const links = await linksOf(notes);
  return {
    status: 200,
    page: { id: row.id, name: row.name, notes: notes.map((n) => noteView(n, links)) },
  };
}

/**
 * A student's term report: the academy's and the coaches' names, the term's attendance (every
 * batch, and each), its published notes and their rating figures, oldest first.
 * @param now the day whose term is shown without `?term=`
 * @returns `report: null` with status 404 for none of the family's students
 * @throws requireUser's redirect to /login for a signed-out visitor
 */
export async function termReportPage(
  request: Request,
  rawId: string | undefined,
  now = new Date(),
) {
  const user = await requireUser(request);
  const id = parseId(rawId);
  const row = id === null ? null : await getStudent(user.id, id);
  if (!row) return { report: null, status: 404 };
  const db = await getDb();
  const start = termStart(new URL(request.url).searchParams.get("term")) ?? indiaDate(now);
  const term = termOf(start);
  const marks = await db
    .select({ mark: attendance.mark, batch, coachName: coach.name })
    .from(attendance)
    .innerJoin(classSession, eq(classSession.id, attendance.sessionId))
    .innerJoin(batch, eq(batch.id, classSession.batchId))
    .leftJoin(coach, eq(coach.id, batch.coachId))
    .where(
      and(
        eq(attendance.studentId, row.id),
        gte(classSession.date, term.first),
        lte(classSession.date, term.last),
      ),
    )
    .orderBy(asc(batch.id));
  const byBatch = new Map<number, { line: string; marks: (typeof marks)[number]["mark"][] }>();
  for (const m of marks) {
    const entry = byBatch.get(m.batch.id) ?? { line: batchLine(m.batch), marks: [] };
    entry.marks.push(m.mark);
    byBatch.set(m.batch.id, entry);
  }
  const notes = await publishedNotes([row.id], indiaSpan(term.first, term.last));
  const links = await linksOf(notes);
  const coaches = [
    ...new Set([
      ...marks.flatMap((m) => (m.coachName ? [m.coachName] : [])),
      ...notes.map((n) => n.authorName),
    ]),
  ];
  const keys = Object.keys(NOTE_RATINGS) as NoteRating[];
  const shift = (months: number) => {
    const [y, m] = [Number(term.first.slice(0, 4)), Number(term.first.slice(5, 7))];
    return `?term=${termKey(new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10))}`;
  };
  return {
    status: 200,
    report: {
      id: row.id,
      academy: getPublicSite().name,
      title: termReportCopy.title(row.name, term.name),
      coaches: coaches.length ? termReportCopy.coach(coaches.join(", ")) : null,
      attendance: rateText(marks.map((m) => m.mark)),
      percent: attendanceRate(marks.map((m) => m.mark)).percent,
      batches: [...byBatch.values()].map((b) => ({ line: b.line, rate: rateText(b.marks) })),
      notes: notes.map((n) => noteView(n, links)),
      ratingLabels: keys.map((k) => NOTE_RATINGS[k]),
      ratings: notes
        .filter((n) => keys.some((k) => n[k] !== null))
        .map((n) => ({
          date: dateText(indiaDate(n.publishedAt ?? n.createdAt)),
          values: keys.map((k) => (n[k] === null ? "—" : String(n[k]))),
        })),
      earlier: shift(-3),
      later: shift(3),
    },
  };
}
