import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/not-found";

/** Any unknown URL answers HTTP 404 (spec §2 route "*"). */
export function loader({ request }: Route.LoaderArgs) {
  const meta = pageMeta(getPublicSite(), {
    title: "404 Page Not Found",
    description: "This page does not exist. Head back to the home page to find our chess classes.",
    path: new URL(request.url).pathname,
    noIndex: true,
  });
  return data({ meta }, { status: 404 });
}

export const meta = loaderMeta;

/** The 404 page: "404 Page Not Found" with a link back home (spec §2, §8). */
export default function NotFoundPage() {
  return <NotFound />;
}
