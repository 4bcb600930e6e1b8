import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  ChangedLine,
  DeleteWithConfirm,
  MoveButtons,
  PublicationBadge,
  useFocusMessage,
} from "~/components/admin/collection-controls";
import { type FieldSpec, Fields } from "~/components/form-field";
import { adminCollectionCopy } from "~/content/admin-nav";
import { peopleAdminCopy as copy } from "~/content/admin-people";
import type { Authorship } from "~/lib/collection";

/**
 * The pages of the coach, testimonial and FAQ admin sections (issue 7 "For every collection"):
 * a list with order, draft badge, who changed it, edit and delete-with-confirmation, and an item
 * form. Plain links and form posts throughout, so everything works without JavaScript.
 */

const linkButton =
  "inline-block rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-800";
const primaryButton =
  "inline-block rounded-md bg-amber-800 px-5 py-2.5 font-semibold text-white shadow hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60";

/** One row of an admin list: its id, the name the controls use, and what the row shows. */
export type AdminListItem = Authorship & {
  id: number;
  name: string;
  published: boolean;
  details: ReactNode;
};

/**
 * A form-level message: a success (role "status") or a refusal (role "alert"). It takes focus
 * when the control that was used is gone (after a delete: {@link useFocusMessage}).
 */
function Notice({ kind, text }: { kind: "status" | "alert"; text: string }) {
  const ref = useFocusMessage<HTMLParagraphElement>(text);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={kind}
      className={`mt-4 rounded-md p-3 font-medium ${
        kind === "status" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"
      }`}
    >
      {text}
    </p>
  );
}

/**
 * An admin list page: heading, intro, "Add …" (to `?new=1`) and "View on the site" links, the
 * saved or deleted message, then the items in site order with their controls.
 * @param confirmingId the item whose delete confirmation shows (`?delete=ID`)
 * @param savedName the name of the item just saved (`?saved=ID`), for the message
 * @param deleted the message after a delete (`?deleted=1`), or null
 * @param error a refused post's form-level message
 */
export function AdminListPage({
  heading,
  intro,
  addLabel,
  listPath,
  publicPath,
  items,
  confirmingId,
  savedName,
  deleted,
  error,
}: {
  heading: string;
  intro: string;
  addLabel: string;
  listPath: string;
  publicPath: string;
  items: AdminListItem[];
  confirmingId: number | null;
  savedName: string | null;
  deleted: string | null;
  error?: string;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900">{heading}</h1>
      <p className="mt-2 text-stone-700">{intro}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to={`${listPath}?new=1`} className={primaryButton}>
          {addLabel}
        </Link>
        <Link to={publicPath} className={linkButton}>
          {copy.viewOnSite}
        </Link>
      </p>
      {savedName ? <Notice kind="status" text={copy.saved(savedName)} /> : null}
      {deleted ? <Notice kind="status" text={deleted} /> : null}
      {error ? <Notice kind="alert" text={error} /> : null}
      {items.length === 0 ? (
        <p className="mt-8 text-stone-700">{copy.empty}</p>
      ) : (
        <ol className="mt-8 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {items.map((item, index) => (
            <li key={item.id} id={`item-${item.id}`} className="flex flex-col gap-3 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-stone-900">{item.name}</h2>
                <PublicationBadge published={item.published} />
              </div>
              <div className="text-stone-800">{item.details}</div>
              <ChangedLine updatedAt={item.updatedAt} updatedBy={item.updatedBy} />
              <div className="flex flex-wrap items-center gap-2">
                <MoveButtons
                  id={item.id}
                  name={item.name}
                  first={index === 0}
                  last={index === items.length - 1}
                />
                <Link
                  to={`${listPath}?edit=${item.id}`}
                  aria-label={adminCollectionCopy.editLabel(item.name)}
                  className={linkButton}
                >
                  {adminCollectionCopy.edit}
                </Link>
                <DeleteWithConfirm
                  id={item.id}
                  name={item.name}
                  listPath={listPath}
                  confirming={confirmingId === item.id}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * An item's create or edit form: heading, the refused post's message, the fields, Published
 * and Save. Posts `intent` create or update (with `id`) to the list's action.
 * @param editId the item's id, or null to create one
 * @param published whether "Published" starts ticked
 * @param error the refused post's form-level message
 * @param multipart send as multipart/form-data (a form with a file field)
 * @param children the collection's own fields ({@link TextField})
 */
export function AdminItemForm({
  heading,
  listPath,
  editId,
  published,
  error,
  multipart = false,
  children,
}: {
  heading: string;
  listPath: string;
  editId: number | null;
  published: boolean;
  error?: string;
  /** true when the form has a file field (sent as multipart/form-data) */
  multipart?: boolean;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900">{heading}</h1>
      <p className="mt-2">
        <Link to={listPath} className="font-semibold text-amber-800 underline underline-offset-4">
          {copy.backToList}
        </Link>
      </p>
      {error ? <Notice kind="alert" text={error} /> : null}
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        action={editId === null ? `${listPath}?new=1` : `${listPath}?edit=${editId}`}
        className="mt-6 space-y-5 rounded-lg border border-stone-300 bg-white p-6 shadow-sm"
      >
        <input type="hidden" name="intent" value={editId === null ? "create" : "update"} />
        {editId === null ? null : <input type="hidden" name="id" value={editId} />}
        {children}
        <div>
          <label className="flex items-center gap-2 font-semibold text-stone-800">
            <input
              type="checkbox"
              name="published"
              defaultChecked={published}
              aria-describedby="published-hint"
              className="h-5 w-5 accent-amber-800"
            />
            {copy.published}
          </label>
          <p id="published-hint" className="mt-1 text-sm text-stone-700">
            {copy.publishedHint}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? copy.saving : copy.save}
          </button>
          <Link to={listPath} className={linkButton}>
            {copy.cancel}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/**
 * The text fields of an admin form in the order given (ids `field-NAME`), through
 * {@link Fields}: a spec with `rows` is a textarea, one with `as` that control (a select), any
 * other a one-line input without autocomplete.
 * @param fields the fields' names, labels, hints and rules
 * @param values the stored or typed values by name (null: all empty)
 * @param errors the refused post's messages by name
 */
export function TextFields({
  fields,
  values,
  errors,
}: {
  fields: FieldSpec[];
  values: Partial<Record<string, string>> | null;
  errors: Record<string, string>;
}) {
  const specs = fields.map(
    (field): FieldSpec =>
      field.rows
        ? { ...field, as: "textarea" }
        : field.as
          ? field
          : { autoComplete: "off", ...field },
  );
  return <Fields idPrefix="field" fields={specs} values={values} errors={errors} />;
}
