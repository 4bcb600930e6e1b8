import { Link } from "react-router";
import { BatchSubpage, batchSubpageMeta } from "~/components/admin/batch-subpage";
import { adminButton } from "~/components/admin/collection-list";
import { adminAttendanceCopy as copy, myBatchesCopy } from "~/content/coaching";
import { batchAttendancePage } from "~/server/coaching/attendance-admin.server";
import type { Route } from "./+types/batch-attendance";

export function meta(args: Route.MetaArgs) {
  return batchSubpageMeta(args, copy, "attendance");
}

/** The admin only: the batch's attendance; 404 for a batch that does not exist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return batchAttendancePage(request, params.id);
}

/**
 * /admin/batches/:id/attendance (docs/decisions/attendance.md "Rates"): each student's rate this
 * month and this term, the term's classes with their registers (the admin opens and corrects any),
 * and the CSV downloads.
 */
export default function BatchAttendancePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <BatchSubpage copy={copy} name={null} />;
  return (
    <BatchSubpage copy={copy} name={page.name}>
      <p className="mt-4 flex flex-wrap gap-3">
        <a href={`/admin/attendance.csv?batch=${page.id}`} className={adminButton.small} download>
          {copy.csvBatch}
        </a>
        <a href="/admin/attendance.csv" className={adminButton.small} download>
          {copy.csv}
        </a>
      </p>
      {page.students.length === 0 ? (
        <p className="mt-8 text-stone-700">{copy.noStudents}</p>
      ) : (
        <table className="mt-8 w-full border-collapse rounded-lg bg-white text-left">
          <thead>
            <tr className="border-b border-stone-300">
              {[copy.student, copy.month(page.month), copy.term(page.term)].map((heading) => (
                <th key={heading} scope="col" className="p-3">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.students.map((s) => (
              <tr key={s.id} className="border-b border-stone-200">
                <th scope="row" className="p-3 font-semibold">
                  {s.name}
                </th>
                <td className="p-3">{s.month}</td>
                <td className="p-3">{s.term}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="mt-10 text-xl font-bold text-stone-900">{copy.sessions}</h2>
      <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
        {page.sessions.map((s) => (
          <li key={s.slot} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div>
              <p className="font-semibold text-stone-900">{s.when}</p>
              <p className={`text-sm ${s.cancelled ? "text-red-800" : "text-stone-700"}`}>
                {s.state}
              </p>
            </div>
            {s.cancelled ? null : (
              <Link to={s.href} aria-label={s.label} className={adminButton.small}>
                {myBatchesCopy.register}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </BatchSubpage>
  );
}
