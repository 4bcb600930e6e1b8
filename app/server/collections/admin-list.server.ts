import { redirect } from "react-router";
import { adminCollectionCopy as copy } from "~/content/admin-nav";
import { type Authorship, parseId, parseMoveDirection } from "~/lib/collection";
import { adminIntents } from "~/server/auth/admin-intents.server";
import {
  type AdminNotices,
  type AdminPost,
  type AdminSection,
  refuse,
} from "~/server/collections/admin-section.server";

/**
 * The list page of the one admin route style, /admin/<section> (docs/decisions/collection-kit.md
 * "Routes"): what its URL asks for, the line it shows after a change, its loader, and its action
 * (delete and move, each answering 303 to the list).
 */

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

/** What every admin list row shows of an item: whether visitors see it, who changed it when. */
type ListedItem = { id: number; published: boolean; updatedAt: Date | string; updatedBy: string };

/** A row of a list page: the shared columns of {@link ListedItem} (the time as ISO text) and the section's own. */
type ListRow<Own> = Authorship & { id: number; published: boolean } & Own;

/**
 * The loader of a list page after `requireAdmin`: the old form addresses answer 303 to the item
 * pages (see {@link redirectOldItemAddress}); else every item, drafts included, in the section's
 * order, as the page's rows, with the delete confirmation and the line after the last change.
 * @param section the section's path, its words after a change, and its store's list (a kit
 *   collection's, or one that adds what the rows show, such as an album's photo count)
 * @param toRow what the section's rows show of an item beyond id, published and "changed … by
 *   …": its `name` at least
 * @throws the redirect Response of an old form address
 */
export async function adminListLoader<Item extends ListedItem, Own extends { name: string }>(
  request: Request,
  section: {
    path: string;
    notices: AdminNotices;
    store: { list: (options: { includeDrafts: boolean }) => Promise<Item[]> };
  },
  toRow: (item: Item) => Own,
): Promise<{ rows: ListRow<Own>[]; confirming: number | null; notice: string | null }> {
  redirectOldItemAddress(request, section.path);
  const query = adminListQuery(request);
  const rows = (await section.store.list({ includeDrafts: true })).map((item) => ({
    id: item.id,
    published: item.published,
    updatedAt: typeof item.updatedAt === "string" ? item.updatedAt : item.updatedAt.toISOString(),
    updatedBy: item.updatedBy,
    ...toRow(item),
  }));
  return { rows, confirming: query.confirming, notice: adminNotice(query, rows, section.notices) };
}

/**
 * The list page's action on a form already read by `readAdminForm`, for a page whose one action
 * serves more than one form (an album's page: the album's form and its photos' list).
 */
export async function changeAdminList(post: AdminPost, section: AdminSection) {
  return adminListAction(section).handle(post);
}

/**
 * The action of a section's list page, built once per section: `intent=delete` (with `id`)
 * deletes the item and its photos, then the list says "… deleted." (`?deleted=1`);
 * `intent=move` (with `id`, `direction`) moves it one place; both answer 303 to the list. A
 * delete of an id that names no item (unknown or malformed) answers 404; a malformed move or an
 * unknown intent 400.
 * @returns the action `(request)` (it throws readAdminForm's 403, 413 or 400), with `handle(post)`
 *   for a form already read (admin-intents.server.ts)
 */
export function adminListAction(section: AdminSection) {
  return adminIntents(
    {
      delete: async ({ form }) => {
        const id = parseId(form.get("id"));
        // An id that names no item (malformed or gone) is not there to delete: 404.
        if (id === null || !(await section.store.remove(id))) {
          return refuse({ form: copy.notFound }, 404);
        }
        return redirect(`${section.path}?deleted=1`, 303);
      },
      move: async ({ form }) => {
        const id = parseId(form.get("id"));
        const direction = parseMoveDirection(form.get("direction"));
        if (id === null || direction === null) return refuse({ form: copy.badRequest });
        // Already first or last: nothing to do; the list shows the order as it is.
        await section.store.move(id, direction);
        return redirect(section.path, 303);
      },
    },
    // Another intent: the kit's 400, "That action is not known." (unknownIntent).
  );
}
