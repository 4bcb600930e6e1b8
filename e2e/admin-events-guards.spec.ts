import { signInAsAdminByHttp } from "./support/admin";
import { adminGuardMatrix, type GuardedAction, type UrlSuffix } from "./support/admin-guards";
import { clearEvents, createEventByHttp, eventForm } from "./support/events";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * The guards of the admin's Events section (docs/decisions/admin-area.md "Tests": the admin
 * matrix): its pages redirect anyone but the admin to /adminlogin; create, update and delete,
 * on the page and its .data URL, are refused without a session (403), with an ordinary
 * account's session (403) and, even for the admin, from another origin or with none (400/403),
 * and nothing changes. Runs on a server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let eventId = "";
let baseline = "";

/** What the admin sees of every event: titles, badges and "changed" lines, and the event's form. */
async function storedState(): Promise<string> {
  const list = await admin.get("/admin/events");
  expect(list.status()).toBe(200);
  const html = await list.text();
  const titles = [...html.matchAll(/aria-label="Edit ([^"]*)"/g)].map((m) => m[1]);
  const badges = [...html.matchAll(/>(Draft|Published)<\/span>/g)].map((m) => m[1]);
  const changed = [...html.matchAll(/>(Changed [^<]*)</g)].map((m) => m[1]);
  const form = await (await admin.get(`/admin/events/${eventId}`)).text();
  const values = [...form.matchAll(/name="(\w+)"[^>]*?value="([^"]*)"/g)].map((m) => m.slice(1));
  return JSON.stringify({ titles, badges, changed, values });
}

/** Every change the Events section makes, as a browser would post it. */
function everyAction(suffix: UrlSuffix): GuardedAction[] {
  return [
    {
      name: "create",
      url: `/admin/events/new${suffix}`,
      form: eventForm({ title: "Intruder event" }),
    },
    {
      name: "update",
      url: `/admin/events/${eventId}${suffix}`,
      form: eventForm({ title: "Hacked", published: "" }),
    },
    { name: "delete", url: `/admin/events${suffix}`, form: { intent: "delete", id: eventId } },
  ];
}

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await clearEvents(admin, workerServer.url);
  eventId = await createEventByHttp(admin, workerServer.url, { title: "Guarded open class" });
  baseline = await storedState();
  expect(baseline).toContain("Guarded open class");
});

test.afterAll(async () => {
  await admin.dispose();
});

adminGuardMatrix({
  what: "Events action",
  pages: () => ["/admin/events", "/admin/events/new", `/admin/events/${eventId}`],
  secret: "Guarded open class",
  actions: everyAction,
  context: () => ({ admin, baseline }),
  state: storedState,
});

test("the admin's save to an address that names no event (gone, or not an id) answers 404 and changes nothing", async ({
  baseURL,
}) => {
  for (const url of ["/admin/events/999999", "/admin/events/abc"]) {
    const response = await admin.post(url, {
      form: eventForm({ title: "Nowhere" }),
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain("That item no longer exists.");
  }
  expect(await storedState()).toEqual(baseline);
});
