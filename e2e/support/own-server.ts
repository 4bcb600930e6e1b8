import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seedDataDir } from "./data-template";
import { freePort, SERVER_START_TIMEOUT_MS, waitUntilListening } from "./server-process";
import { test as base, expect } from "./test";

/** The admin account of servers started by {@link startServer} (created at start-up). */
export const OWN_ADMIN = {
  email: "admin@own-server.example.test",
  password: "own-server-admin-pw-1",
};

/** A production server (`node server.mjs`) this test process started and controls. */
export type OwnServer = {
  /** http://127.0.0.1:{port} */
  url: string;
  dataDir: string;
  /** Stops the process with the signal and waits for it to exit; returns its exit code or signal. */
  stop: (signal?: NodeJS.Signals) => Promise<string>;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
};

/**
 * Starts the built production server (BUILD_DIR, default "build") on a free port with its own
 * data directory, so a spec can own the whole database (exact feedback counts, restarts)
 * without disturbing the shared server of playwright.config.ts.
 * @param options.dataDir reuse a data directory (restart tests); default a new temp directory
 * @param options.port reuse a port (a restart keeps the same URL); default a free one
 * @param options.databaseUrl run on this PostgreSQL database (DATABASE_URL); default none,
 *   the embedded database in the data directory
 * @param options.fresh true: a data directory without a database starts empty, so the server
 *   runs initdb and every migration itself (a test about the first start); default: it gets a
 *   copy of the run's migrated database (support/data-template.ts, seconds faster)
 * @param options.clock the server's clock starts at this UTC instant ("2026-12-10 04:30:00") and
 *   runs on from there: the process runs under libfaketime (Debian's `faketime`), for a spec of
 *   what happens on a date (the fee job on the 1st of a month); the monotonic clock stays real
 */
export async function startServer(
  options: {
    dataDir?: string;
    port?: number;
    databaseUrl?: string;
    fresh?: boolean;
    clock?: string;
  } = {},
): Promise<OwnServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "academy-e2e-"));
  if (!options.databaseUrl && !options.fresh) seedDataDir(dataDir);
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const [command, args] = options.clock
    ? ["faketime", ["-f", `@${options.clock}`, process.execPath, "server.mjs"]]
    : [process.execPath, ["server.mjs"]];
  const child: ChildProcess = spawn(command, args, {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    env: {
      ...process.env,
      ...(options.clock ? { TZ: "UTC", FAKETIME_DONT_FAKE_MONOTONIC: "1" } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: url,
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      ADMIN_EMAIL: OWN_ADMIN.email,
      ADMIN_PASSWORD: OWN_ADMIN.password,
      BETTER_AUTH_SECRET: "own-server-test-secret-0123456789abcdef",
      // Every spec of a worker signs in to this server; the limit itself is tested elsewhere.
      AUTH_RATE_LIMIT_MAX: "1000",
      DATABASE_URL: options.databaseUrl ?? "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<string>((resolve) => {
    child.once("exit", (code, signal) => resolve(signal ?? String(code)));
  });

  await waitUntilListening(url, child, () => output, SERVER_START_TIMEOUT_MS);

  return {
    url,
    dataDir,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Playwright `test` whose pages and `request` talk to a server of this worker's own
 * ({@link startServer}), removed with its data at the end. Spec files run by the same worker
 * share it: a spec that needs an exact state starts with `clearContent` (support/admin.ts).
 */
export const test = base.extend<{ ownServer: OwnServer }, { workerServer: OwnServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take an object pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
    // The start, and the stop of a server that may be flushing its database.
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS + 60_000 },
  ],
  ownServer: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

export { expect };
