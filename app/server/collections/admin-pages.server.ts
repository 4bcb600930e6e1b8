import { data } from "react-router";
import type { AdminItemForm } from "~/components/admin/collection-item";
import type {
  AdminFieldSpec,
  AdminItemPageData,
  AdminListPageData,
  AdminRowView,
} from "~/components/admin/section-pages";
import type {
  AdminSectionViews,
  AdminViewData,
  AdminViewName,
} from "~/components/admin/section-views";
import { adminCollectionCopy } from "~/content/admin-nav";
import { formatCalendarDate } from "~/lib/dates";
import type { FormValues } from "~/lib/form";
import { postState } from "~/lib/posts";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-item.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-list.server";
import type { AdminNotices, AdminSection } from "~/server/collections/admin-section.server";

/**
 * A section's pages declared as data (docs/decisions/collection-kit.md "Routes: one generic route
 * module per page"): its words, what a list row shows, and its item form's fields (or its view);
 * {@link defineAdminSection} turns them into the loaders and actions that the generic route
 * modules (routes/admin/collection-list.tsx, collection-item.tsx) call for every section, so a
 * section has no route module of its own.
 */

/** A section's words its pages show (its copy in app/content/). */
export type AdminSectionCopy = AdminNotices & {
  /** The list's path, e.g. "/admin/faqs". */
  path: string;
  /** The pages' title (and a missing item's heading). */
  title: string;
  heading: string;
  intro: string;
  /** The "New …" link. */
  add: string;
  /** The meta description (default the intro). */
  description?: string;
  /** What the list says while empty (default "Nothing here yet."). */
  empty?: string;
  /** The public page that shows the collection. */
  publicPath?: string;
  /** The item page's link back to the list (default "Back to the list"). */
  back?: string;
};

/** A list item: what every admin row shows of it (id, published, "changed … by …"). */
type ListedItem = { id: number; published: boolean; updatedAt: Date | string; updatedBy: string };

/** The words, rules and controls of a generic item form with nothing of its own. */
const defaultForm: AdminItemForm = {
  idPrefix: "field",
  published: adminCollectionCopy.published,
  submit: adminCollectionCopy.save,
};

/**
 * A section and its pages.
 * @typeParam Listed an item of the list; Row a stored item; K the item page's view
 */
export type AdminSectionSpec<Listed extends ListedItem, Row, K extends AdminViewName> = Omit<
  AdminSection,
  "path" | "store" | "fixErrors" | "notices"
> & {
  /** Its words; its path is the list's, its notices the list's line after a change. */
  copy: AdminSectionCopy;
  /** The collection (kit.server.ts): its `list` the list page's items, its `get` an item's. */
  store: AdminSection["store"] & {
    list: (options: { includeDrafts: boolean }) => Promise<Listed[]>;
    get: (id: number) => Promise<Row | null>;
  };
  /** The form-level message of a refused save (default "Please correct the fields…"). */
  fixErrors?: string;
  list: {
    /** What a row shows beyond id, published and "changed … by …": its name at least. */
    row: (item: Listed) => AdminRowView;
    /** Whether the admin orders the items (Up and Down). */
    ordered: boolean;
  };
  item: {
    /** The heading of the new item's page (null) or of the item's. */
    heading: (row: Row | null) => string;
    /** The stored item (and its extra) as the form's values. */
    values: (row: Row, extra: AdminSectionViews[K] | null) => FormValues;
    /** A new item's values, or a function read for each page (today's date); default published. */
    empty?: FormValues | (() => FormValues);
    /** The form's words and rules (default: ids `field-…`, "Published", "Save"). */
    form?: AdminItemForm;
    /** "fields": the generic form of {@link fields}; another view is a section's own form. */
    view: K;
    /** The generic form's fields, in order. */
    fields?: AdminFieldSpec[];
    /** What else the view needs (the item's photo, the choices of a select). */
    extra?: (row: Row | null, request: Request) => Promise<AdminSectionViews[K]>;
    /** The heading of the page of an address that names no item (default the title). */
    missingHeading?: string;
    /** The page's title for `:id` (default its heading). */
    metaTitle?: (param: string | undefined) => string;
    /** An action of its own (an album's page, which also changes its photos). */
    action?: (request: Request, param: string | undefined) => ReturnType<typeof adminSaveAction>;
  };
};

