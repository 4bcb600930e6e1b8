import { type RefObject, useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { adminCollectionCopy as copy } from "~/content/admin-nav";
import { type Authorship, formatAdminTime, PUBLICATION_LABELS } from "~/lib/collection";

/**
 * The controls every admin list shares (docs/decisions/admin-area.md "For every collection"), all
 * plain forms and links so they work without JavaScript: move up/down, delete with a confirmation
 * step, the draft/published badge and the "changed … by …" line.
 */

/**
 * "Up" and "Down" buttons posting `intent=move`, `id` and `direction` to the current route.
 * @param name the item's name, for the buttons' accessible names ("Move Spring Open up")
 * @param first disables "Up"; @param last disables "Down"
 */
export function MoveButtons({
  id,
  name,
  first,
  last,
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
}) {
  return (
    <Form method="post" className="flex gap-1" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      {(["up", "down"] as const).map((direction) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          disabled={direction === "up" ? first : last}
          aria-label={direction === "up" ? copy.moveUp(name) : copy.moveDown(name)}
          className={buttonClass("adminSmall")}
        >
          {copy[direction]}
        </button>
      ))}
    </Form>
  );
}

/**
 * Delete in two steps. First a link to `?delete={id}` (the list's loader reads it); on that
 * page `confirming` is true and the row shows the question, a "Yes, delete" button posting
 * `intent=delete` and `id`, and a Cancel link back to the list.
 * @param listPath the list's path, e.g. "/admin/events"
 */
export function DeleteWithConfirm({
  id,
  name,
  listPath,
  confirming,
}: {
  id: number;
  name: string;
  listPath: string;
  confirming: boolean;
}) {
  if (!confirming) {
    return (
      <Link
        to={`${listPath}?delete=${id}`}
        preventScrollReset
        aria-label={copy.deleteLabel(name)}
        className={`${buttonClass("adminSmall")} text-red-800`}
      >
        {copy.delete}
      </Link>
    );
  }
  // The group role sits on a wrapper: a <form> may not take role "group" (axe aria-allowed-role).
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot sit in this flex row; the group only names the question's controls
    <div role="group" aria-label={copy.confirmDelete(name)} className="rounded-md bg-red-50 p-2">
      <Form method="post" action={listPath} className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-semibold text-red-900">{copy.confirmDelete(name)}</p>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          // biome-ignore lint/a11y/noAutofocus: the confirmation step moves focus to its answer
          autoFocus
          className="rounded-md bg-red-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-900"
        >
          {copy.confirm}
        </button>
        <Link to={listPath} preventScrollReset className={buttonClass("adminSmall")}>
          {copy.cancel}
        </Link>
      </Form>
    </div>
  );
}

/** "Draft" or "Published", as a small badge. */
export function PublicationBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        published ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-800"
      }`}
    >
      {published ? PUBLICATION_LABELS.published : PUBLICATION_LABELS.draft}
    </span>
  );
}

/** "Changed 23 Nov 2026, 6:05 pm by admin@…" (time in Asia/Kolkata). */
export function ChangedLine({ updatedAt, updatedBy }: Authorship) {
  return (
    <p className="text-xs text-stone-700">{copy.changed(formatAdminTime(updatedAt), updatedBy)}</p>
  );
}

/**
 * Focus for a list's message: when a message shows after a change and the control that made it
 * is gone (a deleted item's "Yes, delete", a disabled "Up"), focus would fall back to the top of
 * the page; it goes to the message instead (give the element `tabIndex={-1}`). Focus that is
 * still on a control stays there.
 * @param message the message shown, or a falsy value while there is none
 * @param trigger what changes with each new message (the action data); the location counts too
 * @returns the ref to put on the message's element
 */
export function useFocusMessage<T extends HTMLElement>(
  message: unknown,
  trigger?: unknown,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new message: its text, the action data and the location
  useEffect(() => {
    const active = document.activeElement;
    if (message && (!active || active === document.body)) ref.current?.focus();
  }, [message, trigger, key]);
  return ref;
}
