import { data } from "react-router";
import { parseId } from "~/lib/collection";
import { type FormValues, fieldErrors, formValues } from "~/lib/form";
import type { SessionUser } from "~/server/auth/session.server";
import type { InputSchema } from "~/server/collections/kit.server";

/**
 * What every admin page of the one route style shares (docs/decisions/collection-kit.md
 * "Routes"): a section as its pages see it, the one way to read an admin form, and the refusal
 * every action answers. The list's helpers are admin-list.server.ts's, the item page's
 * admin-item.server.ts's; admin-route.server.ts re-exports all three.
 */

/** What a refused admin post answers: messages by field ("form" for the whole form) and what was typed. */
export type AdminRefusal = { ok: false; errors: Record<string, string>; values?: FormValues };

/** A refusal as the action's answer. */
export function refuse(errors: Record<string, string>, status = 400, values?: FormValues) {
  return data<AdminRefusal>({ ok: false, errors, values }, { status });
}

/** The admin and the form an admin action has read (admin.server.ts `readAdminForm`). */
export type AdminPost = { user: SessionUser; form: FormData };

/** The result of {@link checkAdminSubmission}: the admin, the form and its checked input. */
export type AdminSubmission<V> = AdminPost & {
  /** The form's `intent` ("" when none was posted). */
  intent: string;
  /** The text fields as typed, to show again after a refusal. */
  values: FormValues;
  /** The checked input, or the first message of each refused field. */
  result: { ok: true; data: V } | { ok: false; errors: Record<string, string> };
};

/**
 * Checks a form read by `readAdminForm` (which refuses another origin and anyone but the admin
 * with 403 before reading the body, and reads it within the admin's limit, 413 above 6 MB) with
 * the section's zod rules, the same the store checks again.
 */
export function checkAdminSubmission<V>(
  post: AdminPost,
  schema: InputSchema<V>,
): AdminSubmission<V> {
  const values = formValues(post.form);
  const parsed = schema.safeParse(values);
  return {
    ...post,
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

/**
 * What a section's pages say after a change: its "… deleted.", and optionally its own words
 * after a create or an update (default for both: "Saved “NAME”.").
 */
export type AdminNotices = {
  deleted: string;
  created?: (name: string) => string;
  updated?: (name: string) => string;
};

/** The calls of a collection a section's pages use (the kit's, see kit.server.ts). */
type SectionStore = {
  /** The input's rules, and the column of the item's own photo (a section with a photo). */
  declaration: { schema: InputSchema<unknown>; cover?: { key: string } };
  /** Every item in the section's order (the list page's loader). */
  list?: (options: { includeDrafts: boolean }) => Promise<unknown[]>;
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
   * description's field (the photo's alt text). Without a "Remove" box the photo is required:
   * a new item needs a file (an album's photo, whose row is the photo).
   */
  photo?: { file: string; remove?: string; alt: string };
  /** What its list says after a change (admin-list.server.ts `adminListLoader`). */
  notices?: AdminNotices;
  /**
   * Where a save answers, when not the list (`?saved=ID`, `&created=1` for a new item): an
   * album's save answers on its own page, where its photos are.
   */
  savedAt?: (id: number, created: boolean) => string;
};
