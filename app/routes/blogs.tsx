import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blogs";

/** Title, description, canonical and link-preview tags of the Blogs page (pageMeta). */
export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `Chess Blog | ${site.name}`,
    description: `Chess tips, training ideas and tournament stories from the coaches of ${site.name}. Our first articles are on their way.`,
    path: "/blogs",
  });
}

/** Blogs (spec §2 Blogs): a heading and the spec's placeholder line, word for word. */
export default function BlogsPage() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center sm:px-6">
      <span aria-hidden="true" className="text-6xl text-amber-700">
        ♞
      </span>
      <h1 className="mt-4 font-display text-4xl font-bold text-stone-900 sm:text-5xl">Blogs</h1>
      <p className="mt-6 text-xl text-stone-700">Writing... Stay tuned for something exciting!</p>
    </section>
  );
}
