import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Login".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/login",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function LoginPage() {
  return <h1>Login</h1>;
}
