import { AdminItemPage } from "~/components/admin/collection-item";
import { TextFields } from "~/components/form-field";
import { adminCollectionCopy } from "~/content/admin-nav";
import { testimonialsAdminCopy as copy } from "~/content/admin-people";
import { adminSectionMeta } from "~/lib/seo";
import { TESTIMONIAL_LIMITS } from "~/lib/testimonials";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-route.server";
import { testimonials, testimonialsAdmin } from "~/server/collections/testimonials.server";
import type { Route } from "./+types/testimonials-item";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy, { id: params.id, heading: loaderData?.heading });
}

/** The admin only: the empty form (/admin/testimonials/new) or a review's (/:id). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => testimonials.get(id), {
    title: copy.title,
    heading: (item) => (item ? copy.editHeading(item.author) : copy.addHeading),
    values: (item) => ({
      text: item.text,
      author: item.author,
      region: item.region,
      published: item.published ? "on" : "",
    }),
    empty: { published: "on" },
  });
}

/** Saves the review (admin-route.server.ts `adminSaveAction`). */
export async function action({ request, params }: Route.ActionArgs) {
  return adminSaveAction(request, params.id, testimonialsAdmin);
}

/** A review: its text, author and region. */
export default function TestimonialAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const f = copy.fields;
  return (
    <AdminItemPage
      heading={loaderData.heading}
      path={copy.path}
      missing={loaderData.missing}
      errors={errors}
      published={values.published === "on"}
      form={{
        idPrefix: "field",
        published: adminCollectionCopy.published,
        submit: adminCollectionCopy.save,
      }}
      formKey={JSON.stringify(loaderData.values)}
    >
      <TextFields
        fields={[
          { name: "text", label: f.text, rows: 5, required: true },
          {
            name: "author",
            label: f.author,
            hint: f.authorHint,
            maxLength: TESTIMONIAL_LIMITS.author,
            required: true,
          },
          {
            name: "region",
            label: f.region,
            hint: f.regionHint,
            maxLength: TESTIMONIAL_LIMITS.region,
            required: true,
          },
        ]}
        values={values}
        errors={errors}
      />
    </AdminItemPage>
  );
}
