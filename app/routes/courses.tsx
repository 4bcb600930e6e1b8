import { Link } from "react-router";
import { BookButton } from "~/components/booking";
import { CheckIcon, FeatureIcon } from "~/components/feature-icon";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { BatchList, TimetableFilters } from "~/components/timetable";
import { buttonClass } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/heading";
import { textLinkClass } from "~/components/ui/link";
import { coursesCopy } from "~/content/courses";
import { loaderMeta } from "~/lib/loader-meta";
import { useSite } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { getPublicSite } from "~/server/site/public-site.server";
import { timetableSection } from "~/server/timetable/timetable.server";
import type { Route } from "./+types/courses";

/**
 * The page's copy from app/content/courses.ts and its meta tags, as data so that they stay out
 * of the page's JavaScript (docs/decisions/js-budget.md), and the class timetable of the URL's
 * filters (docs/decisions/timetable.md "Visitors").
 */
export async function loader({ request }: Route.LoaderArgs) {
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `${coursesCopy.page.title} | ${site.name}`,
    description: coursesCopy.page.metaDescription,
    path: "/courses",
  });
  return { ...coursesCopy, meta, timetable: await timetableSection(new URL(request.url)) };
}

/** Title "Chess Courses – Online & Offline | {brand}" (spec §2 Courses) and a description. */
export const meta = loaderMeta;

const card = "rounded-2xl border border-stone-200 bg-white shadow-sm";

