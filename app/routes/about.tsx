import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "About".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/about",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function AboutPage() {
  return <h1>About</h1>;
}
