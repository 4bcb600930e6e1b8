import { Form, Link } from "react-router";
import { AdminMissing } from "~/components/admin/collection-item";
import { AdminNotice, adminButton } from "~/components/admin/collection-list";
import { AdminRowAction } from "~/components/admin/row-action";
import { Field } from "~/components/form-field";
import { coachesAdminCopy } from "~/content/admin-people";
import { coachAccountCopy as copy } from "~/content/coaching";
import { adminPageMeta } from "~/lib/seo";
import { coachAccountAction, coachAccountPage } from "~/server/coaching/coach-account-pages.server";
import type { Route } from "./+types/coach-account";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: loaderData?.page ? copy.heading(loaderData.page.name) : coachesAdminCopy.title,
    description: copy.intro,
    path: `${coachesAdminCopy.path}/${params.id}/account`,
  });
}

/** The admin only: the coach's account and invitation; 404 for a coach that does not exist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return coachAccountPage(request, params.id);
}

/** Invite by e-mail, or remove the account (app/server/coaching/coach-account-pages.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return coachAccountAction(request, params.id);
}

/**
 * /admin/coaches/:id/account (docs/decisions/attendance.md "Coach accounts"): who signs in as the
 * coach, the invitation waiting, a form to invite by e-mail (the one-time link shown once when
 * mail is not set up), and Remove.
 */
export default function CoachAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const back = (
    <Link to={coachesAdminCopy.path} className={adminButton.link}>
      {copy.back}
    </Link>
  );
  if (!page) {
    return <AdminMissing heading={coachesAdminCopy.title} message={copy.missing} back={back} />;
  }
  const result = actionData as
    | { notice?: string; link?: string | null; error?: string; email?: string }
    | undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p>{back}</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">
        {copy.heading(page.name)}
      </h1>
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      {result?.notice ? <AdminNotice kind="status" text={result.notice} /> : null}
      {result?.link ? (
        <Field
          id="invitation-link"
          label={copy.linkField}
          readOnly
          value={result.link}
          className="mt-3 font-mono"
        />
      ) : null}
      {result?.error ? <AdminNotice kind="alert" text={result.error} /> : null}
      <p className="mt-6 font-semibold text-stone-900" data-testid="coach-account">
        {page.account ?? copy.none}
      </p>
      {page.pending ? <p className="mt-1 text-stone-800">{page.pending}</p> : null}
      <Form method="post" className="mt-6 max-w-md space-y-3" noValidate>
        <Field
          id="invite-email"
          name="email"
          type="email"
          autoComplete="off"
          label={copy.email}
          hint={copy.emailHint}
          error={result?.error === copy.badEmail ? result.error : null}
          defaultValue={result?.email ?? ""}
          required
        />
        <button type="submit" name="intent" value="invite" className={adminButton.primary}>
          {page.pending || page.account ? copy.reinvite : copy.invite}
        </button>
      </Form>
      {page.account ? (
        <AdminRowAction
          className="mt-6"
          intent="unlink"
          label={copy.unlink}
          ariaLabel={copy.unlinkLabel(page.name)}
        />
      ) : null}
    </div>
  );
}
