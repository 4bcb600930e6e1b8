import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/blogs";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Blogs".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/blogs",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function BlogsPage() {
  return <h1>Blogs</h1>;
}
