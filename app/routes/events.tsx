import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/events";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Events".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/events",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function EventsPage() {
  return <h1>Upcoming Events</h1>;
}
