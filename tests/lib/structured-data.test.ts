import { describe, expect, it } from "vitest";
import {
  academyJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  faqPageJsonLd,
} from "~/lib/structured-data";
import { getPublicSite } from "~/server/site/public-site.server";

// JSON-LD of the home page (docs/decisions/html-validity.md "Search data"): EducationalOrganization
// + LocalBusiness with name, address in Coimbatore, phone, geo and sameAs social links, all URLs
// absolute from SITE_URL.

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

  it("gives the coordinates to five decimals", () => {
    expect(String(data.geo.latitude)).toMatch(/^\d+\.\d{5}$/);
    expect(String(data.geo.longitude)).toMatch(/^\d+\.\d{5}$/);
  });

  it("survives a JSON round trip unchanged (what the <script> tag carries)", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("breadcrumbJsonLd, faqPageJsonLd and courseJsonLd", () => {
  const site = { ...getPublicSite(), url: "https://academy.example.in" };

  it("numbers the breadcrumb's steps from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Blogs", path: "/blogs" },
        { name: "A post", path: "/blogs/a-post" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://academy.example.in/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Blogs",
          item: "https://academy.example.in/blogs",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "A post",
          item: "https://academy.example.in/blogs/a-post",
        },
      ],
    });
  });

  it("makes each question a Question whose answer keeps its paragraphs apart", () => {
    const data = faqPageJsonLd(site, [
      { question: "When can my child start?", answer: ["From five.", "Younger with a parent."] },
    ]);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.url).toBe("https://academy.example.in/faqs");
    expect(data.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "When can my child start?",
        acceptedAnswer: { "@type": "Answer", text: "From five.\n\nYounger with a parent." },
      },
    ]);
  });

  it("describes a course with the academy as provider, online and at the centre, and no offer", () => {
    const data = courseJsonLd(site, {
      id: "beginner",
      title: "Beginner Chess Course",
      description: "Rules and first tactics.",
      level: "Beginner",
      teaches: ["How the pieces move"],
      image: "/img/course-beginner-1280.webp",
    });
    expect(data).toMatchObject({
      "@type": "Course",
      name: "Beginner Chess Course",
      url: "https://academy.example.in/courses/beginner",
      image: ["https://academy.example.in/img/course-beginner-1280.webp"],
      provider: { "@type": "EducationalOrganization", name: site.name },
    });
    expect(data.hasCourseInstance.map((instance) => instance.courseMode)).toEqual([
      "Online",
      "Onsite",
    ]);
    expect(data).not.toHaveProperty("offers");
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("has a CourseInstance per published batch: mode, weekly schedule in India time, centre, coach", () => {
    const data = courseJsonLd(site, {
      id: "beginner",
      title: "Beginner Chess Course",
      description: "Rules and first tactics.",
      level: "Beginner",
      teaches: ["How the pieces move"],
      image: "/img/course-beginner-1280.webp",
      instances: [
        {
          mode: "offline",
          centre: { name: "Centre", address: site.address },
          days: ["Saturday", "Sunday"],
          startTime: "10:00",
          duration: "PT1H",
          startDate: "2099-01-03",
          endDate: "2099-03-29",
          instructor: "Coach Ravi",
          languages: ["en", "ta"],
        },
        {
          mode: "online",
          centre: null,
          days: ["Wednesday"],
          startTime: "18:30",
          duration: "PT1H30M",
          startDate: "2099-01-07",
          endDate: null,
          instructor: null,
          languages: ["en"],
        },
      ],
    });
    const [centre, online] = data.hasCourseInstance as Record<string, unknown>[];
    expect(centre).toEqual({
      "@type": "CourseInstance",
      courseMode: "Onsite",
      courseSchedule: {
        "@type": "Schedule",
        repeatFrequency: "Weekly",
        byDay: ["https://schema.org/Saturday", "https://schema.org/Sunday"],
        startTime: "10:00",
        duration: "PT1H",
        scheduleTimezone: "Asia/Kolkata",
        startDate: "2099-01-03",
        endDate: "2099-03-29",
      },
      inLanguage: ["en", "ta"],
      location: {
        "@type": "Place",
        name: "Centre",
        address: expect.objectContaining({
          "@type": "PostalAddress",
          addressLocality: "Coimbatore",
        }),
      },
      instructor: { "@type": "Person", name: "Coach Ravi" },
    });
    expect(online).toMatchObject({
      courseMode: "Online",
      courseSchedule: { byDay: ["https://schema.org/Wednesday"] },
    });
    expect(online).not.toHaveProperty("location");
    expect(online.courseSchedule).not.toHaveProperty("endDate");
  });
});
