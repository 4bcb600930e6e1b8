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
import { createBatchByHttp } from "./support/timetable";

/**
 * The guards of fees (docs/decisions/fees.md "Guards"): the admin matrix over the fee pages and
 * every fee action (anonymous, an ordinary account, another origin: refused, nothing changed);
 * a family's invoice, its QR code and its UTR form for anonymous visitors, another family, a
 * coach and the admin, on page and `.data` URLs: refused, nothing changed, no child's name in a
 * refused answer. A server of its own.
 */
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let family: APIRequestContext;
let otherFamily: APIRequestContext;
let coach: APIRequestContext;
let baseURL = "";
let batchId = "";
let invoiceId = "";
let invoiceNumber = "";
let paymentId = "";
let baseline = "";
const SECRET = "Guarded Lakshmi";
const UTR = "998877665544";
const invoicePath = (suffix: UrlSuffix = "", id = invoiceId) =>
  `/my-classes/invoices/${id}${suffix}`;

/** The settings, fee plans, invoices and payments as the admin sees them. */
async function storedState(): Promise<string> {
  const read = async (path: string) => {
    const response = await admin.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const csv = await read("/admin/fees.csv");
  const fees = await read("/admin/fees");
  const payments = await read("/admin/fees/payments");
  return JSON.stringify({
    invoices: parseCsv(csv).map((row) => row.join("|")),
    settings: [...fees.matchAll(/id="(fees?-[\w-]+)"[^>]*value="([^"]*)"/g)].map((m) => m.slice(1)),
    reported: [...payments.matchAll(/data-testid="reported-payment"/g)].length,
  });
}

test.beforeAll(async ({ workerServer }) => {
  test.setTimeout(120_000);
  baseURL = workerServer.url;
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(admin, baseURL, OWN_ADMIN);
  const everyDay = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, "on"]));
  batchId = await createBatchByHttp(admin, baseURL, {
    ...everyDay,
    firstDate: indiaToday(-3),
    startTime: "23:00",
    capacity: "5",
  });
  const post = async (path: string, form: Record<string, string>) => {
    const response = await admin.post(path, { form, headers: { Origin: baseURL } });
    expect(response.status(), await response.text()).toBe(200);
  };
  await post("/admin/fees", {
    intent: "settings",
    upiId: "guards@okaxis",
    payeeName: "Guard Academy",
    dueDay: "5",
    siblingDiscount: "10",
    reminderDays: "2",
    registrationFee: "0",
    bankDetails: "",
    invoicePrefix: "PTK",
  });
  await post("/admin/fees", { intent: "plans", [`fee-${batchId}`]: "1500" });
  family = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(family, baseURL, newStudent("fees-guard-family"));
  await confirmedSeatByHttp(admin, family, baseURL, batchId, SECRET);
  await post("/admin/fees", { intent: "make" });
  const fees = await (await family.get("/my-classes/fees")).text();
  [, invoiceId = "", invoiceNumber = ""] =
    /href="\/my-classes\/invoices\/(\d+)"[^>]*>([^<]+)</.exec(fees) ?? [];
  expect(invoiceNumber).toMatch(/^PTK\/\d{4}-\d{2}\/\d{4}$/);
  const reported = await family.post(invoicePath(), {
    form: { utr: UTR },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(reported.status(), await reported.text()).toBe(303);
  const payments = await (await admin.get("/admin/fees/payments")).text();
  [, paymentId = ""] = /name="id" value="(\d+)"/.exec(payments) ?? [];
  expect(paymentId).not.toBe("");
  otherFamily = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(otherFamily, baseURL, newStudent("fees-guard-other"));
  const coachAccount = newStudent("fees-guard-coach");
  coach = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(coach, baseURL, coachAccount);
  const coachId = await createCoachByHttp(admin, baseURL, "Fees Guard Coach");
  await acceptInvitationByHttp(
    coach,
    baseURL,
    await inviteCoachByHttp(admin, baseURL, coachId, coachAccount.email),
  );
  baseline = await storedState();
  expect(baseline).toContain(UTR);
  expect(baseline).toContain("guards@okaxis");
});

