import { registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import { clearEvents, createEventByHttp, eventForm } from "./support/events";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * The guards of the admin's Events section (issue 7 "The admin matrix covers every new admin
 * action"): its pages redirect anyone but the admin to /adminlogin; create, update and delete,
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

type Action = { name: string; url: string; form: Record<string, string> };

/** Every change the Events section makes, as a browser would post it. */
function everyAction(suffix: "" | ".data"): Action[] {
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

test("the Events pages redirect anyone but the admin to /adminlogin", async ({
  request,
  baseURL,
}) => {
  const user = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(user, baseURL ?? "", {
    name: "Ravi",
    email: "ravi-events@example.test",
    password: "ravi-pw-123",
  });
  for (const path of ["/admin/events", "/admin/events/new", `/admin/events/${eventId}`]) {
    for (const client of [request, user]) {
      const response = await client.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe("/adminlogin");
      const data = await client.get(`${path}.data`, { maxRedirects: 0 });
      expect(await data.text(), `${path}.data`).not.toContain("Guarded open class");
    }
  }
  await user.dispose();
});

for (const suffix of ["", ".data"] as const) {
  test(`every Events action${suffix} without a session is refused with 403 and changes nothing`, async ({
    request,
    baseURL,
  }) => {
    for (const action of everyAction(suffix)) {
      const response = await request.post(action.url, {
        form: action.form,
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(response.status(), action.name).toBe(403);
    }
    expect(await storedState()).toBe(baseline);
  });

  test(`every Events action${suffix} with a non-admin session is refused with 403 and changes nothing`, async ({
    baseURL,
  }) => {
    const user = await playwrightRequest.newContext({ baseURL });
    await registerUserByHttp(user, baseURL ?? "", {
      name: "Student",
      email: `events-student${suffix.replace(".", "-")}@example.test`,
      password: "student-pw-123",
    });
    for (const action of everyAction(suffix)) {
      const response = await user.post(action.url, {
        form: action.form,
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(response.status(), action.name).toBe(403);
    }
    await user.dispose();
    expect(await storedState()).toBe(baseline);
  });

  test(`every Events action${suffix} from another origin, or with none, is refused even for the admin`, async () => {
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of foreign) {
      for (const action of everyAction(suffix)) {
        const response = await admin.post(action.url, {
          form: action.form,
          headers,
          maxRedirects: 0,
        });
        expect([400, 403], `${action.name} with ${JSON.stringify(headers)}`).toContain(
          response.status(),
        );
      }
    }
    expect(await storedState()).toBe(baseline);
  });
}
