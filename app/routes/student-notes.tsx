import { Form, Link } from "react-router";
import { Field } from "~/components/form-field";
import { MissingPage, PageMessages, PageTop } from "~/components/page-messages";
import { ProgressNote } from "~/components/progress-note";
import { buttonClass } from "~/components/ui/button";
import { progressNoteCopy as copy } from "~/content/coaching";
import { loaderMeta } from "~/lib/loader-meta";
import { NOTE_LIMITS, NOTE_RATINGS, RATING_RANGE } from "~/lib/note-kinds";
import { notesAction, notesPage } from "~/server/coaching/notes-page.server";
import { pageAnswer } from "~/server/http/page-answer.server";
import type { Route } from "./+types/student-notes";

/** The student's notes, for the batch's coach and the admin (403 / 404 otherwise). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await notesPage(request, params.batch, params.student);
  return pageAnswer(page, page.page !== null, {
    title: page.page ? copy.heading(page.page.name) : copy.missing,
    description: copy.intro,
    path: `/my-batches/${params.batch}/students/${params.student}`,
  });
}

export const meta = loaderMeta;

/** Saves a note, or publishes one (app/server/coaching/notes-page.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return notesAction(request, params.batch, params.student);
}

const secondary = buttonClass("outline", "smaller");

/**
 * /my-batches/:batch/students/:student (docs/decisions/attendance.md "Progress notes"): the note
 * form (new, or the one being edited), then every note with Edit and Publish.
 */
export default function StudentNotesPage({ loaderData, actionData }: Route.ComponentProps) {
  const back = { to: "/my-batches", label: copy.back };
  const { page } = loaderData;
  if (!page) {
    return <MissingPage back={back} heading={copy.missing} />;
  }
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? page.editing?.values ?? {};
  const area = (name: "topics" | "wentWell" | "workOn" | "homework", rows: number) => (
    <Field
      as="textarea"
      id={`note-${name}`}
      name={name}
      rows={rows}
      label={copy.fields[name]}
      hint={name === "topics" ? copy.fields.markdownHint : undefined}
      maxLength={NOTE_LIMITS[name]}
      error={errors[name]}
      defaultValue={values[name] ?? ""}
    />
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PageTop back={back} heading={copy.heading(page.name)} />
      <p className="mt-2 text-stone-700">{page.batch}</p>
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      <PageMessages notice={page.notice} error={errors.form} />
      <section aria-labelledby="note-form-heading" className="mt-6">
        <h2 id="note-form-heading" className="text-xl font-bold text-stone-900">
          {page.editing ? copy.editNote : copy.newNote}
        </h2>
        <Form
          method="post"
          noValidate
          key={page.editing?.id ?? "new"}
          className="mt-3 space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          {page.editing ? <input type="hidden" name="note" value={page.editing.id} /> : null}
          {area("topics", 3)}
          {area("wentWell", 3)}
          {area("workOn", 3)}
          {area("homework", 2)}
          <Field
            as="select"
            id="note-homeworkPuzzleId"
            name="homeworkPuzzleId"
            label={copy.fields.homeworkPuzzle}
            defaultValue={values.homeworkPuzzleId ?? ""}
          >
            <option value="">{copy.fields.noPuzzle}</option>
            {page.puzzles.map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </Field>
          <fieldset>
            <legend className="text-sm font-semibold text-stone-800">{copy.fields.ratings}</legend>
            <div className="mt-1 grid grid-cols-2 gap-3">
              {(Object.entries(NOTE_RATINGS) as [keyof typeof NOTE_RATINGS, string][]).map(
                ([name, label]) => (
                  <Field
                    key={name}
                    id={`note-${name}`}
                    name={name}
                    label={label}
                    inputMode="numeric"
                    min={RATING_RANGE.min}
                    max={RATING_RANGE.max}
                    error={errors[name]}
                    defaultValue={values[name] ?? ""}
                  />
                ),
              )}
            </div>
          </fieldset>
          <button
            type="submit"
            name="intent"
            value="save"
            className={buttonClass("primary", "smaller")}
          >
            {page.editing ? copy.saveChanges : copy.save}
          </button>
        </Form>
      </section>
      <section aria-labelledby="notes-heading" className="mt-10">
        <h2 id="notes-heading" className="text-xl font-bold text-stone-900">
          {copy.heading(page.name)}
        </h2>
        {page.notes.length === 0 ? <p className="mt-3 text-stone-700">{copy.none}</p> : null}
        <ul className="mt-3 space-y-4">
          {page.notes.map((note) => (
            <li key={note.id}>
              <ProgressNote note={note} />
              {note.mine ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Link
                    to={`?note=${note.id}`}
                    aria-label={copy.editLabel(note.date)}
                    className={secondary}
                  >
                    {copy.edit}
                  </Link>
                  {note.published ? null : (
                    <Form method="post">
                      <input type="hidden" name="note" value={note.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="publish"
                        aria-label={copy.publishLabel(note.date)}
                        className={secondary}
                      >
                        {copy.publish}
                      </button>
                    </Form>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
