import { adminCollectionCopy } from "~/content/admin-nav";
import { faqsAdminCopy } from "~/content/admin-people";
import { type Faq, faqInputSchema } from "~/lib/faqs";
import type { AdminSection } from "~/server/collections/admin-route.server";
import { defineCollection } from "~/server/collections/kit.server";
import { faq } from "~/server/schema";

/**
 * The FAQ accordion's questions (spec §2 FAQ), in the admin's order, drafts kept from visitors
 * (docs/decisions/collection-kit.md).
 */
export const faqs = defineCollection({ table: faq, schema: faqInputSchema });

/** A stored question. */
export type StoredFaq = typeof faq.$inferSelect;

/** The FAQ section of the admin area. */
export const faqsAdmin = {
  path: faqsAdminCopy.path,
  store: faqs,
  fixErrors: adminCollectionCopy.fixErrors,
  notices: faqsAdminCopy,
} satisfies AdminSection;

/** The questions as the accordion shows them. */
export function toFaqs(rows: StoredFaq[]): Faq[] {
  return rows.map(({ id, question, answer }) => ({ id, question, answer }));
}
