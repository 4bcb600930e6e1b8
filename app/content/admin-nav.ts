import type { NavItem } from "~/content/navigation";

/**
 * The admin area's navigation: the dashboard of spec §2 first, then one entry per section under
 * /admin/ (docs/decisions/collection-kit.md "Routes"), then Change password. A section is listed
 * once its route exists.
 */
export const adminNavLinks: NavItem[] = [
  { label: "Dashboard", to: "/admin-dashboard" },
  { label: "Gallery", to: "/admin/gallery" },
  { label: "Blog", to: "/admin/posts" },
  { label: "Events", to: "/admin/events" },
  { label: "Enquiries", to: "/admin/enquiries" },
  { label: "Coaches", to: "/admin/coaches" },
  { label: "Testimonials", to: "/admin/testimonials" },
  { label: "FAQs", to: "/admin/faqs" },
  { label: "Batches", to: "/admin/batches" },
  { label: "Holidays", to: "/admin/holidays" },
  { label: "Puzzles", to: "/admin/puzzles" },
  { label: "Fees", to: "/admin/fees" },
  { label: "Tournaments", to: "/admin/tournaments" },
  { label: "Data deletion", to: "/admin/deletion-requests" },
  { label: "Change password", to: "/admin-dashboard/password" },
];

/**
 * The admin sections on the collection kit, by the name in their path (/admin/NAME): the route
 * table (app/routes.ts) gives each its list and item pages, on the generic route modules
 * (docs/decisions/collection-kit.md "Routes: one generic route module per page").
 */
export const adminCollectionSections = [
  "gallery",
  "posts",
  "events",
  "coaches",
  "testimonials",
  "faqs",
  "batches",
  "holidays",
  "puzzles",
] as const;

/** The name of an admin section on the collection kit. */
export type AdminCollectionName = (typeof adminCollectionSections)[number];

/**
 * Shared words of the admin area's lists and forms: every section says "Saved “…”." after a save
 * and "… deleted." (its own word) after a delete (docs/decisions/collection-kit.md).
 */
export const adminCollectionCopy = {
  navLabel: "Admin sections",
  saved: (name: string) => `Saved “${name}”.`,
  /** The Published box of the coach, testimonial and FAQ forms. */
  published: {
    label: "Published",
    hint: "Untick to keep it as a draft: drafts are not shown on the site.",
  },
  save: "Save",
  saving: "Saving…",
  backToList: "Back to the list",
  empty: "Nothing here yet.",
  viewOnSite: "View on the site",
  fixErrors: "Please correct the fields marked below.",
  badRequest: "That request could not be understood. Reload the page and try again.",
  /** An item page whose item is gone (deleted meanwhile, or a mistyped address). */
  missing: "That item no longer exists.",
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  up: "Up",
  down: "Down",
  edit: "Edit",
  editLabel: (name: string) => `Edit ${name}`,
  delete: "Delete",
  deleteLabel: (name: string) => `Delete ${name}`,
  confirmDelete: (name: string) => `Delete “${name}”? This cannot be undone.`,
  confirm: "Yes, delete",
  cancel: "Cancel",
  changed: (when: string, who: string) => `Changed ${when} by ${who}`,
  notFound: "That item no longer exists. The list below is up to date.",
  unknownIntent: "That action is not known. Reload the page and try again.",
} as const;
