import { AdminCollectionSection } from "~/components/admin/collection-section";
import { TextFields } from "~/components/admin/people-admin";
import { faqsAdminCopy as copy } from "~/content/admin-people";
import { FAQ_LIMITS, faqInputSchema } from "~/lib/faqs";
import { joinList } from "~/lib/people-fields";
import { adminPageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/admin.server";
import { adminCollectionAction, adminCollectionLoader } from "~/server/admin-people.server";
import { createFaq, deleteFaq, getFaq, listFaqs, moveFaq, updateFaq } from "~/server/faqs.server";
import type { Route } from "./+types/faqs";

/** The path of this section (issue 7 "Collections": FAQs). */
const PATH = "/admin/faqs";
/** The FAQ form's fields, as posted. */
const FIELDS = ["question", "answer", "published"] as const;

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: `${copy.title} | Admin`,
    description: copy.intro,
    path: PATH,
  });
}

/**
 * The admin only (anyone else: redirect to /adminlogin). Every question, drafts included, in
 * accordion order; or, with `?new=1` / `?edit=ID`, the form (an unknown id: 404).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminCollectionLoader(request, {
    get: getFaq,
    values: (item): Record<(typeof FIELDS)[number], string> => ({
      question: item.question,
      answer: joinList(item.answer, "paragraph"),
      published: item.published ? "on" : "",
    }),
    list: async () =>
      (await listFaqs({ includeDrafts: true })).map((item) => ({
        id: item.id,
        name: item.question,
        firstParagraph: item.answer[0] ?? "",
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
    schema: faqInputSchema,
    create: (values, actor) => createFaq(values, actor),
    update: (id, values, actor) => updateFaq(id, values, actor),
    remove: (id) => deleteFaq(id),
    move: (id, direction) => moveFaq(id, direction),
  });
}

/** /admin/faqs: the questions, or the form to add or edit one. */
export default function FaqsAdmin({ loaderData }: Route.ComponentProps) {
  const f = copy.fields;
  return (
    <AdminCollectionSection
      copy={copy}
      data={loaderData}
      listPath={PATH}
      itemName={(values) => values.question}
      details={(item) => (
        <p className="line-clamp-2 text-sm text-stone-700">{item.firstParagraph}</p>
      )}
    >
      {(values, errors) => (
        <TextFields
          fields={[
            { name: "question", label: f.question, maxLength: FAQ_LIMITS.question, required: true },
            { name: "answer", label: f.answer, hint: f.answerHint, rows: 8, required: true },
          ]}
          values={values}
          errors={errors}
        />
      )}
    </AdminCollectionSection>
  );
}
