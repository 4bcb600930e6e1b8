import { useActionData } from "react-router";
import { AdminItemForm, AdminListPage, TextField } from "~/components/admin/people-admin";
import { testimonialsAdminCopy as copy } from "~/content/admin-people";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { TESTIMONIAL_LIMITS, testimonialInputSchema } from "~/lib/testimonials";
import { requireAdmin } from "~/server/admin.server";
import {
  type AdminFormFailure,
  adminCollectionAction,
  adminListView,
} from "~/server/admin-people.server";
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
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | Admin | ${site.name}`,
    description: copy.intro,
    path: PATH,
    noIndex: true,
  });
}

/**
 * The admin only (anyone else: redirect to /adminlogin). Every testimonial, drafts included,
 * in carousel order; or, with `?new=1` / `?edit=ID`, the form (an unknown id: 404).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const view = adminListView(request);
  if (view.mode === "form") {
    const item = view.editId === null ? null : await getTestimonial(view.editId);
    if (view.editId !== null && !item) throw new Response("Not found", { status: 404 });
    const values: Record<(typeof FIELDS)[number], string> | null = item && {
      text: item.text,
      author: item.author,
      region: item.region,
      published: item.published ? "on" : "",
    };
    return { view, values, items: [] };
  }
  const items = (await listTestimonials({ includeDrafts: true })).map((item) => ({
    id: item.id,
    name: item.author,
    text: item.text,
    region: item.region,
    published: item.published,
    updatedAt: item.updatedAt.toISOString(),
    updatedBy: item.updatedBy,
  }));
  return { view, values: null, items };
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
  const failure = useActionData<AdminFormFailure>();
  const { view, items } = loaderData;
  if (view.mode === "list") {
    const saved = items.find((item) => item.id === view.savedId);
    return (
      <AdminListPage
        heading={copy.heading}
        intro={copy.intro}
        addLabel={copy.add}
        listPath={PATH}
        publicPath={copy.publicPath}
        confirmingId={view.confirmingId}
        savedName={saved?.name ?? null}
        error={failure?.errors.form}
        items={items.map((item) => ({
          ...item,
          details: (
            <>
              <p className="text-sm text-stone-700">{item.region}</p>
              <p className="mt-1 line-clamp-3 whitespace-pre-line">{item.text}</p>
            </>
          ),
        }))}
      />
    );
  }
  const values = failure?.values ?? loaderData.values;
  const errors = failure?.errors ?? {};
  const f = copy.fields;
  return (
    <AdminItemForm
      key={view.editId ?? "new"}
      heading={
        view.editId !== null ? copy.editHeading(loaderData.values?.author ?? "") : copy.addHeading
      }
      listPath={PATH}
      editId={view.editId}
      published={values ? values.published === "on" : true}
      error={errors.form}
    >
      <TextField
        name="text"
        label={f.text}
        error={errors.text}
        defaultValue={values?.text ?? ""}
        rows={5}
        required
      />
      <TextField
        name="author"
        label={f.author}
        hint={f.authorHint}
        error={errors.author}
        defaultValue={values?.author ?? ""}
        maxLength={TESTIMONIAL_LIMITS.author}
        required
      />
      <TextField
        name="region"
        label={f.region}
        hint={f.regionHint}
        error={errors.region}
        defaultValue={values?.region ?? ""}
        maxLength={TESTIMONIAL_LIMITS.region}
        required
      />
    </AdminItemForm>
  );
}
