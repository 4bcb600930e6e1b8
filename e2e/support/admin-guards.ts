import { adminLoginPath } from "../../app/lib/sign-in-return";
import { makeImage } from "../../tests/fixtures/images";
import { registerUserByHttp } from "./admin";
import { expect, test } from "./own-server";
import { type APIRequestContext, request as playwrightRequest } from "./test";

/**
 * The admin matrix shared by the guard specs (docs/decisions/admin-area.md "Tests": the admin
 * matrix covers every admin action: anonymous, ordinary user, cross-origin: refused, nothing
 * changed): every action, on its page URL and its single-fetch `.data` URL, is refused without a
 * session (403), with an ordinary account (403), and even for the admin from another Origin, another
 * page's Referer or with no origin at all (403, docs/decisions/auth.md "Origin check"); afterwards
 * nothing has changed. Also the pages' redirect to /adminlogin and the refused image uploads.
 */

/** A file part of a multipart post. */
export type FilePart = { name: string; mimeType: string; buffer: Buffer };

/** One admin action as a browser would post it (a form or a multipart body). */
export type GuardedAction = {
  /** Named in failure messages. */
  name: string;
  url: string;
  form?: Record<string, string>;
  multipart?: Record<string, string | FilePart>;
};

/** The two URLs every action answers on: the page's, and React Router's single-fetch one. */
export const URL_SUFFIXES = ["", ".data"] as const;
export type UrlSuffix = (typeof URL_SUFFIXES)[number];

/** The admin's own session, but not from the site: a foreign Origin, a foreign Referer, none. */
export const FOREIGN_SENDERS: readonly Record<string, string>[] = [
  { Origin: "https://evil.example" },
  { Referer: "https://evil.example/page" },
  {},
];

/**
 * A new request context signed in as a freshly registered ordinary (non-admin) account.
 * @param email unique per server (each spec and test its own)
 * @returns the signed-in context (dispose it when done)
 */
export async function ordinaryUser(baseURL: string, email: string, name = "Student") {
  const user = await playwrightRequest.newContext({ baseURL });
  const password = "student-pw-123";
  await registerUserByHttp(user, baseURL, { name, email, password });
  return user;
}

/**
 * Asserts an admin page sends `client` (no session, or an ordinary account) to /adminlogin
 * (302), and that its `.data` URL answers 202 naming /adminlogin without leaking `secret`.
 * @param path the page's path (may carry a query)
 * @param secret text of the admin's data that must not be in the answer
 */
export async function expectSentToLogin(client: APIRequestContext, path: string, secret: string) {
  const page = await client.get(path, { maxRedirects: 0 });
  expect(page.status(), path).toBe(302);
  // The login URL names the page, so signing in returns there (app/lib/sign-in-return.ts).
  expect(page.headers().location, path).toBe(adminLoginPath(new URL(path, "http://site.test")));
  const [pathname, query] = path.split("?");
  const dataUrl = `${pathname}.data${query ? `?${query}` : ""}`;
  // single fetch answers a redirect as a 202 naming the target
  const data = await client.get(dataUrl, { maxRedirects: 0 });
  expect(data.status(), dataUrl).toBe(202);
  const body = await data.text();
  expect(body, dataUrl).toContain("/adminlogin");
  expect(body, dataUrl).not.toContain(secret);
}

/** Posts an action with these headers and returns the status. */
async function post(client: APIRequestContext, action: GuardedAction, headers: object) {
  const { form, multipart } = action;
  const response = await client.post(action.url, {
    form,
    multipart: multipart as never,
    headers: headers as Record<string, string>,
    maxRedirects: 0,
  });
  return response.status();
}

/**
 * Declares the matrix's seven tests in the calling spec: the section's pages send anyone but the
 * admin to /adminlogin, then three senders × page and `.data` URLs, each refused and nothing
 * changed (the state equals the baseline).
 * @param options.what the actions' name in the titles ("blog action", "Events action"); it also
 *   makes the ordinary accounts' e-mails, so it must differ between specs
 * @param options.pages the admin pages of the section (built when the test runs)
 * @param options.secret text of the admin's data that no refused answer may contain
 * @param options.actions every action for a URL suffix (built when the test runs, so ids made
 *   in beforeAll are known)
 * @param options.context the admin's signed-in request context and the state at the start
 * @param options.state reads the stored state again (compared with `toEqual`)
 */
