import { CheckIcon } from "~/components/feature-icon";
import { GetInTouchForm } from "~/components/get-in-touch";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/ui/heading";
import { aboutCopy } from "~/content/about";
import { loaderMeta } from "~/lib/loader-meta";
import { useSite } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/about";

/**
 * The page's copy from app/content/about.ts and its meta tags, as data so that they stay out
 * of the page's JavaScript (docs/decisions/js-budget.md).
 */
export function loader(_: Route.LoaderArgs) {
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: aboutCopy.meta.title.replace("{brand}", site.name),
    description: aboutCopy.meta.description.replace("{brand}", site.name),
    path: "/about",
  });
  return { ...aboutCopy, meta };
}

/** About page title and description. */
export const meta = loaderMeta;

/** A quote with the speaker's portrait, name and role (founder and co-founder): a card whose
 * figure holds the quote and its caption. */
function PersonQuote({
  image,
  name,
  role,
  quote,
  text,
  imageAlt,
  reverse = false,
}: {
  image: "founder" | "cofounder";
  name: string;
  role: string;
  quote: string;
  text: string;
  imageAlt: string;
  reverse?: boolean;
}) {
  return (
    <div className="grid items-center gap-8 overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm md:grid-cols-5">
      <div className={`md:col-span-2 ${reverse ? "md:order-last" : ""}`}>
        <Picture
          name={image}
          alt={imageAlt}
          sizes="(min-width: 1200px) 460px, (min-width: 768px) 40vw, 100vw"
          className="aspect-[4/5] max-h-[28rem] w-full object-cover md:max-h-none"
        />
      </div>
      {/* The figure is the quote and its caption (the speaker); a <figcaption> must be the
          first or last child of its <figure>, so the portrait sits beside it, not in it. */}
      <figure className="px-6 pb-8 md:col-span-3 md:px-10 md:py-10">
        <svg
          viewBox="0 0 32 24"
          className="h-8 w-10 text-amber-600"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M0 24V14C0 6.3 4.2 1.6 12.6 0l1.3 3.2C9.4 4.6 7.3 7.4 7.1 11H13v13zm18.1 0V14c0-7.7 4.2-12.4 12.6-14L32 3.2c-4.5 1.4-6.6 4.2-6.8 7.8h5.9v13z" />
        </svg>
        <blockquote className="mt-4 font-display text-xl leading-relaxed text-stone-900 sm:text-2xl">
          <p>{quote}</p>
        </blockquote>
        <figcaption className="mt-6">
          <span className="block text-lg font-bold text-stone-900">{name}</span>
          <span className="block font-semibold text-amber-800">{role}</span>
          <span className="mt-3 block leading-relaxed text-stone-700">{text}</span>
        </figcaption>
      </figure>
    </div>
  );
}

/**
 * About (spec §2 About / intro): the welcome headline as h1 with the academy intro, the founder
 * card with quote, "What Keeps Us Moving" with the co-founder's quote, and the inline
 * "Get in Touch" enquiry form (shared enquiry state and rules, spec §5).
 */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const {
    intro: aboutIntro,
    founder: aboutFounder,
    moving: aboutMoving,
    contact: aboutContact,
  } = loaderData;
  return (
    <>
      <section
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-amber-50 via-stone-50 to-stone-50"
      >
        <div className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-amber-800">
              {aboutIntro.eyebrow}
            </p>
            <h1
              id="about-title"
              className="mt-2 font-display text-4xl font-bold leading-tight text-stone-900 sm:text-5xl"
            >
              {aboutIntro.heading.replace("{brand}", site.name)}
            </h1>
            {aboutIntro.paragraphs.map((text) => (
              <p key={text} className="mt-5 text-lg leading-relaxed text-stone-700">
                {text}
              </p>
            ))}
            <dl className="mt-8 grid max-w-md grid-cols-3 gap-4">
              {aboutIntro.highlights.map((item) => (
                <div
                  key={item.label}
                  className="flex flex-col-reverse rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-stone-200"
                >
                  <dt className="text-xs font-semibold uppercase tracking-wide text-stone-700">
                    {item.label}
                  </dt>
                  <dd className="font-display text-2xl font-bold text-amber-800">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Picture
            name="about-academy"
            alt={aboutIntro.imageAlt}
            sizes="(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw"
            priority
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
          />
        </div>
      </section>

      <Reveal
        threshold={0.5}
        aria-labelledby="founder-heading"
        className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6"
      >
        <SectionHeading id="founder-heading" className="text-center">
          {aboutFounder.heading}
        </SectionHeading>
        <div className="mt-10">
          <PersonQuote image="founder" {...aboutFounder} />
        </div>
      </Reveal>

      <section aria-labelledby="moving-heading" className="bg-stone-900 text-white">
        <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
          <Reveal threshold={0.5} as="div" className="mx-auto max-w-2xl text-center">
            <h2 id="moving-heading" className="font-display text-3xl font-bold sm:text-4xl">
              {aboutMoving.heading}
            </h2>
            <p className="mt-4 text-lg text-stone-200">{aboutMoving.intro}</p>
          </Reveal>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {aboutMoving.values.map((value) => (
              <Reveal
                as="li"
                key={value.title}
                className="rounded-2xl border border-stone-700 bg-stone-800 p-6"
              >
                <h3 className="text-lg font-bold text-amber-300">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-200">{value.text}</p>
              </Reveal>
            ))}
          </ul>
          <Reveal threshold={0.5} as="div" className="mt-12">
            <PersonQuote image="cofounder" reverse {...aboutMoving.coFounder} />
          </Reveal>
        </div>
      </section>

      <div className="mx-auto grid max-w-[1200px] items-start gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2 lg:pt-8">
          <SectionHeading>{aboutContact.heading}</SectionHeading>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{aboutContact.text}</p>
          <ul className="mt-6 space-y-3">
            {aboutContact.points.map((point) => (
              <li key={point} className="flex gap-3 text-stone-800">
                <CheckIcon />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <GetInTouchForm className="lg:col-span-3" />
      </div>
    </>
  );
}
