import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/coaches";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Our Coaches | Certified Chess Trainers | {brand}".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/coaches",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function CoachesPage() {
  return <h1>Our Coaches</h1>;
}
