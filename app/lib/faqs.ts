import * as z from "zod/mini";
import { publishedFlag, requiredText, textList } from "~/lib/people-fields";

/**
 * FAQ entries (spec §2 FAQ: an accordion of questions): the entry as the page shows it, and the
 * rules of the admin form, re-checked by app/server/collections/faqs.server.ts.
 */

/** One question of the accordion and its answer, paragraph by paragraph. */
export type Faq = { id: number; question: string; answer: string[] };

/** Longest values the admin may enter, in characters; at most 10 paragraphs. */
export const FAQ_LIMITS = { question: 200, paragraph: 2000, paragraphs: 10 } as const;

/** The messages of the FAQ form (ours: the spec has none). */
export const FAQ_ERRORS = {
  questionRequired: "Please enter the question.",
  questionTooLong: `Please keep the question under ${FAQ_LIMITS.question} characters.`,
  answerRequired: "Please enter the answer.",
  answerTooMany: `Please keep the answer to at most ${FAQ_LIMITS.paragraphs} paragraphs.`,
  answerTooLong: `Please keep each paragraph under ${FAQ_LIMITS.paragraph} characters.`,
} as const;

const errors = FAQ_ERRORS;

/** The FAQ form's rules: a question, and an answer of paragraphs separated by a blank line. */
export const faqInputSchema = z.object({
  question: requiredText(FAQ_LIMITS.question, errors.questionRequired, errors.questionTooLong),
  answer: textList({
    by: "paragraph",
    maxItems: FAQ_LIMITS.paragraphs,
    maxLength: FAQ_LIMITS.paragraph,
    tooMany: errors.answerTooMany,
    tooLong: errors.answerTooLong,
    required: errors.answerRequired,
  }),
  published: publishedFlag,
});
