import { site as siteConfig } from "~/config/site";
import type { PublicSite } from "~/lib/public-site";

/**
 * Schema.org JSON-LD describing the academy for search engines (issue #2 "link previews":
 * EducationalOrganization and LocalBusiness with name, address in Coimbatore, phone, geo,
 * sameAs social links). The home page includes it as `{ "script:ld+json": academyJsonLd(site) }`.
 * @param site public site config from the root loader (SITE_URL and env overrides applied)
 * @returns a plain JSON-serialisable object; all URLs are absolute, built from `site.url`
 */
export function academyJsonLd(site: PublicSite) {
  const home = `${site.url}/`;
  return {
    "@context": "https://schema.org",
    "@type": ["EducationalOrganization", "LocalBusiness"],
    "@id": `${home}#academy`,
    name: site.name,
    alternateName: site.shortName,
    slogan: site.tagline,
    description: `Chess coaching for children and adults: online classes across India and abroad, and offline classes at our centre in ${site.address.locality}. ${siteConfig.mission}`,
    url: home,
    logo: `${site.url}/icon.svg`,
    image: `${site.url}/og-image.jpg`,
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    },
    hasMap: site.mapLinkUrl,
    sameAs: Object.values(site.social),
    areaServed: [
      { "@type": "City", name: "Coimbatore" },
      { "@type": "State", name: "Tamil Nadu" },
      { "@type": "Country", name: "India" },
      "Worldwide (online classes)",
    ],
    knowsAbout: ["Chess", "Chess coaching", "Chess tournaments", "FIDE rating"],
  };
}
