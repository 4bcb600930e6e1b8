/**
 * Links of the header and footer, and the public routes listed in sitemap.xml (spec §2).
 * Labels are readable forms of the spec's link names; paths are the spec's routes as spelt there.
 */

/** A link of the header or footer: visible label and site path. */
export interface NavItem {
  label: string;
  to: string;
}

/** Header links in the spec's order: Home, About, Courses, Coaches, Testimonials, Gallery, Contact. */
export const headerLinks: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Courses", to: "/courses" },
  { label: "Coaches", to: "/coaches" },
  { label: "Testimonials", to: "/testimonial" },
  { label: "Gallery", to: "/gallery" },
  { label: "Contact", to: "/contact" },
];

/**
 * Footer links (spec §2 Footer): about, gallery, events, Blogs, faqs, termsandconditions,
 * carrer, adminlogin ("Admin"), plus Puzzles (docs/decisions/puzzles.md) and Contact to the
 * contact page (docs/spec-coverage.md "Deliberate deviations" 4: the old site's Contact link had
 * an empty target).
 */
export const footerLinks: NavItem[] = [
  { label: "About", to: "/about" },
  { label: "Gallery", to: "/gallery" },
  { label: "Events", to: "/events" },
  { label: "Blogs", to: "/blogs" },
  { label: "Puzzles", to: "/puzzles" },
  { label: "FAQs", to: "/faqs" },
  { label: "Terms and Conditions", to: "/termsandconditions" },
  { label: "Careers", to: "/carrer" },
  { label: "Contact", to: "/contact" },
  { label: "Admin", to: "/adminlogin" },
];

/** Footer items shown as plain text, without links (spec §2 Footer). */
export const footerPlainItems: string[] = [
  "Help Centre",
  "Business",
  "Terms of Use",
  "Our Team",
  "How It Works",
  "Accessibility",
  "Privacy Policy",
];

/** Footer tagline about joining the chess community. */
/** The header's words while the server signs the visitor out (docs/decisions/first-paint.md). */
export const signingOut = "Signing out…";

export const footerTagline =
  "Join a friendly community of young players, parents and coaches who learn, compete and grow together, one move at a time.";

/**
 * Public, indexable screens for sitemap.xml: every screen of the route table except login,
 * register, admin pages, the /home redirect, the /contactUs duplicate and the 404 page.
 * The sitemap route adds one /courses/:id page per course of app/content/courses.ts.
 */
export const sitemapPaths: string[] = [
  "/",
  "/about",
  "/courses",
  "/coaches",
  "/testimonial",
  "/events",
  "/blogs",
  "/puzzles",
  "/gallery",
  "/contact",
  "/carrer",
  "/faqs",
  "/termsandconditions",
  "/book",
];

/** A list page that detail pages sit under (their breadcrumb trail). */
export type SectionPath = "/courses" | "/events" | "/blogs" | "/gallery" | "/puzzles";

/**
 * The first two steps of a detail page's breadcrumb trail (BreadcrumbList JSON-LD): the home
 * page, then its section's list page, named as the header or footer names it.
 * @param section the list page, e.g. "/blogs"
 */
export function sectionTrail(section: SectionPath): { name: string; path: string }[] {
  const home = headerLinks[0];
  const list = [...headerLinks, ...footerLinks].find((link) => link.to === section);
  return [
    { name: home.label, path: home.to },
    { name: list?.label ?? section.slice(1), path: section },
  ];
}
