import { newStudent } from "./support/accounts";
import { registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import {
  adminGuardMatrix,
  FOREIGN_SENDERS,
  type GuardedAction,
  URL_SUFFIXES,
  type UrlSuffix,
} from "./support/admin-guards";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";
import {
  adminIds,
  batchForm,
  clearTimetable,
  createBatchByHttp,
  createHolidayByHttp,
  seatRequestIds,
} from "./support/timetable";

/**
 * The guards of the timetable (docs/decisions/timetable.md "Guards"): the admin matrix over every
 * action of Batches, Holidays and a batch's seat requests (anonymous, an ordinary account, another
 * origin: refused, nothing changed), and the family's actions — request a seat, cancel, the
 * calendar address, add or edit a student (docs/decisions/families.md) — refused without a
 * session and from another origin; another family cannot cancel a request, read or edit a
 * student, or ask for a seat for them: 404, nothing changed, none of their data sent. Runs on a
 * server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let owner: APIRequestContext;
let baseURL = "";
let batchId = "";
let otherBatchId = "";
let holidayId = "";
let requestId = "";
let studentId = "";
let baseline = "";

/** What only the owning family may read: its student's note for the coach. */
const NOTE = "Guarded note: shy at first";

/** What the admin sees: batches with their seats, holidays, the requests and their statuses. */
async function storedState(): Promise<string> {
  const read = async (path: string) => {
    const response = await admin.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const batches = await read("/admin/batches");
  const holidays = await read("/admin/holidays");
  const requests = await read(`/admin/batches/${batchId}/requests`);
  const family = await owner.get("/my-classes");
  const studentPage = await owner.get(`/my-classes/students/${studentId}`);
  expect(family.status()).toBe(200);
  expect(studentPage.status()).toBe(200);
  const mine = (await family.text()) + (await studentPage.text());
  const pick = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
  return JSON.stringify({
    batches: pick(batches, /aria-label="Edit ([^"]*)"/g),
    lines: pick(batches, /<li>([^<]*)<\/li>/g),
    holidays: pick(holidays, /aria-label="Edit ([^"]*)"/g),
    changed: pick(batches + holidays, />(Changed [^<]*)</g),
    requests: pick(requests, /<h2[^>]*>([^<]*)<\/h2>/g),
    statuses: pick(requests, /rounded-full px-2 py-0\.5 text-xs font-semibold[^"]*">([^<]*)</g),
    ids: [await adminIds(admin, "/admin/batches"), await seatRequestIds(admin, batchId)],
    students: pick(mine, /aria-label="Edit ([^"]*)"/g),
    values: pick(mine, /value="([^"]*)"/g),
    notes: pick(mine, /<textarea[^>]*>([^<]*)</g),
    chosen: pick(mine, /<option[^>]*selected=""[^>]*>([^<]*)</g),
  });
}

/** Every change of the admin's Batches, Holidays and seat requests. */
function adminActions(suffix: UrlSuffix): GuardedAction[] {
  const seats = `/admin/batches/${batchId}/requests${suffix}`;
  return [
    { name: "create batch", url: `/admin/batches/new${suffix}`, form: batchForm() },
    {
      name: "update batch",
      url: `/admin/batches/${batchId}${suffix}`,
      form: batchForm({ capacity: "50", published: "" }),
    },
    {
      name: "delete batch",
      url: `/admin/batches${suffix}`,
      form: { intent: "delete", id: batchId },
    },
    {
      name: "move batch",
      url: `/admin/batches${suffix}`,
      form: { intent: "move", id: batchId, direction: "down" },
    },
    {
      name: "create holiday",
      url: `/admin/holidays/new${suffix}`,
      form: { date: "2099-02-01", name: "Intruder day", published: "on" },
    },
    {
      name: "update holiday",
      url: `/admin/holidays/${holidayId}${suffix}`,
      form: { date: "2099-02-02", name: "Hacked", published: "on" },
    },
    {
      name: "delete holiday",
      url: `/admin/holidays${suffix}`,
      form: { intent: "delete", id: holidayId },
    },
    { name: "accept seat", url: seats, form: { intent: "accept", id: requestId } },
    { name: "decline seat", url: seats, form: { intent: "decline", id: requestId } },
    { name: "waiting list", url: seats, form: { intent: "wait", id: requestId } },
    {
      name: "move seat",
      url: seats,
      form: { intent: "move", id: requestId, target: otherBatchId },
    },
  ];
}

