import { AdminItemPage } from "~/components/admin/collection-item";
import { TextFields } from "~/components/form-field";
import { adminHolidaysCopy as copy } from "~/content/admin-timetable";
import { BATCH_LIMITS } from "~/lib/batches";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-route.server";
import { holidays, holidaysAdmin } from "~/server/collections/batches.server";
import type { Route } from "./+types/holidays-item";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy, { id: params.id, heading: loaderData?.heading });
}

/** The admin only: the empty form (/admin/holidays/new) or a holiday's (/admin/holidays/:id). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => holidays.get(id), {
    title: copy.title,
    heading: (row) => (row ? copy.editHeading(row.name) : copy.newHeading),
    values: (row) => ({ date: row.date, name: row.name, published: row.published ? "on" : "" }),
    empty: { published: "on" },
  });
}

/** Saves the holiday (admin-route.server.ts `adminSaveAction`). */
export async function action({ request, params }: Route.ActionArgs) {
  return adminSaveAction(request, params.id, holidaysAdmin);
}

/** A holiday: its date and name. */
export default function AdminHolidayPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const f = copy.fields;
  return (
    <AdminItemPage
      heading={loaderData.heading}
      path={copy.path}
      back={copy.back}
      missing={loaderData.missing}
      errors={errors}
      published={values.published === "on"}
      form={{ idPrefix: "holiday", published: copy.published, submit: copy.save, noValidate: true }}
      formKey={JSON.stringify(loaderData.values)}
    >
      <TextFields
        idPrefix="holiday"
        fields={[
          { name: "date", label: f.date, type: "date", required: true },
          {
            name: "name",
            label: f.name,
            hint: f.nameHint,
            required: true,
            maxLength: BATCH_LIMITS.holidayName,
          },
        ]}
        values={values}
        errors={errors}
      />
    </AdminItemPage>
  );
}
