import { makeImage } from "../tests/fixtures/images";
import { signInAsAdminByHttp } from "./support/admin";
import { adminGuardMatrix, badImageUploads, type UrlSuffix } from "./support/admin-guards";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { clearPosts, createPostByHttp, postForm } from "./support/posts";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * The admin matrix for the blog (docs/decisions/admin-area.md "Tests": the admin matrix):
 * create, edit and delete a post — on the page URL and its `.data` URL — without a session,
 * with a non-admin session, and from another origin or none are refused and change nothing;
 * the Blog pages send anyone but the admin to /adminlogin, and a draft never reaches visitors.
 * HTTP only, on a server of its own (pattern of e2e/admin-actions.spec.ts).
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let draftId = "";
let publishedId = "";

/** What the admin's Blog list shows: each post's edit link, title, badge and changed line. */
async function storedState(): Promise<string[]> {
  const response = await admin.get("/admin/posts");
  expect(response.status()).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<li(?:\s[^>]*)?>([\s\S]*?)<\/li>/g)]
    .map((m) =>
      m[1]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((text) => text.includes("Changed "));
}

const hacked = postForm({
  title: "Hacked",
  summary: "Hacked",
  body: "Hacked",
  publishDate: "2026-11-23",
  published: true,
});

/** Every blog action, as a browser would post it, on the page URL or its `.data` URL. */
function everyAction(suffix: UrlSuffix) {
  return [
    { name: "create", url: `/admin/posts/new${suffix}`, form: hacked },
    { name: "edit draft", url: `/admin/posts/${draftId}${suffix}`, form: hacked },
    { name: "edit published", url: `/admin/posts/${publishedId}${suffix}`, form: hacked },
    { name: "delete", url: `/admin/posts${suffix}`, form: { intent: "delete", id: publishedId } },
  ];
}

let baseline: string[];

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await clearPosts(admin, workerServer.url);
  draftId = await createPostByHttp(admin, workerServer.url, {
    title: "Secret draft",
    summary: "Not yet.",
    body: "Draft body.",
    publishDate: "2026-11-22",
  });
  publishedId = await createPostByHttp(admin, workerServer.url, {
    title: "Live post",
    summary: "For everyone.",
    body: "Live body.",
    publishDate: "2026-11-21",
    published: true,
  });
  baseline = await storedState();
  expect(baseline).toHaveLength(2);
  expect(baseline.join("\n")).toContain("Secret draft");
});

test.afterAll(async () => {
  await admin.dispose();
});

test("a draft never reaches visitors; the admin still sees it", async ({ request }) => {
  expect((await admin.get(`/admin/posts/${draftId}`)).status()).toBe(200);
  expect((await request.get("/blogs/secret-draft")).status()).toBe(404);
  expect((await request.get("/blogs/secret-draft.data")).status()).toBe(404);
  expect(await (await request.get("/blogs")).text()).not.toContain("Secret draft");
  expect(await (await request.get("/blogs/rss.xml")).text()).not.toContain("Secret draft");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("secret-draft");
});

adminGuardMatrix({
  what: "blog action",
  pages: () => ["/admin/posts", "/admin/posts/new", `/admin/posts/${draftId}`],
  secret: "Draft body",
  actions: everyAction,
  context: () => ({ admin, baseline }),
  state: storedState,
});

test("the admin's own invalid or unknown requests change nothing", async ({ baseURL }) => {
  const origin = { Origin: baseURL ?? "" };
  const cases = [
    { url: "/admin/posts/new", form: { ...hacked, title: " " }, status: 400 },
    { url: "/admin/posts/new", form: { ...hacked, slug: "live-post" }, status: 400 },
    { url: `/admin/posts/${draftId}`, form: { ...hacked, publishDate: "2026-02-30" }, status: 400 },
    { url: "/admin/posts/999999", form: hacked, status: 404 },
    { url: "/admin/posts/abc", form: hacked, status: 404 },
    { url: "/admin/posts", form: { intent: "delete", id: "999999" }, status: 404 },
    { url: "/admin/posts", form: { intent: "delete", id: "1e3" }, status: 404 },
    { url: "/admin/posts", form: { intent: "drop-table", id: draftId }, status: 400 },
  ];
  for (const { url, form, status } of cases) {
    const response = await admin.post(url, { form, headers: origin, maxRedirects: 0 });
    expect(response.status(), `${url} ${JSON.stringify(form)}`).toBe(status);
  }
  const taken = await admin.post("/admin/posts/new", {
    form: { ...hacked, slug: "live-post" },
    headers: origin,
  });
  expect(await taken.text()).toContain("Another post already uses this web address.");
  expect(await storedState()).toEqual(baseline);
});

test("bad cover uploads are refused with a clear message and nothing is stored", async ({
  baseURL,
}) => {
  const cases = await badImageUploads();
  for (const { what, file, message } of cases) {
    const response = await admin.post("/admin/posts/new", {
      headers: { Origin: baseURL ?? "" },
      multipart: { ...hacked, title: "Refused cover", coverAlt: "A board", cover: file },
    });
    expect(response.status(), what).toBeGreaterThanOrEqual(400);
    expect(response.status(), what).toBeLessThan(500);
    const html = await response.text();
    expect(html, what).toContain(message);
    // the typed title is kept in the form
    expect(html, what).toContain('value="Refused cover"');
  }
  const noAlt = await admin.post(`/admin/posts/${publishedId}`, {
    headers: { Origin: baseURL ?? "" },
    multipart: {
      ...hacked,
      cover: {
        name: "ok.jpg",
        mimeType: "image/jpeg",
        buffer: await makeImage("jpeg", { width: 800, height: 600 }),
      },
    },
  });
  expect(noAlt.status()).toBe(400);
  expect(await noAlt.text()).toContain("Please describe the photo for people who cannot see it.");
  expect(await storedState()).toEqual(baseline);
});
