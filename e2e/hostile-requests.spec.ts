import { connect } from "node:net";
import { type SpawnedServer, spawnServer } from "./support/spawn-server";
import { expect, test } from "./support/test";

/**
 * Issue 6 defect 1: one request must never stop the server. Requests go over a raw socket,
 * since fetch normalises "//" targets away.
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
  server = await spawnServer();
});
test.afterAll(async () => {
  await server.stop();
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
