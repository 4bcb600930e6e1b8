import { createHmac } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { sessionCheck } from "~/server/cache/page-cache-keys.server";
import {
  BODY_TIME_LIMIT_MS,
  BodyTooLarge,
  BodyTooSlow,
  bodyLimitFor,
  readBoundedBody,
} from "~/server/http/body-limit.server";
import {
  DASHBOARD_FORM_LIMIT_BYTES,
  FORM_TOO_LARGE_MESSAGE,
  readFormBody,
  SMALL_FORM_LIMIT_BYTES,
  UNREADABLE_FORM_MESSAGE,
} from "~/server/http/form-body.server";

/** The body limit and form reading: the pieces server.mjs is built from (docs/decisions/request-limits.md). */

function post(body: BodyInit | null, type?: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/login", {
    method: "POST",
    body,
    headers: { ...(type ? { "content-type": type } : {}), ...headers },
    duplex: "half",
  } as RequestInit);
}

const thrown = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, text: await error.text() };
    throw error;
  }
  throw new Error("did not throw");
};

describe("readFormBody", () => {
  it("reads urlencoded and multipart forms", async () => {
    const form = await readFormBody(
      post("email=a%40b.test&x=1", "application/x-www-form-urlencoded"),
    );
    expect(form.get("email")).toBe("a@b.test");
    const data = new FormData();
    data.set("name", "Ann");
    const multipart = new Response(data);
    const type = multipart.headers.get("content-type") ?? "";
    expect((await readFormBody(post(await multipart.arrayBuffer(), type))).get("name")).toBe("Ann");
  });

  it.each([
    ["JSON", "application/json", '{"a":1}'],
    ["text/plain", "text/plain", "a=1"],
    ["XML", "application/xml", "<a/>"],
    ["no content type", undefined, "a=1"],
    ["multipart without boundary", "multipart/form-data", "--x\r\n"],
    [
      "multipart with a wrong boundary",
      "multipart/form-data; boundary=y",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
    [
      "truncated multipart",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    ],
  ])("answers 400 to %s", async (_kind, type, body) => {
    expect(await thrown(readFormBody(post(body, type)))).toEqual({
      status: 400,
      text: UNREADABLE_FORM_MESSAGE,
    });
  });

  it("answers 413 past the limit, declared or streamed", async () => {
    const big = "a=".padEnd(SMALL_FORM_LIMIT_BYTES + 1, "b");
    expect(await thrown(readFormBody(post(big, "application/x-www-form-urlencoded")))).toEqual({
      status: 413,
      text: FORM_TOO_LARGE_MESSAGE,
    });
    const stream = new Blob([big]).stream();
    expect(
      (await thrown(readFormBody(post(stream, "application/x-www-form-urlencoded")))).status,
    ).toBe(413);
    const dashboard = await readFormBody(
      post(big, "application/x-www-form-urlencoded"),
      DASHBOARD_FORM_LIMIT_BYTES,
    );
    expect(dashboard.get("a")?.toString().length).toBe(SMALL_FORM_LIMIT_BYTES - 1);
  });
});

describe("server.mjs's body limit", () => {
  const secret = "body-limit-test-secret";
  const signedIn = sessionCheck(secret);
  /** A session cookie as Better Auth signs it (page-cache-keys.server.ts hasSignedSessionCookie). */
  const signed = (token: string, key = secret) =>
    `better-auth.session_token=${encodeURIComponent(
      `${token}.${createHmac("sha256", key).update(token).digest("base64")}`,
    )}`;
  const limit = (path: string, cookie: string | undefined) => bodyLimitFor(path, cookie, signedIn);

  it("gives the dashboard 6 MB only with a validly signed session cookie", async () => {
    const session = `theme=dark; ${signed("abc")}`;
    expect(await limit("/admin-dashboard", session)).toBe(DASHBOARD_FORM_LIMIT_BYTES);
    expect(await limit("/Admin-Dashboard.data", session)).toBe(DASHBOARD_FORM_LIMIT_BYTES);
    expect(await limit("/admin-dashboard", undefined)).toBe(SMALL_FORM_LIMIT_BYTES);
    expect(await limit("/login", session)).toBe(SMALL_FORM_LIMIT_BYTES);
    expect(await limit("/api/auth/callback/google", session)).toBe(SMALL_FORM_LIMIT_BYTES);
  });

  it("keeps 64 KB for a forged session cookie: anyone can send the cookie's name", async () => {
    for (const forged of [
      "better-auth.session_token=forged",
      "better-auth.session_token=abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D",
      signed("abc", "another-secret"),
      "__Secure-better-auth.session_token=x",
    ]) {
      expect(await limit("/admin-dashboard", forged), forged).toBe(SMALL_FORM_LIMIT_BYTES);
      expect(await limit("/admin/gallery/3/photos", forged), forged).toBe(SMALL_FORM_LIMIT_BYTES);
    }
  });

  it("gives the admin area (/admin/…) 6 MB only with a signed session cookie, and nothing near it", async () => {
    const session = signed("abc");
    expect(await limit("/admin/gallery", session)).toBe(DASHBOARD_FORM_LIMIT_BYTES);
    expect(await limit("/admin/events/12.data", session)).toBe(DASHBOARD_FORM_LIMIT_BYTES);
    expect(await limit("/admin/gallery", undefined)).toBe(SMALL_FORM_LIMIT_BYTES);
    expect(await limit("/administrator", session)).toBe(SMALL_FORM_LIMIT_BYTES);
    expect(await limit("/adminlogin", session)).toBe(SMALL_FORM_LIMIT_BYTES);
    expect(await limit("/book/admin/x", session)).toBe(SMALL_FORM_LIMIT_BYTES);
  });

  const request = (headers: Record<string, string>) => {
    const stream = new PassThrough() as PassThrough & { headers: Record<string, string> };
    stream.headers = headers;
    return stream;
  };

  it("refuses a Content-Length over the limit without reading, and counts a chunked body", async () => {
    await expect(
      readBoundedBody(request({ "content-length": "11" }) as unknown as IncomingMessage, 10),
    ).rejects.toBeInstanceOf(BodyTooLarge);
    const chunked = request({});
    const reading = readBoundedBody(chunked as unknown as IncomingMessage, 10);
    chunked.write("123456");
    chunked.write("789012");
    await expect(reading).rejects.toBeInstanceOf(BodyTooLarge);
    const small = request({});
    const ok = readBoundedBody(small as unknown as IncomingMessage, 10);
    small.end("1234567890");
    expect((await ok).toString()).toBe("1234567890");
  });

  it("drops a body that has not arrived within its time limit (408), and keeps none of it", async () => {
    vi.useFakeTimers();
    try {
      const slow = request({ "content-length": "100" });
      let outcome: unknown = "still waiting";
      const reading = readBoundedBody(slow as unknown as IncomingMessage, 1_000, 50).then(
        () => {
          outcome = "read";
        },
        (error: unknown) => {
          outcome = error;
        },
      );
      slow.write("half of it");
      // Just before its limit it is still reading; at 50 ms it gives up.
      await vi.advanceTimersByTimeAsync(49);
      expect(outcome).toBe("still waiting");
      await vi.advanceTimersByTimeAsync(1);
      await reading;
      expect(outcome).toBeInstanceOf(BodyTooSlow);
      expect((outcome as BodyTooSlow).status).toBe(408);
      expect(slow.listenerCount("data")).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    // The defaults: 20 s for a small form, 120 s for an admin upload.
    expect(BODY_TIME_LIMIT_MS).toEqual({ small: 20_000, upload: 120_000 });
  });
});