export function adminGuardMatrix(options: {
  what: string;
  pages: () => string[];
  secret: string;
  actions: (suffix: UrlSuffix) => GuardedAction[] | Promise<GuardedAction[]>;
  context: () => { admin: APIRequestContext; baseline: unknown };
  state: () => Promise<unknown>;
}) {
  const { what, actions } = options;
  const tag = what.toLowerCase().replace(/[^a-z]+/g, "-");
  const expectUnchanged = async () =>
    expect(await options.state()).toEqual(options.context().baseline);

  test(`the pages of every ${what} send anyone but the admin to /adminlogin, data included`, async ({
    request,
    baseURL,
  }) => {
    const user = await ordinaryUser(baseURL ?? "", `${tag}-pages@example.test`, "Ravi");
    for (const path of options.pages()) {
      for (const client of [request, user]) await expectSentToLogin(client, path, options.secret);
    }
    await user.dispose();
  });

  for (const suffix of URL_SUFFIXES) {
    const kind = suffix ? ".data URLs" : "page URLs";

    test(`every ${what} on ${kind} without a session is refused with 403 and changes nothing`, async ({
      request,
      baseURL,
    }) => {
      for (const action of await actions(suffix)) {
        const status = await post(request, action, { Origin: baseURL ?? "" });
        expect(status, `${action.name} ${action.url}`).toBe(403);
      }
      await expectUnchanged();
    });

    test(`every ${what} on ${kind} with a non-admin session is refused with 403 and changes nothing`, async ({
      baseURL,
    }) => {
      const email = `${tag}-student${suffix.replace(".", "-")}@example.test`;
      const user = await ordinaryUser(baseURL ?? "", email);
      for (const action of await actions(suffix)) {
        const status = await post(user, action, { Origin: baseURL ?? "" });
        expect(status, `${action.name} ${action.url}`).toBe(403);
      }
      await user.dispose();
      await expectUnchanged();
    });

    test(`every ${what} on ${kind} from another origin, or with no origin, is refused even for the admin`, async () => {
      for (const headers of FOREIGN_SENDERS) {
        for (const action of await actions(suffix)) {
          const status = await post(options.context().admin, action, headers);
          // A foreign Origin is stopped before React Router (serve.server.ts, 403); a foreign
          // Referer or no origin at all by the action's assertSameOrigin (403).
          expect(status, `${action.name} ${action.url} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      await expectUnchanged();
    });
  }
}

/** A file the photo store must refuse, with the words of its refusal. */
export type BadUpload = { what: string; file: FilePart; message: string };

/**
 * The uploads every photo field refuses (docs/decisions/admin-area.md "Tests"): SVG with a script,
 * HTML renamed, a text file renamed, a truncated JPEG, a 50-megapixel PNG (decompression bomb) and
 * a file over 5 MB; each with the message the admin sees.
 */
export async function badImageUploads(): Promise<BadUpload[]> {
  const jpeg = await makeImage("jpeg", { width: 800, height: 600, noise: true });
  const tooManyBytes = Buffer.alloc(5 * 1024 * 1024 + 10);
  tooManyBytes.set([0xff, 0xd8, 0xff]);
  const notAnImage = "Please upload a JPEG, PNG, WebP or AVIF image.";
  const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
  return [
    {
      what: "SVG",
      file: file(
        "x.svg",
        "image/svg+xml",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      ),
      message: notAnImage,
    },
    {
      what: "HTML renamed",
      file: file("x.png", "image/png", Buffer.from("<html><script>alert(1)</script></html>")),
      message: notAnImage,
    },
    {
      what: "renamed text file",
      file: file("photo.jpg", "image/jpeg", Buffer.from("not an image at all\n".repeat(20))),
      message: notAnImage,
    },
    {
      what: "truncated JPEG",
      file: file("cut.jpg", "image/jpeg", jpeg.subarray(0, jpeg.length >> 1)),
      message: "That image could not be read.",
    },
    {
      what: "decompression bomb (50 megapixels)",
      file: file("huge.png", "image/png", await makeImage("png", { width: 10_000, height: 5_000 })),
      message: "That image is too large (max 40 megapixels).",
    },
    {
      what: "file over 5 MB",
      file: file("big.jpg", "image/jpeg", tooManyBytes),
      message: "That image is too large (max 5 MB).",
    },
  ];
}
