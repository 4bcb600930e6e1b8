import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/form-field";
import { StudentFields } from "~/components/student-fields";
import { seatRequestCopy as copy, timetableCopy } from "~/content/timetable";
import type { FormValues } from "~/lib/form";
import { loaderMeta } from "~/lib/loader-meta";
import { seatRequestAction, seatRequestPage } from "~/server/timetable/seat-request-page.server";
import type { Route } from "./+types/batch-request";

/**
 * "Request a seat" (/batches/:id/request; docs/decisions/timetable.md "Students",
 * docs/decisions/families.md "Students"): signed-in families only (a signed-out visitor goes to
 * /login and comes back here); one of the family's students or a new one, and a contact number;
 * a full batch puts the request on the waiting list.
 */

export const meta = loaderMeta;

/** The signed-in family, its students and the batch; 404 for a batch that is not published. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return seatRequestPage(request, params.id);
}

/** Stores the request (app/server/timetable/seat-request-page.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return seatRequestAction(request, params.id);
}

/** The request form under the batch's summary. */
export default function BatchRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { batch, students } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: FormValues = actionData?.values ?? {};
  const chosen = values.student ?? "";
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-stone-900">{copy.title}</h1>
      {!batch ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {copy.closed}
        </p>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold text-stone-900">{batch.line}</p>
          <p className="text-stone-700">
            {batch.courseName} · {batch.classType} · {batch.ageGroup} · {batch.where} · {batch.time}
          </p>
          <p className="mt-1 text-sm font-semibold text-stone-800">{batch.seats}</p>
          <p className="mt-4 text-stone-700">{batch.full ? copy.fullIntro : copy.intro}</p>
          {errors.form ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-900">
              {errors.form}
            </p>
          ) : null}
          {batch.closed ? null : (
            <Form
              method="post"
              noValidate
              className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              {students.length === 0 ? (
                <>
                  <input type="hidden" name="student" value="new" />
                  <StudentFields
                    idPrefix="seat"
                    nameField="studentName"
                    nameHint={copy.fields.studentNameHint}
                    full={false}
                    values={{ ...values, studentName: values.studentName ?? loaderData.name }}
                    errors={errors}
                  />
                </>
              ) : (
                <fieldset
                  aria-describedby={errors.student ? "seat-student-error" : undefined}
                  className="space-y-2"
                >
                  <legend className="text-sm font-semibold text-stone-800">
                    {copy.fields.student}
                  </legend>
                  {errors.student ? (
                    <p
                      id="seat-student-error"
                      role="alert"
                      className="text-sm font-medium text-red-800"
                    >
                      {errors.student}
                    </p>
                  ) : null}
                  {students.map((s) => (
                    <div key={s.id} className="flex items-center gap-2">
                      <input
                        id={`seat-student-${s.id}`}
                        type="radio"
                        name="student"
                        value={String(s.id)}
                        defaultChecked={chosen === String(s.id)}
                        className="h-4 w-4 accent-amber-700"
                      />
                      <label htmlFor={`seat-student-${s.id}`} className="text-stone-900">
                        {s.name} ({s.ageGroup})
                      </label>
                    </div>
                  ))}
                  <input
                    id="seat-student-new"
                    type="radio"
                    name="student"
                    value="new"
                    defaultChecked={chosen === "new"}
                    className="peer mr-2 h-4 w-4 accent-amber-700"
                  />
                  <label htmlFor="seat-student-new" className="text-stone-900">
                    {copy.fields.someoneNew}
                  </label>
                  {/* Shown only while "Someone new" is chosen: CSS, no script needed. */}
                  <fieldset className="mt-2 hidden space-y-4 rounded-lg border border-stone-300 p-4 peer-checked:block">
                    <legend className="px-1 text-sm font-semibold text-stone-800">
                      {copy.fields.newStudent}
                    </legend>
                    <StudentFields
                      idPrefix="seat"
                      nameField="studentName"
                      nameHint={copy.fields.studentNameHint}
                      full={false}
                      values={values}
                      errors={errors}
                    />
                  </fieldset>
                </fieldset>
              )}
              <Field
                id="seat-contact"
                type="tel"
                label={copy.fields.contact}
                hint={copy.fields.contactHint}
                error={errors.contact}
                name="contact"
                autoComplete="tel"
                required
                maxLength={30}
                defaultValue={values.contact ?? ""}
              />
              <button
                type="submit"
                disabled={busy}
                className="rounded-full bg-amber-700 px-6 py-2.5 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-70"
              >
                {batch.full ? timetableCopy.wait : copy.submit}
              </button>
            </Form>
          )}
          <p className="mt-6">
            <Link
              to={`${batch.coursePath}#batches`}
              className="rounded font-semibold text-amber-800 underline underline-offset-4"
            >
              {copy.back}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
