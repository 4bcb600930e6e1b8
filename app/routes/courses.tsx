import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/courses";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Chess Courses – Online & Offline".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/courses",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function CoursesPage() {
  return <h1>Chess Courses – Online & Offline</h1>;
}
