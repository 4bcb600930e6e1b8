import { Form, Link, useNavigation } from "react-router";
import { StudentFields } from "~/components/student-fields";
import { FameFullNameForm } from "~/components/tournament/fame-full-name-form";
import { studentPageCopy as copy } from "~/content/families";
import type { FormValues } from "~/lib/form";
import { loaderMeta } from "~/lib/loader-meta";
import { studentAction, studentPage } from "~/server/families/student-pages.server";
import type { Route } from "./+types/student";

/**
 * A family's student (docs/decisions/families.md "Students"): "Add a student" at
 * /my-classes/students/new, a student's details at /my-classes/students/:id. Signed-in families
 * only, their own students only (app/server/families/student-pages.server.ts).
 */

export const meta = loaderMeta;

/** The student's stored details, or the empty form; 404 for none of the family's students. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return studentPage(request, params.id);
}

/** Adds or saves the student. */
export async function action({ request, params }: Route.ActionArgs) {
  return studentAction(request, params.id);
}

/** The student form, and for a stored student the full-name consent for tournament results. */
export default function StudentPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: FormValues = actionData?.values ?? loaderData.values;
  const { fullName } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-stone-900">{loaderData.heading}</h1>
      {errors.form ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {errors.form}
        </p>
      ) : null}
      {loaderData.found ? (
        <>
          <p className="mt-3 text-lg text-stone-700">{copy.intro}</p>
          <Form
            method="post"
            noValidate
            className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <StudentFields
              idPrefix="student"
              full
              values={values}
              errors={errors}
              consentGiven={loaderData.consentGiven}
            />
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-amber-700 px-6 py-2.5 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-70"
            >
              {loaderData.isNew ? copy.add : copy.save}
            </button>
          </Form>
          {fullName ? <FameFullNameForm state={fullName} /> : null}
        </>
      ) : (
        <p className="mt-3 text-lg text-stone-700">{copy.notFound}</p>
      )}
      <p className="mt-6">
        <Link
          to="/my-classes"
          className="rounded font-semibold text-amber-800 underline underline-offset-4"
        >
          {copy.back}
        </Link>
      </p>
    </div>
  );
}
