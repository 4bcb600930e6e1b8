import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Terms and Conditions".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/termsandconditions",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function TermsPage() {
  return <h1>Terms and Conditions</h1>;
}
