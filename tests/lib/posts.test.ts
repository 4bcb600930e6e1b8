import { describe, expect, it } from "vitest";
import {
  formatPostDate,
  isCalendarDate,
  parsePageParam,
  slugify,
  todayInKolkata,
} from "~/lib/posts";
import { blogPostingJsonLd } from "~/lib/structured-data";
import { getPublicSite } from "~/server/site/public-site.server";

/**
 * Blog helpers (docs/decisions/admin-area.md "Blog"): slugs, dates, the page parameter, BlogPosting
 * JSON-LD.
 */

describe("slugify", () => {
  it("makes small-letter, hyphenated slugs without accents", () => {
    expect(slugify("Opening Tips: Why e4?")).toBe("opening-tips-why-e4");
    expect(slugify("  Café — Réti's   Opening!! ")).toBe("cafe-reti-s-opening");
    expect(slugify("<script>alert(1)</script>")).toBe("script-alert-1-script");
    expect(slugify("சதுரங்கம்")).toBe("");
    expect(slugify("a".repeat(100)).length).toBe(80);
    expect(slugify(`${"a".repeat(79)} b`)).toBe("a".repeat(79));
  });
});

describe("dates and pages", () => {
  it("accepts real calendar dates only", () => {
    expect(["2026-11-23", "2028-02-29"].every(isCalendarDate)).toBe(true);
    for (const bad of ["2026-02-30", "2026-13-01", "23/11/2026", "2026-1-1", ""])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it("takes today in India and shows dates in words", () => {
    expect(todayInKolkata(new Date("2026-11-23T19:00:00Z"))).toBe("2026-11-24");
    expect(todayInKolkata(new Date("2026-11-23T18:00:00Z"))).toBe("2026-11-23");
    expect(formatPostDate("2026-11-03")).toBe("3 November 2026");
  });

  it("reads ?page as a positive whole number, or refuses it", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("2")).toBe(2);
    for (const bad of ["0", "02", "-1", "1.5", "abc", "", "1e3", "9999999"])
      expect(parsePageParam(bad), bad).toBeNull();
  });
});

describe("blogPostingJsonLd", () => {
  it("describes the post with absolute URLs, dates in India and the academy as author", () => {
    const site = { ...getPublicSite(), url: "https://academy.example" };
    const ld = blogPostingJsonLd(site, {
      title: "Opening tips",
      summary: "Three ideas.",
      slug: "opening-tips",
      publishDate: "2026-11-20",
      updatedAt: "2026-11-21T10:00:00.000Z",
    });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Opening tips",
      description: "Three ideas.",
      url: "https://academy.example/blogs/opening-tips",
      mainEntityOfPage: { "@id": "https://academy.example/blogs/opening-tips" },
      datePublished: "2026-11-20T00:00:00+05:30",
      dateModified: "2026-11-21T10:00:00.000Z",
      image: ["https://academy.example/og-image.jpg"],
      author: { "@type": "EducationalOrganization", name: site.name },
      publisher: { logo: { url: "https://academy.example/icon.svg" } },
    });
    const long = blogPostingJsonLd(site, {
      title: "x".repeat(200),
      summary: "",
      slug: "x",
      publishDate: "2026-11-20",
      updatedAt: "2026-11-21T10:00:00.000Z",
      image: "/photo/1/cover.webp",
    });
    expect(long.headline).toHaveLength(110);
    expect(long.image).toEqual(["https://academy.example/photo/1/cover.webp"]);
  });
});
