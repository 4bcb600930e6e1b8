import { parseCsv } from "../tests/fixtures/csv";
import { newStudent } from "./support/accounts";
import { registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import {
  adminGuardMatrix,
  FOREIGN_SENDERS,
  type GuardedAction,
  URL_SUFFIXES,
  type UrlSuffix,
} from "./support/admin-guards";
import {
  acceptInvitationByHttp,
  confirmedSeatByHttp,
  createCoachByHttp,
  indiaToday,
  inviteCoachByHttp,
} from "./support/coaching";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";
import { clearTimetable, createBatchByHttp } from "./support/timetable";

/**
 * The guards of coaches' pages (docs/decisions/attendance.md): the admin matrix over a coach's
 * account page and the attendance pages (anonymous, an ordinary account, another origin: refused,
 * nothing changed); My batches, a register and the invitation for anonymous visitors, a family, a
 * coach of another batch, the batch's coach and the admin, on page and `.data` URLs: refused,
 * nothing changed, no student's name in a refused answer. A server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let family: APIRequestContext;
let coach: APIRequestContext;
let otherCoach: APIRequestContext;
let baseURL = "";
let batchId = "";
let coachId = "";
let baseline = "";
const SECRET = "Guarded Ravi";
const slot = () => `${indiaToday()}T0600`;
const registerPath = (suffix: UrlSuffix = "") => `/my-batches/${batchId}/${slot()}${suffix}`;

/** The marks, the coaches' accounts and the classes as the admin sees them. */
async function storedState(): Promise<string> {
  const read = async (path: string) => {
    const response = await admin.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const csv = await read("/admin/attendance.csv");
  const account = await read(`/admin/coaches/${coachId}/account`);
  const classes = await read(`/admin/batches/${batchId}/attendance`);
  const pick = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
  return JSON.stringify({
    marks: parseCsv(csv).map((row) => row.slice(0, 6).join("|")),
    account: pick(account, /data-testid="coach-account"[^>]*>([^<]*)</g),
    pending: pick(account, /<p class="mt-1 text-stone-800">([^<]*)</g),
    classes: pick(classes, /text-sm (?:text-red-800|text-stone-700)">([^<]*)</g),
  });
}

test.beforeAll(async ({ workerServer }) => {
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  await clearTimetable(admin, baseURL);
  coachId = await createCoachByHttp(admin, baseURL, "Guard Coach");
  const otherCoachId = await createCoachByHttp(admin, baseURL, "Other Coach");
  const everyDay = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, "on"]));
  batchId = await createBatchByHttp(admin, baseURL, {
    ...everyDay,
    coachId,
    firstDate: indiaToday(-3),
    startTime: "06:00",
  });
  await createBatchByHttp(admin, baseURL, {
    ...everyDay,
    coachId: otherCoachId,
    course: "advanced",
  });
  family = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(family, baseURL, newStudent("guard-family"));
  await confirmedSeatByHttp(admin, family, baseURL, batchId, SECRET);
  for (const [id, who] of [
    [coachId, "guard-coach"],
    [otherCoachId, "other-coach"],
  ] as const) {
    const account = newStudent(who);
    const context = await playwrightRequest.newContext({ baseURL });
    await registerUserByHttp(context, baseURL, account);
    await acceptInvitationByHttp(
      context,
      baseURL,
      await inviteCoachByHttp(admin, baseURL, id, account.email),
    );
    if (id === coachId) coach = context;
    else otherCoach = context;
  }
  // Today's register, saved once by the batch's coach.
  const saved = await coach.post(registerPath(), {
    form: { intent: "save" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(saved.status(), await saved.text()).toBe(303);
  baseline = await storedState();
  expect(baseline).toContain(SECRET);
});

test.afterAll(async () => {
  for (const context of [admin, family, coach, otherCoach]) await context?.dispose();
});

adminGuardMatrix({
  what: "Coach account action",
  pages: () => [
    `/admin/coaches/${coachId}/account`,
    `/admin/batches/${batchId}/attendance`,
    "/admin/attendance.csv",
    "/admin/deletion-requests",
  ],
  secret: SECRET,
  actions: (suffix): GuardedAction[] => [
    {
      name: "invite",
      url: `/admin/coaches/${coachId}/account${suffix}`,
      form: { intent: "invite", email: "intruder@example.test" },
    },
    {
      name: "unlink",
      url: `/admin/coaches/${coachId}/account${suffix}`,
      form: { intent: "unlink" },
    },
    { name: "delete a family's data", url: `/admin/deletion-requests${suffix}`, form: { id: "1" } },
  ],
  context: () => ({ admin, baseline }),
  state: storedState,
});

/** Every change a coach makes, on page or `.data` URLs. */
function coachActions(suffix: UrlSuffix): GuardedAction[] {
  return [
    {
      name: "mark",
      url: registerPath(suffix),
      form: {
        intent: "mark",
        [`mark-${studentIdOf()}`]: "absent",
        [`was-${studentIdOf()}`]: "present",
      },
    },
    { name: "save", url: registerPath(suffix), form: { intent: "save" } },
    { name: "cancel", url: registerPath(suffix), form: { intent: "cancel", reason: "Intruder" } },
    {
      name: "note",
      url: `/my-batches/${batchId}/students/${studentIdOf()}${suffix}`,
      form: { intent: "save", topics: "Intruder" },
    },
    {
      name: "make-up",
      url: `/my-batches${suffix}`,
      form: { intent: "make-up", batch: batchId, date: indiaToday(3), time: "20:00" },
    },
  ];
}

let studentId = "";
const studentIdOf = () => studentId;

test("a coach's pages and actions: signed out, sent to sign in; from another origin, refused", async ({
  request,
}) => {
  const register = await (await coach.get(registerPath())).text();
  [, studentId = ""] = register.match(/name="mark-(\d+)"/) ?? [];
  expect(studentId).not.toBe("");
  for (const path of ["/my-batches", registerPath()]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  for (const suffix of URL_SUFFIXES) {
    for (const action of coachActions(suffix)) {
      const anonymous = await request.post(action.url, {
        form: action.form,
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(anonymous.status(), `${action.name} ${action.url}`).toBe(403);
      for (const headers of FOREIGN_SENDERS) {
        const foreign = await coach.post(action.url, {
          form: action.form,
          headers,
          maxRedirects: 0,
        });
        expect(foreign.status(), `${action.name} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
  }
  expect(await storedState()).toEqual(baseline);
});

test("a family and a coach of another batch can neither read nor change this batch's register", async () => {
  for (const suffix of URL_SUFFIXES) {
    for (const [who, client, status] of [
      ["family", family, 403],
      ["other coach", otherCoach, 404],
    ] as const) {
      const page = await client.get(registerPath(suffix), { maxRedirects: 0 });
      expect(page.status(), `${who} ${suffix}`).toBe(status);
      expect(await page.text()).not.toContain(SECRET);
      const notes = await client.get(`/my-batches/${batchId}/students/${studentId}${suffix}`, {
        maxRedirects: 0,
      });
      expect(notes.status(), `${who} notes ${suffix}`).toBe(status);
      expect(await notes.text()).not.toContain(SECRET);
      const batches = await client.get(`/my-batches${suffix}`, { maxRedirects: 0 });
      expect(await batches.text()).not.toContain(SECRET);
      for (const action of coachActions(suffix)) {
        const answer = await client.post(action.url, {
          form: action.form,
          headers: { Origin: baseURL },
          maxRedirects: 0,
        });
        expect(answer.status(), `${who} ${action.name} ${suffix}`).toBe(status);
        expect(await answer.text()).not.toContain(SECRET);
      }
    }
  }
  expect(await storedState()).toEqual(baseline);
});

test("the batch's coach and the admin read and change the register", async () => {
  for (const client of [coach, admin]) {
    const page = await client.get(registerPath());
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(SECRET);
  }
  const marked = await coach.post(`${registerPath()}.data`, {
    form: { intent: "mark", [`mark-${studentId}`]: "late", [`was-${studentId}`]: "present" },
    headers: { Origin: baseURL },
  });
  expect(marked.status()).toBe(200);
  const csv = await (await admin.get("/admin/attendance.csv")).text();
  expect(csv).toContain(`${SECRET},Late`);
  const corrected = await admin.post(registerPath(), {
    form: { intent: "mark", [`mark-${studentId}`]: "present", [`was-${studentId}`]: "late" },
    headers: { Origin: baseURL },
  });
  expect(corrected.status()).toBe(200);
  expect(await storedState()).toEqual(baseline);
});

test("an invitation: signed out, sent to sign in; another address cannot accept it; used once", async ({
  request,
}) => {
  const invited = newStudent("invited");
  const link = await inviteCoachByHttp(admin, baseURL, coachId, invited.email);
  const path = new URL(link).pathname;
  const signedOut = await request.get(path, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  const wrong = await family.get(path);
  expect(await wrong.text()).toContain(`This invitation is for ${invited.email}.`);
  for (const suffix of URL_SUFFIXES) {
    const refused = await family.post(`${path}${suffix}`, {
      form: { intent: "accept" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(refused.status(), suffix).toBe(409);
    for (const headers of FOREIGN_SENDERS) {
      const foreign = await family.post(`${path}${suffix}`, {
        form: { intent: "accept" },
        headers,
        maxRedirects: 0,
      });
      expect(foreign.status()).toBe(403);
    }
  }
  const context = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(context, baseURL, invited);
  await acceptInvitationByHttp(context, baseURL, link);
  const again = await context.post(path, {
    form: { intent: "accept" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(404);
  const register = await context.get(registerPath());
  expect(register.status()).toBe(200);
  expect(await register.text()).toContain(SECRET);
  // The guarded coach's former account no longer teaches the batch.
  expect((await coach.get(registerPath(), { maxRedirects: 0 })).status()).toBe(403);
  await context.dispose();
});

test("another family cannot read a student's notes or term report", async () => {
  const other = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(other, baseURL, newStudent("guard-other-family"));
  const mine = await (await family.get("/my-classes")).text();
  const [, own = ""] = mine.match(/href="\/my-classes\/students\/(\d+)\/notes"/) ?? [];
  expect(own).not.toBe("");
  for (const suffix of URL_SUFFIXES) {
    for (const page of ["notes", "report"]) {
      const path = `/my-classes/students/${own}/${page}${suffix}`;
      expect((await family.get(path)).status(), path).toBe(200);
      const answer = await other.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).not.toContain(SECRET);
    }
  }
  await other.dispose();
});
