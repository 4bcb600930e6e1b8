import { signInAsAdminByHttp } from "./support/admin";
import { adminGuardMatrix, type GuardedAction, type UrlSuffix } from "./support/admin-guards";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * The admin matrix for the coach, testimonial and FAQ sections (docs/decisions/admin-area.md
 * "Tests": the admin matrix covers every admin action: anonymous, ordinary user, cross-origin:
 * refused, nothing changed), on the pattern of e2e/admin-actions.spec.ts: every action of
 * /admin/coaches, /admin/testimonials and /admin/faqs (and their .data URLs) without a session,
 * with an ordinary account, and from another origin or none is refused and changes nothing; the
 * pages send anyone but the admin to /adminlogin; invalid input is refused with the messages and
 * stores nothing. HTTP only, on a server of its own.
 */

const SECTIONS = ["/admin/coaches", "/admin/testimonials", "/admin/faqs"] as const;
type Section = (typeof SECTIONS)[number];

/** A valid new item of each section, as its form posts it. */
const NEW_ITEM: Record<Section, Record<string, string>> = {
  "/admin/coaches": { name: "Intruder", title: "Hacker", quote: "Hacked", published: "on" },
  "/admin/testimonials": { text: "Hacked", author: "Intruder", region: "Nowhere", published: "on" },
  "/admin/faqs": { question: "Hacked?", answer: "Hacked.", published: "on" },
};

let admin: APIRequestContext;
/** Every section's list page as the admin sees it (names, badges, order, changed lines). */
let baseline: Record<string, string>;
/** The first two ids of each section's list. */
const ids: Record<string, [string, string]> = {};

/** The list part of an admin section page: from the first item to the end of the list. */
async function listOf(section: Section): Promise<string> {
  const response = await admin.get(section);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf("<ol"), html.indexOf("</ol>"));
}

async function storedState(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const section of SECTIONS) state[section] = await listOf(section);
  for (const page of ["/coaches", "/testimonial", "/faqs"]) {
    const html = await (await admin.get(page)).text();
    state[page] = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  }
  return state;
}

/** Every action of every section, as a browser would post it, on the page or `.data` URL. */
function everyAction(suffix: UrlSuffix): GuardedAction[] {
  return SECTIONS.flatMap((section) => {
    const [first, second] = ids[section];
    return (
      [
        { intent: "create", ...NEW_ITEM[section] },
        { intent: "update", id: first, ...NEW_ITEM[section] },
        { intent: "delete", id: first },
        { intent: "move", id: second, direction: "up" },
      ] as Record<string, string>[]
    ).map((form) => ({
      name: form.intent,
      // A save posts to the item's page (/new, /ID), a delete or move to the list.
      url: `${form.intent === "create" ? `${section}/new` : form.intent === "update" ? `${section}/${first}` : section}${suffix}`,
      form,
    }));
  });
}

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  for (const section of SECTIONS) {
    const found = [...(await listOf(section)).matchAll(/<li id="item-(\d+)"/g)].map((m) => m[1]);
    expect(found.length, section).toBeGreaterThanOrEqual(2);
    ids[section] = [found[0], found[1]];
  }
  baseline = await storedState();
});

test.afterAll(async () => {
  await admin.dispose();
});

adminGuardMatrix({
  what: "coach, testimonial and FAQ action",
  pages: () =>
    SECTIONS.flatMap((section) => [section, `${section}/new`, `${section}/${ids[section][0]}`]),
  secret: "updatedBy",
  actions: everyAction,
  context: () => ({ admin, baseline }),
  state: storedState,
});

test("invalid input, unknown ids and unknown intents are refused with a message and change nothing", async ({
  baseURL,
}) => {
  const origin = { Origin: baseURL ?? "" };
  const post = (url: string, form: Record<string, string>) =>
    admin.post(url, { form, headers: origin, maxRedirects: 0 });
  const refused: [string, Record<string, string>, string][] = [
    [
      "/admin/coaches",
      { intent: "create", name: " ", title: "T", quote: "Q" },
      "Please enter the coach&#x27;s name.",
    ],
    [
      "/admin/coaches",
      { intent: "create", name: "N", title: "T", quote: "Q", fideRating: "4000" },
      "Please enter a FIDE rating between 1000 and 3000, or leave it empty.",
    ],
    [
      "/admin/coaches",
      {
        intent: "create",
        name: "N",
        title: "T",
        quote: "Q",
        image: "../../etc/passwd",
        imageAlt: "x",
      },
      "Please choose one of the portraits in the list.",
    ],
    [
      "/admin/testimonials",
      { intent: "create", text: "T", author: "A" },
      "Please enter where the student learns from",
    ],
    [
      "/admin/faqs",
      { intent: "create", question: "Q", answer: "\n\n" },
      "Please enter the answer.",
    ],
  ];
  for (const [section, form, message] of refused) {
    const response = await post(`${section}/new`, form);
    expect(response.status(), message).toBe(400);
    expect(await response.text(), message).toContain(message);
  }
  // A coach photo goes through the photo store's checks: an SVG is refused with its message.
  const svg = await admin.post("/admin/coaches/new", {
    headers: origin,
    multipart: {
      intent: "create",
      name: "With SVG",
      title: "T",
      quote: "Q",
      imageAlt: "A drawing",
      photo: {
        name: "x.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    },
    maxRedirects: 0,
  });
  expect(svg.status()).toBeGreaterThanOrEqual(400);
  expect(svg.status()).toBeLessThan(500);
  expect(await svg.text()).toContain("Please upload a JPEG, PNG, WebP or AVIF image.");
  for (const section of SECTIONS) {
    for (const form of [
      { intent: "update", id: "999999", ...NEW_ITEM[section] },
      { intent: "delete", id: "999999" },
    ]) {
      const url = form.intent === "update" ? `${section}/999999` : section;
      const response = await post(url, form);
      expect(response.status(), `${section} ${form.intent}`).toBe(404);
      expect(await response.text()).toContain("That item no longer exists.");
    }
    // An address that is not an id names no item either: 404, as in every section.
    const junk = await post(`${section}/abc`, { intent: "update", ...NEW_ITEM[section] });
    expect(junk.status(), `${section}/abc`).toBe(404);
    expect(await junk.text()).toContain("That item no longer exists.");
    const unknown = await post(section, { intent: "publish-everything" });
    expect(unknown.status()).toBe(400);
    const badMove = await post(section, {
      intent: "move",
      id: ids[section][0],
      direction: "sideways",
    });
    expect(badMove.status()).toBe(400);
    expect((await admin.get(`${section}/999999`)).status()).toBe(404);
  }
  expect(await storedState()).toEqual(baseline);
});
