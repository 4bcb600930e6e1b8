import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sitemapPaths } from "../app/content/navigation";
import routes from "../app/routes";
import { newStudent } from "./support/accounts";
import { registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import { axeViolations } from "./support/axe";
import { confirmedSeatByHttp, indiaToday, inviteCoachByHttp } from "./support/coaching";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { createPuzzleByHttp, kolkataDate, SMOTHERED } from "./support/puzzles";
import { removeSeededContent, type SeededContent, seedDetailPages } from "./support/seed-content";
import { type APIRequestContext, type BrowserContextOptions, request } from "./support/test";
import {
  adminIds,
  createBatchByHttp,
  createHolidayByHttp,
  seatActionByHttp,
  seatRequestIds,
} from "./support/timetable";
import {
  addWalkInByHttp,
  createTournamentByHttp,
  createTournamentEventByHttp,
  pairByHttp,
} from "./support/tournament-forms";

/**
 * axe (every WCAG 2.x A/AA rule it ships, e2e/support/axe.ts) on every page of the route table
 * (app/routes.ts): the public pages, a student's, and the admin's, each with content in it —
 * a post, an event, an album with a photo, a live puzzle, a batch with a student's seat
 * request and the student's page, a holiday (docs/decisions/hardening.md §14). A page added to the route table without
 * a path here fails the first test.
 */

type Who = "visitor" | "student" | "admin";

let admin: APIRequestContext;
let student: APIRequestContext;
let seeded: SeededContent | undefined;
let states: Record<Exclude<Who, "visitor">, BrowserContextOptions["storageState"]>;
const axeStudent = newStudent("axe-walk");
/** What beforeAll made (or found: the seeded coach, testimonial and FAQ), by name. */
const made = {
  batch: "",
  student: "",
  holiday: "",
  puzzle: "",
  puzzleSlug: "",
  coach: "",
  testimonial: "",
  faq: "",
  post: "",
  postSlug: "",
  event: "",
  eventSlug: "",
  album: "",
  albumSlug: "",
  /** The batch's first class (batchForm: Sat 3 Jan 2099, 10:00 IST). */
  slot: "2099-01-03T1000",
  invitation: "",
  /** A batch running this month with a fee plan, and the student's invoice for it. */
  billedBatch: "",
  invoice: "",
  /** A tournament event with its Swiss, two walk-ins and round 1 paired (the arbiter pages). */
  tournamentEvent: "",
  tournamentSlug: `axe-open-${Date.now().toString(36)}`,
};

/**
 * Pages whose content needs a played tournament, which this server has none of (tournaments are
 * seeded into a data directory before a server starts): walked here as their 404 page; with
 * content, axe checks them in e2e/tournament-page.spec.ts and e2e/tournament-hall-of-fame.spec.ts.
 */
const NEEDS_A_TOURNAMENT = [
  "/tournaments/no-such-tournament",
  "/tournaments/players/987654321",
  "/tournaments/no-such-one/games/1",
];

/** Paths that answer 404 by design. */
const NOT_FOUND = new Set(["/no-such-page", ...NEEDS_A_TOURNAMENT]);

/**
 * The pages walked, with who opens them; `{name}` stands for what beforeAll made
 * ({@link made}: ids, a slug, public paths).
 */
const PAGES: [string, Who][] = [
  ...[
    ...sitemapPaths,
    "/courses/beginner",
    "/events/{eventSlug}",
    "/blogs/{postSlug}",
    "/puzzles/{puzzleSlug}",
    "/gallery/{albumSlug}",
    "/contactUs",
    "/login",
    "/register",
    "/adminlogin",
    "/no-such-page",
    "/tournaments/hall-of-fame",
    ...NEEDS_A_TOURNAMENT,
  ].map((path): [string, Who] => [path, "visitor"]),
  ["/batches/{batch}/request", "student"],
  ["/my-classes", "student"],
  ["/my-classes/students/new", "student"],
  ["/my-classes/students/{student}", "student"],
  ["/coach-invitation/{invitation}", "student"],
  ["/my-batches", "admin"],
  ["/my-batches/{batch}/{slot}", "admin"],
  ["/my-batches/{batch}/students/{student}", "admin"],
  ["/my-classes/students/{student}/notes", "student"],
  ["/my-classes/students/{student}/report", "student"],
  ["/my-classes/fees", "student"],
  ["/my-classes/invoices/{invoice}", "student"],
  ...[
    "/admin-dashboard",
    "/admin-dashboard/password",
    "/admin/gallery",
    "/admin/gallery/new",
    "/admin/gallery/{album}",
    "/admin/posts",
    "/admin/posts/new",
    "/admin/posts/{post}",
    "/admin/posts/{post}/preview",
    "/admin/events",
    "/admin/events/new",
    "/admin/events/{event}",
    "/admin/enquiries",
    "/admin/coaches",
    "/admin/coaches/new",
    "/admin/coaches/{coach}",
    "/admin/coaches/{coach}/account",
    "/admin/testimonials",
    "/admin/testimonials/new",
    "/admin/testimonials/{testimonial}",
    "/admin/faqs",
    "/admin/faqs/new",
    "/admin/faqs/{faq}",
    "/admin/batches",
    "/admin/batches/new",
    "/admin/batches/{batch}",
    "/admin/batches/{batch}/requests",
    "/admin/batches/{batch}/attendance",
    "/admin/holidays",
    "/admin/holidays/new",
    "/admin/holidays/{holiday}",
    "/admin/puzzles",
    "/admin/puzzles/new",
    "/admin/puzzles/{puzzle}",
    "/admin/deletion-requests",
    "/admin/fees",
    "/admin/fees/payments",
    "/admin/fees/overdue",
    "/admin/tournaments",
    "/tournaments/{tournamentSlug}/arbiter",
    "/tournaments/{tournamentSlug}/arbiter/rounds/1",
  ].map((path): [string, Who] => [path, "admin"]),
];

/** A walked path with what beforeAll made filled in ("{post}" → "12"). */
function resolve(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => made[name as keyof typeof made]);
}

