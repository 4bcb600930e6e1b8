import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { invitationCopy as copy } from "~/content/coaching";
import { loaderMeta } from "~/lib/loader-meta";
import { invitationAction, invitationPage } from "~/server/coaching/coach-account-pages.server";
import { pageAnswer } from "~/server/http/page-answer.server";
import type { Route } from "./+types/coach-invitation";

/** The invitation, for a signed-in account (a signed-out visitor signs in and comes back). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await invitationPage(request, params.token);
  return pageAnswer(page, page.invitation !== null, {
    title: copy.title,
    description: copy.title,
    path: "/coach-invitation",
  });
}

export const meta = loaderMeta;

/** Accepts it: the account becomes the coach, then My batches. */
export async function action({ request, params }: Route.ActionArgs) {
  return invitationAction(request, params.token);
}

/**
 * /coach-invitation/:token (docs/decisions/attendance.md "Coach accounts"): the coach profile and
 * the invited address, and Accept when the signed-in account has that address.
 */
export default function CoachInvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-stone-900">
        {invitation ? copy.heading(invitation.coach) : copy.title}
      </h1>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {actionData.error}
        </p>
      ) : null}
      {!invitation ? (
        <p className="mt-4 text-lg text-stone-700">{copy.missing}</p>
      ) : (
        <>
          <p className="mt-4 text-lg text-stone-700">{copy.intro(invitation.email)}</p>
          {invitation.matches ? (
            <Form method="post" className="mt-6">
              <button type="submit" className={buttonClass("primary", "large")}>
                {copy.accept}
              </button>
            </Form>
          ) : (
            <p className="mt-6 rounded-lg bg-amber-50 p-3 font-medium text-amber-950">
              {copy.wrongAccount(invitation.email)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
