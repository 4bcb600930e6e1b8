import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/faqs";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "FAQs".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/faqs",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function FaqsPage() {
  return <h1>Frequently Asked Questions</h1>;
}
