import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { spawnServer } from "./support/spawn-server";
import { expect, test } from "./support/test";

/**
 * What the production server prints at start (docs/deploy.md, docs/decisions/deploy.md): every
 * line JSON like the request log, so the journal and a log collector read them alike; and a
 * start that cannot succeed ends with one clear JSON line and exit code 1, never a stack trace.
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));

// Every test starts a server (a first start, with initdb, in the first).
test.describe.configure({ timeout: SERVER_START_TIMEOUT_MS + 60_000 });

/** Parses every non-empty line of `output` as JSON (fails the test on a line that is not). */
function jsonLines(output: string): Array<{ level: number; msg: string; [key: string]: unknown }> {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

/**
 * Runs `node server.mjs` with exactly `env` (plus PATH, HOME and the basics) until it exits.
 * @returns its exit code and everything it printed
 */
function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "academy-startup-"));
    let output = "";
    const child = spawn(process.execPath, ["server.mjs"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const limit = setTimeout(() => {
      child.kill("SIGKILL");
      reject(
        new Error(`the server did not exit within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`),
      );
    }, SERVER_START_TIMEOUT_MS);
    child.once("close", (code) => {
      clearTimeout(limit);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

test("every line the server prints at start is JSON, the admin seeding and the address included", async () => {
  // A first start (fresh): initdb and the migrations print nothing but JSON either.
  const server = await spawnServer(
    { ADMIN_EMAIL: "owner@startup.example.test", ADMIN_PASSWORD: "startup-admin-pw-1" },
    { fresh: true },
  );
  try {
    const listening = `Chess academy website on ${server.url}`;
    await expect.poll(() => server.output()).toContain(listening);
    const lines = jsonLines(server.output());
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        module: "auth",
        msg: "admin account created for ADMIN_EMAIL",
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: listening, url: server.url }),
    );
    // spawnServer passes no BETTER_AUTH_SECRET: that start-up warning is JSON too.
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        module: "auth",
        msg: expect.stringContaining("BETTER_AUTH_SECRET is not set"),
      }),
    );
    expect(server.output()).not.toContain("owner@startup.example.test");
  } finally {
    await server.stop();
  }
});

test("an unreachable database stops the start with one clear JSON line and exit code 1", async () => {
  const closedPort = await freePort();
  const { code, output } = await runUntilExit({
    PORT: String(await freePort()),
    SITE_URL: "https://academy.example",
    DATABASE_URL: `postgres://academy:not-in-any-log@127.0.0.1:${closedPort}/academy`,
    BETTER_AUTH_SECRET: "startup-test-secret-0123456789abcdef",
  });
  expect(code).toBe(1);
  const lines = jsonLines(output);
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 60, code: "ECONNREFUSED" });
  expect(lines[0].msg).toBe(
    `The server did not start: the database at 127.0.0.1:${closedPort} refused the connection (ECONNREFUSED): is PostgreSQL running there, and is DATABASE_URL right?`,
  );
  expect(output).not.toContain("not-in-any-log");
});

test("a missing build stops the start with one clear JSON line and exit code 1", async () => {
  const { code, output } = await runUntilExit({
    PORT: String(await freePort()),
    BUILD_DIR: "no-such-build",
  });
  expect(code).toBe(1);
  const lines = jsonLines(output);
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 60 });
  expect(lines[0].msg).toBe(
    `The server did not start: there is no build in ${path.join(ROOT, "no-such-build")}: run npm run build, or npm run release (docs/deploy.md).`,
  );
});

test("a bad setting stops the start with one JSON line naming the variable, never its value, and exit code 1", async () => {
  const { code, output } = await runUntilExit({
    PORT: "80a",
    SITE_URL: "https://academy.example/not-in-any-log",
  });
  expect(code).toBe(1);
  const lines = jsonLines(output);
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 60 });
  expect(lines[0].msg).toBe(
    "The server did not start: PORT must be a whole number from 1 to 65535; SITE_URL must be the site's public address: http:// or https://, a host and an optional port, no path (e.g. https://academy.example) (see .env.example)",
  );
  expect(output).not.toContain("not-in-any-log");
});