/** The route table's page patterns (modules that render: .tsx), e.g. "admin/posts/:id". */
function pagePatterns(entries: RouteConfigEntry[] = routes): string[] {
  return entries.flatMap((entry) => [
    ...(entry.file.endsWith(".tsx") && entry.path !== undefined ? [entry.path] : []),
    ...(entry.file.endsWith(".tsx") && entry.index ? [""] : []),
    ...pagePatterns(entry.children ?? []),
  ]);
}

/** Whether a walked path is an instance of a route pattern (":param" one segment, "*" any). */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part))
    .join("/");
  return new RegExp(`^/${source}$`).test(path);
}

test.beforeAll(async ({ workerServer }) => {
  test.setTimeout(120_000);
  const baseURL = workerServer.url;
  admin = await request.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  seeded = await seedDetailPages(admin, baseURL);
  Object.assign(made, {
    post: seeded.post.id,
    postSlug: seeded.post.path.split("/").pop() ?? "",
    event: seeded.event.id,
    eventSlug: seeded.event.path.split("/").pop() ?? "",
    album: seeded.album.id,
    albumSlug: seeded.album.path.split("/").pop() ?? "",
  });
  const slug = `axe-walk-${Date.now()}`;
  made.puzzle = await createPuzzleByHttp(admin, baseURL, {
    ...SMOTHERED,
    title: "Axe walk: smothered mate",
    slug,
    publishDate: kolkataDate(0),
  });
  made.puzzleSlug = slug;
  made.batch = await createBatchByHttp(admin, baseURL, { capacity: "3" });
  made.holiday = await createHolidayByHttp(admin, baseURL, "2099-03-14", "Axe walk holiday");
  [made.coach = ""] = await adminIds(admin, "/admin/coaches");
  [made.testimonial = ""] = await adminIds(admin, "/admin/testimonials");
  [made.faq = ""] = await adminIds(admin, "/admin/faqs");
  student = await request.newContext({ baseURL });
  await registerUserByHttp(student, baseURL, axeStudent);
  const asked = await student.post(`/batches/${made.batch}/request`, {
    form: { studentName: "Axe Anu", ageGroup: "children", contact: "98765 43210", consent: "on" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(asked.status()).toBe(303);
  // Confirmed, so the admin opens the student's progress notes.
  const [requestId] = await seatRequestIds(admin, made.batch);
  await seatActionByHttp(admin, baseURL, made.batch, { intent: "accept", id: requestId });
  // The student the request added (docs/decisions/families.md), for its own page.
  const family = await (await student.get("/my-classes")).text();
  [, made.student = ""] = family.match(/href="\/my-classes\/students\/(\d+)"/) ?? [];
  // An invitation for the student's address to a seeded coach, for the invitation page.
  if (made.coach) {
    const link = await inviteCoachByHttp(admin, baseURL, made.coach, axeStudent.email);
    made.invitation = link.split("/").pop() ?? "";
  }
  // A batch of this month with a fee plan, the student's seat in it, and its invoice: the fee
  // pages with a Pay by UPI section (docs/decisions/fees.md).
  const everyDay = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, "on"]));
  made.billedBatch = await createBatchByHttp(admin, baseURL, {
    ...everyDay,
    firstDate: indiaToday(-3),
    startTime: "23:30",
  });
  await confirmedSeatByHttp(admin, student, baseURL, made.billedBatch, "Axe Anu");
  for (const form of [
    {
      intent: "settings",
      upiId: "axe@okaxis",
      payeeName: "Axe Academy",
      dueDay: "5",
      siblingDiscount: "10",
      reminderDays: "2",
      registrationFee: "0",
      bankDetails: "Axe Academy, account 000111222333, IFSC AXEB0000001",
      invoicePrefix: "PTK",
    },
    { intent: "plans", [`fee-${made.billedBatch}`]: "1200" },
    { intent: "make" },
  ]) {
    const response = await admin.post("/admin/fees", { form, headers: { Origin: baseURL } });
    expect(response.status(), await response.text()).toBe(200);
  }
  const fees = await (await student.get("/my-classes/fees")).text();
  [, made.invoice = ""] = fees.match(/href="\/my-classes\/invoices\/(\d+)"/) ?? [];
  // A tournament with two walk-ins and round 1 paired (docs/decisions/tournaments.md).
  made.tournamentEvent = await createTournamentEventByHttp(admin, baseURL, made.tournamentSlug);
  await createTournamentByHttp(admin, baseURL, made.tournamentEvent, { categories: "" });
  for (const name of ["Axe Asha", "Axe Ravi"]) {
    await addWalkInByHttp(admin, baseURL, made.tournamentSlug, { name });
  }
  await pairByHttp(admin, baseURL, made.tournamentSlug);
  states = { admin: await admin.storageState(), student: await student.storageState() };
});

