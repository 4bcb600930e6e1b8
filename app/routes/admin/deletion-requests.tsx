import { AdminNotice } from "~/components/admin/collection-list";
import { AdminRowAction } from "~/components/admin/row-action";
import { deletionCopy } from "~/content/families";
import { adminPageMeta } from "~/lib/seo";
import {
  deletionRequestsAction,
  deletionRequestsPage,
} from "~/server/families/deletion-pages.server";
import type { Route } from "./+types/deletion-requests";

const copy = deletionCopy.admin;

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: copy.title,
    description: copy.intro,
    path: "/admin/deletion-requests",
  });
}

/** The admin only: the open requests, oldest first. */
export async function loader({ request }: Route.LoaderArgs) {
  return deletionRequestsPage(request);
}

/** Carries out one request (app/server/families/deletion-pages.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return deletionRequestsAction(request);
}

/**
 * /admin/deletion-requests (docs/decisions/families.md "Deleting a family's data"): each family
 * that asked, with its students, and "Delete the family's data".
 */
export default function DeletionRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900">{copy.heading}</h1>
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      {actionData?.notice ? <AdminNotice kind="status" text={actionData.notice} /> : null}
      {actionData?.error ? <AdminNotice kind="alert" text={actionData.error} /> : null}
      {loaderData.requests.length === 0 ? (
        <p className="mt-8 text-stone-700">{copy.none}</p>
      ) : (
        <ul className="mt-8 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {loaderData.requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <h2 className="text-lg font-semibold text-stone-900">
                  {r.name} ({r.email})
                </h2>
                <p className="text-stone-800">{r.asked}</p>
                {r.students ? <p className="text-stone-800">{r.students}</p> : null}
              </div>
              <AdminRowAction
                fields={{ id: r.id }}
                label={copy.confirm}
                ariaLabel={copy.confirmLabel(r.email)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
