import { todayInKolkata } from "../app/lib/posts";
import { makeImage } from "../tests/fixtures/images";
import { signInAsAdminByHttp } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { enquiryLogSetting, MEENA, setEnquiryLog } from "./support/enquiries";
import { createEventByHttp } from "./support/events";
import { addAlbumPhotoByHttp, createAlbumByHttp } from "./support/gallery";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { createPostByHttp } from "./support/posts";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request as playwrightRequest,
} from "./support/test";

/**
 * What the academy's owner meets in the admin area, tried as a non-technical owner would: a
 * cover photo survives a refused form, lists fit a phone whatever was typed, delete says what
 * it did and keeps focus, a post dated later waits for its date (and can be previewed), signing
 * in returns to the page asked for, the menu marks the section, no floating "Book a Demo" over
 * the forms, phone numbers call and chat, and the gallery keeps a full masonry. Runs on a server
 * of its own.
 */
test.describe.configure({ timeout: 120_000 });

let admin: APIRequestContext;
let origin: { Origin: string };

/**
 * Every kind of item these tests add, how to list its ids and how to delete one: the worker's
 * server is shared with other specs, which expect exact lists, so what is added here goes again.
 */
const KINDS = [
  ...["coaches", "testimonials", "faqs"].map((section) => ({
    list: `/admin/${section}`,
    ids: new RegExp(`href="/admin/${section}/(\\d+)"`, "g"),
    remove: { path: `/admin/${section}`, intent: "delete" },
  })),
  {
    list: "/admin/posts",
    ids: /href="\/admin\/posts\/(\d+)"/g,
    remove: { path: "/admin/posts", intent: "delete" },
  },
  {
    list: "/admin/events",
    ids: /href="\/admin\/events\/(\d+)"/g,
    remove: { path: "/admin/events", intent: "delete" },
  },
  {
    list: "/admin/gallery",
    ids: /href="\/admin\/gallery\/(\d+)"/g,
    remove: { path: "/admin/gallery", intent: "delete" },
  },
  {
    list: "/admin-dashboard",
    ids: /name="id" value="(\d+)"/g,
    remove: { path: "/admin-dashboard", intent: "delete-feedback" },
  },
  {
    list: "/admin/enquiries",
    ids: /name="intent" value="update"\/><input type="hidden" name="id" value="(\d+)"/g,
    remove: { path: "/admin/enquiries", intent: "delete" },
  },
];

/** The ids of every item of each kind, in {@link KINDS} order. */
async function itemIds(): Promise<Set<string>[]> {
  return Promise.all(
    KINDS.map(async (kind) => {
      const html = await (await admin.get(kind.list)).text();
      return new Set([...html.matchAll(kind.ids)].map((m) => m[1]));
    }),
  );
}

let before: Set<string>[] = [];
let logSetting: { enabled: boolean; retentionDays: string };

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  origin = { Origin: workerServer.url };
  before = await itemIds();
  logSetting = await enquiryLogSetting(admin);
});

test.afterAll(async ({ workerServer }) => {
  const after = await itemIds();
  for (const [i, kind] of KINDS.entries()) {
    for (const id of after[i]) {
      if (before[i]?.has(id)) continue;
      const response = await admin.post(kind.remove.path, {
        headers: origin,
        form: { intent: kind.remove.intent, id },
        maxRedirects: 0,
      });
      expect(response.status(), `${kind.list} ${id}`).toBeLessThan(400);
    }
  }
  await setEnquiryLog(admin, workerServer.url, logSetting.enabled, logSetting.retentionDays);
  await admin.dispose();
});

/** A browser signed in as the admin (the API context's session), optionally phone-sized. */
async function adminBrowser(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    storageState: await admin.storageState(),
  });
  return { context, page: await context.newPage() };
}

/** A PNG of the given colour, as a file input or a multipart field takes it. */
async function png(name: string, colour: string) {
  return {
    name,
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 900, height: 600, colour }),
  };
}

