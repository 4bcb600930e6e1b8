import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field } from "~/components/form-field";
import { seatRequestCopy as copy, timetableCopy } from "~/content/timetable";
import { AGE_GROUPS } from "~/lib/batch-kinds";
import { parseId } from "~/lib/collection";
import { type FormValues, fieldErrors, formValues } from "~/lib/form";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { readUserForm, requireUser } from "~/server/auth/require-user.server";
import { getPublicSite } from "~/server/site/public-site.server";
import { seatRequestSchema } from "~/server/timetable/seat-form.server";
import { requestSeat, SeatRefusal } from "~/server/timetable/seats.server";
import { publishedBatchView } from "~/server/timetable/timetable.server";
import type { Route } from "./+types/batch-request";

/**
 * "Request a seat" (/batches/:id/request; docs/decisions/timetable.md "Students"): signed-in
 * accounts only (a signed-out visitor goes to /login and comes back here); the student's name,
 * age group and a contact number; a full batch puts the request on the waiting list.
 */

export const meta = loaderMeta;

/** The batch as the timetable shows it, or null for one that is not published or has ended. */
async function findBatch(id: number | null) {
  return id === null ? null : publishedBatchView(id);
}

/** The signed-in account and the batch; 404 for a batch that is not published. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const batch = await findBatch(parseId(params.id));
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `${copy.title}${batch ? `: ${batch.line}` : ""} | ${site.name}`,
    description: copy.intro,
    path: `/batches/${params.id}/request`,
    noIndex: true,
  });
  if (!batch) return data({ batch: null, name: "", meta }, { status: 404 });
  return { batch, name: user.name, meta };
}

/** What a refused request answers: messages by field ("form" for the whole form), what was typed. */
type Refusal = { errors: Record<string, string>; values: FormValues };

/**
 * Stores the request (one per student and batch; on the waiting list when the batch is full) and
 * answers 303 to My classes; a refusal keeps what was typed (400, 409 for a second request for the
 * same student, 404 for a batch that takes none).
 * @throws 403 for another origin or no session (readUserForm)
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, form } = await readUserForm(request);
  const values = formValues(form);
  const refuse = (errors: Record<string, string>, status: number) =>
    data<Refusal>({ errors, values }, { status });
  const id = parseId(params.id);
  if (id === null) return refuse({ form: copy.closed }, 404);
  const parsed = seatRequestSchema.safeParse(values);
  if (!parsed.success) return refuse(fieldErrors(parsed.error), 400);
  try {
    const stored = await requestSeat({ ...parsed.data, batchId: id, userId: user.id }, user.email);
    return redirect(`/my-classes?requested=${stored.id}`, 303);
  } catch (error) {
    if (error instanceof SeatRefusal && error.reason === "duplicate") {
      return refuse({ studentName: copy.duplicate }, 409);
    }
    if (error instanceof SeatRefusal) return refuse({ form: copy.closed }, 404);
    throw error;
  }
}

/** The request form under the batch's summary. */
export default function BatchRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { batch } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: FormValues = actionData?.values ?? {};
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
              <Field
                id="seat-studentName"
                label={copy.fields.studentName}
                hint={copy.fields.studentNameHint}
                error={errors.studentName}
                name="studentName"
                autoComplete="off"
                required
                maxLength={80}
                defaultValue={values.studentName ?? loaderData.name}
              />
              <Field
                as="select"
                id="seat-ageGroup"
                label={copy.fields.ageGroup}
                error={errors.ageGroup}
                name="ageGroup"
                defaultValue={values.ageGroup ?? "children"}
              >
                {Object.entries(AGE_GROUPS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Field>
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
