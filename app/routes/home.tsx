import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Online & Offline Chess Classes in Coimbatore | {brand}".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function HomePage() {
  return <h1>Welcome</h1>;
}
