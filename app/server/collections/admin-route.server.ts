import { data, redirect } from "react-router";
import { adminCollectionCopy as copy } from "~/content/admin-nav";
import { parseId, parseMoveDirection } from "~/lib/collection";
import { type FormValues, fieldErrors, formValues } from "~/lib/form";
import { readAdminForm } from "~/server/admin.server";
import type { CoverChange, InputSchema } from "~/server/collections/kit.server";
import { FieldRefusal } from "~/server/collections/slug.server";
import { ImageUploadError } from "~/server/image-upload.server";
import { PhotoAltError, preparePhoto } from "~/server/photo-store.server";
import type { SessionUser } from "~/server/session.server";

/**
 * The one admin route style (docs/decisions/collection-kit.md "Routes"): every section has its
 * list at /admin/<section>, the empty form at /admin/<section>/new and an item's form at
 * /admin/<section>/:id. The list's action deletes (`intent=delete`) and moves (`intent=move`);
 * the form's action saves. Every answer is a plain form post's: a change answers 303 (so a reload
 * never posts twice) to a page that says "Saved “…”." or "… deleted."; a refusal keeps what was
 * typed and answers 400 (404 for an item that no longer exists) with the messages by field.
 */

/** What a refused admin post answers: messages by field ("form" for the whole form) and what was typed. */
export type AdminRefusal = { ok: false; errors: Record<string, string>; values?: FormValues };

/** A refusal as the action's answer. */
export function refuse(errors: Record<string, string>, status = 400, values?: FormValues) {
  return data<AdminRefusal>({ ok: false, errors, values }, { status });
}

/** The result of {@link readAdminSubmission}: the admin, the form and its checked input. */
export type AdminSubmission<V> = {
  user: SessionUser;
  form: FormData;
  /** The form's `intent` ("" when none was posted). */
  intent: string;
  /** The text fields as typed, to show again after a refusal. */
  values: FormValues;
  /** The checked input, or the first message of each refused field. */
  result: { ok: true; data: V } | { ok: false; errors: Record<string, string> };
};

/**
 * The one way an admin action reads its form: refuses another origin and anyone but the admin
 * (403) before reading the body, reads it within the admin's limit (413 above 6 MB), and checks
 * the text fields with the section's zod rules (the same the store checks again).
 * @throws a 403, 413 or 400 Response (readAdminForm)
 */
export async function readAdminSubmission<V>(
  request: Request,
  schema: InputSchema<V>,
): Promise<AdminSubmission<V>> {
  const { user, form } = await readAdminForm(request);
  const values = formValues(form);
  const parsed = schema.safeParse(values);
  return {
    user,
    form,
    intent: values.intent ?? "",
    values,
    result: parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, errors: fieldErrors(parsed.error) },
  };
}

/**
 * The `:id` of an item page: "new" for the empty form, the id, or null for anything else.
 * @example parseItemParam("new") → "new"; parseItemParam("12") → 12; parseItemParam("x") → null
 */
export function parseItemParam(value: string | undefined): "new" | number | null {
  return value === "new" ? "new" : parseId(value);
}

/** What a list page's URL asks for: the delete confirmation and the message of the last change. */
export type AdminListQuery = {
  /** The item whose delete confirmation shows (`?delete=ID`). */
  confirming: number | null;
  /** The item just saved (`?saved=ID`). */
  savedId: number | null;
  /** Whether the saved item was just created (`&created=1`). */
  created: boolean;
  /** Whether an item was just deleted (`?deleted=1`). */
  deleted: boolean;
};

/**
 * The list's addresses of the forms before the one route style (`?new=1`, `?edit=ID`), kept for
 * bookmarks: a GET of one answers 303 to the item page (/new, /ID); any other request passes.
 * @param path the list's path, e.g. "/admin/faqs"
 * @throws the redirect Response
 */
export function redirectOldItemAddress(request: Request, path: string): void {
  if (request.method !== "GET") return;
  const params = new URL(request.url).searchParams;
  if (params.has("new")) throw redirect(`${path}/new`, 303);
  const id = parseId(params.get("edit"));
  if (id !== null) throw redirect(`${path}/${id}`, 303);
}

