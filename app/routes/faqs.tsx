import { faqsIntro } from "~/content/faqs";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";
import { faqs as faqStore, toFaqs } from "~/server/collections/faqs.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/faqs";

/**
 * The published questions in accordion order, from the database (migration 0004), and their
 * `FAQPage` JSON-LD (built here, so its code stays out of the page's JavaScript).
 */
export async function loader(_: Route.LoaderArgs) {
  const faqs = toFaqs(await faqStore.list());
  const site = getPublicSite();
  const meta = [
    ...pageMeta(site, {
      title: `FAQs: Chess Classes for Kids & Adults | ${site.name}`,
      description:
        "Answers to common questions: the right age to start chess, prior experience, online and in-person classes, tournaments and why families choose us.",
      path: "/faqs",
    }),
    ...(faqs.length > 0 ? [{ "script:ld+json": faqPageJsonLd(site, faqs) }] : []),
  ];
  return { faqs, meta };
}

/** Title, description, canonical and link-preview tags of the FAQ page, and its JSON-LD, from the loader. */
export const meta = loaderMeta;

/**
 * FAQ (spec §2 FAQ): an accordion of the published questions (the spec's five, seeded) built
 * from native <details>/<summary>, so it works with the keyboard, with screen readers and
 * without JavaScript.
 */
export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-center font-display text-4xl font-bold text-stone-900 sm:text-5xl">
        {faqsIntro.heading}
      </h1>
      <p className="mt-4 text-center text-lg text-stone-700">{faqsIntro.text}</p>
      {faqs.length === 0 ? (
        <p className="mt-10 text-center text-stone-700">{faqsIntro.empty}</p>
      ) : null}
      <div className="mt-10 space-y-3">
        {faqs.map((faq) => (
          <details
            key={faq.id}
            className="group rounded-2xl border border-stone-200 bg-white shadow-sm open:shadow-md"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-semibold text-stone-900 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5 shrink-0 text-amber-700 transition-transform group-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M6 9l6 6 6-6" />
              </svg>
            </summary>
            <div className="space-y-3 px-5 pb-5 leading-relaxed text-stone-700">
              {faq.answer.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