/** A pasted Maps link: one word of 100 characters, far wider than a phone. */
const LONG = `https://maps.app.goo.gl/${"Q7mZk3vYp2LwX9bT".repeat(5)}`.slice(0, 100);
/** A long word without a link's slashes (a name typed without spaces): 70 characters. */
const LONG_WORD = "Tamilnadustatechesschampionship".repeat(3).slice(0, 70);

test("a cover photo chosen for a post or an event survives a refused Save, and the typed description too", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await adminBrowser(browser, baseURL ?? "");

  // A post: choose a cover, forget its description, Save.
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title", { exact: true }).fill("Covered post");
  await page.getByLabel("Summary", { exact: true }).fill("A post with a cover.");
  await page.getByLabel("Post", { exact: true }).fill("Text of the post.");
  await page.getByLabel("Published (visible on the site)").check();
  await page
    .getByLabel("Cover photo", { exact: true })
    .setInputFiles(await png("a.png", "#553311"));
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("The post was not saved.")).toBeVisible();
  const postAlt = page.getByLabel("Cover description (alt text)");
  await expect(postAlt).toHaveAttribute("aria-invalid", "true");
  // The file is still chosen, and what was typed is still there.
  expect(
    await page.getByLabel("Cover photo", { exact: true }).evaluate((el) => {
      const files = (el as HTMLInputElement).files;
      return files ? [...files].map((f) => f.name) : [];
    }),
  ).toEqual(["a.png"]);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("A post with a cover.");
  await postAlt.fill("Boards set for the first round");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved “Covered post”.");
  const reader = await browser.newPage({ baseURL });
  await reader.goto("/blogs/covered-post");
  await expect(reader.getByRole("img", { name: "Boards set for the first round" })).toBeVisible();

  // An event: the same.
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill("Covered open");
  await page.getByLabel("Starts (India time)").fill("2099-05-02T10:00");
  await page.getByLabel("Ends (India time)").fill("2099-05-02T17:00");
  await page.getByLabel("Summary").fill("An open with a cover.");
  await page.getByLabel("Published (shown on the public site)").check();
  await page.getByLabel("Upload a cover photo").setInputFiles(await png("b.png", "#113355"));
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
  const eventAlt = page.getByLabel("Describe the cover photo");
  await expect(eventAlt).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Summary")).toHaveValue("An open with a cover.");
  await eventAlt.fill("Players at the open");
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("status")).toHaveText("Event saved.");
  await reader.goto("/events/covered-open");
  await expect(reader.getByRole("img", { name: "Players at the open" })).toBeVisible();
  await reader.close();
  await context.close();
});

