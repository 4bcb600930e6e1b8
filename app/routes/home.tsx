import { Link } from "react-router";
import { AnimatedHeadline } from "~/components/animated-headline";
import { BookButton } from "~/components/booking";
import { Counter } from "~/components/counter";
import { CheckIcon, FeatureIcon } from "~/components/feature-icon";
import { FeedbackCarousel } from "~/components/feedback-carousel";
import { HomeBanner } from "~/components/home-banner";
import { Picture } from "~/components/picture";
import { PuzzlePlay } from "~/components/puzzle-section";
import { Reveal } from "~/components/reveal";
import { buttonClass } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/heading";
import { type HomeFeature, homeCopy } from "~/content/home";
import { loaderMeta } from "~/lib/loader-meta";
import { useSite } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { academyJsonLd } from "~/lib/structured-data";
import { getHomeContent } from "~/server/site/home-data.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/home";

/**
 * Banner and feedback from getHomeContent() (the home page's only data source), the page's copy
 * from app/content/home.ts, and its meta tags with the academy's JSON-LD. Copy and meta come as
 * data rather than as imported modules so that they stay out of the page's JavaScript
 * (docs/decisions/js-budget.md); they are built on the server from the same site config as the root
 * loader's.
 */
export async function loader(_: Route.LoaderArgs) {
  const site = getPublicSite();
  // The puzzle of the week comes as the server's HTML of the whole section (its heading included).
  const { banner, feedback, puzzle } = await getHomeContent(site);
  const meta = [
    ...pageMeta(site, {
      title: homeCopy.meta.title.replace("{brand}", site.name),
      description: homeCopy.meta.description,
      path: "/",
    }),
    { "script:ld+json": academyJsonLd(site) },
  ];
  return { banner, feedback, puzzle, copy: homeCopy, meta };
}

/** Title and description (spec §2 Home), link-preview tags and the academy's JSON-LD. */
export const meta = loaderMeta;

/**
 * "Why Choose Us?" and "Child Centric": heading, intro and feature cards (icon, title, text),
 * revealed at 30% visibility (spec §9).
 */
function FeatureSection({
  id,
  section,
  columns,
}: {
  id: string;
  section: { heading: string; intro: string; items: HomeFeature[] };
  columns: string;
}) {
  return (
    <Reveal
      threshold={0.3}
      aria-labelledby={id}
      className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-2xl text-center">
        <SectionHeading id={id}>{section.heading}</SectionHeading>
        <p className="mt-4 text-lg text-stone-700">{section.intro}</p>
      </div>
      <ul className={`mt-10 grid gap-6 ${columns}`}>
        {section.items.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
              <FeatureIcon name={feature.icon} className="h-7 w-7" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-stone-900">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-stone-700">{feature.text}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}

/**
 * Home (spec §2 Home), sections in the spec's order: the admin's banner (only when one exists),
 * hero with the animated headline and the academy name as the page's h1, progress counters,
 * "Book A Free Demo Class", "Why Choose Us?", "Child Centric", the tournaments/story block, the
 * puzzle of the week (docs/decisions/puzzles.md; only when one is live) and the feedback carousel
 * (only when there is feedback). Reveal thresholds follow spec §9.
 */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { banner, feedback, puzzle, copy } = loaderData;
  const { hero, counters, countersHeading, demo, whyChooseUs, childCentric, story } = copy;
  return (
    <>
      {banner ? <HomeBanner {...banner} /> : null}

      <section
        aria-labelledby="home-title"
        className="overflow-hidden bg-gradient-to-b from-amber-50 via-stone-50 to-stone-50"
      >
        <div className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            {/* The headline is the h1's tagline: one heading group, not a paragraph of the text. */}
            <hgroup>
              <AnimatedHeadline
                text={hero.headline}
                className="font-display text-xl font-semibold italic text-amber-800 sm:text-2xl"
              />
              <h1
                id="home-title"
                className="mt-3 font-display text-4xl font-bold leading-tight tracking-tight text-stone-900 sm:text-5xl lg:text-6xl"
              >
                {site.name}
              </h1>
            </hgroup>
            {hero.paragraphs.map((text) => (
              <p key={text} className="mt-5 text-lg leading-relaxed text-stone-700">
                {text}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-4">
              <Link to={hero.getStarted.to} className={buttonClass("primary")}>
                {hero.getStarted.label}
              </Link>
              <Link to={hero.learnMore.to} className={buttonClass("secondary")}>
                {hero.learnMore.label}
                <span className="sr-only"> {hero.learnMore.more}</span>
              </Link>
            </div>
          </div>
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-3 -z-0 rotate-2 rounded-3xl bg-amber-200/60"
            />
            <Picture
              name="hero"
              alt={hero.imageAlt}
              sizes="(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw"
              priority={!banner}
              className="relative aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
            />
          </div>
        </div>
      </section>

      <Reveal threshold={0.5} aria-labelledby="progress-heading" className="bg-stone-900">
        <h2 id="progress-heading" className="sr-only">
          {countersHeading}
        </h2>
        <div className="mx-auto grid max-w-[1200px] grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 text-center sm:px-6 md:grid-cols-4">
          {counters.map((counter) => (
            <Counter
              key={counter.label}
              target={counter.target}
              suffix={counter.suffix}
              label={counter.label}
            />
          ))}
        </div>
      </Reveal>

      <Reveal
        threshold={0.5}
        aria-labelledby="demo-heading"
        className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-20"
      >
        <div className="order-last hidden md:order-first md:block">
          <Picture
            name="demo-class"
            alt={demo.imageAlt}
            sizes="(min-width: 1200px) 570px, 50vw"
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
          />
        </div>
        <div>
          <SectionHeading id="demo-heading">{demo.heading}</SectionHeading>
          <ul className="mt-6 space-y-3">
            {demo.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-stone-800">
                <CheckIcon />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          {demo.paragraphs.map((text) => (
            <p key={text} className="mt-4 leading-relaxed text-stone-700">
              {text}
            </p>
          ))}
          <BookButton className={buttonClass("primary", "large", "mt-8")}>{demo.button}</BookButton>
        </div>
      </Reveal>

      <FeatureSection
        id="why-heading"
        section={whyChooseUs}
        columns="sm:grid-cols-2 lg:grid-cols-4"
      />

      <div className="bg-amber-50">
        <FeatureSection id="child-heading" section={childCentric} columns="md:grid-cols-3" />
      </div>

      <Reveal
        threshold={0.5}
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-20"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-800">
            {story.eyebrow}
          </p>
          <SectionHeading id="story-heading" className="mt-2">
            {story.heading}
          </SectionHeading>
          {story.paragraphs.map((text) => (
            <p key={text} className="mt-4 leading-relaxed text-stone-700">
              {text.replace("{brand}", site.name)}
            </p>
          ))}
          <Link
            to={story.link.to}
            className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-amber-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
          >
            {story.link.label}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <Picture
          name="events"
          alt={story.imageAlt}
          sizes="(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
        />
      </Reveal>

      {puzzle ? (
        <section aria-labelledby="puzzle-heading" className="bg-amber-50/60 py-16">
          <PuzzlePlay puzzle={puzzle} />
        </section>
      ) : null}

      {feedback.length > 0 ? (
        <section aria-labelledby="feedback-heading" className="bg-stone-100 py-16">
          <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
            <SectionHeading id="feedback-heading" className="text-center">
              {copy.feedbackHeading}
            </SectionHeading>
            <div className="mt-10">
              <FeedbackCarousel items={feedback} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
