import { data, Link } from "react-router";
import { BookButton } from "~/components/booking";
import { CheckIcon, FeatureIcon } from "~/components/feature-icon";
import { NotFound } from "~/components/not-found";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { BatchList, TimetableFilters } from "~/components/timetable";
import { buttonClass } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/heading";
import { courseDetailCopy } from "~/content/courses";
import { imageManifest } from "~/content/image-manifest";
import { sectionTrail } from "~/content/navigation";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd, courseJsonLd } from "~/lib/structured-data";
import { getPublicSite } from "~/server/site/public-site.server";
import { courseInstances, timetableSection } from "~/server/timetable/timetable.server";
import type { Route } from "./+types/course-detail";

/**
 * The course of the URL with the page's copy and meta tags (as data, so that they stay out of
 * the page's JavaScript), or HTTP 404 with the 404 page (not indexed) for an unknown id.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const site = getPublicSite();
  const detail = courseDetailCopy(params.id);
  if (!detail) {
    const meta = pageMeta(site, {
      title: "404 Page Not Found",
      description: "This course does not exist. See all our chess courses.",
      path: new URL(request.url).pathname,
      noIndex: true,
    });
    return data({ detail: null, meta, timetable: null }, { status: 404 });
  }
  const { course } = detail;
  const path = `/courses/${course.id}`;
  const [timetable, instances] = await Promise.all([
    timetableSection(new URL(request.url), course.id),
    courseInstances(course.id),
  ]);
  const picture = imageManifest[course.image];
  const meta = [
    ...pageMeta(site, {
      title: `${course.title} | ${site.name}`,
      description: course.metaDescription,
      path,
    }),
    {
      "script:ld+json": courseJsonLd(site, {
        id: course.id,
        title: course.title,
        description: course.metaDescription,
        level: course.name,
        teaches: course.learn,
        image: `/img/${course.image}-${Math.max(...picture.widths)}.webp`,
        instances,
      }),
    },
    {
      "script:ld+json": breadcrumbJsonLd(site, [
        ...sectionTrail("/courses"),
        { name: course.title, path },
      ]),
    },
  ];
  return { detail, meta, timetable };
}

/** Per-course title and description; the 404 title for an unknown id. */
export const meta = loaderMeta;

const card = "rounded-2xl border border-stone-200 bg-white p-6 shadow-sm";

/**
 * Course detail (/courses/:id; the spec leaves its content open, we give each course a real page):
 * the course name as h1, who it is for, what you learn, its levels, online/offline availability,
 * class types (individual, group, sibling), duration and schedule, Book Now, and links to the
 * other courses. An unknown id shows the 404 page with HTTP status 404.
 */
