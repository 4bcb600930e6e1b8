import { progressNoteCopy as copy } from "~/content/coaching";

/** A progress note as the loaders give it (app/server/coaching/note-views.server.ts `noteView`). */
export type NoteView = {
  id: number;
  date: string;
  author: string;
  published: boolean;
  parts: { key: "topics" | "wentWell" | "workOn" | "homework"; html: string }[];
  puzzle: { title: string; path: string } | null;
  ratings: { label: string; value: number }[];
};

/**
 * One progress note: who wrote it and when, its parts under their headings (HTML the server
 * rendered from Markdown with raw HTML off and sanitised), the homework puzzle and the rating
 * figures. Shared by the coach's page, the family's notes and the term report.
 * @param headingLevel the level of the note's own heading (its parts one below)
 */
export function ProgressNote({ note, headingLevel = 3 }: { note: NoteView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Part = headingLevel === 2 ? "h3" : "h4";
  return (
    <article className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm print:border-stone-400 print:shadow-none">
      <Heading className="font-semibold text-stone-900">
        {copy.by(note.author, note.date)}
        {note.published ? null : (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {copy.draft}
          </span>
        )}
      </Heading>
      {note.parts.map((part) => (
        <section key={part.key} className="mt-3">
          <Part className="text-sm font-semibold uppercase tracking-wide text-stone-600">
            {copy.fields[part.key]}
          </Part>
          <div
            className="prose prose-stone mt-1 max-w-none text-stone-800"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown of the server (app/server/site/markdown.server.ts)
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        </section>
      ))}
      {note.puzzle ? (
        <p className="mt-3 text-stone-800">
          {copy.puzzle}:{" "}
          <a href={note.puzzle.path} className="font-semibold text-amber-800 underline">
            {note.puzzle.title}
          </a>
        </p>
      ) : null}
      {note.ratings.length > 0 ? (
        <p className="mt-3 text-stone-800">
          {note.ratings.map((r) => `${r.label} ${r.value}`).join(" · ")}
        </p>
      ) : null}
    </article>
  );
}
