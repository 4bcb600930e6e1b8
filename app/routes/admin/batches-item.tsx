import { BatchFields, emptyBatchForm } from "~/components/admin/batch-form";
import { AdminItemPage } from "~/components/admin/collection-item";
import { adminBatchesCopy as copy } from "~/content/admin-timetable";
import { batchFormValues } from "~/lib/batches";
import { adminSectionMeta } from "~/lib/seo";
import { batchName } from "~/lib/timetable";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-route.server";
import { batches, batchesAdmin } from "~/server/collections/batches.server";
import { coaches } from "~/server/collections/coaches.server";
import type { Route } from "./+types/batches-item";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy, { id: params.id, heading: loaderData?.heading });
}

/** The admin only: the empty form (/admin/batches/new) or a batch's (/admin/batches/:id), with the coaches to choose from. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => batches.get(id), {
    title: copy.title,
    heading: (row) => (row ? copy.editHeading(batchName(row)) : copy.newHeading),
    empty: emptyBatchForm,
    extra: async () =>
      (await coaches.list({ includeDrafts: true })).map((c) => [String(c.id), c.name] as const),
    values: (row) => batchFormValues(row),
  });
}

/** Saves the batch (admin-route.server.ts `adminSaveAction`). */
export async function action({ request, params }: Route.ActionArgs) {
  return adminSaveAction(request, params.id, batchesAdmin);
}

/** A batch's form; a refused save shows the messages and keeps what was typed. */
export default function AdminBatchPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  return (
    <AdminItemPage
      heading={loaderData.heading}
      path={copy.path}
      back={copy.back}
      missing={loaderData.missing}
      errors={errors}
      published={values.published === "on"}
      form={{
        idPrefix: "batch",
        published: { label: copy.fields.published },
        submit: copy.save,
        noValidate: true,
      }}
      formKey={JSON.stringify(loaderData.values)}
    >
      <BatchFields values={values} coaches={loaderData.extra ?? []} errors={errors} />
    </AdminItemPage>
  );
}
