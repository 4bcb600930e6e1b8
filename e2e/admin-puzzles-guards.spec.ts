import { signInAsAdminByHttp } from "./support/admin";
import { adminGuardMatrix, type UrlSuffix } from "./support/admin-guards";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { clearPuzzles, createPuzzleByHttp, puzzleForm, SMOTHERED } from "./support/puzzles";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * The admin matrix for puzzles (docs/decisions/puzzles.md, on docs/decisions/admin-area.md
 * "Tests"): create, edit and delete a puzzle — on the page URL and its `.data` URL — without a
 * session, with a non-admin session, and from another origin or none are refused and change
 * nothing; the Puzzles pages send anyone but the admin to /adminlogin; a draft never reaches
 * visitors, nor its preview image. HTTP only, on the worker's own server, left without puzzles.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let draftId = "";
let liveId = "";
let baseline: string[];

/** What the admin's Puzzles list shows: each puzzle's title, badge, date and changed line. */
async function storedState(): Promise<string[]> {
  const response = await admin.get("/admin/puzzles");
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<li(?:\s[^>]*)?>([\s\S]*?)<\/li>/g)]
    .map((m) =>
      m[1]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((text) => text.includes("Changed "));
}

const hacked = puzzleForm({ ...SMOTHERED, title: "Hacked", slug: "hacked" });

/** Every puzzle action, as a browser would post it, on the page URL or its `.data` URL. */
function everyAction(suffix: UrlSuffix) {
  return [
    { name: "create", url: `/admin/puzzles/new${suffix}`, form: hacked },
    { name: "edit draft", url: `/admin/puzzles/${draftId}${suffix}`, form: hacked },
    { name: "edit live", url: `/admin/puzzles/${liveId}${suffix}`, form: hacked },
    { name: "delete", url: `/admin/puzzles${suffix}`, form: { intent: "delete", id: liveId } },
  ];
}

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await clearPuzzles(admin, workerServer.url);
  draftId = await createPuzzleByHttp(admin, workerServer.url, {
    ...SMOTHERED,
    title: "Secret draft puzzle",
    slug: "secret-draft-puzzle",
    hint: "Draft hint",
    published: false,
  });
  liveId = await createPuzzleByHttp(admin, workerServer.url, SMOTHERED);
  baseline = await storedState();
  expect(baseline).toHaveLength(2);
});

test.afterAll(async ({ workerServer }) => {
  await clearPuzzles(admin, workerServer.url);
  await admin.dispose();
});

test("a draft puzzle never reaches visitors; the admin still sees it", async ({ request }) => {
  expect((await admin.get(`/admin/puzzles/${draftId}`)).status()).toBe(200);
  expect((await request.get("/puzzles/secret-draft-puzzle")).status()).toBe(404);
  expect((await request.get("/puzzles/secret-draft-puzzle.data")).status()).toBe(404);
  expect(await (await request.get("/puzzles")).text()).not.toContain("Secret draft");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("secret-draft");
  const live = await (await request.get(`/puzzles/${SMOTHERED.slug}`)).text();
  const image = live.match(/\/puzzles\/[a-z0-9-]+\/(board-[0-9a-f]{16}\.png)/)?.[1] ?? "";
  expect(image).not.toBe("");
  expect((await request.get(`/puzzles/secret-draft-puzzle/${image}`)).status()).toBe(404);
});

adminGuardMatrix({
  what: "puzzle action",
  pages: () => ["/admin/puzzles", "/admin/puzzles/new", `/admin/puzzles/${draftId}`],
  secret: "Draft hint",
  actions: everyAction,
  context: () => ({ admin, baseline }),
  state: storedState,
});

test("the admin's own invalid or unknown requests change nothing, each with its message", async ({
  baseURL,
}) => {
  const origin = { Origin: baseURL ?? "" };
  const cases = [
    { form: { ...hacked, fen: "8/8/8/8/8/8/8/8" }, message: "The position has no white king." },
    { form: { ...hacked, solution: "Nf7+ Kg7" }, message: "Move 2 (“Kg7”) is not possible" },
    { form: { ...hacked, side: "b" }, message: "“Side to move” says Black" },
    { form: { ...hacked, slug: SMOTHERED.slug ?? "" }, message: "Another puzzle already uses" },
  ];
  for (const { form, message } of cases) {
    const response = await admin.post("/admin/puzzles/new", { form, headers: origin });
    expect(response.status(), message).toBe(400);
    expect(await response.text(), message).toContain(message);
  }
  for (const { url, form, status } of [
    { url: "/admin/puzzles/999999", form: hacked, status: 404 },
    { url: "/admin/puzzles", form: { intent: "delete", id: "999999" }, status: 404 },
    { url: "/admin/puzzles", form: { intent: "drop-table", id: draftId }, status: 400 },
  ]) {
    const response = await admin.post(url, { form, headers: origin, maxRedirects: 0 });
    expect(response.status(), `${url} ${JSON.stringify(form)}`).toBe(status);
  }
  expect(await storedState()).toEqual(baseline);
});
