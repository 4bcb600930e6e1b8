import { connect, createServer, type Server, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { freePort } from "./support/server-process";
import { type SpawnedServer, spawnServer } from "./support/spawn-server";

/**
 * GET /healthz (the process answers) and GET /readyz (the database answers `select 1` within
 * 2 s), never cached (issue 6 "Several servers on one PostgreSQL"); the request log line and
 * X-Request-Id (issue 6 "Structured logs").
 */

test.describe("on the embedded database", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await spawnServer({ LOG_LEVEL: "debug" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("/healthz and /readyz answer 200, never cached, with a request id", async () => {
    const health = await fetch(`${server.url}/healthz`, {
      headers: { "X-Request-Id": "probe-1.a:b" },
    });
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok");
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(health.headers.get("x-request-id")).toBe("probe-1.a:b");

    const ready = await fetch(`${server.url}/readyz`, {
      headers: { "X-Request-Id": "bad id\t<>" },
    });
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe("ready");
    expect(ready.headers.get("cache-control")).toBe("no-store");
    const id = ready.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // HEAD too (a load balancer's probe), and never from the page cache.
    const head = await fetch(`${server.url}/healthz`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBeNull();

    // One JSON line per request: id, method, path without the query, status, duration; probes at debug.
    await fetch(`${server.url}/courses?email=someone%40example.test&token=abc`, {
      headers: { Cookie: "better-auth.session_token=secret-cookie-value" },
    });
    await expect.poll(() => server.output()).toContain(id);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    const readyLine = lines.find((line) => line.req?.id === id);
    expect(readyLine).toMatchObject({
      level: 20,
      req: { method: "GET", path: "/readyz" },
      res: { status: 200 },
      msg: "request completed",
    });
    expect(typeof readyLine.responseTime).toBe("number");
    await expect
      .poll(() => server.output())
      .toMatch(/"req":\{"id":"[^"]+","method":"GET","path":"\/courses"\},"res":\{"status":200\}/);
    expect(server.output()).not.toContain("someone");
    expect(server.output()).not.toContain("secret-cookie-value");
    expect(server.output()).not.toContain("token=abc");
  });
});

/**
 * A TCP proxy to PostgreSQL that can stop answering: while paused nothing is forwarded either
 * way (connections stay open, as with a database that hangs), so queries time out.
 */
class PausableProxy {
  server: Server | undefined;
  pairs: { client: Socket; upstream: Socket }[] = [];
  paused = false;
  constructor(readonly upstream: URL) {}

  async listen(port: number) {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.upstream.port || 5432), this.upstream.hostname);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      const pair = { client, upstream };
      this.pairs.push(pair);
      if (!this.paused) this.#forward(pair);
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
  }

  #forward({ client, upstream }: { client: Socket; upstream: Socket }) {
    client.pipe(upstream);
    upstream.pipe(client);
  }

  pause() {
    this.paused = true;
    for (const { client, upstream } of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  resume() {
    this.paused = false;
    for (const pair of this.pairs) this.#forward(pair);
  }

  async close() {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

test.describe("on PostgreSQL", () => {
  const testUrl = process.env.TEST_DATABASE_URL;
  test.skip(!testUrl, "TEST_DATABASE_URL is not set");

  const name = `health_${process.pid}_${Date.now()}`;
  let proxy: PausableProxy;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const admin = new pg.Client({ connectionString: testUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const upstream = new URL(testUrl ?? "");
    proxy = new PausableProxy(upstream);
    const port = await freePort();
    await proxy.listen(port);
    const viaProxy = new URL(upstream);
    viaProxy.host = `127.0.0.1:${port}`;
    viaProxy.pathname = `/${name}`;
    server = await spawnServer({
      DATABASE_URL: viaProxy.href,
      BETTER_AUTH_SECRET: "health-spec-secret-0123456789abcdef",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: testUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  test("/readyz answers 503 while the database does not answer, 200 again when it does; /healthz stays 200", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    proxy.pause();
    const started = Date.now();
    const down = await fetch(`${server.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.text()).toBe("database unavailable");
    expect(down.headers.get("cache-control")).toBe("no-store");
    // Within the 2 s timeout (plus slack for a loaded machine), not after a TCP timeout.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    proxy.resume();
    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 20_000 })
      .toBe(200);
  });
});
