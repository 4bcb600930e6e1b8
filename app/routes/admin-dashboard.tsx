import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/admin-dashboard";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Admin Dashboard".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/admin-dashboard",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function AdminDashboardPage() {
  return <h1>Update Changes Here</h1>;
}
