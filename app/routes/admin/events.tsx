import { Link } from "react-router";
import { AdminListPage, adminButton } from "~/components/admin/collection-list";
import { adminEventsCopy as copy } from "~/content/admin-events";
import { EVENT_CATEGORIES, formatEventWhen } from "~/lib/events";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-route.server";
import { eventsAdmin } from "~/server/collections/events.server";
import type { Route } from "./+types/events";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every event (drafts too), latest start first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminListLoader(request, eventsAdmin, (event) => ({
    name: event.title,
    slug: event.slug,
    category: EVENT_CATEGORIES[event.category] ?? event.category,
    when: formatEventWhen(event.startsAt, event.endsAt),
  }));
}

/** Delete, with its cover photo (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, eventsAdmin);
}

/**
 * /admin/events (spec §2 Events): every event with its badge, when and what, who changed it,
 * View (once published), Edit and Delete. Ordered by date, so there is no Up/Down.
 */
export default function AdminEventsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={copy}
      publicPath="/events"
      ordered={false}
      rows={loaderData.rows.map((event) => ({
        ...event,
        details: (
          <p className="text-stone-700">
            {event.category} · {event.when}
          </p>
        ),
        actions: event.published ? (
          <Link
            to={`/events/${event.slug}`}
            aria-label={copy.viewLabel(event.name)}
            className={adminButton.small}
          >
            {copy.view}
          </Link>
        ) : null,
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
