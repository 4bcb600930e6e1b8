import { AdminItemPage } from "~/components/admin/collection-item";
import { TextFields } from "~/components/form-field";
import { adminCollectionCopy } from "~/content/admin-nav";
import { faqsAdminCopy as copy } from "~/content/admin-people";
import { FAQ_LIMITS } from "~/lib/faqs";
import { joinList } from "~/lib/people-fields";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-route.server";
import { faqs, faqsAdmin } from "~/server/collections/faqs.server";
import type { Route } from "./+types/faqs-item";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy, { id: params.id, heading: loaderData?.heading });
}

/** The admin only: the empty form (/admin/faqs/new) or a question's (/admin/faqs/:id). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => faqs.get(id), {
    title: copy.title,
    heading: (item) => (item ? copy.editHeading(item.question) : copy.addHeading),
    values: (item) => ({
      question: item.question,
      answer: joinList(item.answer, "paragraph"),
      published: item.published ? "on" : "",
    }),
    empty: { published: "on" },
  });
}

/** Saves the question (admin-route.server.ts `adminSaveAction`). */
export async function action({ request, params }: Route.ActionArgs) {
  return adminSaveAction(request, params.id, faqsAdmin);
}

/** A question and its answer, paragraph by paragraph. */
export default function FaqAdmin({ loaderData, actionData }: Route.ComponentProps) {
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
          { name: "question", label: f.question, maxLength: FAQ_LIMITS.question, required: true },
          { name: "answer", label: f.answer, hint: f.answerHint, rows: 8, required: true },
        ]}
        values={values}
        errors={errors}
      />
    </AdminItemPage>
  );
}