test.afterAll(async () => {
  for (const context of [admin, family, otherFamily, coach]) await context?.dispose();
});

adminGuardMatrix({
  what: "Fees action",
  pages: () => ["/admin/fees", "/admin/fees/payments", "/admin/fees/overdue", "/admin/fees.csv"],
  secret: SECRET,
  actions: (suffix): GuardedAction[] => [
    {
      name: "settings",
      url: `/admin/fees${suffix}`,
      form: {
        intent: "settings",
        upiId: "intruder@okaxis",
        payeeName: "Intruder",
        dueDay: "1",
        siblingDiscount: "100",
        reminderDays: "0",
        registrationFee: "0",
        bankDetails: "",
        invoicePrefix: "EVL",
      },
    },
    {
      name: "plans",
      url: `/admin/fees${suffix}`,
      form: { intent: "plans", [`fee-${batchId}`]: "1" },
    },
    { name: "make", url: `/admin/fees${suffix}`, form: { intent: "make" } },
    {
      name: "received",
      url: `/admin/fees/payments${suffix}`,
      form: { intent: "received", id: paymentId },
    },
    {
      name: "not found",
      url: `/admin/fees/payments${suffix}`,
      form: { intent: "not-found", id: paymentId, reason: "Intruder" },
    },
    {
      name: "record",
      url: `/admin/fees/payments${suffix}`,
      form: { intent: "record", number: invoiceNumber, amount: "1500", method: "cash" },
    },
  ],
  context: () => ({ admin, baseline }),
  state: storedState,
});

test("an invoice signed out: the page sends to sign in, the QR code and the UTR form refuse", async ({
  request,
}) => {
  for (const path of [invoicePath(), "/my-classes/fees"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  const qr = await request.get(`${invoicePath()}/upi-qr.svg`, { maxRedirects: 0 });
  expect(qr.status()).toBe(403);
  for (const suffix of URL_SUFFIXES) {
    const anonymous = await request.post(invoicePath(suffix), {
      form: { utr: "123412341234" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(anonymous.status(), suffix).toBe(403);
    expect(await anonymous.text()).not.toContain(SECRET);
    for (const headers of FOREIGN_SENDERS) {
      const foreign = await family.post(invoicePath(suffix), {
        form: { utr: "123412341234" },
        headers,
        maxRedirects: 0,
      });
      expect(foreign.status(), `${suffix} ${JSON.stringify(headers)}`).toBe(403);
    }
  }
  expect(await storedState()).toEqual(baseline);
});

test("another family and a coach can neither read the invoice nor report a payment on it", async () => {
  for (const [who, client] of [
    ["another family", otherFamily],
    ["a coach", coach],
  ] as const) {
    for (const suffix of URL_SUFFIXES) {
      for (const id of [invoiceId, String(Number(invoiceId) + 1000), "abc"]) {
        const page = await client.get(invoicePath(suffix, id), { maxRedirects: 0 });
        expect(page.status(), `${who} ${id}${suffix}`).toBe(404);
        expect(await page.text()).not.toContain(SECRET);
      }
      const fees = await client.get(`/my-classes/fees${suffix}`);
      expect(fees.status()).toBe(200);
      const text = await fees.text();
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(invoiceNumber);
      const answer = await client.post(invoicePath(suffix), {
        form: { utr: "123412341234" },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(answer.status(), `${who} report ${suffix}`).toBe(404);
      expect(await answer.text()).not.toContain(SECRET);
    }
    const qr = await client.get(`${invoicePath()}/upi-qr.svg`);
    expect(qr.status(), `${who} QR`).toBe(404);
  }
  expect(await storedState()).toEqual(baseline);
});

test("the family and the admin read the invoice; the family's second report waits for the first", async () => {
  for (const client of [family, admin]) {
    const page = await client.get(invoicePath());
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(SECRET);
  }
  const again = await family.post(invoicePath(), {
    form: { utr: "111122223333" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  expect(await storedState()).toEqual(baseline);
});
