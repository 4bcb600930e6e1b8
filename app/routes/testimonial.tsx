import { TestimonialsCarousel } from "~/components/testimonials-carousel";
import { testimonialsIntro } from "~/content/testimonials";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { testimonials, toTestimonials } from "~/server/collections/testimonials.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/testimonial";

/** The published reviews in carousel order, from the database (migration 0004). */
export async function loader(_: Route.LoaderArgs) {
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `Testimonials: What Our Students Say | ${site.name}`,
    description: `Reviews from students and parents of ${site.name}: beginners, tournament players and adults learning chess online and in Coimbatore.`,
    path: "/testimonial",
  });
  return { testimonials: toTestimonials(await testimonials.list()), meta };
}

/** Title, description, canonical and link-preview tags of the Testimonials page, from the loader. */
export const meta = loaderMeta;

/**
 * Testimonials (spec §2 Testimonials): heading, a short intro and the carousel of the published
 * student reviews (a short line instead while there are none).
 */
export default function TestimonialPage({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-center font-display text-4xl font-bold text-stone-900 sm:text-5xl">
        {testimonialsIntro.heading}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-stone-700">
        {testimonialsIntro.text}
      </p>
      <div className="mt-10">
        {testimonials.length === 0 ? (
          <p className="text-center text-stone-700">{testimonialsIntro.empty}</p>
        ) : (
          <TestimonialsCarousel items={testimonials} />
        )}
      </div>
    </section>
  );
}
