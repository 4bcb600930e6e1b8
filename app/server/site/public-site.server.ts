import { type ServerEnv, serverEnv } from "~/config/env.server";
import { site, whatsAppDigits } from "~/config/site";
import type { PublicSite } from "~/lib/public-site";

/**
 * The brand and contact details of app/config/site.ts with this server's settings applied
 * (SITE_URL, WHATSAPP_NUMBER, LEARNING_PLATFORM_URL; app/config/env.server.ts): what the root
 * loader sends to the browser and what loaders build absolute URLs from.
 * @param env the settings (default this process's)
 */
export function getPublicSite(
  env: Pick<ServerEnv, "siteUrl" | "whatsAppNumber" | "learningPlatformUrl"> = serverEnv(),
): PublicSite {
  return {
    name: site.name,
    shortName: site.shortName,
    tagline: site.tagline,
    url: env.siteUrl,
    phone: env.whatsAppNumber,
    whatsApp: whatsAppDigits(env.whatsAppNumber),
    email: site.email,
    learningPlatformUrl: env.learningPlatformUrl,
    address: site.address,
    geo: site.geo,
    mapEmbedUrl: site.mapEmbedUrl,
    mapLinkUrl: site.mapLinkUrl,
    social: site.social,
  };
}
