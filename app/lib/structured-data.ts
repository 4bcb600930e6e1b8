import { site as siteConfig } from "~/config/site";
import type { PublicSite } from "~/lib/public-site";

/**
 * Schema.org JSON-LD describing the academy for search engines (spec §2 Home;
 * docs/decisions/html-validity.md "Search data": EducationalOrganization and LocalBusiness with
 * name, address in Coimbatore, phone, geo, sameAs social links). The home page includes it as `{
 * "script:ld+json": academyJsonLd(site) }`.
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
    address: postalAddress(site.address),
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

/** What {@link blogPostingJsonLd} needs of a post. */
export type BlogPostingInput = {
  title: string;
  summary: string;
  slug: string;
  /** YYYY-MM-DD */
  publishDate: string;
  /** ISO 8601 instant of the last change */
  updatedAt: string;
  /** Absolute or root-relative URL of the cover image; the site's Open Graph image without one */
  image?: string | null;
};

/**
 * Schema.org `BlogPosting` JSON-LD of one post (docs/decisions/admin-area.md "Blog": `/blogs/:slug`
 * with `BlogPosting` JSON-LD). The academy is author and publisher; the publish date is midnight in
 * India (+05:30). Emitted by app/routes/blog-post.tsx as `{ "script:ld+json": … }` (React Router
 * escapes `<` inside it, so a title cannot close the script).
 * @param site public site config (absolute URLs from `site.url`)
 */
export function blogPostingJsonLd(site: PublicSite, post: BlogPostingInput) {
  const url = `${site.url}/blogs/${post.slug}`;
  const image = post.image ?? "/og-image.jpg";
  const academy = {
    "@type": "EducationalOrganization",
    "@id": `${site.url}/#academy`,
    name: site.name,
    url: `${site.url}/`,
    logo: { "@type": "ImageObject", url: `${site.url}/icon.svg` },
  };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    name: post.title,
    description: post.summary,
    image: [/^https?:\/\//.test(image) ? image : `${site.url}${image}`],
    datePublished: `${post.publishDate}T00:00:00+05:30`,
    dateModified: post.updatedAt,
    inLanguage: "en-IN",
    author: academy,
    publisher: academy,
  };
}

/** One step of a breadcrumb trail: the page's name and its path on the site ("/courses"). */
export type Crumb = { name: string; path: string };

/**
 * Schema.org `BreadcrumbList` JSON-LD of a detail page (a course, event, blog post or album):
 * where the page sits, from the home page down to the page itself.
 * @param site public site config (absolute URLs from `site.url`)
 * @param trail the steps in order, the page itself last
 */
export function breadcrumbJsonLd(site: PublicSite, trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.url}${crumb.path}`,
    })),
  };
}

/**
 * Schema.org `FAQPage` JSON-LD of /faqs (spec §2 FAQ): every published question with its answer,
 * the answer's paragraphs separated by a blank line, as the accordion shows them.
 * @param site public site config (absolute URLs from `site.url`)
 * @param faqs the published questions in their order
 */
export function faqPageJsonLd(
  site: PublicSite,
  faqs: ReadonlyArray<{ question: string; answer: readonly string[] }>,
) {
  const url = `${site.url}/faqs`;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: "en-IN",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer.join("\n\n") },
    })),
  };
}

/** What {@link courseJsonLd} needs of a course (app/content/courses.ts). */
export type CourseInput = {
  /** The id of /courses/:id */
  id: string;
  /** The detail page's title, e.g. "Beginner Chess Course" */
  title: string;
  description: string;
  /** The level's name, e.g. "Beginner" */
  level: string;
  /** What a student learns, one line each */
  teaches: readonly string[];
  /** Root-relative URL of the course's picture */
  image: string;
  /** The course's published batches (docs/decisions/timetable.md "Search data"); none: the two ways of taking it */
  instances?: readonly CourseInstanceInput[];
};

/** A published batch as a schema.org `CourseInstance` needs it. */
export type CourseInstanceInput = {
  mode: "online" | "offline";
  /** The centre of an offline batch (its name and postal address), else null. */
  centre: { name: string; address: AddressParts } | null;
  /** schema.org day names, e.g. ["Saturday", "Sunday"] */
  days: readonly string[];
  /** India time "10:00" */
  startTime: string;
  /** ISO 8601 duration, e.g. "PT1H" */
  duration: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string | null;
  instructor: string | null;
  /** e.g. "en", "ta" or both */
  languages: readonly string[];
};

/** An address's parts. */
type AddressParts = {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
};

/** A postal address as schema.org writes it (the academy's, an event's centre). */
export function postalAddress(address: AddressParts) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/**
 * One batch as a schema.org `CourseInstance`: its mode ("Online" or "Onsite"), its weekly
 * `courseSchedule` (repeatFrequency, byDay, startTime in India time with scheduleTimezone,
 * startDate, endDate when it has one), the centre as `location`, the coach as `instructor`.
 */
export function courseInstanceJsonLd(batch: CourseInstanceInput) {
  return {
    "@type": "CourseInstance",
    courseMode: batch.mode === "online" ? "Online" : "Onsite",
    courseSchedule: {
      "@type": "Schedule",
      repeatFrequency: "Weekly",
      byDay: batch.days.map((day) => `https://schema.org/${day}`),
      startTime: batch.startTime,
      duration: batch.duration,
      scheduleTimezone: "Asia/Kolkata",
      startDate: batch.startDate,
      ...(batch.endDate ? { endDate: batch.endDate } : {}),
    },
    inLanguage: [...batch.languages],
    ...(batch.centre
      ? {
          location: {
            "@type": "Place",
            name: batch.centre.name,
            address: postalAddress(batch.centre.address),
          },
        }
      : {}),
    ...(batch.instructor ? { instructor: { "@type": "Person", name: batch.instructor } } : {}),
  };
}

/**
 * Schema.org `Course` JSON-LD of /courses/:id: name, description, level, what it teaches, the
 * academy as provider, and a `CourseInstance` per published batch (docs/decisions/timetable.md
 * "Search data"); a course without one has its two ways of taking it (every course runs online
 * and at the centre in Coimbatore, spec §2 Courses). No offers: the site shows no prices.
 * @param site public site config (absolute URLs from `site.url`)
 */
export function courseJsonLd(site: PublicSite, course: CourseInput) {
  const url = `${site.url}/courses/${course.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${url}#course`,
    name: course.title,
    description: course.description,
    url,
    image: [`${site.url}${course.image}`],
    inLanguage: "en-IN",
    educationalLevel: course.level,
    teaches: [...course.teaches],
    provider: {
      "@type": "EducationalOrganization",
      "@id": `${site.url}/#academy`,
      name: site.name,
      url: `${site.url}/`,
    },
    hasCourseInstance: course.instances?.length
      ? course.instances.map(courseInstanceJsonLd)
      : [
          { "@type": "CourseInstance", courseMode: "Online" },
          {
            "@type": "CourseInstance",
            courseMode: "Onsite",
            location: {
              "@type": "Place",
              name: site.name,
              address: postalAddress(site.address),
            },
          },
        ],
  };
}