test("every admin list fits a 390 px phone, whatever long word was typed or pasted", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  // One item with a long unbroken value in every list.
  await setEnquiryLog(admin, base, true);
  const enquiry = await admin.post("/enquiry", {
    headers: origin,
    form: { ...MEENA, location: LONG, source: "dialog", keepCopy: "yes", website: "" },
    maxRedirects: 0,
  });
  expect(enquiry.status(), await enquiry.text()).toBeLessThan(400);
  await createPostByHttp(admin, base, {
    title: `Long ${LONG_WORD}`,
    slug: "a".repeat(80),
    summary: LONG,
    body: LONG,
    publishDate: "2026-11-01",
    published: true,
  });
  await createEventByHttp(admin, base, { title: `Long ${LONG_WORD}`, slug: "long-event" });
  const created = async (path: string, form: Record<string, string>) => {
    const response = await admin.post(`${path}/new`, {
      headers: origin,
      multipart: { intent: "create", published: "on", ...form },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(303);
  };
  await created("/admin/coaches", { name: LONG_WORD, title: LONG, quote: LONG });
  await created("/admin/testimonials", { text: LONG, author: LONG_WORD, region: LONG_WORD });
  await created("/admin/faqs", { question: LONG, answer: LONG });
  const feedback = await admin.post("/admin-dashboard", {
    headers: origin,
    form: { intent: "add-feedback", name: LONG_WORD, content: LONG, stars: "5" },
  });
  expect(feedback.status()).toBe(200);
  const album = await createAlbumByHttp(admin, base, {
    title: LONG_WORD,
    takenOn: "2026-01-10",
    published: true,
  });
  const albumPath = album.path;
  await addAlbumPhotoByHttp(admin, base, album.id, await png("long.png", "#224466"), LONG);

  const { context, page } = await adminBrowser(browser, base, { width: 390, height: 844 });
  const lists = [
    "/admin-dashboard",
    "/admin/gallery",
    albumPath,
    "/admin/posts",
    "/admin/events",
    "/admin/enquiries",
    "/admin/coaches",
    "/admin/testimonials",
    "/admin/faqs",
  ];
  // How far each page is wider than the screen, in px (0: it fits).
  const overflow: Record<string, number> = {};
  for (const path of lists) {
    await page.goto(path);
    overflow[path] = await page.evaluate(() =>
      Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    );
  }
  expect(overflow).toEqual(Object.fromEntries(lists.map((path) => [path, 0])));
  await context.close();
});

test("axe finds no label-content-name-mismatch on /admin/posts: a link's visible text is in its name", async ({
  browser,
  baseURL,
}) => {
  await createPostByHttp(admin, baseURL ?? "", {
    title: "Named link",
    summary: "A live post, so its address is a link.",
    body: "Text.",
    publishDate: "2026-11-02",
    published: true,
  });
  const { context, page } = await adminBrowser(browser, baseURL ?? "");
  await page.goto("/admin/posts");
  await expect(page.getByRole("heading", { level: 2, name: "Named link" })).toBeVisible();
  // label-content-name-mismatch (WCAG 2.5.3) is among the rules expectNoAxeViolations runs.
  await expectNoAxeViolations(page);
  await expect(page.getByRole("link", { name: "/blogs/named-link" })).toHaveAttribute(
    "href",
    "/blogs/named-link",
  );
  await context.close();
});

test("deleting a coach, a testimonial, an FAQ, an event, a post or an album says so and puts focus on the message", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const sections = [
    ["/admin/coaches", { name: "Coach To Go", title: "Coach", quote: "Bye." }, "Coach deleted."],
    [
      "/admin/testimonials",
      { text: "Good classes.", author: "Reviewer To Go", region: "Coimbatore" },
      "Testimonial deleted.",
    ],
    ["/admin/faqs", { question: "Question To Go?", answer: "Yes." }, "Question deleted."],
  ] as const;
  for (const [path, form] of sections) {
    const response = await admin.post(`${path}/new`, {
      headers: origin,
      multipart: { intent: "create", published: "on", ...form },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }
  await createEventByHttp(admin, base, { title: "Event To Go" });
  await createPostByHttp(admin, base, {
    title: "Post To Go",
    summary: "S.",
    body: "B.",
    publishDate: "2026-11-03",
  });
  await createAlbumByHttp(admin, base, { title: "Album To Go", takenOn: "2026-11-04" });
  const { context, page } = await adminBrowser(browser, base);
  const cases: [string, string, string][] = [
    ...sections.map(([path, form, message]): [string, string, string] => [
      path,
      "name" in form ? form.name : "author" in form ? form.author : form.question,
      message,
    ]),
    ["/admin/events", "Event To Go", "Event deleted."],
    ["/admin/posts", "Post To Go", "Post deleted."],
    ["/admin/gallery", "Album To Go", "Album deleted."],
  ];
  for (const [path, name, message] of cases) {
    await page.goto(path);
    await page.getByRole("link", { name: `Delete ${name}` }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    const status = page.getByRole("status").filter({ hasText: message });
    await expect(status, path).toBeVisible();
    await expect(status, path).toBeFocused();
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
  }
  await context.close();
});

test("a post dated later goes live on its date; the admin previews drafts and scheduled posts", async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL ?? "";
  const today = todayInKolkata();
  const tomorrow = todayInKolkata(new Date(Date.now() + 24 * 60 * 60 * 1000));
  await createPostByHttp(admin, base, {
    title: "Live today",
    summary: "Dated today.",
    body: "Out now.",
    publishDate: today,
    published: true,
  });
  const scheduledId = await createPostByHttp(admin, base, {
    title: "Coming tomorrow",
    summary: "Dated tomorrow.",
    body: "## Soon\n\nNot yet.",
    publishDate: tomorrow,
    published: true,
  });
  const draftId = await createPostByHttp(admin, base, {
    title: "Still a draft",
    summary: "Unpublished.",
    body: "Draft **text**.",
    publishDate: today,
  });

  // Visitors: today's post only, in the list, its page, the feed and the sitemap.
  const list = await (await request.get("/blogs")).text();
  expect(list).toContain("Live today");
  expect(list).not.toContain("Coming tomorrow");
  expect((await request.get("/blogs/live-today")).status()).toBe(200);
  expect((await request.get("/blogs/coming-tomorrow")).status()).toBe(404);
  expect(await (await request.get("/blogs/rss.xml")).text()).not.toContain("Coming tomorrow");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("coming-tomorrow");

  // The admin: the list says Scheduled, and the preview shows the post as it will be.
  const { context, page } = await adminBrowser(browser, base);
  await page.goto("/admin/posts");
  const row = page.getByRole("listitem").filter({ hasText: "Coming tomorrow" });
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: "/blogs/coming-tomorrow" })).toHaveCount(0);
  await row.getByRole("link", { name: "Preview Coming tomorrow" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/posts/${scheduledId}/preview$`));
  await expect(page.getByText(/It goes live on the site on \d+ \w+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Coming tomorrow" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Soon" })).toBeVisible();
  await page.goto(`/admin/posts/${draftId}/preview`);
  await expect(page.getByText("Preview: this post is a draft.")).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("text");
  await page.getByRole("link", { name: "Edit this post" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/posts/${draftId}$`));
  await context.close();
  // Anyone else: sent to sign in.
  const preview = await request.get(`/admin/posts/${draftId}/preview`, { maxRedirects: 0 });
  expect(preview.status()).toBe(302);
});

