import { Form } from "react-router";
import { ClassRegister } from "~/components/class-register";
import { Field } from "~/components/form-field";
import { MissingPage, PageMessages, PageTop } from "~/components/page-messages";
import { buttonClass } from "~/components/ui/button";
import { sessionChangeCopy as changeCopy, registerCopy as copy } from "~/content/coaching";
import { CANCEL_REASON_LIMIT, SESSION_KINDS } from "~/lib/attendance-kinds";
import { loaderMeta } from "~/lib/loader-meta";
import { registerAction, registerPage } from "~/server/coaching/register-page.server";
import { pageAnswer } from "~/server/http/page-answer.server";
import type { Route } from "./+types/class-register";

/** The session's register, for its batch's coach or the admin (404 / 403 otherwise). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await registerPage(request, params.batch, params.slot);
  return pageAnswer(page, page.register !== null, {
    title: page.register ? copy.heading(page.register.name) : copy.missing,
    description: copy.hint,
    path: `/my-batches/${params.batch}/${params.slot}`,
  });
}

export const meta = loaderMeta;

/** Saves one tap, or the whole register (app/server/coaching/coach-pages.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return registerAction(request, params.batch, params.slot);
}

const secondary = buttonClass("outline", "smaller");

/**
 * /my-batches/:batch/:slot (docs/decisions/attendance.md "Registers"): the class, its students with
 * their marks, Save, and the register's changes (who, when).
 */
export default function ClassRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const back = { to: "/my-batches", label: copy.back };
  if (!loaderData.register) {
    return <MissingPage back={back} heading={copy.missing} />;
  }
  const { register, history, notice } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PageTop back={back} heading={copy.heading(register.name)} />
      <p className="mt-2 text-lg text-stone-800">
        {register.when}
        {register.kind === "make-up" ? ` · ${SESSION_KINDS["make-up"]}` : ""}
      </p>
      <PageMessages notice={notice} error={actionData?.error} />
      {register.cancelled !== null ? (
        <p className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {copy.cancelled(register.cancelled)}
        </p>
      ) : !register.open ? (
        <p className="mt-4 text-stone-700">{copy.notOpen}</p>
      ) : register.lines.length === 0 ? (
        <p className="mt-4 text-stone-700">{copy.empty}</p>
      ) : (
        <p className="mt-4 text-stone-700">
          {copy.hint} {register.saved ? "" : copy.hintUnsaved}
        </p>
      )}
      <ClassRegister lines={register.lines} open={register.open} />
      {register.cancelled !== null ? (
        <Form method="post" className="mt-8">
          <button type="submit" name="intent" value="restore" className={secondary}>
            {changeCopy.restore}
          </button>
        </Form>
      ) : register.cancellable ? (
        <details className="mt-8 rounded-xl border border-stone-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-stone-900">
            {changeCopy.cancelHeading}
          </summary>
          <Form method="post" className="mt-3 space-y-3">
            <Field
              id="cancel-reason"
              name="reason"
              label={changeCopy.reason}
              hint={changeCopy.reasonHint}
              maxLength={CANCEL_REASON_LIMIT}
              required
            />
            <button type="submit" name="intent" value="cancel" className={secondary}>
              {changeCopy.cancel}
            </button>
          </Form>
        </details>
      ) : null}
      {history.length > 0 ? (
        <details className="mt-8">
          <summary className="cursor-pointer font-semibold text-stone-900">{copy.history}</summary>
          <ul className="mt-2 space-y-1 text-sm text-stone-700">
            {history.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
