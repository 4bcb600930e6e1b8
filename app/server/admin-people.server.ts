import { data, redirect } from "react-router";
import { adminCollectionCopy } from "~/content/admin-nav";
import { peopleAdminCopy } from "~/content/admin-people";
import {
  type AdminFormFailure,
  type AdminListView,
  type MoveDirection,
  parseId,
  parseMoveDirection,
} from "~/lib/collection";
import { fieldErrors } from "~/lib/feedback";
import { readAdminForm } from "~/server/admin.server";
import { ImageUploadError } from "~/server/image-upload.server";

/**
 * The loader and action plumbing of the coach, testimonial and FAQ admin sections (issue 7
 * "For every collection: a list, create, edit, delete (with a confirmation step), order …,
 * draft or published, and who changed it when"), all plain form posts and links so every step
 * works without JavaScript. One list page per section; `?new=1` shows the empty form,
 * `?edit=ID` an item's form, `?delete=ID` the confirmation step, `?saved=ID` the saved message,
 * `?deleted=1` the deleted one.
 */

export type { AdminFormFailure, AdminListView };

/**
 * Reads the view from the URL of an admin list page.
 * @example "/admin/faqs?edit=3" → { mode: "form", editId: 3, … }
 */
export function adminListView(request: Request): AdminListView {
  const params = new URL(request.url).searchParams;
  const editId = parseId(params.get("edit"));
  return {
    mode: editId !== null || params.get("new") === "1" ? "form" : "list",
    editId,
    confirmingId: parseId(params.get("delete")),
    savedId: parseId(params.get("saved")),
    deleted: params.get("deleted") === "1",
  };
}

/** What an admin list page's loader answers (see {@link adminCollectionLoader}). */
export type AdminCollectionPage<F extends string, Item, Extra> = {
  view: AdminListView;
  /** The stored item's form values (edit form), or null (new item, or the list). */
  values: Record<F, string> | null;
  /** The list's rows (empty while a form shows). */
  items: Item[];
  /** What else the form needs (e.g. a coach's current photo); null on the list. */
  extra: Extra | null;
};

/**
 * The loader of an admin list page after `requireAdmin`: reads the view from the URL; for the
 * form, the item to edit as form values (an unknown id: throws a 404 response); for the list,
 * every item, drafts included, in site order.
 * @param section.get the store's read of one item by id (null when it does not exist)
 * @param section.values the stored item as the form's text values
 * @param section.list the list's rows
 * @param section.extra what else the form needs from the stored item (null for a new one)
 */
export async function adminCollectionLoader<Row, F extends string, Item, Extra = null>(
  request: Request,
  section: {
    get: (id: number) => Promise<Row | null>;
    values: (row: Row) => Record<F, string>;
    list: () => Promise<Item[]>;
    extra?: (row: Row | null) => Promise<Extra>;
  },
): Promise<AdminCollectionPage<F, Item, Extra>> {
  const view = adminListView(request);
  if (view.mode === "list") return { view, values: null, items: await section.list(), extra: null };
  const row = view.editId === null ? null : await section.get(view.editId);
  if (view.editId !== null && !row) throw new Response("Not found", { status: 404 });
  const extra = section.extra ? await section.extra(row) : null;
  return { view, values: row && section.values(row), items: [], extra };
}

/** A section's store and form rules, as {@link adminCollectionAction} uses them. */
export type AdminCollection = {
  /** The list's path, e.g. "/admin/faqs". */
  listPath: string;
  /** The form's field names (each read as text; a missing field is ""). */
  fields: readonly string[];
  /** The form rules of app/lib/ (the stores check them again). */
  schema: {
    safeParse: (input: unknown) =>
      | { success: true }
      | {
          success: false;
          error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
        };
  };
  /** Stores a new item; `form` carries what is not text (a coach's photo file). */
  create: (input: Record<string, string>, actor: string, form: FormData) => Promise<{ id: number }>;
  /** Replaces an item; null when it does not exist. */
  update: (
    id: number,
    input: Record<string, string>,
    actor: string,
    form: FormData,
  ) => Promise<unknown | null>;
  remove: (id: number) => Promise<boolean>;
  move: (id: number, direction: MoveDirection) => Promise<boolean>;
};

function fail(errors: Record<string, string>, status: number, values?: Record<string, string>) {
  return data<AdminFormFailure>({ ok: false, errors, values }, { status });
}

/**
 * Every change of an admin section, chosen by the form's `intent`: "create", "update" (with
 * `id`), "delete" (with `id`), "move" (with `id` and `direction`). Starts with readAdminForm
 * (other origin or not the admin: 403; body over 6 MB: 413). A valid change answers 303 to the
 * list (`?saved=ID` after create and update, `?deleted=1` after a delete), so a reload never
 * posts twice; invalid input
 * changes nothing and answers 400 with the messages and typed values (a refused photo upload
 * its status, 400/413/415, with the message under the `photo` field); an id that no longer
 * exists answers 404.
 */
export async function adminCollectionAction(request: Request, collection: AdminCollection) {
  const { user, form } = await readAdminForm(request);
  const intent = form.get("intent");
  const id = parseId(form.get("id"));
  const { listPath } = collection;
  switch (intent) {
    case "create":
    case "update": {
      const values: Record<string, string> = {};
      for (const field of collection.fields) {
        const value = form.get(field);
        values[field] = typeof value === "string" ? value : "";
      }
      if (intent === "update" && id === null)
        return fail({ form: peopleAdminCopy.badRequest }, 400);
      const parsed = collection.schema.safeParse(values);
      if (!parsed.success) {
        return fail({ ...fieldErrors(parsed.error), form: peopleAdminCopy.fixErrors }, 400, values);
      }
      try {
        if (intent === "create") {
          const row = await collection.create(values, user.email, form);
          return redirect(`${listPath}?saved=${row.id}`, 303);
        }
        if (id === null || !(await collection.update(id, values, user.email, form)))
          return fail({ form: adminCollectionCopy.notFound }, 404);
      } catch (error) {
        // A refused upload (not an image, too large, no description): nothing was stored.
        if (!(error instanceof ImageUploadError)) throw error;
        return fail(
          { photo: error.message, form: peopleAdminCopy.fixErrors },
          error.status,
          values,
        );
      }
      return redirect(`${listPath}?saved=${id}`, 303);
    }
    case "delete": {
      if (id === null) return fail({ form: peopleAdminCopy.badRequest }, 400);
      if (!(await collection.remove(id))) return fail({ form: adminCollectionCopy.notFound }, 404);
      return redirect(`${listPath}?deleted=1`, 303);
    }
    case "move": {
      const direction = parseMoveDirection(form.get("direction"));
      if (id === null || direction === null) return fail({ form: peopleAdminCopy.badRequest }, 400);
      // Already first or last: nothing to do; the list shows the order as it is.
      await collection.move(id, direction);
      return redirect(listPath, 303);
    }
    default:
      return fail({ form: adminCollectionCopy.unknownIntent }, 400);
  }
}
