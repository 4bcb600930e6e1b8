import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Contact".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/contact",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function ContactPage() {
  return <h1>Let's Get You Started!</h1>;
}
