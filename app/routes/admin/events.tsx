import { data, Link, redirect } from "react-router";
import {
  ChangedLine,
  DeleteWithConfirm,
  PublicationBadge,
  useFocusMessage,
} from "~/components/admin/collection-controls";
import { adminEventsCopy as copy } from "~/content/admin-events";
import { adminCollectionCopy } from "~/content/admin-nav";
import { parseId } from "~/lib/collection";
import { EVENT_CATEGORIES, formatEventWhen } from "~/lib/events";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { readAdminForm, requireAdmin } from "~/server/admin.server";
import { deleteEvent, listEvents } from "~/server/events.server";
import type { Route } from "./+types/events";

/**
 * The admin's Events section (/admin/events, issue 7 Events and "Admin area"): every event,
 * latest start first (events are ordered by date, so there is no move up/down), with its
 * draft/published badge, who changed it when, and links to edit, view and delete (with a
 * confirmation step; `?delete=ID` shows it, also without JavaScript).
 */

const LIST_PATH = "/admin/events";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | ${site.name}`,
    description: copy.description,
    path: LIST_PATH,
    noIndex: true,
  });
}

const DONE = { created: copy.created, updated: copy.updated, deleted: copy.deleted } as const;

/** Every event (drafts too) for the admin; `?delete=ID` asks to confirm, `?done=…` says what happened. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const events = await listEvents({ includeDrafts: true });
  return {
    confirming: parseId(params.get("delete")),
    message: done && Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null,
    events: events.map((event) => ({
      id: event.id,
      slug: event.slug,
      title: event.title,
      category: EVENT_CATEGORIES[event.category] ?? event.category,
      when: formatEventWhen(event.startsAt, event.endsAt),
      published: event.published,
      updatedAt: event.updatedAt.toISOString(),
      updatedBy: event.updatedBy,
    })),
  };
}

/** `intent=delete` with `id` (the admin only, same origin: readAdminForm). */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await readAdminForm(request);
  if (form.get("intent") !== "delete") {
    return data({ error: adminCollectionCopy.unknownIntent }, { status: 400 });
  }
  const id = parseId(form.get("id"));
  if (!id || !(await deleteEvent(id))) {
    return data({ error: adminCollectionCopy.notFound }, { status: 404 });
  }
  return redirect(`${LIST_PATH}?done=deleted`, 303);
}

const smallLink =
  "rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-800";

export default function AdminEventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { events, confirming, message } = loaderData;
  // After a delete the pressed button is gone: focus goes to the message, not the page's top.
  const messageRef = useFocusMessage<HTMLParagraphElement>(message);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold text-stone-900">{copy.heading}</h1>
        <Link
          to={`${LIST_PATH}/new`}
          className="rounded-md bg-amber-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
        >
          {copy.newEvent}
        </Link>
      </div>
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 font-semibold text-red-900">
          {actionData.error}
        </p>
      ) : message ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-md bg-green-50 p-3 font-semibold text-green-900"
        >
          {message}
        </p>
      ) : null}
      {events.length === 0 ? (
        <p className="mt-8 text-stone-700">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.listLabel} className="mt-8 divide-y divide-stone-200">
          {events.map((event) => (
            <li key={event.id} className="flex flex-col gap-3 py-4">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-bold text-stone-900">{event.title}</h2>
                <PublicationBadge published={event.published} />
              </div>
              <p className="text-stone-700">
                {event.category} · {event.when}
              </p>
              <ChangedLine updatedAt={event.updatedAt} updatedBy={event.updatedBy} />
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`${LIST_PATH}/${event.id}`}
                  aria-label={adminCollectionCopy.editLabel(event.title)}
                  className={smallLink}
                >
                  {adminCollectionCopy.edit}
                </Link>
                {event.published ? (
                  <Link
                    to={`/events/${event.slug}`}
                    aria-label={copy.viewLabel(event.title)}
                    className={smallLink}
                  >
                    {copy.view}
                  </Link>
                ) : null}
                <DeleteWithConfirm
                  id={event.id}
                  name={event.title}
                  listPath={LIST_PATH}
                  confirming={confirming === event.id}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
