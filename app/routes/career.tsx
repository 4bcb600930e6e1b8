import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/career";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Careers".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/carrer",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function CareerPage() {
  return <h1>Careers</h1>;
}
