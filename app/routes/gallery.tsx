import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/gallery";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Gallery".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/gallery",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function GalleryPage() {
  return <h1>Meet Our Chess Champions</h1>;
}
