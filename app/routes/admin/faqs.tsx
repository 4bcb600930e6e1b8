import { useActionData } from "react-router";
import { AdminItemForm, AdminListPage, TextField } from "~/components/admin/people-admin";
import { faqsAdminCopy as copy } from "~/content/admin-people";
import { FAQ_LIMITS, faqInputSchema } from "~/lib/faqs";
import { joinList } from "~/lib/people-fields";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/admin.server";
import {
  type AdminFormFailure,
  adminCollectionAction,
  adminListView,
} from "~/server/admin-people.server";
import { createFaq, deleteFaq, getFaq, listFaqs, moveFaq, updateFaq } from "~/server/faqs.server";
import type { Route } from "./+types/faqs";

/** The path of this section (issue 7 "Collections": FAQs). */
const PATH = "/admin/faqs";
/** The FAQ form's fields, as posted. */
const FIELDS = ["question", "answer", "published"] as const;

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
 * The admin only (anyone else: redirect to /adminlogin). Every question, drafts included, in
 * accordion order; or, with `?new=1` / `?edit=ID`, the form (an unknown id: 404).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const view = adminListView(request);
  if (view.mode === "form") {
    const item = view.editId === null ? null : await getFaq(view.editId);
    if (view.editId !== null && !item) throw new Response("Not found", { status: 404 });
    const values: Record<(typeof FIELDS)[number], string> | null = item && {
      question: item.question,
      answer: joinList(item.answer, "paragraph"),
      published: item.published ? "on" : "",
    };
    return { view, values, items: [] };
  }
  const items = (await listFaqs({ includeDrafts: true })).map((item) => ({
    id: item.id,
    name: item.question,
    firstParagraph: item.answer[0] ?? "",
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
    schema: faqInputSchema,
    create: (values, actor) => createFaq(values, actor),
    update: (id, values, actor) => updateFaq(id, values, actor),
    remove: (id) => deleteFaq(id),
    move: (id, direction) => moveFaq(id, direction),
  });
}

/** /admin/faqs: the questions, or the form to add or edit one. */
export default function FaqsAdmin({ loaderData }: Route.ComponentProps) {
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
          details: <p className="line-clamp-2 text-sm text-stone-700">{item.firstParagraph}</p>,
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
        view.editId !== null ? copy.editHeading(loaderData.values?.question ?? "") : copy.addHeading
      }
      listPath={PATH}
      editId={view.editId}
      published={values ? values.published === "on" : true}
      error={errors.form}
    >
      <TextField
        name="question"
        label={f.question}
        error={errors.question}
        defaultValue={values?.question ?? ""}
        maxLength={FAQ_LIMITS.question}
        required
      />
      <TextField
        name="answer"
        label={f.answer}
        hint={f.answerHint}
        error={errors.answer}
        defaultValue={values?.answer ?? ""}
        rows={8}
        required
      />
    </AdminItemForm>
  );
}
