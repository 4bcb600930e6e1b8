import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { adminCollectionSections } from "./content/admin-nav";

/**
 * The admin sections on the collection kit (docs/decisions/collection-kit.md "Routes: one generic
 * route module per page"): for each, its list at /admin/<name>, and one item page at
 * /admin/<name>/new (the empty form) and /admin/<name>/:id, on the same two route modules.
 */
const adminSections = adminCollectionSections.flatMap((name) => [
  route(`admin/${name}`, "routes/admin/collection-list.tsx", { id: `admin/${name}` }),
  route(`admin/${name}/:id`, "routes/admin/collection-item.tsx", { id: `admin/${name}/item` }),
]);

/** The route table of spec §2, one line a route. Login and register have no header or footer. */
export default [
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("logout", "routes/logout.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("blogs/rss.xml", "routes/blogs-rss[.]xml.ts"),
  route("banner-image/:hash", "routes/banner-image.ts"),
  route("photos/:hash/:file", "routes/photo-file.ts"),
  route("admin/gallery/:id/photos", "routes/admin/gallery-photos.ts"),
  route("events/:slug/calendar.ics", "routes/event-calendar.ts"),
  route("calendar/:file", "routes/student-calendar.ts"),
  route("puzzles/:slug/:file", "routes/puzzle-image.ts"),
  route("enquiry", "routes/enquiry.ts"),
  route("my-classes/invoices/:id/upi-qr.svg", "routes/invoice-upi-qr.ts"),
  route("tournaments/:slug/report.trf", "routes/tournament-trf.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("home", "routes/home-redirect.ts"),
    route("courses", "routes/courses.tsx"),
    route("courses/:id", "routes/course-detail.tsx"),
    route("coaches", "routes/coaches.tsx"),
    route("testimonial", "routes/testimonial.tsx"),
    route("events", "routes/events.tsx"),
    route("events/:slug", "routes/event-detail.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("blogs/:slug", "routes/blog-post.tsx"),
    route("puzzles", "routes/puzzles.tsx"),
    route("puzzles/:slug", "routes/puzzle.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("gallery/:album", "routes/gallery-album.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx", { id: "routes/contact" }),
    route("contactUs", "routes/contact.tsx", { id: "routes/contact-us" }),
    route("carrer", "routes/career.tsx"),
    route("faqs", "routes/faqs.tsx"),
    route("book", "routes/book.tsx"),
    route("batches/:id/request", "routes/batch-request.tsx"),
    route("my-classes", "routes/my-classes.tsx"),
    route("my-classes/students/:id", "routes/student.tsx"),
    route("my-classes/data", "routes/my-data.ts"),
    route("my-batches", "routes/my-batches.tsx"),
    route("my-batches/:batch/:slot", "routes/class-register.tsx"),
    route("my-batches/:batch/students/:student", "routes/student-notes.tsx"),
    route("my-classes/students/:id/notes", "routes/family-notes.tsx"),
    route("my-classes/students/:id/report", "routes/term-report.tsx"),
    route("my-classes/fees", "routes/my-fees.tsx"),
    route("my-classes/invoices/:id", "routes/invoice.tsx"),
    route("coach-invitation/:token", "routes/coach-invitation.tsx"),
    route("tournaments/:slug/arbiter", "routes/tournament-arbiter.tsx"),
    route("tournaments/:slug/arbiter/rounds/:round", "routes/tournament-round.tsx"),
    route("termsandconditions", "routes/terms.tsx"),
    route("adminlogin", "routes/admin-login.tsx"),
    // The admin area (docs/decisions/admin-area.md "Layout"): one route module per section, each
    // guarding itself on the server.
    layout("routes/admin/layout.tsx", [
      route("admin-dashboard", "routes/admin/dashboard.tsx"),
      route("admin-dashboard/password", "routes/admin/password.tsx"),
      ...adminSections,
      route("admin/posts/:id/preview", "routes/admin/post-preview.tsx"),
      route("admin/enquiries", "routes/admin/enquiries.tsx"),
      route("admin/enquiries.csv", "routes/admin/enquiries-csv.ts"),
      route("admin/batches/:id/requests", "routes/admin/batch-requests.tsx"),
      route("admin/coaches/:id/account", "routes/admin/coach-account.tsx"),
      route("admin/batches/:id/attendance", "routes/admin/batch-attendance.tsx"),
      route("admin/attendance.csv", "routes/admin/attendance-csv.ts"),
      route("admin/deletion-requests", "routes/admin/deletion-requests.tsx"),
      route("admin/fees", "routes/admin/fees.tsx"),
      route("admin/fees/payments", "routes/admin/fee-payments.tsx"),
      route("admin/fees/overdue", "routes/admin/fees-overdue.tsx"),
      route("admin/fees.csv", "routes/admin/fees-csv.ts"),
      route("admin/tournaments", "routes/admin/tournaments.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