export default function CourseDetailPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.detail) return <NotFound />;
  const { course, labels: courseDetail, classTypes, others } = loaderData.detail;
  const { timetable } = loaderData;
  return (
    <>
      <section
        aria-labelledby="course-title"
        className="bg-gradient-to-b from-amber-50 to-stone-50"
      >
        <div className="mx-auto max-w-[1200px] px-4 pt-6 sm:px-6">
          <nav aria-label="Breadcrumb" className="text-sm">
            <ol className="flex flex-wrap gap-2 text-stone-700">
              <li>
                <Link
                  to="/courses"
                  className="rounded font-semibold text-amber-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
                >
                  {courseDetail.breadcrumb}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">{course.name}</li>
            </ol>
          </nav>
        </div>
        <div className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-14">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-amber-800">
              {course.tagline}
            </p>
            <h1
              id="course-title"
              className="mt-2 font-display text-4xl font-bold leading-tight text-stone-900 sm:text-5xl"
            >
              {course.title}
            </h1>
            <ul className="mt-5 flex flex-wrap gap-2">
              {course.topics.map((topic) => (
                <li
                  key={topic}
                  className="rounded-full bg-white px-3 py-1 text-sm font-medium text-stone-800 ring-1 ring-stone-300"
                >
                  {topic}
                </li>
              ))}
            </ul>
            <BookButton className={buttonClass("primary", "large", "mt-8")}>
              {courseDetail.button}
            </BookButton>
          </div>
          <Picture
            name={course.image}
            alt={course.imageAlt}
            sizes="(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw"
            priority
            className="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl"
          />
        </div>
      </section>

      <div className="mx-auto grid max-w-[1200px] gap-12 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <Reveal aria-labelledby="for-heading">
            <SectionHeading id="for-heading" size="medium">
              {courseDetail.forWhom}
            </SectionHeading>
            <p className="mt-4 text-lg leading-relaxed text-stone-700">{course.forWhom}</p>
          </Reveal>

          <Reveal aria-labelledby="learn-heading">
            <SectionHeading id="learn-heading" size="medium">
              {courseDetail.learn}
            </SectionHeading>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {course.learn.map((item) => (
                <li key={item} className="flex gap-3 text-stone-800">
                  <CheckIcon />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Reveal>

          <Reveal aria-labelledby="stages-heading">
            <SectionHeading id="stages-heading" size="medium">
              {courseDetail.stages}
            </SectionHeading>
            <ol className="mt-5 space-y-4">
              {course.stages.map((stage, index) => (
                <li key={stage.name} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-stone-900 font-bold text-amber-300"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-bold text-stone-900">{stage.name}</h3>
                    <p className="mt-1 text-stone-700">{stage.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Reveal>

          <Reveal aria-labelledby="availability-heading">
            <SectionHeading id="availability-heading" size="medium">
              {courseDetail.availability}
            </SectionHeading>
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <div className={card}>
                <div className="flex items-center gap-3">
                  <FeatureIcon name="screen" className="h-7 w-7 text-amber-800" />
                  <h3 className="text-lg font-bold text-stone-900">{courseDetail.online}</h3>
                </div>
                <p className="mt-3 text-stone-700">{course.online}</p>
              </div>
              <div className={card}>
                <div className="flex items-center gap-3">
                  <FeatureIcon name="pin" className="h-7 w-7 text-amber-800" />
                  <h3 className="text-lg font-bold text-stone-900">{courseDetail.offline}</h3>
                </div>
                <p className="mt-3 text-stone-700">{course.offline}</p>
              </div>
            </div>
          </Reveal>

          <Reveal aria-labelledby="types-heading">
            <SectionHeading id="types-heading" size="medium">
              {courseDetail.classTypes}
            </SectionHeading>
            <ul className="mt-5 grid gap-4 sm:grid-cols-3">
              {classTypes.map((type) => (
                <li key={type.title} className={card}>
                  <FeatureIcon name={type.icon} className="h-7 w-7 text-amber-800" />
                  <h3 className="mt-3 text-lg font-bold text-stone-900">{type.title}</h3>
                  <p className="mt-1 text-sm font-semibold text-amber-800">{type.note}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>

        <aside aria-labelledby="schedule-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-3xl bg-stone-900 p-6 text-white shadow-lg sm:p-8">
            <SectionHeading id="schedule-heading" size="small" onDark>
              {courseDetail.schedule}
            </SectionHeading>
            <dl className="mt-5 space-y-5">
              <div>
                <dt className="flex items-center gap-2 font-semibold text-amber-300">
                  <FeatureIcon name="calendar" className="h-5 w-5" />
                  {courseDetail.duration}
                </dt>
                <dd className="mt-1 text-stone-200">{course.duration}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-amber-300">
                  <FeatureIcon name="clock" className="h-5 w-5" />
                  {courseDetail.frequency}
                </dt>
                <dd className="mt-1 text-stone-200">{course.schedule}</dd>
              </div>
            </dl>
            <h3 className="mt-8 text-lg font-bold">{courseDetail.ctaHeading}</h3>
            <p className="mt-2 text-stone-200">{courseDetail.ctaText}</p>
            <BookButton className="mt-6 inline-flex w-full items-center justify-center rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-900 transition hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300">
              {courseDetail.button}
            </BookButton>
          </div>
        </aside>
      </div>

      {timetable ? (
        <section id="batches" aria-labelledby="batches-heading" className="bg-amber-50">
          <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6">
            <SectionHeading id="batches-heading" size="medium">
              {timetable.words.heading}
            </SectionHeading>
            <p className="mt-3 max-w-2xl text-lg text-stone-700">{timetable.words.intro}</p>
            <TimetableFilters
              action={`/courses/${course.id}`}
              anchor="batches"
              selects={timetable.selects}
              words={timetable.words.filters}
            />
            <BatchList
              batches={timetable.batches}
              shown={timetable.shown}
              words={timetable.words}
            />
          </div>
        </section>
      ) : null}

      <nav aria-labelledby="others-heading" className="bg-stone-100">
        <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
          <SectionHeading id="others-heading" size="medium">
            {courseDetail.others}
          </SectionHeading>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to={`/courses/${other.id}`}
                  className="block h-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
                >
                  <span className="block font-display text-xl font-bold text-stone-900">
                    {other.name}
                  </span>
                  <span className="mt-1 block text-stone-700">{other.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
