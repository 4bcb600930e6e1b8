import { Link } from "react-router";
import { Picture } from "~/components/picture";
import { LOOKING_FOR_ID } from "~/content/coaches";
import { loaderMeta } from "~/lib/loader-meta";
import { useSite } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/career";

/** Title, description, canonical and link-preview tags of the Career page (pageMeta). */
export function loader(_: Route.LoaderArgs) {
  const site = getPublicSite();
  return {
    meta: pageMeta(site, {
      title: `Careers: Chess Coach Jobs | ${site.name}`,
      description: `Coach with ${site.name}: teach chess online and at our centres in Tamil Nadu, with flexible hours and your choice of batch.`,
      path: "/carrer",
    }),
  };
}

export const meta = loaderMeta;

/**
 * Career (spec §2 Career: a full-page background image). Over the image we add a heading and a
 * short line linking to what we look for in coaches, so the page has content for screen readers
 * and search engines (deliberate addition).
 */
export default function CareerPage() {
  const site = useSite();
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4.25rem)] items-end overflow-hidden bg-stone-900 text-white">
      <Picture
        name="career-bg"
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950/90 via-stone-950/55 to-stone-950/20"
      />
      <div className="mx-auto w-full max-w-[1200px] px-4 pb-16 pt-40 sm:px-6">
        <h1 className="max-w-2xl font-display text-4xl font-bold sm:text-5xl">
          Careers at {site.name}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-stone-100">
          Love teaching chess? We are looking for coaches to grow with us, online and at our centres
          in Tamil Nadu.
        </p>
        <Link
          to={`/coaches#${LOOKING_FOR_ID}`}
          className="mt-8 inline-block rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        >
          See who we're looking for
        </Link>
      </div>
    </section>
  );
}
