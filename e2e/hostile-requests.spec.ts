import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { RawConnection } from "./support/raw-http";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { type SpawnedServer, spawnServer } from "./support/spawn-server";
import { expect, test } from "./support/test";

/**
 * docs/decisions/production.md "Defect 1": one request must never stop the server; defects 4 and 5
 * (bodies) below. Requests go over a raw socket, since fetch normalises "//" targets away.
 */

/** Sends one request line; resolves with the status code, or "closed" when nothing came back. */
function rawRequest(url: string, method: string, target: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
      );
    });
    let head = "";
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
    });
    socket.on("end", () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? "closed"));
    socket.on("error", reject);
  });
}

let server: SpawnedServer;
test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
  server = await spawnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const cases: [string, string][] = [
  ["GET", "//"],
  ["GET", "///"],
  ["GET", "//:@/"],
  ["GET", "//a:b@c/"],
  ["HEAD", "//"],
  ["OPTIONS", "*"],
  ["TRACE", "/"],
  ["GET", "http://elsewhere.example/"],
];

test("odd request targets and methods get a 4xx or 2xx answer and the server keeps serving", async () => {
  for (const [method, target] of cases) {
    const status = await rawRequest(server.url, method, target);
    expect(status, `${method} ${target}`).toMatch(/^[24]\d\d$/);
    expect(
      (await fetch(`${server.url}/robots.txt`)).status,
      `alive after ${method} ${target}`,
    ).toBe(200);
  }
  expect(server.output()).not.toMatch(/Invalid URL/);
});

test("a path whose percent-encoding does not decode is refused with 400, without a plain-text warning", async () => {
  for (const target of ["/%", "/blogs/%zz", "/puzzles/%ff", "/gallery/%E0%A4%A", "/%C0%AE?x=1"]) {
    const response = await fetch(`${server.url}${target}`);
    expect(response.status, target).toBe(400);
    expect(await response.text(), target).toBe("Bad request");
  }
  // A valid encoding, and a broken one in the query only, still reach the pages.
  expect((await fetch(`${server.url}/blogs/%61bc`)).status).toBe(404);
  expect((await fetch(`${server.url}/about?q=%zz`)).status).toBe(200);
  expect(server.output()).not.toMatch(/could not be decoded/);
});

/**
 * docs/decisions/request-limits.md: bodies over the limit are refused while reading (413), bodies
 * that are not a form get 400, both without a stack trace in the log.
 */
function post(path: string, headers: string[], body: Buffer | string): Buffer {
  const { host } = new URL(server.url);
  const head = [`POST ${path} HTTP/1.1`, `Host: ${host}`, `Origin: ${server.url}`, ...headers];
  return Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`), Buffer.from(body)]);
}

test("a Content-Length over 64 KB is refused with 413 before the body is sent", async () => {
  const { hostname, port } = new URL(server.url);
  const connection = new RawConnection(Number(port), hostname);
  // Only the head and 1 KB of a declared 50 MB: the answer comes without the rest.
  const response = await connection.send(
    post(
      "/login",
      ["Content-Type: application/x-www-form-urlencoded", `Content-Length: ${50 * 1024 * 1024}`],
      "a".repeat(1024),
    ),
    { timeoutMs: 15_000 },
  );
  expect(response.status).toBe(413);
  expect(response.body.toString()).toBe("Request body too large");
  // A client that asks first ("Expect: 100-continue") is told 413 instead of "100 Continue".
  const asking = new RawConnection(Number(port), hostname);
  const asked = await asking.send(
    post(
      "/register.data",
      [
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${50 * 1024 * 1024}`,
        "Expect: 100-continue",
      ],
      "",
    ),
    { timeoutMs: 15_000 },
  );
  asking.close();
  expect(asked.status).toBe(413);
  connection.close();
});