/** Reads {@link AdminListQuery} from a list page's request. */
export function adminListQuery(request: Request): AdminListQuery {
  const params = new URL(request.url).searchParams;
  return {
    confirming: parseId(params.get("delete")),
    savedId: parseId(params.get("saved")),
    created: params.get("created") === "1",
    deleted: params.get("deleted") === "1",
  };
}

/**
 * What a section's list says after a change: its "… deleted.", and optionally its own words
 * after a create or an update (default for both: "Saved “NAME”.").
 */
export type AdminNotices = {
  deleted: string;
  created?: (name: string) => string;
  updated?: (name: string) => string;
};

/**
 * The status line of a list page after a change: the section's words for the saved item (while
 * it is in the list) or its "… deleted.", else null.
 * @param items the list's items with their names
 */
export function adminNotice(
  query: AdminListQuery,
  items: ReadonlyArray<{ id: number; name: string }>,
  notices: AdminNotices,
): string | null {
  if (query.deleted) return notices.deleted;
  const saved = items.find((item) => item.id === query.savedId);
  if (!saved) return null;
  const words = (query.created ? notices.created : notices.updated) ?? copy.saved;
  return words(saved.name);
}

/** The calls of a collection a section's actions use (the kit's, see kit.server.ts). */
type SectionStore = {
  declaration: { schema: InputSchema<unknown> };
  get: (id: number) => Promise<unknown | null>;
  create: (input: Record<string, unknown>, actor: string) => Promise<{ id: number }>;
  update: (id: number, input: Record<string, unknown>, actor: string) => Promise<unknown | null>;
  remove: (id: number) => Promise<boolean>;
  move: (id: number, direction: "up" | "down") => Promise<boolean>;
};

/** An admin section as its actions see it. */
export type AdminSection = {
  /** The list's path, e.g. "/admin/faqs". */
  path: string;
  store: SectionStore;
  /** The form-level message of a refused save. */
  fixErrors: string;
  /**
   * The item's photo fields, when it has one: the file input, the "Remove" box and the
   * description's field (the photo's alt text).
   */
  photo?: { file: string; remove: string; alt: string };
};

/**
 * The action of a list page: `intent=delete` (with `id`) deletes the item and its photos, then
 * the list says "… deleted." (`?deleted=1`); `intent=move` (with `id`, `direction`) moves it one
 * place; both answer 303 to the list. A delete of an id that names no item (unknown or malformed)
 * answers 404; a malformed move or an unknown intent 400.
 * @throws readAdminForm's 403, 413 or 400
 */
export async function adminListAction(request: Request, section: AdminSection) {
  const { form } = await readAdminForm(request);
  const id = parseId(form.get("id"));
  switch (form.get("intent")) {
    case "delete":
      // An id that names no item (malformed or gone) is not there to delete: 404.
      if (id === null || !(await section.store.remove(id))) {
        return refuse({ form: copy.notFound }, 404);
      }
      return redirect(`${section.path}?deleted=1`, 303);
    case "move": {
      const direction = parseMoveDirection(form.get("direction"));
      if (id === null || direction === null) return refuse({ form: copy.badRequest });
      // Already first or last: nothing to do; the list shows the order as it is.
      await section.store.move(id, direction);
      return redirect(section.path, 303);
    }
    default:
      return refuse({ form: copy.unknownIntent });
  }
}

/**
 * The photo change a form asks for: a chosen file (checked and re-encoded now, stored with the
 * row), the "Remove" box, or — with neither (no file chosen: an empty file field) — the kept
 * photo's description.
 * @throws PhotoAltError (description refused) or ImageUploadError (file refused)
 */
export async function readPhotoChange(
  form: FormData,
  fields: NonNullable<AdminSection["photo"]>,
  values: FormValues,
): Promise<CoverChange> {
  const file = form.get(fields.file);
  const alt = values[fields.alt] ?? "";
  if (file instanceof Blob && file.size > 0) return { upload: await preparePhoto(file, alt) };
  if (values[fields.remove] === "on") return null;
  return { alt };
}

