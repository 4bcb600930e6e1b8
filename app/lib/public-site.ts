import { useRouteLoaderData } from "react-router";
import { site, whatsAppDigits } from "~/config/site";

/**
 * The brand and contact details with the server's environment overrides applied,
 * as sent to the browser by the root loader (so server and client render the same values).
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

/** Reads config/site.ts on the server (env overrides included) into a {@link PublicSite}. */
export function getPublicSite(): PublicSite {
  return {
    name: site.name,
    shortName: site.shortName,
    tagline: site.tagline,
    url: site.url,
    phone: site.phone,
    whatsApp: whatsAppDigits(site.phone),
    email: site.email,
    learningPlatformUrl: site.learningPlatformUrl,
    address: site.address,
    geo: site.geo,
    mapEmbedUrl: site.mapEmbedUrl,
    mapLinkUrl: site.mapLinkUrl,
    social: site.social,
  };
}

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
  } | null;
};

/**
 * The root loader sent the site config; without it (a component rendered outside the route
 * tree) there is nothing sensible to show. No fallback to {@link getPublicSite} on purpose: that
 * would pull config/site.ts into every page's JavaScript (issue #2 JS budget).
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
