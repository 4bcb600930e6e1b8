// Bench helper (docs/decisions/admin-area.md "Budgets"): stores an event, a blog post, a puzzle of
// the week and a gallery album through the admin pages' own form actions, so the bench measures the
// collection lists with items in them, the home page with its puzzle section, and the detail pages
// /events/:slug, /blogs/:slug, /puzzles/:slug and /gallery/:album.
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ART = path.join(ROOT, "app/content/images");

/** The literal token of `--routes` that stands for the seeded detail pages. */
export const DETAILS_TOKEN = ":details";

/** A 1600 px wide JPEG of one of the site's SVG artworks, as a phone or camera would upload. */
async function photo(svg) {
  const buffer = await sharp(path.join(ART, svg)).resize(1600).jpeg({ quality: 85 }).toBuffer();
  return { name: svg.replace(/\.svg$/, ".jpg"), mimeType: "image/jpeg", buffer };
}

/** A date in India (Asia/Kolkata) `days` from now, as YYYY-MM-DD. */
function kolkataDate(days) {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "Asia/Kolkata",
  });
}

const EVENT = {
  title: "Bench Summer Rating Open",
  slug: "bench-summer-rating-open",
  category: "tournament",
  venueKind: "centre",
  venueCentre: "coimbatore",
  venueAddress: "",
  summary: "A one-day rated tournament for all age groups, with prizes in every section.",
  body: [
    "Seven rounds of rapid chess (15 minutes + 10 seconds) in three sections: under-10, under-16 and open.",
    "Reporting time is 8:30 am. Please bring your FIDE ID if you have one; boards and clocks are provided.",
    "Lunch and refreshments are served at the centre. Prize giving follows the last round.",
  ].join("\n\n"),
  registerKind: "whatsapp",
  registerUrl: "",
  coverAlt: "Players at their boards during the opening round",
  published: "on",
};

const POST = {
  title: "Five habits of improving young players",
  slug: "bench-five-habits-of-improving-young-players",
  summary: "What our coaches see in the students who improve fastest, and how parents can help.",
  body: [
    "Every term our coaches review each student's games. The students who improve fastest are not always the most talented: they share a few simple habits.",
    "## The habits",
    "- They solve a handful of puzzles every day, not fifty once a week.",
    "- They write down their games and look at them with a coach.",
    "- They play longer time controls, where there is time to think.",
    "- They lose without giving up, and ask why.",
    "- They enjoy the game away from the board too.",
    "## How parents can help",
    "Ask your child to show you one interesting position from each class. Explaining an idea is the best way to remember it, and it keeps the game fun.",
  ].join("\n\n"),
  coverAlt: "A young student thinking over a position with a coach",
  published: "on",
};

/** A puzzle of the week dated today: the home page's section and /puzzles/:slug. */
const PUZZLE = {
  title: "Bench smothered mate",
  slug: "bench-smothered-mate",
  fen: "r6k/6pp/8/6N1/8/1Q6/8/6K1 w - - 0 1",
  side: "w",
  solution: "Nf7+ Kg8 Nh6+ Kh8 Qg8+ Rxg8 Nf7#",
  hint: "Check with the knight, then bring the queen to g8.",
  difficulty: "intermediate",
  themes: "smothered mate, sacrifice",
  explanation: "The queen sacrifice forces the rook to g8, where it boxes in its own king.",
  published: "on",
};

/** A batch's form (the days, mode and first date are added per batch). */
const BATCH = {
  course: "beginner",
  classType: "group",
  centre: "coimbatore",
  ageGroup: "children",
  language: "english",
  startTime: "10:00",
  durationMinutes: "60",
  lastDate: "",
  coachId: "",
  capacity: "8",
  status: "open",
  published: "on",
};

const ALBUM_TITLE = "Bench Summer Camp 2026";
const ALBUM_PHOTOS = [
  ["gallery-1.svg", "Scholar's mate set up on a demonstration board"],
  ["gallery-2.svg", "Students comparing notes after a training game"],
  ["gallery-3.svg", "A coach explaining an endgame to the group"],
  ["gallery-4.svg", "Two campers shaking hands before their game"],
  ["gallery-5.svg", "The final position of the camp's puzzle race"],
  ["gallery-6.svg", "Campers with their certificates on the last day"],
];

/**
 * Signs in at /adminlogin and, through the admin pages' form actions (same-origin posts with
 * the admin's session cookie, as the browser sends them; the album's photos go to the album
 * page's uploader endpoint, one request per file), creates and publishes: one upcoming
 * tournament at the centre with a cover photo, summary and body; one blog post with a Markdown
 * heading and list and a cover photo; one puzzle dated today (the home page's puzzle of the week);
 * one album of six photos with alt text; two batches of the Beginner course (their page is a
 * detail route too). Photos are 1600 px
 * wide JPEGs made with sharp from the SVG artwork in app/content/images/. Finally checks that a
 * visitor without cookies gets each detail page with status 200.
 * @param browser a Playwright Browser (its context's request API keeps the session cookie)
 * @param origin the server's origin, e.g. http://127.0.0.1:4290
 * @param admin the admin's `{ email, password }`
 * @returns `routes`: the public paths of the detail pages that were created
 *   (["/events/<slug>", "/blogs/<slug>", "/puzzles/<slug>", "/gallery/<slug>"], fewer when a
 *   step failed);
 *   `problems`: one line per failed step (empty when all went well). Never throws.
 */
