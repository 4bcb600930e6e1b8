import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminNotice, adminButton } from "~/components/admin/collection-list";
import { adminCollectionCopy as copy } from "~/content/admin-nav";

/**
 * The item page of every admin section, /admin/<section>/new and /admin/<section>/:id
 * (docs/decisions/collection-kit.md "Routes"): heading, the way back to the list, the message of
 * a refused save, and the section's form — its own fields, then Published and Save. A plain form
 * post (multipart with a photo), so it works without JavaScript; the server checks everything
 * again and sends back the messages with what was typed.
 */

/** The words and rules of an item form (see {@link AdminItemPage}). */
export type AdminItemForm = {
  /** The ids' prefix of the form's own controls (e.g. "event": `event-published`). */
  idPrefix: string;
  /** The Published box's words. */
  published: { label: string; hint?: string };
  /** The button's words ("Save", "Save event", "Create post"). */
  submit: string;
  /** The button's words while the post runs (default "Saving…"). */
  saving?: string;
  /** Send as multipart/form-data (a form with a file field). */
  multipart?: boolean;
  /** Leave every check to the server (the browser's own would stop some posts). */
  noValidate?: boolean;
};

/**
 * @param heading the page's heading
 * @param path the section's list, e.g. "/admin/faqs"
 * @param back the link back to it (default "Back to the list")
 * @param missing the item no longer exists: the page says so instead of showing a form
 * @param notice the message of the last save, when the page itself shows it (an album)
 * @param errors a refused save's messages by field (`form` for the whole form)
 * @param published whether the Published box starts ticked
 * @param form the form's words and rules
 * @param formKey changes when the stored item changes, so the form shows it afresh; a refused
 *   save keeps the form (and a chosen file) as the admin left it
 * @param intro what stands between the heading and the form (links, badges)
 * @param children the section's own fields
 * @param after what follows the form (an album's photos)
 */
export function AdminItemPage({
  heading,
  path,
  back = copy.backToList,
  missing = false,
  notice,
  errors = {},
  published,
  form,
  formKey,
  intro,
  children,
  after,
}: {
  heading: string;
  path: string;
  back?: string;
  missing?: boolean;
  notice?: string | null;
  errors?: Record<string, string>;
  published: boolean;
  form: AdminItemForm;
  formKey?: string;
  intro?: ReactNode;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const backLink = (
    <Link to={path} className={adminButton.link}>
      {back}
    </Link>
  );
  if (missing) return <AdminMissing heading={heading} message={errors.form} back={backLink} />;
  const hintId = `${form.idPrefix}-published-hint`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p>{backLink}</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">{heading}</h1>
      {intro}
      {notice ? <AdminNotice kind="status" text={notice} /> : null}
      {errors.form ? <AdminNotice kind="alert" text={errors.form} /> : null}
      <Form
        key={formKey}
        method="post"
        encType={form.multipart ? "multipart/form-data" : undefined}
        noValidate={form.noValidate}
        className="mt-6 space-y-5 rounded-lg border border-stone-300 bg-white p-6 shadow-sm"
      >
        {children}
        <div>
          <label className="flex items-center gap-2 font-semibold text-stone-800">
            <input
              id={`${form.idPrefix}-published`}
              type="checkbox"
              name="published"
              defaultChecked={published}
              aria-describedby={form.published.hint ? hintId : undefined}
              className="h-5 w-5 accent-amber-800"
            />
            {form.published.label}
          </label>
          {form.published.hint ? (
            <p id={hintId} className="mt-1 text-sm text-stone-700">
              {form.published.hint}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={adminButton.primary}>
            {busy ? (form.saving ?? copy.saving) : form.submit}
          </button>
          <Link to={path} className={adminButton.small}>
            {copy.cancel}
          </Link>
        </div>
      </Form>
      {after}
    </div>
  );
}

/**
 * The page of an admin item that no longer exists (deleted meanwhile, or a wrong id): its
 * heading, the message as an alert, and the way back to the list.
 * @param message what to say (default "That item no longer exists…", content/admin-nav.ts)
 * @param back the link back to the list
 */
export function AdminMissing({
  heading,
  message,
  back,
}: {
  heading: string;
  message?: string;
  back: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900">{heading}</h1>
      <p className="mt-4 rounded-md bg-red-50 p-3 font-medium text-red-900" role="alert">
        {message ?? copy.missing}
      </p>
      <p className="mt-4">{back}</p>
    </div>
  );
}
