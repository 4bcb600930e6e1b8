import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { AdminItemForm, type AdminListItem, AdminListPage } from "~/components/admin/people-admin";
import type { AdminFormFailure, AdminListView } from "~/lib/collection";

/** The words of an admin section that {@link AdminCollectionSection} shows. */
export type AdminSectionCopy = {
  heading: string;
  intro: string;
  /** The "Add …" link. */
  add: string;
  /** The public page that shows the collection ("View on the site"). */
  publicPath: string;
  addHeading: string;
  editHeading: (name: string) => string;
  /** The message after a delete, e.g. "Coach deleted.". */
  deleted: string;
};

/**
 * The page of an admin section with a list and an item form (issue 7 "For every collection":
 * coaches, testimonials, FAQs): the list with its controls and the message of the last save or
 * delete, or — with `?new=1` / `?edit=ID` —
 * the create or edit form, showing a refused post's messages and typed values (the action's
 * data, also without JavaScript).
 * @param data the loader's view, stored values (edit) and list rows
 * @param listPath the section's path, e.g. "/admin/faqs"
 * @param itemName the stored item's name for the edit heading, from its values
 * @param details what a list row shows under its name
 * @param multipart send the form as multipart/form-data (a form with a file field)
 * @param children the form's own fields, given the values to show and the messages by field
 */
export function AdminCollectionSection<
  Item extends Omit<AdminListItem, "details">,
  F extends string,
>({
  copy,
  data,
  listPath,
  itemName,
  details,
  multipart = false,
  children,
}: {
  copy: AdminSectionCopy;
  data: { view: AdminListView; values: Record<F, string> | null; items: Item[] };
  listPath: string;
  itemName: (values: Record<F, string>) => string;
  details: (item: Item) => ReactNode;
  multipart?: boolean;
  children: (
    values: Partial<Record<F, string>> | null,
    errors: Record<string, string>,
  ) => ReactNode;
}) {
  const failure = useActionData<AdminFormFailure>();
  const { view, items } = data;
  if (view.mode === "list") {
    const saved = items.find((item) => item.id === view.savedId);
    return (
      <AdminListPage
        heading={copy.heading}
        intro={copy.intro}
        addLabel={copy.add}
        listPath={listPath}
        publicPath={copy.publicPath}
        confirmingId={view.confirmingId}
        savedName={saved?.name ?? null}
        deleted={view.deleted ? copy.deleted : null}
        error={failure?.errors.form}
        items={items.map((item) => ({ ...item, details: details(item) }))}
      />
    );
  }
  // The typed values of a refused post carry the same fields as the stored ones.
  const values = (failure?.values ?? data.values) as Partial<
    Record<F | "published", string>
  > | null;
  const errors = failure?.errors ?? {};
  return (
    <AdminItemForm
      key={view.editId ?? "new"}
      heading={
        view.editId !== null && data.values
          ? copy.editHeading(itemName(data.values))
          : copy.addHeading
      }
      listPath={listPath}
      editId={view.editId}
      published={values ? values.published === "on" : true}
      error={errors.form}
      multipart={multipart}
    >
      {children(values, errors)}
    </AdminItemForm>
  );
}
