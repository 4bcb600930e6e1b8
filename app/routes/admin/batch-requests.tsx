import { data, Form } from "react-router";
import { BatchSubpage, batchSubpageMeta } from "~/components/admin/batch-subpage";
import { ChangedLine } from "~/components/admin/collection-controls";
import { AdminNotice, adminButton } from "~/components/admin/collection-list";
import { adminSeatsCopy as copy } from "~/content/admin-timetable";
import { AGE_GROUPS, SEAT_STATUSES } from "~/lib/batch-kinds";
import { parseId } from "~/lib/collection";
import { requireAdmin } from "~/server/auth/admin.server";
import { seatRequestsAction, seatRequestsPage } from "~/server/timetable/seat-admin.server";
import type { Route } from "./+types/batch-requests";

export function meta(args: Route.MetaArgs) {
  return batchSubpageMeta(args, copy, "requests");
}

/** The admin only: the batch's requests, newest first; 404 for a batch that does not exist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const page = id === null ? null : await seatRequestsPage(id, new URL(request.url));
  if (!page) return data({ page: null }, { status: 404 });
  return { page };
}

/** Accept, decline, waiting list, move (app/server/timetable/seat-admin.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return seatRequestsAction(request, parseId(params.id));
}

const statusBadge: Record<string, string> = {
  requested: "bg-amber-100 text-amber-900",
  waiting: "bg-sky-100 text-sky-900",
  confirmed: "bg-green-100 text-green-900",
  declined: "bg-stone-200 text-stone-800",
  cancelled: "bg-stone-200 text-stone-800",
};

/**
 * /admin/batches/:id/requests (docs/decisions/timetable.md "Seats"): the seats taken, each request
 * with the student's name, age group, contact and status, and its actions as plain forms.
 */
export default function BatchRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <BatchSubpage copy={copy} name={null} />;
  const action = (intent: string, label: string, id: number, name: string) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={copy.label(label, name)}
        className={adminButton.small}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <BatchSubpage copy={copy} name={page.name}>
      <p className="mt-2 font-semibold text-stone-900" data-testid="seats">
        {page.seats}
      </p>
      {page.notice ? (
        <div>
          <AdminNotice kind="status" text={page.notice.text} />
          {page.notice.accepted && page.notice.whatsApp ? (
            <p className="mt-3">
              <a
                href={page.notice.whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                className={adminButton.primary}
              >
                {copy.whatsApp(page.notice.name)}
              </a>
            </p>
          ) : page.notice.accepted ? (
            <p className="mt-3 text-stone-800">{copy.noWhatsApp}</p>
          ) : null}
          {page.notice.mailed ? <p className="mt-2 text-stone-800">{copy.mailed}</p> : null}
        </div>
      ) : null}
      {actionData?.error ? <AdminNotice kind="alert" text={actionData.error} /> : null}
      {page.requests.length === 0 ? (
        <p className="mt-8 text-stone-700">{copy.empty}</p>
      ) : (
        <ul className="mt-8 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {page.requests.map((r) => (
            <li key={r.id} id={`request-${r.id}`} className="flex flex-col gap-3 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-stone-900">{r.studentName}</h2>
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusBadge[r.status] ?? ""}`}
                >
                  {SEAT_STATUSES[r.status]}
                </span>
              </div>
              <p className="text-stone-800">
                {AGE_GROUPS[r.ageGroup]} · {r.contact} · {r.asked}
              </p>
              <ChangedLine updatedAt={r.updatedAt} updatedBy={r.updatedBy} />
              {r.status === "declined" || r.status === "cancelled" ? null : (
                <div className="flex flex-wrap items-center gap-2">
                  {r.status === "confirmed"
                    ? null
                    : action("accept", copy.accept, r.id, r.studentName)}
                  {r.status === "waiting" ? null : action("wait", copy.wait, r.id, r.studentName)}
                  {action("decline", copy.decline, r.id, r.studentName)}
                  {page.targets.length > 0 ? (
                    <Form
                      method="post"
                      preventScrollReset
                      className="flex flex-wrap items-center gap-2"
                    >
                      <input type="hidden" name="id" value={r.id} />
                      <label htmlFor={`move-${r.id}`} className="sr-only">
                        {copy.label(copy.moveTo, r.studentName)}
                      </label>
                      <select
                        id={`move-${r.id}`}
                        name="target"
                        className="rounded-md border border-stone-400 bg-white px-2 py-1.5 text-sm"
                      >
                        {page.targets.map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </select>
                      <button
                        type="submit"
                        name="intent"
                        value="move"
                        aria-label={copy.label(copy.move, r.studentName)}
                        className={adminButton.small}
                      >
                        {copy.move}
                      </button>
                    </Form>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </BatchSubpage>
  );
}
