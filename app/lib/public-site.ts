import { useRouteLoaderData } from "react-router";
import type { site } from "~/config/site";

/**
 * The brand and contact details with the server's settings applied (SITE_URL, WHATSAPP_NUMBER,
 * LEARNING_PLATFORM_URL), as sent to the browser by the root loader (so server and client render
 * the same values). Made by `getPublicSite()` in app/server/site/public-site.server.ts.
 */
export type PublicSite = {
  name: string;
  shortName: string;
  tagline: string;
  url: string;
  phone: string;
  whatsApp: string;
  email: string;
  learningPlatformUrl: string;
  address: (typeof site)["address"];
  geo: (typeof site)["geo"];
  mapEmbedUrl: string;
  mapLinkUrl: string;
  social: (typeof site)["social"];
};

/** Root loader data shape shared by every route (see app/root.tsx). */
export type RootData = {
  site: PublicSite;
  user: {
    id: string;
    name: string;
    email: string;
    isEmailUser: boolean;
    isGoogleUser: boolean;
    isAdmin: boolean;
    isCoach: boolean;
  } | null;
};

/**
 * The root loader sent the site config; without it (a component rendered outside the route
 * tree) there is nothing sensible to show. No fallback to the server's `getPublicSite` on purpose: the
 * settings live on the server, and the site config would weigh on every page's JavaScript
 * (docs/decisions/js-budget.md).
 */
function requireRootSite(site: PublicSite | undefined): PublicSite {
  if (!site)
    throw new Error("The site config comes from the root loader: render below the root route.");
  return site;
}

/**
 * The public site config in any component rendered below the root route.
 * @throws Error when there is no root loader data
 */
export function useSite(): PublicSite {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return requireRootSite(data?.site);
}

/** The signed-in user (or null) from the root loader. */
export function useUser(): RootData["user"] {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.user ?? null;
}

/**
 * For meta functions: the site config from the root match.
 * @throws Error when the root match has no loader data
 */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): PublicSite {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return requireRootSite(root?.site);
}