test("chunked bodies over the limit are counted while streaming: 413 on every route, 6 MB only for the dashboard with a signed session cookie", async () => {
  const { hostname, port } = new URL(server.url);
  const connection = new RawConnection(Number(port), hostname);
  const chunked = (size: number) => {
    const data = "a".repeat(size);
    return `${size.toString(16)}\r\n${data}\r\n0\r\n\r\n`;
  };
  const form = ["Content-Type: application/x-www-form-urlencoded", "Transfer-Encoding: chunked"];
  for (const path of [
    "/login",
    "/register.data",
    "/adminlogin",
    "/logout",
    "/api/auth/callback/google",
  ]) {
    const response = await connection.send(post(path, form, chunked(64 * 1024 + 1)));
    expect(response.status, path).toBe(413);
  }
  // Just under the limit: read, then refused by the form itself, not by the limit.
  const under = await connection.send(post("/login", form, chunked(64 * 1024 - 10)));
  expect(under.status).toBe(400);
  // The dashboard: 64 KB without a session cookie, and with a forged one (anyone can send the
  // cookie's name); 6 MB only with a cookie signed with the server's secret (then the admin
  // check refuses: the session does not exist).
  const anonymous = await connection.send(post("/admin-dashboard", form, chunked(100_000)));
  expect(anonymous.status).toBe(413);
  const forged = await connection.send(
    post(
      "/admin-dashboard.data",
      [...form, "Cookie: better-auth.session_token=forged"],
      chunked(1_000_000),
    ),
  );
  expect(forged.status).toBe(413);
  connection.close();
  const secret = readFileSync(path.join(server.dataDir, "auth-secret"), "utf8").trim();
  const token = "no-such-session";
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  const signed = `Cookie: better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  const withSigned = new RawConnection(Number(port), hostname);
  const withCookie = await withSigned.send(
    post("/admin-dashboard.data", [...form, signed], chunked(1_000_000)),
  );
  expect(withCookie.status).toBe(403);
  const overSix = await withSigned.send(
    post("/admin-dashboard", [...form, signed], chunked(6 * 1024 * 1024 + 1)),
  );
  expect(overSix.status).toBe(413);
  withSigned.close();
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

test("a body that trickles in is answered 408 within its time limit, and its connection closed", async () => {
  test.setTimeout(90_000);
  const { hostname, port } = new URL(server.url);
  const connection = new RawConnection(Number(port), hostname);
  const started = Date.now();
  // 40 of the 4,000 bytes it announced, then nothing more.
  const response = await connection.send(
    post(
      "/login",
      ["Content-Type: application/x-www-form-urlencoded", "Content-Length: 4000"],
      "email=slow%40example.test&password=abcd",
    ),
    { timeoutMs: 40_000 },
  );
  expect(response.status).toBe(408);
  expect(Date.now() - started).toBeLessThan(35_000);
  await expect
    .poll(() => server.output())
    .toContain('"reason":"request body not received within 20000 ms"');
  connection.close();
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

const boundary = "----fuzzboundary";
const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.test\r\n--${boundary}--\r\n`;
const unreadable: [string, string[], string][] = [
  ["JSON", ["Content-Type: application/json"], '{"email":"x@example.test","password":"p"}'],
  ["text/plain", ["Content-Type: text/plain"], "email=x@example.test\r\npassword=p"],
  ["XML", ["Content-Type: application/xml"], "<form><email>x@example.test</email></form>"],
  ["no content type", [], "email=x%40example.test&password=p"],
  ["multipart without boundary", ["Content-Type: multipart/form-data"], multipart],
  [
    "multipart with a wrong boundary",
    ["Content-Type: multipart/form-data; boundary=other"],
    multipart,
  ],
  [
    "truncated multipart",
    [`Content-Type: multipart/form-data; boundary=${boundary}`],
    multipart.slice(0, 60),
  ],
];

test("bodies that are not a form get 400 on every form action and its .data URL, with no stack in the log", async () => {
  const { hostname, port } = new URL(server.url);
  const connection = new RawConnection(Number(port), hostname);
  const before = server.output().length;
  for (const path of ["/login", "/register", "/adminlogin", "/logout"]) {
    for (const url of [path, `${path}.data`]) {
      for (const [kind, headers, body] of unreadable) {
        const response = await connection.send(
          post(url, [...headers, `Content-Length: ${Buffer.byteLength(body)}`], body),
        );
        expect(response.status, `${kind} to ${url}`).toBe(400);
      }
    }
  }
  // Bad percent-encoding in a urlencoded form is decoded leniently: the form's own error.
  const badPercent = "email=%E0%A4%A&password=%zz";
  const lenient = await connection.send(
    post(
      "/login",
      ["Content-Type: application/x-www-form-urlencoded", `Content-Length: ${badPercent.length}`],
      badPercent,
    ),
  );
  expect(lenient.status).toBe(400);
  expect(lenient.body.toString()).toContain("An error occurred. Please try again.");
  // A cross-origin form post: refused before React Router (403), logged in one line.
  const form = "email=a%40b.example&password=secret-123";
  const crossOrigin = await connection.send(
    post(
      "/login",
      [
        "Content-Type: application/x-www-form-urlencoded",
        "Origin: https://evil.example",
        `Content-Length: ${form.length}`,
      ],
      form,
    ),
  );
  expect(crossOrigin.status).toBe(403);
  connection.close();
  const log = server.output().slice(before);
  expect(log).not.toMatch(/^\s+at /m);
  expect(log).not.toMatch(/TypeError|Error: /);
  expect(log).not.toContain("secret-123");
  // One JSON line per request, with the status and no query string, cookie or address.
  const lines = log.split("\n").filter((line) => line.includes('"path":"/login.data"'));
  expect(lines.length).toBe(unreadable.length);
  expect(JSON.parse(lines[0])).toMatchObject({
    req: { method: "POST", path: "/login.data" },
    res: { status: 400 },
  });
});
