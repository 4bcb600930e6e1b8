import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/testimonial";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Testimonials".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/testimonial",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function TestimonialPage() {
  return <h1>Testimonials</h1>;
}
