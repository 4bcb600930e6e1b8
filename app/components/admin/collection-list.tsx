import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  ChangedLine,
  DeleteWithConfirm,
  MoveButtons,
  PublicationBadge,
  useFocusMessage,
} from "~/components/admin/collection-controls";
import { textLinkClass } from "~/components/ui/link";
import { adminCollectionCopy as copy } from "~/content/admin-nav";
import type { Authorship } from "~/lib/collection";

/**
 * The list page of every admin section (docs/decisions/collection-kit.md "Routes"): heading,
 * intro, the "New …" link (to /admin/<section>/new) and "View on the site", the message of the
 * last change, then each item with its badge, what it shows, who changed it when, Up and Down
 * (where the admin orders the items), Edit (to /admin/<section>/:id) and Delete with its
 * confirmation step. Plain links and form posts throughout, so all of it works without
 * JavaScript.
 */

/** The classes of the page's buttons and links. */
export const adminButton = {
  primary:
    "inline-block rounded-md bg-amber-800 px-5 py-2.5 font-semibold text-white shadow hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60",
  small:
    "inline-block rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-800",
  link: textLinkClass(),
} as const;

/** One row of an admin list. */
export type AdminListRow = Authorship & {
  id: number;
  /** The item's name: its heading, and the controls' accessible names ("Edit …"). */
  name: string;
  published: boolean;
  /** Another badge instead of Draft/Published (a scheduled post). */
  badge?: ReactNode;
  /** What the row shows under its name. */
  details?: ReactNode;
  /** Links before Edit (Preview, View). */
  actions?: ReactNode;
};

/**
 * A message line that takes focus when the control that caused it is gone (after a delete:
 * {@link useFocusMessage}): a status after a change, an alert after a refusal.
 */
export function AdminNotice({ kind, text }: { kind: "status" | "alert"; text: string }) {
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
 * @param path the section's path, e.g. "/admin/faqs"
 * @param copy the section's heading, intro, "New …" link and empty-list words
 * @param publicPath the public page that shows the collection, if one does
 * @param ordered whether the admin orders the items (Up and Down)
 * @param confirming the item whose delete confirmation shows (`?delete=ID`)
 * @param notice the message of the last change ("Saved “…”.", "… deleted.")
 * @param error a refused post's message
 */
export function AdminListPage({
  path,
  copy: words,
  publicPath,
  rows,
  ordered,
  confirming,
  notice,
  error,
}: {
  path: string;
  copy: { heading: string; intro: string; add: string; empty?: string };
  publicPath?: string;
  rows: AdminListRow[];
  ordered: boolean;
  confirming: number | null;
  notice?: string | null;
  error?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900">{words.heading}</h1>
      <p className="mt-2 text-stone-700">{words.intro}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to={`${path}/new`} className={adminButton.primary}>
          {words.add}
        </Link>
        {publicPath ? (
          <Link to={publicPath} className={adminButton.small}>
            {copy.viewOnSite}
          </Link>
        ) : null}
      </p>
      {notice ? <AdminNotice kind="status" text={notice} /> : null}
      {error ? <AdminNotice kind="alert" text={error} /> : null}
      {rows.length === 0 ? (
        <p className="mt-8 text-stone-700">{words.empty ?? copy.empty}</p>
      ) : (
        <List className="mt-8 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {rows.map((row, index) => (
            <li key={row.id} id={`item-${row.id}`} className="flex flex-col gap-3 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-stone-900">{row.name}</h2>
                {row.badge ?? <PublicationBadge published={row.published} />}
              </div>
              {row.details ? <div className="text-stone-800">{row.details}</div> : null}
              <ChangedLine updatedAt={row.updatedAt} updatedBy={row.updatedBy} />
              <div className="flex flex-wrap items-center gap-2">
                {ordered ? (
                  <MoveButtons
                    id={row.id}
                    name={row.name}
                    first={index === 0}
                    last={index === rows.length - 1}
                  />
                ) : null}
                {row.actions}
                <Link
                  to={`${path}/${row.id}`}
                  aria-label={copy.editLabel(row.name)}
                  className={adminButton.small}
                >
                  {copy.edit}
                </Link>
                <DeleteWithConfirm
                  id={row.id}
                  name={row.name}
                  listPath={path}
                  confirming={confirming === row.id}
                />
              </div>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
