import { Link } from "react-router";
import type { AdminItemForm } from "~/components/admin/collection-item";
import { AdminListPage, type AdminListRow, adminButton } from "~/components/admin/collection-list";
import { DatedAddress, scheduledBadge } from "~/components/admin/dated-item";
import type { FieldSpec } from "~/components/form-field";
import { adminNavLinks } from "~/content/admin-nav";
import type { Authorship } from "~/lib/collection";
import type { FormValues } from "~/lib/form";
import { adminPageMeta } from "~/lib/seo";

/**
 * What the generic pages of an admin section show, as data its loaders send
 * (docs/decisions/collection-kit.md "Routes: one generic route module per page"): the list page's
 * words and rows, and the item page's words, form and fields. A section declares them on the
 * server (server/collections/admin-pages.server.ts `adminPages`); routes/admin/collection-list.tsx
 * and collection-item.tsx render them for every section.
 */

/** The meta of an admin page (app/lib/seo.ts `adminPageMeta`). */
export type AdminPageMetaData = { title: string; description: string; path: string };

/**
 * The meta of a section's page: its loader's, or — when the loader threw (a refused request) —
 * the section's name in the admin navigation.
 */
export function adminSectionPageMeta(
  matches: Parameters<typeof adminPageMeta>[0],
  loaderData: { meta: AdminPageMetaData } | undefined,
  pathname: string,
) {
  const section = adminNavLinks.find((link) => pathname.startsWith(link.to));
  const fallback = { title: section?.label ?? "Admin", description: "", path: pathname };
  return adminPageMeta(matches, loaderData?.meta ?? fallback);
}

/** A link of a list row before Edit (View, Preview, Seat requests). */
export type AdminRowLink = { to: string; label: string; ariaLabel: string };

/**
 * What a row of an admin list shows beyond its name, badge and "changed … by …", as data: lines
 * of text (each a paragraph with its classes), a bulleted list, a publish date with the public
 * address, the "Scheduled" badge's words, and links before Edit.
 */
export type AdminRowView = {
  name: string;
  lines?: ReadonlyArray<{ text: string; className?: string }>;
  bullets?: readonly string[];
  /** The publish date line, the public address (a link when live), and the words of the
   * "Scheduled" badge when the item is published with a later date (else null). */
  dated?: { text: string; path: string; live: boolean; scheduled: string | null };
  links?: readonly AdminRowLink[];
};

/** One row of a section's list as its loader sends it. */
export type AdminRowData = Authorship & { id: number; published: boolean } & AdminRowView;

/** What a section's list page shows (its loader's answer). */
export type AdminListPageData = {
  meta: AdminPageMetaData;
  page: {
    path: string;
    heading: string;
    intro: string;
    add: string;
    empty?: string;
    publicPath?: string;
    /** Whether the admin orders the items (Up and Down). */
    ordered: boolean;
  };
  rows: AdminRowData[];
  confirming: number | null;
  notice: string | null;
};

/** A field of a generic item form: a {@link FieldSpec} whose words are text (sent as data). */
export type AdminFieldSpec = Omit<FieldSpec, "label" | "hint"> & { label: string; hint?: string };

/** The item page's words and form, shared by every view (its loader's answer, with the view). */
export type AdminItemPageData = {
  meta: AdminPageMetaData;
  /** The item no longer exists (or the address names none): the page says so, with a 404. */
  missing: boolean;
  /** The item's id, or null for a new one. */
  id: number | null;
  heading: string;
  /** The stored item as the form's values (a new item: the defaults). */
  values: FormValues;
  page: {
    path: string;
    back?: string;
    form: AdminItemForm;
    /** The generic form's fields (the view "fields"). */
    fields: AdminFieldSpec[];
  };
};

/** A list row as {@link AdminListPage} shows it. */
function listRow(row: AdminRowData): AdminListRow {
  const { lines, bullets, dated, links } = row;
  const details =
    lines || bullets || dated ? (
      <>
        {lines?.map((line) => (
          <p key={line.text} className={line.className}>
            {line.text}
          </p>
        ))}
        {bullets ? (
          <ul className="space-y-0.5 text-stone-700">
            {bullets.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {dated ? <DatedAddress dated={dated.text} path={dated.path} live={dated.live} /> : null}
      </>
    ) : undefined;
  return {
    ...row,
    badge: dated?.scheduled ? scheduledBadge("scheduled", dated.scheduled) : undefined,
    details,
    actions: links?.length
      ? links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            aria-label={link.ariaLabel}
            className={adminButton.small}
          >
            {link.label}
          </Link>
        ))
      : null,
  };
}

/**
 * A section's list page from its loader's data (see {@link AdminListPageData}).
 * @param error a refused post's message
 */
export function AdminSectionList({ data, error }: { data: AdminListPageData; error?: string }) {
  return (
    <AdminListPage
      path={data.page.path}
      copy={data.page}
      publicPath={data.page.publicPath}
      ordered={data.page.ordered}
      rows={data.rows.map(listRow)}
      confirming={data.confirming}
      notice={data.notice}
      error={error}
    />
  );
}
