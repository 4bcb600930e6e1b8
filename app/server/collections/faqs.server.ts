import { faqsAdminCopy } from "~/content/admin-people";
import { FAQ_LIMITS, type Faq, faqInputSchema } from "~/lib/faqs";
import { joinList } from "~/lib/people-fields";
import { defineAdminSection } from "~/server/collections/admin-pages.server";
import { defineCollection } from "~/server/collections/kit.server";
import { faq } from "~/server/schema";

/**
 * The FAQ accordion's questions (spec §2 FAQ), in the admin's order, drafts kept from visitors
 * (docs/decisions/collection-kit.md).
 */
export const faqs = defineCollection({ table: faq, schema: faqInputSchema });

/** A stored question. */
export type StoredFaq = typeof faq.$inferSelect;

const copy = faqsAdminCopy;

/** The FAQ section of the admin area: a question and its answer, paragraph by paragraph. */
export const faqsAdmin = defineAdminSection({
  store: faqs,
  copy,
  list: {
    row: (item) => ({
      name: item.question,
      lines: [{ text: item.answer[0] ?? "", className: "line-clamp-2 text-sm text-stone-700" }],
    }),
    ordered: true,
  },
  item: {
    heading: (item) => (item ? copy.editHeading(item.question) : copy.addHeading),
    values: (item) => ({
      question: item.question,
      answer: joinList(item.answer, "paragraph"),
      published: item.published ? "on" : "",
    }),
    view: "fields",
    fields: [
      {
        name: "question",
        label: copy.fields.question,
        maxLength: FAQ_LIMITS.question,
        required: true,
      },
      {
        name: "answer",
        label: copy.fields.answer,
        hint: copy.fields.answerHint,
        rows: 8,
        required: true,
      },
    ],
  },
});

/** The questions as the accordion shows them. */
export function toFaqs(rows: StoredFaq[]): Faq[] {
  return rows.map(({ id, question, answer }) => ({ id, question, answer }));
}