/**
 * The action of an item page (/admin/<section>/new or /:id): checks the form with the section's
 * rules, then creates or updates the item — with its photo, when the section has one — and
 * answers 303 to the list, naming the saved item (`?saved=ID`, with `&created=1` for a new one). A refusal
 * changes nothing and answers the messages with what was typed: 400 for a field (a photo refused
 * by the photo store its own 400, 413 or 415), 404 for an item that no longer exists.
 * @param input turns the checked form into the store's input (default: the typed values)
 * @throws readAdminForm's 403, 413 or 400
 */
export async function adminSaveAction(
  request: Request,
  param: string | undefined,
  section: AdminSection,
  input: (values: FormValues) => Record<string, unknown> = (values) => values,
) {
  const { user, form, values, result } = await readAdminSubmission(
    request,
    section.store.declaration.schema,
  );
  const target = parseItemParam(param);
  const fail = (errors: Record<string, string>, status = 400) =>
    refuse({ ...errors, form: errors.form ?? section.fixErrors }, status, values);
  if (target === null) return fail({ form: copy.badRequest });
  if (!result.ok) return fail(result.errors);
  if (target !== "new" && !(await section.store.get(target))) {
    return fail({ form: copy.notFound }, 404);
  }
  const photo = section.photo;
  try {
    const change = photo ? await readPhotoChange(form, photo, values) : undefined;
    const stored = { ...input(values), ...(photo ? { [photoKey(section)]: change } : {}) };
    if (target === "new") {
      const { id } = await section.store.create(stored, user.email);
      return redirect(`${section.path}?saved=${id}&created=1`, 303);
    }
    if (!(await section.store.update(target, stored, user.email))) {
      return fail({ form: copy.notFound }, 404);
    }
    return redirect(`${section.path}?saved=${target}`, 303);
  } catch (error) {
    if (error instanceof FieldRefusal) return fail({ [error.field]: error.message });
    if (photo && error instanceof PhotoAltError) return fail({ [photo.alt]: error.message });
    if (photo && error instanceof ImageUploadError) {
      return fail({ [photo.file]: error.message }, error.status);
    }
    throw error;
  }
}

/** The store's cover key of a section with a photo. */
function photoKey(section: AdminSection): string {
  const declared = (section.store.declaration as { cover?: { key: string } }).cover;
  if (!declared) throw new Error(`${section.path}: a photo field needs a collection with a cover`);
  return declared.key;
}

/** What an item page's loader answers (see {@link adminItemLoader}). */
export type AdminItemData<Extra> = {
  /** The item no longer exists (or the address names none): the page says so, with a 404. */
  missing: boolean;
  /** The item's id, or null for a new one. */
  id: number | null;
  heading: string;
  /** The stored item as the form's values (a new item: the defaults). */
  values: FormValues;
  /** What else the page needs (the item's photo, the events to choose from). */
  extra: Extra | null;
};

/**
 * The loader of an item page after `requireAdmin`: the empty form at /new, the stored item at
 * /:id, or — for an id that names no item — the page that says so, with status 404.
 * @param get the store's read of one item
 * @param page.title the section's title (the heading of a missing item's page)
 * @param page.heading the heading of the new item's page (null) or of the item's
 * @param page.extra what else the page needs, for the item (null for a new one)
 * @param page.values the stored item (and its extra) as the form's values; page.empty a new
 *   item's
 */
export async function adminItemLoader<Row, Extra = null>(
  param: string | undefined,
  get: (id: number) => Promise<Row | null>,
  page: {
    title: string;
    heading: (row: Row | null) => string;
    values: (row: Row, extra: NoInfer<Extra> | null) => FormValues;
    empty: FormValues;
    extra?: (row: Row | null) => Promise<Extra>;
  },
) {
  const target = parseItemParam(param);
  const row = typeof target === "number" ? await get(target) : null;
  if (target === null || (target !== "new" && row === null)) {
    const missing: AdminItemData<Extra> = {
      missing: true,
      id: null,
      heading: page.title,
      values: page.empty,
      extra: null,
    };
    return data(missing, { status: 404 });
  }
  const extra = page.extra ? await page.extra(row) : null;
  const found: AdminItemData<Extra> = {
    missing: false,
    id: target === "new" ? null : target,
    heading: page.heading(row),
    values: row === null ? page.empty : page.values(row, extra),
    extra,
  };
  return data(found);
}
