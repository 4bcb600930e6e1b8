import { data } from "react-router";
import { type AdminCollectionName, adminCollectionSections } from "~/content/admin-nav";
import type { AdminSectionWithPages } from "~/server/collections/admin-pages.server";
import { coachesAdmin } from "~/server/collections/coaches.server";
import { eventsAdmin } from "~/server/collections/events.server";
import { faqsAdmin } from "~/server/collections/faqs.server";
import { albumsAdmin } from "~/server/collections/gallery-admin.server";
import { postsAdmin } from "~/server/collections/posts.server";
import { puzzlesAdmin } from "~/server/collections/puzzles-admin.server";
import { testimonialsAdmin } from "~/server/collections/testimonials.server";
import { batchesAdmin, holidaysAdmin } from "~/server/collections/timetable-admin.server";

/**
 * The admin sections on the collection kit by name (docs/decisions/collection-kit.md "Routes:
 * one generic route module per page"): the generic route modules find a page's section here. A
 * new section is its declaration (`defineAdminSection`) and its line here; its name in
 * content/admin-nav.ts `adminCollectionSections` gives it its routes.
 */
export const adminSections: Record<AdminCollectionName, AdminSectionWithPages> = {
  gallery: albumsAdmin,
  posts: postsAdmin,
  events: eventsAdmin,
  coaches: coachesAdmin,
  testimonials: testimonialsAdmin,
  faqs: faqsAdmin,
  batches: batchesAdmin,
  holidays: holidaysAdmin,
  puzzles: puzzlesAdmin,
};

/**
 * The section of an admin page's route: the NAME of its pattern admin/NAME or admin/NAME/:id
 * (the loader's and action's `pattern`; the route table registers the generic pages for the
 * sections' names only, so the name is always a section's).
 * @throws a 404 Response for a pattern that names no section
 */
export function adminSectionOf(pattern: string): AdminSectionWithPages {
  // With or without the leading slash: admin/NAME/:id.
  const [, name] = pattern.split("/").filter(Boolean);
  const known = adminCollectionSections.find((each) => each === name);
  if (!known) throw data(null, { status: 404 });
  return adminSections[known];
}
