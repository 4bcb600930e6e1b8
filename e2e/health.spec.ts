import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { seedDataDir } from "./support/data-template";
import { freePort, SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { type SpawnedServer, spawnServer } from "./support/spawn-server";
import { expect, test } from "./support/test";

/**
 * GET /healthz (the process answers) and GET /readyz (the database answers `select 1` within
 * 2 s), never cached (docs/decisions/production.md "Several servers on one PostgreSQL"); the
 * request log line and X-Request-Id (docs/decisions/request-limits.md "Request log").
 */

test.describe("on the embedded database", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
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
  // CI (.ci/run) always provides PostgreSQL: there a missing URL fails instead of skipping.
  test.skip(!testUrl && !process.env.CI, "TEST_DATABASE_URL is not set");

  const name = `health_${process.pid}_${Date.now()}`;
  let proxy: PausableProxy;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
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
    // After the 2 s timeout (plus slack for a loaded machine), not never: a query on the paused
    // connection would hang until the test's own limit.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    proxy.resume();
    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 60_000 })
      .toBe(200);
  });
});

/**
 * Start-up settings (docs/decisions/production.md "Operations"): ./.env is loaded when present, the
 * environment wins over it, and a production server without SITE_URL warns once.
 */
test.describe("start-up", () => {
  const repo = fileURLToPath(new URL("..", import.meta.url));

  /** Starts server.mjs in `cwd` with exactly `env` (plus PATH/HOME); resolves when /healthz answers. */
  async function start(cwd: string, env: Record<string, string>, port: number) {
    let output = "";
    const child = spawn(process.execPath, [path.join(repo, "server.mjs")], {
      cwd,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        MIGRATIONS_DIR: path.join(repo, "drizzle"),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) return `exited: ${output}`;
          return fetch(`http://127.0.0.1:${port}/healthz`).then(
            (response) => response.status,
            () => "not yet",
          );
        },
        { timeout: 80_000, intervals: [200] },
      )
      .toBe(200);
    return {
      output: () => output,
      stop: async () => {
        child.kill("SIGTERM");
        await exited;
      },
    };
  }

  test("./.env is loaded, the environment wins over it, and a missing SITE_URL is warned about", async () => {
    test.setTimeout(200_000);
    const dir = mkdtempSync(path.join(tmpdir(), "academy-dotenv-"));
    try {
      const port = await freePort();
      // What is tested is the settings, not a first start: skip initdb.
      seedDataDir(path.join(dir, "data"));
      writeFileSync(
        path.join(dir, ".env"),
        `PORT=${port}\nDATA_DIR=${path.join(dir, "data")}\nSITE_URL=http://from-dotenv.example\n`,
      );
      const withEnv = await start(dir, { SITE_URL: "http://from-environment.example" }, port);
      const page = await (await fetch(`http://127.0.0.1:${port}/courses`)).text();
      expect(page).toContain("http://from-environment.example/courses");
      expect(page).not.toContain("from-dotenv.example");
      expect(withEnv.output()).not.toContain("SITE_URL is not set");
      await withEnv.stop();

      rmSync(path.join(dir, ".env"));
      const bare = await start(dir, { PORT: String(port), DATA_DIR: path.join(dir, "data") }, port);
      const warnings = bare
        .output()
        .split("\n")
        .filter((line) => line.includes("SITE_URL is not set"));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ level: 40 });
      // Unset, SITE_URL is http://localhost:PORT (app/config/env.server.ts), and the warning
      // names the address the pages then use.
      expect(warnings[0]).toContain(`http://localhost:${port}.`);
      const barePage = await (await fetch(`http://127.0.0.1:${port}/courses`)).text();
      expect(barePage).toContain(`http://localhost:${port}/courses`);
      await bare.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