/** A list of short points with check marks. */
function Points({ points }: { points: string[] }) {
  return (
    <ul className="mt-4 space-y-2">
      {points.map((point) => (
        <li key={point} className="flex gap-2 text-stone-800">
          <CheckIcon />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Courses (spec §2 Courses), in the spec's order: title; "Structured Chess Courses for Every
 * Skill Level" with the Online Class and Offline Class cards; the four level cards (Book Now
 * opens the booking modal, a link leads to each course's own page); Online Classes (Individual,
 * Group, Sibling); Academic Programs (Children, Adults); "Why Coach With {brand}?" with a
 * student testimonial; and the nine-image gallery (lazy, described alt text). Then, after the
 * spec's sections, the "Class timetable" (docs/decisions/timetable.md "Visitors").
 */
export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const {
    page: coursesPage,
    modes: coursesModes,
    levels: coursesLevels,
    online: coursesOnline,
    classTypes,
    academic: coursesAcademic,
    recruitment: coursesRecruitment,
    gallery: coursesGallery,
    timetable,
  } = loaderData;
  return (
    <>
      <section aria-labelledby="courses-title" className="bg-stone-900 text-white">
        <div className="mx-auto max-w-[1200px] px-4 py-14 text-center sm:px-6 md:py-20">
          <h1 id="courses-title" className="font-display text-4xl font-bold sm:text-5xl">
            {coursesPage.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-200">{coursesPage.lead}</p>
        </div>
      </section>

      <section
        aria-labelledby="modes-heading"
        className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6"
      >
        <div className="mx-auto max-w-2xl text-center">
          <SectionHeading id="modes-heading">{coursesModes.heading}</SectionHeading>
          <p className="mt-4 text-lg text-stone-700">{coursesModes.intro}</p>
        </div>
        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {coursesModes.cards.map((mode) => (
            <Reveal as="li" key={mode.title} className={`${card} flex flex-col overflow-hidden`}>
              <Picture
                name={mode.image}
                alt={mode.imageAlt}
                sizes="(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <h3 className="font-display text-2xl font-bold text-stone-900">{mode.title}</h3>
                <p className="mt-3 leading-relaxed text-stone-700">{mode.text}</p>
                <Points points={mode.points} />
                <div className="mt-auto pt-6">
                  <BookButton className={buttonClass("primary", "medium")}>
                    {mode.button}
                  </BookButton>
                </div>
              </div>
            </Reveal>
          ))}
        </ul>
      </section>

      <section aria-labelledby="levels-heading" className="bg-amber-50">
        <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <SectionHeading id="levels-heading">{coursesLevels.heading}</SectionHeading>
            <p className="mt-4 text-lg text-stone-700">{coursesLevels.intro}</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {coursesLevels.cards.map((course) => (
              <Reveal
                as="li"
                key={course.id}
                aria-labelledby={`level-${course.id}`}
                className={`${card} flex flex-col overflow-hidden`}
              >
                <Picture
                  name={course.image}
                  alt={course.imageAlt}
                  sizes="(min-width: 1200px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3
                    id={`level-${course.id}`}
                    className="font-display text-2xl font-bold text-stone-900"
                  >
                    {course.name}
                  </h3>
                  <p className="mt-1 text-sm font-semibold text-amber-800">{course.tagline}</p>
                  <Points points={course.topics} />
                  <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-6">
                    <BookButton className={buttonClass("primary", "medium")}>
                      {coursesLevels.button}
                    </BookButton>
                    <Link
                      to={`/courses/${course.id}`}
                      aria-label={`${coursesLevels.details}: ${course.name}`}
                      className={textLinkClass()}
                    >
                      {coursesLevels.details}
                    </Link>
                  </div>
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="online-heading"
        className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6"
      >
        <div className="mx-auto max-w-2xl text-center">
          <SectionHeading id="online-heading">{coursesOnline.heading}</SectionHeading>
          <p className="mt-4 text-lg text-stone-700">{coursesOnline.intro}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {classTypes.map((type) => (
            <Reveal as="li" key={type.title} className={`${card} p-6 sm:p-8`}>
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                <FeatureIcon name={type.icon} className="h-7 w-7" />
              </span>
              <h3 className="mt-4 font-display text-2xl font-bold text-stone-900">{type.title}</h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-amber-800">
                {type.note}
              </p>
              <p className="mt-3 leading-relaxed text-stone-700">{type.text}</p>
            </Reveal>
          ))}
        </ul>
      </section>

      <section aria-labelledby="academic-heading" className="bg-stone-100">
        <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
          <SectionHeading id="academic-heading" className="text-center">
            {coursesAcademic.heading}
          </SectionHeading>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {coursesAcademic.cards.map((program) => (
              <Reveal as="li" key={program.title} className={`${card} p-6 sm:p-8`}>
                <div className="flex items-center gap-4">
                  <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-stone-900 text-amber-300">
                    <FeatureIcon name={program.icon} className="h-7 w-7" />
                  </span>
                  <h3 className="font-display text-2xl font-bold text-stone-900">
                    {program.title}
                  </h3>
                </div>
                <p className="mt-4 leading-relaxed text-stone-700">{program.text}</p>
                <Points points={program.points} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="coach-with-us-heading" className="bg-stone-900 text-white">
        <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="coach-with-us-heading" className="font-display text-3xl font-bold sm:text-4xl">
              {coursesRecruitment.heading.replace("{brand}", site.name)}
            </h2>
            <p className="mt-4 text-lg text-stone-200">{coursesRecruitment.intro}</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {coursesRecruitment.items.map((item) => (
              <Reveal
                as="li"
                key={item.title}
                className="rounded-2xl border border-stone-700 bg-stone-800 p-6"
              >
                <FeatureIcon name={item.icon} className="h-8 w-8 text-amber-300" />
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-200">{item.text}</p>
              </Reveal>
            ))}
          </ul>
          <Reveal
            as="figure"
            className="mx-auto mt-12 max-w-3xl rounded-3xl bg-amber-50 p-8 text-stone-900 sm:p-10"
          >
            <blockquote className="font-display text-xl leading-relaxed sm:text-2xl">
              <p>“{coursesRecruitment.testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 text-stone-700">
              <span className="font-semibold text-stone-900">
                {coursesRecruitment.testimonial.author}
              </span>
              , {coursesRecruitment.testimonial.detail}
            </figcaption>
          </Reveal>
          <p className="mt-10 text-center">
            <Link
              to={coursesRecruitment.link.to}
              className="rounded font-semibold text-amber-300 underline underline-offset-4 hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
            >
              {coursesRecruitment.link.label}
            </Link>
          </p>
        </div>
      </section>

      <section
        aria-labelledby="course-gallery-heading"
        className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6"
      >
        <div className="mx-auto max-w-2xl text-center">
          <SectionHeading id="course-gallery-heading">{coursesGallery.heading}</SectionHeading>
          <p className="mt-4 text-lg text-stone-700">{coursesGallery.intro}</p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          {coursesGallery.images.map((image) => (
            <li key={image.name}>
              <Picture
                name={image.name}
                alt={image.alt}
                sizes="(min-width: 1200px) 380px, (min-width: 768px) 33vw, 50vw"
                className="aspect-square w-full rounded-xl object-cover shadow-sm"
              />
            </li>
          ))}
        </ul>
      </section>

      <section id="timetable" aria-labelledby="timetable-heading" className="bg-amber-50">
        <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <SectionHeading id="timetable-heading">{timetable.words.heading}</SectionHeading>
            <p className="mt-4 text-lg text-stone-700">{timetable.words.intro}</p>
          </div>
          <TimetableFilters
            action="/courses"
            anchor="timetable"
            selects={timetable.selects}
            words={timetable.words.filters}
          />
          <BatchList batches={timetable.batches} shown={timetable.shown} words={timetable.words} />
        </div>
      </section>
    </>
  );
}