test("signing in from an admin page returns there, with or without JavaScript; never to another site", async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL ?? "";
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ baseURL: base, javaScriptEnabled });
    const page = await context.newPage();
    // Another visit first leaves a copy of the login page, naming another page, in the cache.
    await request.get("/adminlogin?redirectTo=%2Fadmin%2Fcoaches");
    await page.goto(javaScriptEnabled ? "/admin/events" : "/admin/faqs");
    await expect(page).toHaveURL(/\/adminlogin\?redirectTo=/);
    await page.getByLabel("Email").fill(OWN_ADMIN.email);
    await page.getByLabel("Password").fill(OWN_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    const landed = javaScriptEnabled ? /\/admin\/events$/ : /\/admin\/faqs$/;
    await expect(page, `JavaScript ${javaScriptEnabled}`).toHaveURL(landed);
    await context.close();
  }
  // The dashboard needs no return address.
  const dashboard = await request.get("/admin-dashboard", { maxRedirects: 0 });
  expect(dashboard.headers().location).toBe("/adminlogin");
  // Any other target lands on the dashboard, whether in the form's URL or its Referer.
  for (const hostile of [
    "https://evil.example/admin/",
    "//evil.example/admin/",
    "/\\evil.example/admin/",
    "/blogs",
    "/admin/enquiries.csv",
    "javascript:alert(1)",
  ]) {
    const query = new URLSearchParams({ redirectTo: hostile });
    for (const how of ["url", "referer"] as const) {
      const api = await playwrightRequest.newContext({ baseURL: base });
      const response = await api.post(how === "url" ? `/adminlogin?${query}` : "/adminlogin", {
        form: { email: OWN_ADMIN.email, password: OWN_ADMIN.password },
        headers: {
          Origin: base,
          ...(how === "referer" ? { Referer: `${base}/adminlogin?${query}` } : {}),
        },
        maxRedirects: 0,
      });
      expect(response.status(), `${how} ${hostile}`).toBe(302);
      expect(response.headers().location, `${how} ${hostile}`).toBe("/admin-dashboard");
      await api.dispose();
    }
  }
});

