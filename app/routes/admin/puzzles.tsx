import { AdminListPage } from "~/components/admin/collection-list";
import { DatedAddress, scheduledBadge } from "~/components/admin/dated-item";
import { adminPuzzlesCopy as copy } from "~/content/admin-puzzles";
import { formatCalendarDate } from "~/lib/dates";
import { postState } from "~/lib/posts";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-route.server";
import { puzzles, puzzlesAdmin } from "~/server/collections/puzzles.server";
import type { Route } from "./+types/puzzles";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every puzzle (drafts and scheduled ones too), newest publish date first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminListLoader(request, { path: copy.path, notices: copy, store: puzzles }, (item) => ({
    name: item.title,
    slug: item.slug,
    // Draft, scheduled (published, dated later) or live: the same rule as a post's.
    state: postState(item),
    date: formatCalendarDate(item.publishDate),
  }));
}

/** Delete (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, puzzlesAdmin);
}

/**
 * /admin/puzzles (docs/decisions/puzzles.md): New puzzle, and every puzzle with its badge (Draft,
 * Published, or Scheduled: published with a later date), publish date, address (a link once
 * live), who changed it when, Edit and Delete. Ordered by publish date, so there is no Up/Down.
 */
export default function AdminPuzzlesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={copy}
      publicPath={copy.publicPath}
      ordered={false}
      rows={loaderData.rows.map((item) => ({
        ...item,
        badge: scheduledBadge(item.state, copy.scheduled),
        details: (
          <DatedAddress
            dated={copy.dated(item.date)}
            path={`/puzzles/${item.slug}`}
            live={item.state === "live"}
          />
        ),
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
