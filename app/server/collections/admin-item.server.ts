import { data, redirect } from "react-router";
import { adminCollectionCopy as copy } from "~/content/admin-nav";
import type { FormValues } from "~/lib/form";
import { readAdminForm } from "~/server/auth/admin.server";
import {
  type AdminPost,
  type AdminSection,
  checkAdminSubmission,
  parseItemParam,
  refuse,
} from "~/server/collections/admin-section.server";
import type { CoverChange } from "~/server/collections/kit.server";
import { FieldRefusal } from "~/server/collections/slug.server";
import { ImageUploadError } from "~/server/photos/image-upload.server";
import { PhotoAltError, preparePhoto } from "~/server/photos/photo-store.server";

/**
 * The item page of the one admin route style, /admin/<section>/new and /admin/<section>/:id
 * (docs/decisions/collection-kit.md "Routes"): its loader (the empty form, the stored item, or a
 * 404 page for an address that names none) and its action (the save, with the item's photo).
 */

/**
 * The photo change a form asks for: a chosen file (checked and re-encoded now, stored with the
 * row), the "Remove" box, or — with neither (no file chosen: an empty file field) — the kept
 * photo's description.
 * @param creating the form creates its item: a photo without a "Remove" box is then required
 * @throws PhotoAltError (description refused) or ImageUploadError (file refused, or missing when
 *   required)
 */
export async function readPhotoChange(
  form: FormData,
  fields: NonNullable<AdminSection["photo"]>,
  values: FormValues,
  creating = false,
): Promise<CoverChange> {
  const file = form.get(fields.file);
  const alt = values[fields.alt] ?? "";
  const chosen = file instanceof Blob && file.size > 0;
  if (chosen || (creating && !fields.remove)) {
    return { upload: await preparePhoto(file instanceof Blob ? file : null, alt) };
  }
  if (fields.remove && values[fields.remove] === "on") return null;
  return { alt };
}

/**
 * The action of an item page (/admin/<section>/new or /:id): checks the form with the section's
 * rules, then creates or updates the item — with its photo, when the section has one — and
 * answers 303 to the list, naming the saved item (`?saved=ID`, with `&created=1` for a new one;
 * or where the section's `savedAt` says). A refusal changes nothing and answers the messages
 * with what was typed: 400 for a field (a photo refused by the photo store its own 400, 413 or
 * 415), 404 for an address that names no item (gone, or not an id: /admin/faqs/abc).
 * @param input turns the checked form into the store's input (default: the typed values)
 * @throws readAdminForm's 403, 413 or 400
 */
export async function adminSaveAction(
  request: Request,
  param: string | undefined,
  section: AdminSection,
  input: (values: FormValues) => Record<string, unknown> = (values) => values,
) {
  return saveAdminItem(await readAdminForm(request), param, section, input);
}

/**
 * {@link adminSaveAction} on a form already read by `readAdminForm`, for a page whose one action
 * serves more than one form (an album's page: the album's form and its photos').
 */
export async function saveAdminItem(
  post: AdminPost,
  param: string | undefined,
  section: AdminSection,
  input: (values: FormValues) => Record<string, unknown> = (values) => values,
) {
  const { user, form, values, result } = checkAdminSubmission(
    post,
    section.store.declaration.schema,
  );
  const target = parseItemParam(param);
  const fail = (errors: Record<string, string>, status = 400) =>
    refuse({ ...errors, form: errors.form ?? section.fixErrors }, status, values);
  // An address that names no item, not an id or gone: 404 in every section.
  if (target === null) return fail({ form: copy.notFound }, 404);
  if (!result.ok) return fail(result.errors);
  if (target !== "new" && !(await section.store.get(target))) {
    return fail({ form: copy.notFound }, 404);
  }
  const savedAt =
    section.savedAt ??
    ((id: number, created: boolean) => `${section.path}?saved=${id}${created ? "&created=1" : ""}`);
  const photo = section.photo;
  try {
    const change = photo ? await readPhotoChange(form, photo, values, target === "new") : undefined;
    const stored = { ...input(values), ...(photo ? { [photoKey(section)]: change } : {}) };
    if (target === "new") {
      const { id } = await section.store.create(stored, user.email);
      return redirect(savedAt(id, true), 303);
    }
    if (!(await section.store.update(target, stored, user.email))) {
      return fail({ form: copy.notFound }, 404);
    }
    return redirect(savedAt(target, false), 303);
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
  const declared = section.store.declaration.cover;
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
