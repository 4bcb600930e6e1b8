import { NOTE_RATINGS, type NoteRating } from "~/lib/note-kinds";
import { dateText, indiaDate } from "~/lib/timetable";
import type { StoredNote } from "~/server/coaching/progress-notes.server";
import { renderMarkdown } from "~/server/site/markdown.server";

/**
 * A progress note as pages show it (docs/decisions/attendance.md "Progress notes"): its parts as
 * HTML from Markdown with raw HTML disabled and the output sanitised (the blog's renderer,
 * app/server/site/markdown.server.ts: nothing a coach types becomes HTML of its own), its homework
 * puzzle as a link, its rating figures.
 * @param puzzles the homework puzzles by id (title and address)
 */
export function noteView(
  note: StoredNote,
  puzzles: ReadonlyMap<number, { title: string; path: string }>,
) {
  const parts = (
    [
      ["topics", note.topics],
      ["wentWell", note.wentWell],
      ["workOn", note.workOn],
      ["homework", note.homework],
    ] as const
  )
    .filter(([, text]) => text !== "")
    .map(([key, text]) => ({ key, html: renderMarkdown(text) }));
  return {
    id: note.id,
    date: dateText(indiaDate(note.publishedAt ?? note.createdAt)),
    author: note.authorName,
    published: note.publishedAt !== null,
    parts,
    puzzle: note.homeworkPuzzleId === null ? null : (puzzles.get(note.homeworkPuzzleId) ?? null),
    ratings: (Object.keys(NOTE_RATINGS) as NoteRating[])
      .filter((k) => note[k] !== null)
      .map((k) => ({ label: NOTE_RATINGS[k], value: note[k] as number })),
  };
}

/** A note's stored values as its form shows them (every value as text). */
export function noteFormValues(note: StoredNote): Record<string, string> {
  const value = (n: number | null) => (n === null ? "" : String(n));
  return {
    topics: note.topics,
    wentWell: note.wentWell,
    workOn: note.workOn,
    homework: note.homework,
    homeworkPuzzleId: value(note.homeworkPuzzleId),
    fideStandard: value(note.fideStandard),
    fideRapid: value(note.fideRapid),
    fideBlitz: value(note.fideBlitz),
    lichessRapid: value(note.lichessRapid),
  };
}