/** Every change a family makes. */
function studentActions(suffix: UrlSuffix): GuardedAction[] {
  const mine = `/my-classes${suffix}`;
  return [
    {
      name: "request seat",
      url: `/batches/${batchId}/request${suffix}`,
      form: { studentName: "Intruder", ageGroup: "children", contact: "000", consent: "on" },
    },
    {
      name: "request seat for a student",
      url: `/batches/${otherBatchId}/request${suffix}`,
      form: { student: studentId, contact: "000" },
    },
    {
      name: "add student",
      url: `/my-classes/students/new${suffix}`,
      form: { name: "Intruder", ageGroup: "adults" },
    },
    {
      name: "edit student",
      url: `/my-classes/students/${studentId}${suffix}`,
      form: { name: "Hacked", ageGroup: "adults", notes: "" },
    },
    { name: "cancel", url: mine, form: { intent: "cancel", id: requestId } },
    { name: "calendar create", url: mine, form: { intent: "calendar-create" } },
    { name: "calendar revoke", url: mine, form: { intent: "calendar-revoke" } },
    { name: "deletion request", url: mine, form: { intent: "deletion-request" } },
  ];
}

test.beforeAll(async ({ workerServer }) => {
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  await clearTimetable(admin, baseURL);
  batchId = await createBatchByHttp(admin, baseURL, { capacity: "2" });
  otherBatchId = await createBatchByHttp(admin, baseURL, { course: "advanced" });
  holidayId = await createHolidayByHttp(admin, baseURL, "2099-01-17", "Guarded Pongal");
  owner = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(owner, baseURL, newStudent("guard-owner"));
  const asked = await owner.post(`/batches/${batchId}/request`, {
    form: {
      studentName: "Guarded Anu",
      ageGroup: "children",
      contact: "98765 43210",
      consent: "on",
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(asked.status()).toBe(303);
  [requestId] = await seatRequestIds(admin, batchId);
  const family = await (await owner.get("/my-classes")).text();
  [, studentId = ""] = family.match(/href="\/my-classes\/students\/(\d+)"/) ?? [];
  expect(studentId).not.toBe("");
  const noted = await owner.post(`/my-classes/students/${studentId}`, {
    form: { name: "Guarded Anu", ageGroup: "children", notes: NOTE },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(noted.status(), await noted.text()).toBe(303);
  baseline = await storedState();
  expect(baseline).toContain("Guarded Anu");
  expect(baseline).toContain(NOTE);
});

test.afterAll(async () => {
  await owner.dispose();
  await admin.dispose();
});

adminGuardMatrix({
  what: "Timetable action",
  pages: () => [
    "/admin/batches",
    "/admin/batches/new",
    `/admin/batches/${batchId}`,
    `/admin/batches/${batchId}/requests`,
    "/admin/holidays",
    "/admin/holidays/new",
    `/admin/holidays/${holidayId}`,
  ],
  secret: "Guarded Anu",
  actions: adminActions,
  context: () => ({ admin, baseline }),
  state: storedState,
});

/** Posts an action with these headers; returns the status. */
async function post(
  client: APIRequestContext,
  action: GuardedAction,
  headers: Record<string, string>,
) {
  const response = await client.post(action.url, { form: action.form, headers, maxRedirects: 0 });
  return response.status();
}

test("every student action without a session, or from another origin, is refused and changes nothing", async ({
  request,
}) => {
  for (const suffix of URL_SUFFIXES) {
    for (const action of studentActions(suffix)) {
      expect(await post(request, action, { Origin: baseURL }), `${action.name} ${action.url}`).toBe(
        403,
      );
      for (const headers of FOREIGN_SENDERS) {
        expect(
          await post(owner, action, headers),
          `${action.name} ${action.url} ${JSON.stringify(headers)}`,
        ).toBe(403);
      }
    }
  }
  expect(await storedState()).toEqual(baseline);
  // The pages of a family send a visitor without a session to /login, naming the page.
  for (const path of [
    "/my-classes",
    `/batches/${batchId}/request`,
    "/my-classes/students/new",
    `/my-classes/students/${studentId}`,
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
});

test("another student cannot cancel someone else's request, nor see it", async () => {
  const other = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(other, baseURL, newStudent("guard-other"));
  for (const suffix of URL_SUFFIXES) {
    const status = await post(
      other,
      { name: "cancel", url: `/my-classes${suffix}`, form: { intent: "cancel", id: requestId } },
      { Origin: baseURL },
    );
    expect(status, suffix).toBe(404);
  }
  expect(await (await other.get("/my-classes")).text()).not.toContain("Guarded Anu");
  await other.dispose();
  expect(await storedState()).toEqual(baseline);
});

test("another family cannot read or edit a student, nor ask for a seat for them", async () => {
  const other = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(other, baseURL, newStudent("guard-family"));
  for (const suffix of URL_SUFFIXES) {
    const path = `/my-classes/students/${studentId}${suffix}`;
    const page = await other.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(404);
    const body = await page.text();
    expect(body, path).not.toContain("Guarded Anu");
    expect(body, path).not.toContain(NOTE);
    const edit = await post(
      other,
      { name: "edit", url: path, form: { name: "Hacked", ageGroup: "adults", notes: "" } },
      { Origin: baseURL },
    );
    expect(edit, path).toBe(404);
    const ask = await other.post(`/batches/${otherBatchId}/request${suffix}`, {
      form: { student: studentId, contact: "000" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(ask.status(), suffix).toBe(404);
    const answer = await ask.text();
    expect(answer).not.toContain("Guarded Anu");
    expect(answer).not.toContain(NOTE);
  }
  const theirs = await (await other.get("/my-classes")).text();
  expect(theirs).not.toContain("Guarded Anu");
  expect(theirs).not.toContain(`/my-classes/students/${studentId}`);
  await other.dispose();
  expect(await storedState()).toEqual(baseline);
});

test("the family's data download is the family's own: signed out, sent to sign in; another family gets only its own", async () => {
  const mine = await owner.get("/my-classes/data");
  expect(mine.status()).toBe(200);
  expect(mine.headers()["content-disposition"]).toMatch(
    /^attachment; filename="academy-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(mine.headers()["cache-control"]).toContain("no-store");
  const data = await mine.json();
  expect(data.students.map((s: { name: string }) => s.name)).toContain("Guarded Anu");
  expect(JSON.stringify(data)).toContain(NOTE);
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const other = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(other, baseURL, newStudent("guard-data"));
  for (const suffix of URL_SUFFIXES) {
    const path = `/my-classes/data${suffix}`;
    const signedOut = await anonymous.get(path, { maxRedirects: 0 });
    expect([302, 202, 204], path).toContain(signedOut.status());
    const theirs = await other.get(path, { maxRedirects: 0 });
    for (const answer of [await signedOut.text(), await theirs.text()]) {
      expect(answer, path).not.toContain("Guarded Anu");
      expect(answer, path).not.toContain(NOTE);
    }
  }
  const theirs = await (await other.get("/my-classes/data")).json();
  expect(theirs.students).toEqual([]);
  expect(theirs.seatRequests).toEqual([]);
  await anonymous.dispose();
  await other.dispose();
  expect(await storedState()).toEqual(baseline);
});