test.afterAll(async ({ workerServer }) => {
  const baseURL = workerServer.url;
  for (const [list, id] of [
    ["/admin/batches", made.batch],
    ["/admin/batches", made.billedBatch],
    ["/admin/holidays", made.holiday],
    ["/admin/puzzles", made.puzzle],
    ["/admin/events", made.tournamentEvent],
  ]) {
    if (!id) continue;
    await admin.post(list, {
      form: { intent: "delete", id },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
  }
  if (seeded) await removeSeededContent(admin, baseURL, seeded);
  await student?.dispose();
  await admin?.dispose();
});

test("every page of the route table is walked below", () => {
  const walked = PAGES.map(([template]) => template.replace(/\{\w+\}/g, "1"));
  const missing = pagePatterns().filter(
    (pattern) => !walked.some((path) => matches(pattern, path)),
  );
  expect(missing).toEqual([]);
});

for (const [template, who] of PAGES) {
  test(`axe finds no violations on ${template} (${who})`, async ({ browser, baseURL }) => {
    const path = resolve(template);
    // A seeded coach, testimonial or FAQ the server has none of: "/admin/coaches/".
    test.skip(path !== template && path.endsWith("/"), "nothing seeded to open");
    const context = await browser.newContext({
      baseURL,
      reducedMotion: "reduce",
      storageState: who === "visitor" ? undefined : states[who],
    });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(NOT_FOUND.has(path) ? 404 : 200);
    expect(await axeViolations(page), path).toEqual([]);
    await context.close();
  });
}