export async function seedCollections(browser, origin, admin) {
  const routes = [];
  const problems = [];
  const context = await browser.newContext({ baseURL: origin });
  const http = context.request;
  const headers = { Origin: origin };
  /** Runs one step; a failure becomes a problem and the other steps still run. */
  const step = async (what, fn) => {
    try {
      const route = await fn();
      if (route) routes.push(route);
    } catch (error) {
      problems.push(`seeding ${what} failed: ${error.message.split("\n")[0]}`);
    }
  };
  /** Throws with the response's status and start of its body unless `ok(status)`. */
  const expect = async (response, ok, what) => {
    if (!ok(response.status())) {
      const text = (await response.text()).replace(/\s+/g, " ").slice(0, 200);
      throw new Error(`${what}: HTTP ${response.status()} ${text}`);
    }
    return response;
  };

  try {
    const login = await http.post("/adminlogin", {
      form: admin,
      headers,
      maxRedirects: 0,
    });
    await expect(login, (s) => s === 302, "signing in at /adminlogin");

    await step("an event", async () => {
      const day = kolkataDate(30);
      const response = await http.post("/admin/events/new", {
        multipart: {
          ...EVENT,
          startsAt: `${day}T09:00`,
          endsAt: `${day}T17:00`,
          cover: await photo("events.svg"),
        },
        headers,
        maxRedirects: 0,
      });
      await expect(response, (s) => s === 303, "POST /admin/events/new");
      return `/events/${EVENT.slug}`;
    });

    await step("a blog post", async () => {
      const response = await http.post("/admin/posts/new", {
        multipart: { ...POST, publishDate: kolkataDate(0), cover: await photo("demo-class.svg") },
        headers,
        maxRedirects: 0,
      });
      await expect(response, (s) => s === 303, "POST /admin/posts/new");
      return `/blogs/${POST.slug}`;
    });

    await step("a puzzle", async () => {
      const response = await http.post("/admin/puzzles/new", {
        form: { ...PUZZLE, publishDate: kolkataDate(0) },
        headers,
        maxRedirects: 0,
      });
      await expect(response, (s) => s === 303, "POST /admin/puzzles/new");
      return `/puzzles/${PUZZLE.slug}`;
    });

    await step("a gallery album", async () => {
      const created = await http.post("/admin/gallery/new", {
        form: { title: ALBUM_TITLE, takenOn: kolkataDate(-7), published: "on", eventId: "" },
        headers,
        maxRedirects: 0,
      });
      await expect(created, (s) => s === 303, "POST /admin/gallery/new");
      const albumPath = created.headers().location?.match(/\/admin\/gallery\/\d+/)?.[0];
      if (!albumPath) throw new Error(`no album page in ${created.headers().location}`);
      for (const [svg, alt] of ALBUM_PHOTOS) {
        const upload = await http.post(`${albumPath}/photos`, {
          multipart: { photo: await photo(svg), alt },
          headers: { ...headers, Accept: "application/json" },
        });
        await expect(upload, (s) => s === 200, `uploading ${svg}`);
      }
      const page = await expect(await http.get(albumPath), (s) => s === 200, `GET ${albumPath}`);
      const slug = (await page.text()).match(/href="\/gallery\/([^"/?#]+)"/)?.[1];
      if (!slug) throw new Error(`no public link on ${albumPath}`);
      return `/gallery/${slug}`;
    });

    // Two batches of the Beginner course (docs/decisions/timetable.md): /courses and
    // /courses/beginner are measured with their timetable, and "Book this batch" is tapped.
    await step("two batches", async () => {
      for (const [mode, days] of [
        ["online", { day6: "on", day7: "on" }],
        ["offline", { day3: "on" }],
      ]) {
        const response = await http.post("/admin/batches/new", {
          form: {
            ...BATCH,
            ...days,
            mode,
            firstDate: kolkataDate(14),
          },
          headers,
          maxRedirects: 0,
        });
        await expect(response, (s) => s === 303, "POST /admin/batches/new");
      }
      // /courses/beginner is a benched route already.
      return null;
    });
  } catch (error) {
    problems.push(`seeding the collections failed: ${error.message.split("\n")[0]}`);
  } finally {
    await context.close();
  }

  // What a visitor without cookies gets (the page cache's copy).
  for (const route of routes) {
    try {
      const response = await fetch(origin + route);
      if (response.status !== 200) problems.push(`${route}: HTTP ${response.status} after seeding`);
    } catch (error) {
      problems.push(`${route}: ${error.message}`);
    }
  }
  return { routes, problems };
}

/**
 * The routes to measure once the collections are seeded: the default list plus the detail
 * pages when the user gave no --routes, or the given list with the {@link DETAILS_TOKEN}
 * replaced by the detail pages (by nothing when none were seeded).
 * @param routes the routes from the options (the default list when `given` is false)
 * @param given whether the user passed --routes
 * @param details the detail pages' paths from {@link seedCollections} ([] with --no-seed)
 * @returns a new array; `routes` is not changed
 */
export function withDetailRoutes(routes, given, details) {
  if (!given) return [...routes, ...details];
  return routes.flatMap((route) => (route === DETAILS_TOKEN ? details : [route]));
}
