import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminMissing } from "~/components/admin/collection-item";
import { adminButton } from "~/components/admin/collection-list";
import { adminBatchesCopy } from "~/content/admin-timetable";
import { adminPageMeta } from "~/lib/seo";

/** The words of a batch's own admin page (its seat requests, its attendance). */
type BatchSubpageCopy = {
  heading: (batch: string) => string;
  intro: string;
  back: string;
  missing: string;
};

/**
 * The meta of a batch's own admin page, `/admin/batches/:id/<part>` (docs/decisions/admin-area.md
 * "Layout"): the page's heading with the batch's name, or the batches' title when the batch does
 * not exist.
 * @param args the route's meta arguments (`loaderData.page.name` when the batch exists)
 * @param copy the page's words; `part` the last segment of its path ("requests", "attendance")
 */
export function batchSubpageMeta(
  args: {
    matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
    loaderData?: { page: { name: string } | null };
    params: { id?: string };
  },
  copy: BatchSubpageCopy,
  part: string,
) {
  const page = args.loaderData?.page;
  return adminPageMeta(args.matches, {
    title: page ? copy.heading(page.name) : adminBatchesCopy.title,
    description: copy.intro,
    path: `${adminBatchesCopy.path}/${args.params.id}/${part}`,
  });
}

/**
 * The frame of a batch's own admin page: the link back to the batches, the heading with the
 * batch's name and the intro above `children`; the missing-batch message when `name` is null.
 * @param props.name the batch's name, or null when it does not exist
 */
export function BatchSubpage({
  copy,
  name,
  children,
}: {
  copy: BatchSubpageCopy;
  name: string | null;
  children?: ReactNode;
}) {
  const back = (
    <Link to={adminBatchesCopy.path} className={adminButton.link}>
      {copy.back}
    </Link>
  );
  if (name === null) {
    return <AdminMissing heading={adminBatchesCopy.title} message={copy.missing} back={back} />;
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p>{back}</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">{copy.heading(name)}</h1>
      <p className="mt-2 text-stone-700">{copy.intro}</p>
      {children}
    </div>
  );
}
