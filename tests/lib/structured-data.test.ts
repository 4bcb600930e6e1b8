import { describe, expect, it } from "vitest";
import { getPublicSite } from "~/lib/public-site";
import { academyJsonLd } from "~/lib/structured-data";

// JSON-LD of the home page (issue #2): EducationalOrganization + LocalBusiness with name,
// address in Coimbatore, phone, geo and sameAs social links, all URLs absolute from SITE_URL.

describe("academyJsonLd", () => {
  const site = { ...getPublicSite(), url: "https://academy.example.in" };
  const data = academyJsonLd(site);

  it("describes the academy as both an educational organisation and a local business", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toEqual(["EducationalOrganization", "LocalBusiness"]);
    expect(data.name).toBe(site.name);
    expect(data.telephone).toBe(site.phone);
    expect(data.email).toBe(site.email);
  });

  it("builds every URL from the configured site URL", () => {
    expect(data.url).toBe("https://academy.example.in/");
    expect(data.logo).toMatch(/^https:\/\/academy\.example\.in\//);
    expect(data.image).toMatch(/^https:\/\/academy\.example\.in\//);
  });

  it("has a postal address in Coimbatore, coordinates and the social profiles", () => {
    expect(data.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Coimbatore",
      addressRegion: "Tamil Nadu",
      addressCountry: "IN",
    });
    expect(data.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    });
    expect(data.sameAs).toEqual(Object.values(site.social));
  });

  it("survives a JSON round trip unchanged (what the <script> tag carries)", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
