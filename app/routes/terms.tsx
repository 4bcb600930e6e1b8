import { termsIntro, termsSections } from "~/content/terms";
import { loaderMeta } from "~/lib/loader-meta";
import { useSite } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/terms";

/** Title, description, canonical and link-preview tags of the Terms page (pageMeta). */
export function loader(_: Route.LoaderArgs) {
  const site = getPublicSite();
  return {
    meta: pageMeta(site, {
      title: `Terms and Conditions | ${site.name}`,
      description: `Terms for classes at ${site.name}: enrolment and fees, schedule and attendance, code of conduct, online classes, privacy, tournaments and more.`,
      path: "/termsandconditions",
    }),
  };
}

export const meta = loaderMeta;

/** Turns a heading into a fragment id ("Enrolment and Fees" → "enrolment-and-fees"). */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Terms (spec §2 Terms): the ten sections in order, with a table of contents. Contact details
 * in the text come from the site config.
 */
export default function TermsPage() {
  const site = useSite();
  const fill = (text: string) => text.replace("{email}", site.email).replace("{phone}", site.phone);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="font-display text-4xl font-bold text-stone-900 sm:text-5xl">
        {termsIntro.heading}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-700">{termsIntro.text}</p>
      <nav aria-labelledby="terms-contents" className="mt-8 rounded-2xl bg-amber-50 p-6">
        <h2 id="terms-contents" className="font-semibold text-stone-900">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-stone-800 sm:columns-2">
          {termsSections.map((section) => (
            <li key={section.heading}>
              <a
                href={`#${slug(section.heading)}`}
                className="rounded text-amber-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-amber-700"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="mt-10 space-y-10">
        {termsSections.map((section, index) => (
          <li key={section.heading} id={slug(section.heading)} className="scroll-mt-24">
            <h2 className="font-display text-2xl font-bold text-stone-900">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mt-3 leading-relaxed text-stone-700">
                {fill(text)}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
