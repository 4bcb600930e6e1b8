import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/admin-login";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Admin Login".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/adminlogin",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function AdminLoginPage() {
  return <h1>Admin Login</h1>;
}
