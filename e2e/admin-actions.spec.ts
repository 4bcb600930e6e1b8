import { makeImage } from "../tests/fixtures/images";
import { clearContent, registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import {
  adminGuardMatrix,
  badImageUploads,
  FOREIGN_SENDERS,
  type GuardedAction,
  type UrlSuffix,
} from "./support/admin-guards";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * HTTP tests of the admin dashboard's guards (spec §6; docs/decisions/production.md "Defect 2"):
 * every admin action — the four dashboard changes and Change password — without a session,
 * with a non-admin session, cross-origin and without an origin is refused and changes nothing;
 * bad uploads are refused and leave the stored banner as it was. Runs against a server of its
 * own, so the stored state is exactly what these tests made.
 */
test.describe.configure({ mode: "serial" });

type State = { bannerHash: string | null; bannerTitle: string | null; feedback: string[] };

let admin: APIRequestContext;

/** What the admin dashboard shows: banner image hash and title, feedback names. */
async function storedState(): Promise<State> {
  const response = await admin.get("/admin-dashboard");
  expect(response.status()).toBe(200);
  const html = await response.text();
  return {
    bannerHash: html.match(/\/banner-image\/([0-9a-f]{64})/)?.[1] ?? null,
    bannerTitle: html.match(/name="title"[^>]*?value="([^"]*)"/)?.[1] ?? null,
    feedback: [...html.matchAll(/aria-label="Delete feedback from ([^"]*)"/g)].map((m) => m[1]),
  };
}

async function pngFile(colour: string) {
  return {
    name: "banner.png",
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 800, height: 300, colour }),
  };
}

/** The four dashboard changes, as a browser would send them, on the page or `.data` URL. */
async function everyAction(suffix: UrlSuffix): Promise<GuardedAction[]> {
  const url = `/admin-dashboard${suffix}`;
  return [
    {
      name: "update-banner",
      url,
      multipart: {
        intent: "update-banner",
        title: "Hacked",
        content: "Hacked",
        image: await pngFile("#ff0000"),
      },
    },
    { name: "delete-banner", url, form: { intent: "delete-banner" } },
    {
      name: "add-feedback",
      url,
      form: { intent: "add-feedback", name: "Intruder", content: "Spam", stars: "1" },
    },
    { name: "delete-feedback", url, form: { intent: "delete-feedback", id: feedbackId } },
  ];
}

let baseline: State;
let feedbackId = "";

test.beforeAll(async ({ workerServer }) => {
  admin = await playwrightRequest.newContext({ baseURL: workerServer.url });
  await signInAsAdminByHttp(admin, workerServer.url, OWN_ADMIN);
  await clearContent(admin, workerServer.url);
  const origin = { Origin: workerServer.url };
  const banner = await admin.post("/admin-dashboard", {
    headers: origin,
    multipart: {
      intent: "update-banner",
      title: "Summer camp",
      content: "Enrol now",
      image: await pngFile("#8b5a2b"),
    },
  });
  expect(banner.status()).toBe(200);
  const feedback = await admin.post("/admin-dashboard", {
    headers: origin,
    form: {
      intent: "add-feedback",
      name: "Meera (sample)",
      content: "Lovely classes.",
      stars: "9",
    },
  });
  expect(feedback.status()).toBe(200);
  const html = await (await admin.get("/admin-dashboard")).text();
  feedbackId = html.match(/name="id" value="(\d+)"/)?.[1] ?? "";
  expect(feedbackId).not.toBe("");
  baseline = await storedState();
  expect(baseline.bannerHash).not.toBeNull();
  expect(baseline.bannerTitle).toBe("Summer camp");
  expect(baseline.feedback).toEqual(["Meera (sample)"]);
  // stars "9" was clamped to 5
  expect(html).toContain("5 out of 5 stars");
});

test.afterAll(async () => {
  await admin.dispose();
});

adminGuardMatrix({
  what: "dashboard action",
  pages: () => ["/admin-dashboard"],
  secret: "Meera",
  actions: everyAction,
  context: () => ({ admin, baseline }),
  state: storedState,
});

/**
 * The Change password form as an attacker would post it (docs/decisions/auth.md "The admin is a
 * role on the user row").
 */
function passwordChange(currentPassword: string) {
  return { currentPassword, newPassword: "Hijacked-pw-1", confirmPassword: "Hijacked-pw-1" };
}

/**
 * The admin's password is what it was: it still signs in and the attacker's does not; the
 * admin's own session still works and the dashboard still shows the baseline.
 */
