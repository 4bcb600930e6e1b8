import { AdminCollectionSection } from "~/components/admin/collection-section";
import { TextFields } from "~/components/admin/people-admin";
import { testimonialsAdminCopy as copy } from "~/content/admin-people";
import { adminPageMeta } from "~/lib/seo";
import { TESTIMONIAL_LIMITS, testimonialInputSchema } from "~/lib/testimonials";
import { requireAdmin } from "~/server/admin.server";
import { adminCollectionAction, adminCollectionLoader } from "~/server/admin-people.server";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  moveTestimonial,
  updateTestimonial,
} from "~/server/testimonials.server";
import type { Route } from "./+types/testimonials";

/** The path of this section (issue 7 "Collections": testimonials). */
const PATH = "/admin/testimonials";
/** The testimonial form's fields, as posted. */
const FIELDS = ["text", "author", "region", "published"] as const;

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: `${copy.title} | Admin`,
    description: copy.intro,
    path: PATH,
  });
}

/**
 * The admin only (anyone else: redirect to /adminlogin). Every testimonial, drafts included,
 * in carousel order; or, with `?new=1` / `?edit=ID`, the form (an unknown id: 404).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminCollectionLoader(request, {
    get: getTestimonial,
    values: (item): Record<(typeof FIELDS)[number], string> => ({
      text: item.text,
      author: item.author,
      region: item.region,
      published: item.published ? "on" : "",
    }),
    list: async () =>
      (await listTestimonials({ includeDrafts: true })).map((item) => ({
        id: item.id,
        name: item.author,
        text: item.text,
        region: item.region,
        published: item.published,
        updatedAt: item.updatedAt.toISOString(),
        updatedBy: item.updatedBy,
      })),
  });
}

/** Create, update, delete and move (see adminCollectionAction for the guards and answers). */
export async function action({ request }: Route.ActionArgs) {
  return adminCollectionAction(request, {
    listPath: PATH,
    fields: FIELDS,
    schema: testimonialInputSchema,
    create: (values, actor) => createTestimonial(values, actor),
    update: (id, values, actor) => updateTestimonial(id, values, actor),
    remove: (id) => deleteTestimonial(id),
    move: (id, direction) => moveTestimonial(id, direction),
  });
}

/** /admin/testimonials: the reviews, or the form to add or edit one. */
export default function TestimonialsAdmin({ loaderData }: Route.ComponentProps) {
  const f = copy.fields;
  return (
    <AdminCollectionSection
      copy={copy}
      data={loaderData}
      listPath={PATH}
      itemName={(values) => values.author}
      details={(item) => (
        <>
          <p className="text-sm text-stone-700">{item.region}</p>
          <p className="mt-1 line-clamp-3 whitespace-pre-line">{item.text}</p>
        </>
      )}
    >
      {(values, errors) => (
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
      )}
    </AdminCollectionSection>
  );
}
