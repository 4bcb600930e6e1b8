import { data } from "react-router";
import { adminCollectionCopy } from "~/content/admin-nav";
import { type FormValues, formValues } from "~/lib/form";
import { readAdminForm } from "~/server/auth/admin.server";
import type { SessionUser } from "~/server/auth/session.server";

/**
 * The one style of an admin action (docs/decisions/admin-area.md "One action style"): the admin
 * is required and the form read once, then the form's `intent` picks its handler from a typed
 * map that names every intent the page posts; any other intent is refused with 400.
 */

/** What a handler receives: the admin, the form as posted, its text fields, and the intent. */
export type AdminIntentPost = {
  user: SessionUser;
  form: FormData;
  /** The text fields as typed (lib/form.ts `formValues`). */
  values: FormValues;
  intent: string;
};

/** A handler of one intent: what the action answers to that form. */
export type AdminIntentHandler = (post: AdminIntentPost) => unknown;

/** A form already read by `readAdminForm`: the admin and the form. */
type ReadPost = { user: SessionUser; form: FormData };

/** The default answer to an intent the map does not name: 400 and a message for the form. */
export function unknownIntent() {
  return data(
    { ok: false as const, errors: { form: adminCollectionCopy.unknownIntent } },
    { status: 400 },
  );
}

/**
 * A page's action from its handlers by intent.
 * @param handlers one handler per intent the page posts (a map that `satisfies Record<Intent, AdminIntentHandler>`
 *   is checked against the page's intents: none missing, none extra)
 * @param options `otherwise`: the answer to an intent the map does not name (default
 *   {@link unknownIntent}, 400); `read`: how the form is read (default `readAdminForm`: another
 *   origin or anyone but the admin 403 before the body is read, over 6 MB 413), a reader may
 *   answer `{ refused }` instead of a form
 * @returns the action `(request)`, with `handle(post)` for a form already read (a page whose one
 *   action serves more than one map); a page whose handlers need more (a section, a batch id)
 *   builds its map per request
 * @throws the reader's Response (readAdminForm: 403, 413, 400)
 */
export function adminIntents<
  H extends Record<string, AdminIntentHandler>,
  O = ReturnType<typeof unknownIntent>,
  F = never,
>(
  handlers: H,
  options: {
    otherwise?: (post: AdminIntentPost) => O;
    read?: (request: Request) => Promise<ReadPost | { refused: F }>;
  } = {},
) {
  type Answer = Awaited<ReturnType<H[keyof H & string]>> | Awaited<O>;
  const otherwise = options.otherwise ?? (unknownIntent as unknown as () => O);
  async function handle(post: ReadPost): Promise<Answer> {
    const values = formValues(post.form);
    const intent = values.intent ?? "";
    const full = { ...post, values, intent };
    if (!Object.hasOwn(handlers, intent)) return (await otherwise(full)) as Answer;
    const handler: AdminIntentHandler = handlers[intent as keyof H & string];
    return (await handler(full)) as Answer;
  }
  async function action(request: Request): Promise<Answer | F> {
    const read = await (options.read ?? readAdminForm)(request);
    if ("refused" in read) return read.refused;
    return handle(read);
  }
  return Object.assign(action, { handle });
}
