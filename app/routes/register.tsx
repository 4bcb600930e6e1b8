import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Sign Up".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/register",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function RegisterPage() {
  return <h1>Sign Up</h1>;
}