async function expectAdminPasswordUnchanged(baseURL: string) {
  const fresh = await playwrightRequest.newContext({ baseURL });
  await signInAsAdminByHttp(fresh, baseURL, OWN_ADMIN);
  const hijacked = await fresh.post("/adminlogin", {
    form: { email: OWN_ADMIN.email, password: "Hijacked-pw-1" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(hijacked.status()).not.toBe(302);
  await fresh.dispose();
  expect(await storedState()).toEqual(baseline);
}

/** The login URL that returns to Change password once signed in (app/lib/sign-in-return.ts). */
const PASSWORD_LOGIN = "/adminlogin?redirectTo=%2Fadmin-dashboard%2Fpassword";

test("the Change password page redirects anyone but the admin to /adminlogin", async ({
  request,
  baseURL,
}) => {
  const page = await request.get("/admin-dashboard/password", { maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers().location).toBe(PASSWORD_LOGIN);
  // single fetch answers a redirect as a 202 turbo-stream naming the target
  const data = await request.get("/admin-dashboard/password.data", { maxRedirects: 0 });
  expect(data.status()).toBe(202);
  expect(await data.text()).toContain("/adminlogin");
  const user = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(user, baseURL ?? "", {
    name: "Ravi",
    email: "ravi-password-page@example.test",
    password: "ravi-pw-123",
  });
  const asUser = await user.get("/admin-dashboard/password", { maxRedirects: 0 });
  expect(asUser.status()).toBe(302);
  expect(asUser.headers().location).toBe(PASSWORD_LOGIN);
  expect((await admin.get("/admin-dashboard/password")).status()).toBe(200);
  await user.dispose();
});

for (const url of ["/admin-dashboard/password", "/admin-dashboard/password.data"]) {
  test(`Change password on ${url} without a session is refused with 403 and changes nothing`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.post(url, {
      form: passwordChange(OWN_ADMIN.password),
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    await expectAdminPasswordUnchanged(baseURL ?? "");
  });

  test(`Change password on ${url} with a non-admin session is refused with 403 and changes nothing`, async ({
    baseURL,
  }) => {
    const user = await playwrightRequest.newContext({ baseURL });
    const credentials = {
      name: "Student",
      email: `password-student-${url.length}@example.test`,
      password: "student-pw-123",
    };
    await registerUserByHttp(user, baseURL ?? "", credentials);
    const response = await user.post(url, {
      form: passwordChange(credentials.password),
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    // the student's own password is unchanged too
    const login = await user.post("/login", {
      form: { email: credentials.email, password: credentials.password },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    await user.dispose();
    await expectAdminPasswordUnchanged(baseURL ?? "");
  });

  test(`Change password on ${url} from another origin, or with no origin, is refused even for the admin`, async ({
    baseURL,
  }) => {
    for (const headers of FOREIGN_SENDERS) {
      const response = await admin.post(url, {
        form: passwordChange(OWN_ADMIN.password),
        headers,
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
    }
    await expectAdminPasswordUnchanged(baseURL ?? "");
  });
}

test("bad uploads are refused with a clear message and the stored banner is unchanged", async ({
  baseURL,
}) => {
  const cases = await badImageUploads();
  for (const { what, file, message } of cases) {
    const response = await admin.post("/admin-dashboard", {
      headers: { Origin: baseURL ?? "" },
      multipart: { intent: "update-banner", title: "Bad", content: "Bad", image: file },
    });
    expect(response.status(), what).toBeGreaterThanOrEqual(400);
    expect(response.status(), what).toBeLessThan(500);
    const html = await response.text();
    expect(html, what).toContain(message);
    // the typed title is kept in the form
    expect(html, what).toContain('value="Bad"');
  }

  const missing = await admin.post("/admin-dashboard", {
    headers: { Origin: baseURL ?? "" },
    multipart: { intent: "update-banner", title: "No image" },
  });
  expect(missing.status()).toBe(400);
  expect(await missing.text()).toContain("Please choose an image to upload.");

  const hugeBody = await admin.post("/admin-dashboard", {
    headers: { Origin: baseURL ?? "" },
    multipart: {
      intent: "update-banner",
      image: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(7 * 1024 * 1024) },
    },
  });
  expect(hugeBody.status()).toBe(413);

  expect(await storedState()).toEqual(baseline);
  const image = await admin.get(`/banner-image/${baseline.bannerHash}`);
  expect(image.status()).toBe(200);
});

test("the banner image route serves the stored WebP for its hash only", async ({ request }) => {
  const image = await request.get(`/banner-image/${baseline.bannerHash}`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await image.body()).subarray(8, 12).toString("latin1")).toBe("WEBP");

  for (const hash of ["0".repeat(64), "not-a-hash", `${baseline.bannerHash}x`]) {
    const missing = await request.get(`/banner-image/${hash}`);
    expect(missing.status(), hash).toBe(404);
  }
});