test("the admin menu marks its section on New post and New event", async ({ browser, baseURL }) => {
  const { context, page } = await adminBrowser(browser, baseURL ?? "");
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const current = nav.locator('[aria-current="page"]');
  for (const [path, section] of [
    ["/admin/posts/new", "Blog"],
    ["/admin/events/new", "Events"],
    ["/admin/posts", "Blog"],
    ["/admin-dashboard", "Dashboard"],
    ["/admin-dashboard/password", "Change password"],
  ] as const) {
    await page.goto(path);
    await expect(current, path).toHaveText([section]);
  }
  await context.close();
});

test("no floating Book a Demo covers the admin area's buttons on a phone; the public pages keep it", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await adminBrowser(browser, baseURL ?? "", {
    width: 390,
    height: 844,
  });
  for (const path of ["/admin-dashboard", "/admin/posts/new", "/admin/events/new", "/admin/faqs"]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book a Demo" }), path).toHaveCount(0);
  }
  await page.goto("/about");
  await expect(page.getByRole("button", { name: "Book a Demo" })).toBeVisible();
  await context.close();
});

test("a phone number in the inbox calls on a tap and opens a WhatsApp chat", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await setEnquiryLog(admin, base, true);
  for (const [name, contactNo] of [
    ["Phone Intl", "+91 90000 22222"],
    ["Phone Local", "098765-43210"],
    ["Phone Words", "call after six"],
  ]) {
    const response = await admin.post("/enquiry", {
      headers: origin,
      form: { ...MEENA, name, contactNo, source: "dialog", keepCopy: "yes", website: "" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeLessThan(400);
  }
  const { context, page } = await adminBrowser(browser, base);
  await page.goto("/admin/enquiries");
  const item = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect(item("Phone Intl").getByRole("link", { name: "+91 90000 22222" })).toHaveAttribute(
    "href",
    "tel:+919000022222",
  );
  await expect(
    item("Phone Intl").getByRole("link", { name: "WhatsApp Phone Intl" }),
  ).toHaveAttribute("href", "https://wa.me/919000022222");
  await expect(item("Phone Local").getByRole("link", { name: "098765-43210" })).toHaveAttribute(
    "href",
    "tel:09876543210",
  );
  await expect(
    item("Phone Local").getByRole("link", { name: "WhatsApp Phone Local" }),
  ).toHaveAttribute("href", "https://wa.me/919876543210");
  // Words are no number: shown as typed, no link.
  await expect(item("Phone Words").getByText("call after six")).toBeVisible();
  await expect(
    item("Phone Words").getByRole("link", { name: /call after six|WhatsApp/ }),
  ).toHaveCount(0);
  await context.close();
});

test("/gallery keeps a full masonry: the newest published photos, then samples up to 13", async ({
  browser,
  baseURL,
}) => {
  const created = await createAlbumByHttp(admin, baseURL ?? "", {
    title: "Newest album",
    takenOn: "2099-01-01",
    published: true,
  });
  for (const [colour, alt] of [
    ["#aa3311", "Newest photo one"],
    ["#11aa33", "Newest photo two"],
  ]) {
    await addAlbumPhotoByHttp(
      admin,
      baseURL ?? "",
      created.id,
      await png(`${alt}.png`, colour),
      alt,
    );
  }
  const page = await browser.newPage({ baseURL });
  await page.goto("/gallery");
  const images = page.getByTestId("gallery-masonry").getByRole("img");
  await expect(images).toHaveCount(13);
  const alts = await images.evaluateAll((els) => els.map((el) => el.getAttribute("alt")));
  expect(alts.slice(0, 2)).toEqual(["Newest photo one", "Newest photo two"]);
  await page.close();
});
