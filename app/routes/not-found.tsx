import { data } from "react-router";
import { NotFound } from "~/components/not-found";
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
  return <NotFound />;
}
