import { makeImage } from "../tests/fixtures/images";
import { clearContent, registerUserByHttp, signInAsAdminByHttp } from "./support/admin";
import { expect, OWN_ADMIN, test } from "./support/own-server";
import { type APIRequestContext, request as playwrightRequest } from "./support/test";

/**
 * HTTP tests of the admin dashboard's guards (issue #3 and issue 6 "Tests that must exist"):
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

type FilePart = { name: string; mimeType: string; buffer: Buffer };
type Action = {
  intent: string;
  form?: Record<string, string>;
  multipart?: Record<string, string | FilePart>;
};

/** The four dashboard changes, as a browser would send them. */
async function everyAction(feedbackId: string): Promise<Action[]> {
  return [
    {
      intent: "update-banner",
      multipart: {
        intent: "update-banner",
        title: "Hacked",
        content: "Hacked",
        image: await pngFile("#ff0000"),
      },
    },
    { intent: "delete-banner", form: { intent: "delete-banner" } },
    {
      intent: "add-feedback",
      form: { intent: "add-feedback", name: "Intruder", content: "Spam", stars: "1" },
    },
    { intent: "delete-feedback", form: { intent: "delete-feedback", id: feedbackId } },
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

test("the dashboard page and its data redirect anyone but the admin to /adminlogin", async ({
  request,
  baseURL,
}) => {
  const page = await request.get("/admin-dashboard", { maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers().location).toBe("/adminlogin");
  const data = await request.get("/admin-dashboard.data", { maxRedirects: 0 });
  expect(await data.text()).not.toContain("Meera");

  const user = await playwrightRequest.newContext({ baseURL });
  await registerUserByHttp(user, baseURL ?? "", {
    name: "Ravi",
    email: "ravi@example.test",
    password: "ravi-pw-123",
  });
  const asUser = await user.get("/admin-dashboard", { maxRedirects: 0 });
  expect(asUser.status()).toBe(302);
  expect(asUser.headers().location).toBe("/adminlogin");
  await user.dispose();
});

for (const url of ["/admin-dashboard", "/admin-dashboard.data"]) {
  test(`every action on ${url} without a session is refused with 403 and changes nothing`, async ({
    request,
    baseURL,
  }) => {
    for (const action of await everyAction(feedbackId)) {
      const { intent, ...body } = action;
      const response = await request.post(url, {
        ...body,
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(response.status(), intent).toBe(403);
    }
    expect(await storedState()).toEqual(baseline);
  });

  test(`every action on ${url} with a non-admin session is refused with 403 and changes nothing`, async ({
    baseURL,
  }) => {
    const user = await playwrightRequest.newContext({ baseURL });
    const email = `student-${url.length}@example.test`;
    await registerUserByHttp(user, baseURL ?? "", {
      name: "Student",
      email,
      password: "student-pw-123",
    });
    for (const action of await everyAction(feedbackId)) {
      const { intent, ...body } = action;
      const response = await user.post(url, {
        ...body,
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(response.status(), intent).toBe(403);
    }
    await user.dispose();
    expect(await storedState()).toEqual(baseline);
  });

  test(`every action on ${url} from another origin, or with no origin, is refused even for the admin`, async () => {
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of foreign) {
      for (const action of await everyAction(feedbackId)) {
        const { intent, ...body } = action;
        const response = await admin.post(url, { ...body, headers, maxRedirects: 0 });
        // A foreign Origin is already stopped by React Router's own check (400); a foreign
        // Referer or no origin at all by ours (assertSameOrigin, 403).
        expect([400, 403], `${intent} with ${JSON.stringify(headers)}`).toContain(
          response.status(),
        );
      }
    }
    expect(await storedState()).toEqual(baseline);
  });
}

/** The Change password form as an attacker would post it (issue 6 defect 2). */
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

test("the Change password page redirects anyone but the admin to /adminlogin", async ({
  request,
  baseURL,
}) => {
  const page = await request.get("/admin-dashboard/password", { maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers().location).toBe("/adminlogin");
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
  expect(asUser.headers().location).toBe("/adminlogin");
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
    for (const headers of [
      { Origin: "https://evil.example" },
      { Referer: "https://evil.example/page" },
      {},
    ] as Record<string, string>[]) {
      const response = await admin.post(url, {
        form: passwordChange(OWN_ADMIN.password),
        headers,
        maxRedirects: 0,
      });
      expect([400, 403], JSON.stringify(headers)).toContain(response.status());
    }
    await expectAdminPasswordUnchanged(baseURL ?? "");
  });
}

test("bad uploads are refused with a clear message and the stored banner is unchanged", async ({
  baseURL,
}) => {
  const jpeg = await makeImage("jpeg", { width: 800, height: 600, noise: true });
  const bigPixels = await makeImage("png", { width: 10_000, height: 5_000 });
  const tooManyBytes = Buffer.alloc(5 * 1024 * 1024 + 10);
  tooManyBytes.set([0xff, 0xd8, 0xff]);
  const cases = [
    {
      what: "SVG",
      file: {
        name: "x.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      message: "Please upload a JPEG, PNG, WebP or AVIF image.",
    },
    {
      what: "HTML",
      file: {
        name: "x.png",
        mimeType: "image/png",
        buffer: Buffer.from("<html><script>alert(1)</script></html>"),
      },
      message: "Please upload a JPEG, PNG, WebP or AVIF image.",
    },
    {
      what: "renamed text file",
      file: {
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("not an image at all\n".repeat(20)),
      },
      message: "Please upload a JPEG, PNG, WebP or AVIF image.",
    },
    {
      what: "truncated JPEG",
      file: { name: "cut.jpg", mimeType: "image/jpeg", buffer: jpeg.subarray(0, jpeg.length >> 1) },
      message: "That image could not be read.",
    },
    {
      what: "50-megapixel PNG",
      file: { name: "huge.png", mimeType: "image/png", buffer: bigPixels },
      message: "That image is too large (max 40 megapixels).",
    },
    {
      what: "file over 5 MB",
      file: { name: "big.jpg", mimeType: "image/jpeg", buffer: tooManyBytes },
      message: "That image is too large (max 5 MB).",
    },
  ];
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
