import { data, Link } from "react-router";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

/** Any unknown URL answers HTTP 404 (spec §2 route "*"). */
export function loader(_: Route.LoaderArgs) {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: "404 Page Not Found",
    description: "This page does not exist. Head back to the home page to find our chess classes.",
    path: location.pathname,
    noIndex: true,
  });
}

/** The 404 page: "404 Page Not Found" with a link back home (spec §2, §8). */
export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-lg">
        Looks like this square is empty. The page you are looking for does not exist or has moved.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800"
      >
        Back to Home
      </Link>
    </section>
  );
}
