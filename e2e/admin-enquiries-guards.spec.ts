import { signInAsAdminByHttp } from "./support/admin";
import {
  adminGuardMatrix,
  type GuardedAction,
  ordinaryUser,
  type UrlSuffix,
} from "./support/admin-guards";
import {
  deleteAllEnquiries,
  enquiryIds,
  enquiryLogSetting,
  MEENA,
  setEnquiryLog,
  storedEnquiries,
} from "./support/enquiries";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * The enquiry inbox's guards (docs/decisions/admin-area.md "Tests": the admin matrix): the
 * inbox, its data and its CSV export redirect anyone but the admin; each action (the log
 * setting, status and note, delete) without a session, with an ordinary account, from another
 * origin or with none is refused and changes nothing. Also the public copy endpoint: nothing
 * stored while the log is off, unticked, cross-origin or from a bot. HTTP only, on a server of
 * this worker's own (the setting is global).
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let baseline: Awaited<ReturnType<typeof state>>;
let enquiryId = "";

/** What the actions could change: the setting and the stored enquiries. */
async function state() {
  return { setting: await enquiryLogSetting(admin), enquiries: await storedEnquiries(admin) };
}

/** Every inbox action, as the admin's browser would post it. */
function everyAction(suffix: UrlSuffix): GuardedAction[] {
  return (
    [
      { intent: "setting", retentionDays: "7" },
      { intent: "update", id: enquiryId, status: "closed", note: "Hacked" },
      { intent: "delete", id: enquiryId },
    ] as Record<string, string>[]
  ).map((form) => ({ name: form.intent, url: `/admin/enquiries${suffix}`, form }));
}

/** Posts a copy the way the booking dialog does. */
function postCopy(request: APIRequestContext, origin: string, extra: Record<string, string> = {}) {
  return request.post("/enquiry", {
    form: { ...MEENA, source: "dialog", keepCopy: "yes", website: "", ...extra },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
}

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await deleteAllEnquiries(admin, workerServer.url);
  await setEnquiryLog(admin, workerServer.url, true, "90");
  expect((await postCopy(admin, workerServer.url)).status()).toBe(204);
  [enquiryId] = await enquiryIds(admin);
  expect(enquiryId).toMatch(/^\d+$/);
  baseline = await state();
  expect(baseline.setting).toEqual({ enabled: true, retentionDays: "90" });
  expect(baseline.enquiries.map((e) => [e.name, e.status, e.note])).toEqual([
    ["Meena Krishnan", "New", ""],
  ]);
});

test.afterAll(async ({ workerServer }) => {
  await deleteAllEnquiries(admin, workerServer.url);
  await setEnquiryLog(admin, workerServer.url, false);
  await admin.dispose();
});

test("the CSV export sends anyone but the admin to /adminlogin; the admin gets a private file", async ({
  request,
  baseURL,
}) => {
  const user = await ordinaryUser(baseURL ?? "", "ravi-enquiries-csv@example.test", "Ravi");
  for (const who of [request, user]) {
    const csv = await who.get("/admin/enquiries.csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers().location).toBe("/adminlogin");
  }
  await user.dispose();
  const csv = await admin.get("/admin/enquiries.csv");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="enquiries-/);
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
});

adminGuardMatrix({
  what: "inbox action",
  pages: () => ["/admin/enquiries", "/admin/enquiries?status=new"],
  secret: "Meena",
  actions: everyAction,
  context: () => ({ admin, baseline }),
  state,
});

test("the admin's own bad input changes nothing: unknown status, bad retention, unknown id", async ({
  baseURL,
}) => {
  const origin = { Origin: baseURL ?? "" };
  const cases: [Record<string, string>, number, string][] = [
    [{ intent: "setting", enabled: "on", retentionDays: "0" }, 400, "whole number of days"],
    [{ intent: "setting", retentionDays: "ninety" }, 400, "whole number of days"],
    [{ intent: "update", id: enquiryId, status: "lost", note: "" }, 400, "Please choose a status."],
    [{ intent: "update", id: "999999", status: "closed", note: "" }, 404, "no longer exists"],
    [{ intent: "delete", id: "999999" }, 404, "no longer exists"],
    [{ intent: "delete", id: "1e3" }, 404, "no longer exists"],
    [{ intent: "explode" }, 400, "not known"],
  ];
  for (const [form, status, message] of cases) {
    const response = await admin.post("/admin/enquiries", { form, headers: origin });
    expect(response.status(), JSON.stringify(form)).toBe(status);
    expect(await response.text(), JSON.stringify(form)).toContain(message);
  }
  expect(await state()).toEqual(baseline);
});

test("POST /enquiry stores nothing cross-origin, unticked, from a bot, or while the log is off", async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const forged = await postCopy(request, "https://evil.example");
  expect(forged.status()).toBe(403);
  expect((await postCopy(request, origin, { keepCopy: "" })).status()).toBe(204);
  expect((await postCopy(request, origin, { website: "https://spam.example" })).status()).toBe(204);
  expect(await state()).toEqual(baseline);

  await setEnquiryLog(admin, origin, false, "90");
  expect((await postCopy(request, origin)).status()).toBe(204);
  const book = await request.post("/book", {
    form: { ...MEENA, keepCopy: "yes", source: "book", website: "" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(book.status()).toBe(303);
  // /book stores in the background, but its first step (reading the setting) is queued on the
  // embedded database before the next request's queries, so a store would show here.
  expect((await storedEnquiries(admin)).map((e) => e.name)).toEqual(["Meena Krishnan"]);
  // Off: no consent box on the public forms.
  const page = await (await request.get("/book")).text();
  expect(page).not.toContain('name="keepCopy"');
  await setEnquiryLog(admin, origin, true, "90");
  expect(await state()).toEqual(baseline);
});
