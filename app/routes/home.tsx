import { Link } from "react-router";
import { AnimatedHeadline } from "~/components/animated-headline";
import { BookButton } from "~/components/booking";
import { Counter } from "~/components/counter";
import { CheckIcon, FeatureIcon } from "~/components/feature-icon";
import { FeedbackCarousel } from "~/components/feedback-carousel";
import { HomeBanner } from "~/components/home-banner";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import {
  type HomeFeature,
  homeChildCentric,
  homeCounters,
  homeCountersHeading,
  homeDemo,
  homeFeedbackHeading,
  homeHero,
  homeMeta,
  homeStory,
  homeWhyChooseUs,
} from "~/content/home";
import { siteFromMatches, useSite } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { academyJsonLd } from "~/lib/structured-data";
import { getHomeContent } from "~/server/home-data.server";
import type { Route } from "./+types/home";

/** Banner and feedback for the page; getHomeContent() is the home page's only data source. */
export function loader(_: Route.LoaderArgs) {
  return getHomeContent();
}

/** Title and description (spec §2 Home) plus the academy's JSON-LD for search engines (issue #2). */
export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return [
    ...pageMeta(site, {
      title: homeMeta.title.replace("{brand}", site.name),
      description: homeMeta.description,
      path: "/",
    }),
    { "script:ld+json": academyJsonLd(site) },
  ];
}

const primaryButton =
  "inline-flex items-center justify-center rounded-full bg-amber-700 px-7 py-3 font-semibold text-white shadow-sm transition hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800";
const secondaryButton =
  "inline-flex items-center justify-center rounded-full border-2 border-stone-800 px-7 py-2.5 font-semibold text-stone-900 transition hover:bg-stone-900 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800";
const sectionHeading = "font-display text-3xl font-bold text-stone-900 sm:text-4xl";

/** A feature card of "Why Choose Us?" and "Child Centric": icon, title, short text. */
function FeatureCard({ feature }: { feature: HomeFeature }) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
        <FeatureIcon name={feature.icon} className="h-7 w-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-stone-900">{feature.title}</h3>
      <p className="mt-2 leading-relaxed text-stone-700">{feature.text}</p>
    </li>
  );
}

/**
 * Home (spec §2 Home), sections in the spec's order: the admin's banner (only when one exists),
 * hero with the animated headline and the academy name as the page's h1, progress counters,
 * "Book A Free Demo Class", "Why Choose Us?", "Child Centric", the tournaments/story block and
 * the feedback carousel (only when there is feedback). Reveal thresholds follow spec §9.
 */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { banner, feedback } = loaderData;
  return (
    <>
      {banner ? <HomeBanner {...banner} /> : null}

      <section
        aria-labelledby="home-title"
        className="bg-gradient-to-b from-amber-50 via-stone-50 to-stone-50"
      >
        <div className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <AnimatedHeadline
              text={homeHero.headline}
              className="font-display text-xl font-semibold italic text-amber-800 sm:text-2xl"
            />
            <h1
              id="home-title"
              className="mt-3 font-display text-4xl font-bold leading-tight tracking-tight text-stone-900 sm:text-5xl lg:text-6xl"
            >
              {site.name}
            </h1>
            {homeHero.paragraphs.map((text) => (
              <p key={text} className="mt-5 text-lg leading-relaxed text-stone-700">
                {text}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-4">
              <Link to={homeHero.getStarted.to} className={primaryButton}>
                {homeHero.getStarted.label}
              </Link>
              <Link to={homeHero.learnMore.to} className={secondaryButton}>
                {homeHero.learnMore.label}
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
              alt={homeHero.imageAlt}
              sizes="(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw"
              priority
              className="relative aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
            />
          </div>
        </div>
      </section>

      <Reveal threshold={0.5} aria-labelledby="progress-heading" className="bg-stone-900">
        <h2 id="progress-heading" className="sr-only">
          {homeCountersHeading}
        </h2>
        <div className="mx-auto grid max-w-[1200px] grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 text-center sm:px-6 md:grid-cols-4">
          {homeCounters.map((counter) => (
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
            alt={homeDemo.imageAlt}
            sizes="(min-width: 1200px) 570px, 50vw"
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
          />
        </div>
        <div>
          <h2 id="demo-heading" className={sectionHeading}>
            {homeDemo.heading}
          </h2>
          <ul className="mt-6 space-y-3">
            {homeDemo.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-stone-800">
                <CheckIcon />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          {homeDemo.paragraphs.map((text) => (
            <p key={text} className="mt-4 leading-relaxed text-stone-700">
              {text}
            </p>
          ))}
          <BookButton className={`mt-8 ${primaryButton}`}>{homeDemo.button}</BookButton>
        </div>
      </Reveal>

      <Reveal
        threshold={0.3}
        aria-labelledby="why-heading"
        className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6"
      >
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-heading" className={sectionHeading}>
            {homeWhyChooseUs.heading}
          </h2>
          <p className="mt-4 text-lg text-stone-700">{homeWhyChooseUs.intro}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeWhyChooseUs.items.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </ul>
      </Reveal>

      <div className="bg-amber-50">
        <Reveal
          threshold={0.3}
          aria-labelledby="child-heading"
          className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6"
        >
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="child-heading" className={sectionHeading}>
              {homeChildCentric.heading}
            </h2>
            <p className="mt-4 text-lg text-stone-700">{homeChildCentric.intro}</p>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {homeChildCentric.items.map((feature) => (
              <FeatureCard key={feature.title} feature={feature} />
            ))}
          </ul>
        </Reveal>
      </div>

      <Reveal
        threshold={0.5}
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-20"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-800">
            {homeStory.eyebrow}
          </p>
          <h2 id="story-heading" className={`mt-2 ${sectionHeading}`}>
            {homeStory.heading}
          </h2>
          {homeStory.paragraphs.map((text) => (
            <p key={text} className="mt-4 leading-relaxed text-stone-700">
              {text.replace("{brand}", site.name)}
            </p>
          ))}
          <Link
            to={homeStory.link.to}
            className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-amber-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
          >
            {homeStory.link.label}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <Picture
          name="events"
          alt={homeStory.imageAlt}
          sizes="(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
        />
      </Reveal>

      {feedback.length > 0 ? (
        <section aria-labelledby="feedback-heading" className="bg-stone-100 py-16">
          <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
            <h2 id="feedback-heading" className={`text-center ${sectionHeading}`}>
              {homeFeedbackHeading}
            </h2>
            <div className="mt-10">
              <FeedbackCarousel items={feedback} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
