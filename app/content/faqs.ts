/**
 * Copy of the FAQ page (spec §2 FAQ). The questions and answers are in the database since
 * migration 0004 (table `faq`, run from /admin/faqs); the migration drizzle/0004_people.sql seeds
 * the spec's five questions in its order, with our answers.
 */

/** Page heading and intro. */
export const faqsIntro = {
  heading: "Frequently Asked Questions",
  text: "Short answers to what parents and students ask us most. Still unsure? Book a free demo class and ask the coach directly.",
  empty: "Answers to common questions will appear here soon.",
};