/** The loaders and actions of a section's pages (see {@link defineAdminSection}). */
export type AdminPages = {
  listLoader: (request: Request) => Promise<AdminListPageData>;
  listAction: ReturnType<typeof adminListAction>;
  itemLoader: (
    request: Request,
    param: string | undefined,
  ) => Promise<ReturnType<typeof data<AdminItemPageData & AdminViewData>>>;
  itemAction: (request: Request, param: string | undefined) => ReturnType<typeof adminSaveAction>;
};

/** A section with its pages, as the registry (sections.server.ts) holds it. */
export type AdminSectionWithPages = AdminSection & { pages: AdminPages };

/**
 * Declares an admin section with its pages: the list loader (every item as a row, the delete
 * confirmation, the line after a change), the list action (delete, move), the item loader (the
 * empty form, the item's, or a 404 page) and the item action (save), each the kit's helper
 * (admin-list.server.ts, admin-item.server.ts) given the section's declaration.
 * @param spec the section's words, collection and photo fields, and its pages as data
 */
export function defineAdminSection<Listed extends ListedItem, Row, K extends AdminViewName>(
  spec: AdminSectionSpec<Listed, Row, K>,
): AdminSectionWithPages {
  const { copy, list, item, store } = spec;
  // The collection's read, typed by the declaration (the section's store reads `unknown`).
  const get: (id: number) => Promise<Row | null> = store.get;
  const section: AdminSection = {
    ...spec,
    path: copy.path,
    fixErrors: spec.fixErrors ?? adminCollectionCopy.fixErrors,
    notices: copy,
  };
  const description = copy.description ?? copy.intro;
  // Delete and move: the intents' map built once for the section, not per request.
  const listAction = adminListAction(section);
  const pages: AdminPages = {
    async listLoader(request) {
      const loaded = await adminListLoader(
        request,
        { path: copy.path, notices: copy, store },
        list.row,
      );
      return {
        ...loaded,
        meta: { title: copy.title, description, path: copy.path },
        page: {
          path: copy.path,
          heading: copy.heading,
          intro: copy.intro,
          add: copy.add,
          empty: copy.empty,
          publicPath: copy.publicPath,
          ordered: list.ordered,
        },
      };
    },
    listAction,
    async itemLoader(request, param) {
      const empty =
        typeof item.empty === "function" ? item.empty() : (item.empty ?? { published: "on" });
      const readExtra = item.extra;
      const loaded = await adminItemLoader(param, get, {
        title: item.missingHeading ?? copy.title,
        heading: item.heading,
        values: item.values,
        empty,
        extra: readExtra ? (row: Row | null) => readExtra(row, request) : undefined,
      });
      const { extra, ...found } = loaded.data;
      // The view and its extra were declared together (AdminSectionSpec's K): one shape per view.
      const view = { view: item.view, extra } as AdminViewData;
      const page: AdminItemPageData = {
        ...found,
        meta: {
          title: item.metaTitle?.(param) ?? found.heading,
          description,
          path: `${copy.path}/${param}`,
        },
        page: {
          path: copy.path,
          back: copy.back,
          form: item.form ?? defaultForm,
          fields: item.fields ?? [],
        },
      };
      return data({ ...page, ...view }, loaded.init ?? undefined);
    },
    itemAction: (request, param) =>
      item.action ? item.action(request, param) : adminSaveAction(request, param, section),
  };
  return { ...section, pages };
}

/**
 * The publish date part of a list row of an item that goes live on its date (a post, a puzzle):
 * the section's "Publish date …" line, the public address (a link once live), and its
 * "Scheduled" badge's words when the item is published with a later date (lib/posts.ts
 * `postState`, the same rule as the public lists').
 * @param item the item's published flag and publish date (YYYY-MM-DD)
 * @param copy the section's words: `dated(date)` the line, `scheduled` the badge
 * @param path the item's public address, e.g. "/blogs/SLUG"
 */
export function publishDateRow(
  item: { published: boolean; publishDate: string },
  copy: { dated: (date: string) => string; scheduled: string },
  path: string,
): NonNullable<AdminRowView["dated"]> {
  const state = postState(item);
  return {
    text: copy.dated(formatCalendarDate(item.publishDate)),
    path,
    live: state === "live",
    scheduled: state === "scheduled" ? copy.scheduled : null,
  };
}
