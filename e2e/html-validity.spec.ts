import { makeImage } from "../tests/fixtures/images";
import { signInAsAdminByHttp } from "./support/admin";
import { problemsOf } from "./support/html-validity";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { clearPuzzles, createPuzzleByHttp, kolkataDate, SMOTHERED } from "./support/puzzles";
import { removeSeededContent, type SeededContent, seedDetailPages } from "./support/seed-content";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";
import { clearTimetable, createBatchByHttp, createHolidayByHttp } from "./support/timetable";

/**
 * Every route's server HTML passes html-validate with the project's configuration
 * (.htmlvalidate.json, docs/decisions/html-validity.md) with zero errors: each page of the
 * sitemap (with a published post, event and album, so their detail pages are in it, and a
 * homepage banner, a published batch and holiday, so the timetable is on /courses and the
 * course pages), the pages
 * the sitemap leaves out (sign-in pages, /contactUs, 404 pages) and every admin page, signed in.
 * A public page is checked twice: as a visitor gets it (from the page cache, rewritten by the
 * critical-CSS pass) and as the signed-in admin gets it (React's own output, never cached).
 * Runs on the worker's own server (e2e/support/own-server.ts) and deletes what it published.
 */

/** Pages the sitemap does not list, with the status they answer. */
const UNLISTED: { path: string; status: number }[] = [
  { path: "/login", status: 200 },
  { path: "/register", status: 200 },
  { path: "/adminlogin", status: 200 },
  { path: "/contactUs", status: 200 },
  { path: "/blogs?page=1", status: 200 },
  { path: "/no-such-page", status: 404 },
  { path: "/courses/no-such-course", status: 404 },
  { path: "/blogs/no-such-post", status: 404 },
  { path: "/events/no-such-event", status: 404 },
  { path: "/puzzles/no-such-puzzle", status: 404 },
  { path: "/gallery/no-such-album", status: 404 },
];

test.describe.configure({ mode: "serial" });

let baseURL = "";
let visitor: APIRequestContext;
let admin: APIRequestContext;
let seeded: SeededContent;
let puzzleId = "";
let batchId = "";
let holidayId = "";

test.beforeAll(async ({ workerServer }) => {
  test.setTimeout(120_000);
  baseURL = workerServer.url;
  visitor = await playwrightRequest.newContext({ baseURL });
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  seeded = await seedDetailPages(admin, baseURL);
  // A live puzzle: the home page's section and its page, with their SVG boards.
  puzzleId = await createPuzzleByHttp(admin, baseURL, {
    ...SMOTHERED,
    publishDate: kolkataDate(0),
  });
  // A batch and a holiday: the timetable's cards and filters on /courses and /courses/beginner.
  batchId = await createBatchByHttp(admin, baseURL);
  holidayId = await createHolidayByHttp(admin, baseURL, "2099-01-03", "Academy holiday");
  // A banner with a title: it sits above the hero, and the page must still start at its h1.
  const banner = await admin.post("/admin-dashboard", {
    headers: { Origin: baseURL },
    multipart: {
      intent: "update-banner",
      title: "Summer camp",
      content: "Five days of chess in May.",
      image: {
        name: "banner.png",
        mimeType: "image/png",
        buffer: await makeImage("png", { width: 640, height: 240, colour: "#1d4ed8" }),
      },
    },
  });
  expect(banner.status(), await banner.text()).toBe(200);
});

test.afterAll(async () => {
  if (seeded) await removeSeededContent(admin, baseURL, seeded);
  if (puzzleId) await clearPuzzles(admin, baseURL);
  if (batchId || holidayId) await clearTimetable(admin, baseURL);
  await admin?.post("/admin-dashboard", {
    headers: { Origin: baseURL },
    form: { intent: "delete-banner" },
  });
  await visitor?.dispose();
  await admin?.dispose();
});

test("every public page's server HTML is valid, as a visitor and as the signed-in admin get it", async () => {
  test.setTimeout(120_000);
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1].replace(/&#38;/g, "&")).pathname,
  );
  // The sitemap lists the admin's published content: its detail pages are checked too.
  expect(listed).toEqual(
    expect.arrayContaining([
      "/",
      "/about",
      "/courses/beginner",
      seeded.post.path,
      seeded.event.path,
      seeded.album.path,
      `/puzzles/${SMOTHERED.slug}`,
    ]),
  );
  // The timetable is on the pages checked: the batch's card on its course page.
  expect(await (await visitor.get("/courses/beginner")).text()).toContain(
    "Book this batch: Beginner · Sat, Sun · 10:00 IST",
  );
  const pages = [...listed.map((p) => ({ path: p, status: 200 })), ...UNLISTED];
  const problems: string[] = [];
  for (const page of pages) {
    for (const [who, context] of [
      ["visitor", visitor],
      ["admin", admin],
    ] as const) {
      const response = await context.get(page.path);
      expect(response.status(), `${page.path} (${who})`).toBe(page.status);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      problems.push(...(await problemsOf(page.path, who, await response.text())));
    }
  }
  expect(problems).toEqual([]);
});

test("every admin page's server HTML is valid, signed in", async () => {
  const adminPages = [
    "/admin-dashboard",
    "/admin-dashboard/password",
    "/admin/gallery",
    `/admin/gallery/${seeded.album.id}`,
    "/admin/posts",
    "/admin/posts/new",
    `/admin/posts/${seeded.post.id}`,
    "/admin/events",
    "/admin/events/new",
    `/admin/events/${seeded.event.id}`,
    "/admin/enquiries",
    "/admin/coaches",
    "/admin/testimonials",
    "/admin/faqs",
    "/admin/puzzles",
    "/admin/puzzles/new",
    `/admin/puzzles/${puzzleId}`,
    "/admin/batches",
    "/admin/batches/new",
    `/admin/batches/${batchId}`,
    `/admin/batches/${batchId}/requests`,
    "/admin/holidays",
    "/admin/holidays/new",
    `/admin/holidays/${holidayId}`,
    "/admin/tournaments",
    // Not admin pages, but any account's: the admin's own (empty) list of classes and students,
    // and the student form.
    "/my-classes",
    "/my-classes/students/new",
  ];
  const problems: string[] = [];
  for (const page of adminPages) {
    const response = await admin.get(page);
    expect(response.status(), page).toBe(200);
    problems.push(...(await problemsOf(page, "admin", await response.text())));
  }
  expect(problems).toEqual([]);
});

test("the check sees markup errors: a page with one fails it", async () => {
  const html = await (await visitor.get("/faqs")).text();
  // The /about defect: a <figcaption> inside a <div> of its <figure>.
  const broken = html.replace(
    "</main>",
    "<figure><div><p>Quote</p><figcaption>Who</figcaption></div></figure></main>",
  );
  expect(broken).not.toBe(html);
  expect(await problemsOf("/faqs", "visitor", broken)).toEqual([
    expect.stringContaining("element-permitted-content"),
  ]);
});
