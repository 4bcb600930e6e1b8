import * as z from "zod/mini";
import { textOf } from "~/lib/form";

/**
 * Field rules shared by the forms (docs/decisions/admin-area.md "Collections"): text trimmed and
 * capped, a choice among a kinds table's keys, lists typed one item a line (achievements) or one
 * paragraph a block (FAQ answers), and the published checkbox. Used by the admin forms and the
 * seat request, and re-checked by the stores (app/server/collections/coaches.server.ts,
 * testimonials.server.ts, faqs.server.ts, batches.server.ts, events.server.ts).
 */

/**
 * A required text: trimmed, at least one character, at most `max`.
 * @param required the message when empty; @param tooLong the message when over `max`
 */
export function requiredText(max: number, required: string, tooLong: string) {
  return z.pipe(
    z.transform(textOf),
    z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong)),
  );
}

/**
 * One of a kinds table's keys (e.g. `AGE_GROUPS`, `EVENT_CATEGORIES`), else the message.
 * @param kinds the table: its keys are the values a form may send
 */
export function oneOfKinds<T extends string>(kinds: Record<T, string>, message: string) {
  return z.pipe(
    z.transform(textOf),
    z.string().check(z.refine((v) => Object.hasOwn(kinds, v), message)),
  ) as unknown as z.ZodMiniType<T, unknown>;
}

/** An optional text (missing → ""): trimmed, at most `max`. */
export function optionalText(max: number, tooLong: string) {
  return z.pipe(z.transform(textOf), z.string().check(z.trim(), z.maxLength(max, tooLong)));
}

/**
 * Splits a textarea into a list: "line" — one item a line; "paragraph" — blocks separated by a
 * blank line. Items are trimmed and empty ones dropped; an array (a store caller) is taken as is.
 */
export function splitList(value: unknown, by: "line" | "paragraph"): string[] {
  const items = Array.isArray(value)
    ? value.map(textOf)
    : textOf(value)
        .replace(/\r\n?/g, "\n")
        .split(by === "line" ? /\n/ : /\n[ \t]*\n/);
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** The list back as the textarea shows it (the inverse of {@link splitList}). */
export function joinList(items: readonly string[], by: "line" | "paragraph"): string {
  return items.join(by === "line" ? "\n" : "\n\n");
}

/**
 * A list typed in a textarea ({@link splitList}), at most `maxItems` items of at most
 * `maxLength` characters each; `required` makes an empty list an error.
 */
export function textList(options: {
  by: "line" | "paragraph";
  maxItems: number;
  maxLength: number;
  tooMany: string;
  tooLong: string;
  required?: string;
}) {
  return z.pipe(
    z.transform((value: unknown) => splitList(value, options.by)),
    z.array(z.string()).check(
      z.minLength(options.required ? 1 : 0, options.required),
      z.maxLength(options.maxItems, options.tooMany),
      z.refine((items) => items.every((item) => item.length <= options.maxLength), {
        message: options.tooLong,
      }),
    ),
  );
}

/** The "Published" checkbox: ticked ("on", or true from a store caller) → true, else false. */
export const publishedFlag = z.transform(
  (value: unknown) => value === true || value === "on" || value === "true",
);
