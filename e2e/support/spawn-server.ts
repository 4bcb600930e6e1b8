import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seedDataDir } from "./data-template";
import { freePort, SERVER_START_TIMEOUT_MS, waitUntilListening } from "./server-process";

/** A production server (`node server.mjs`) started by a test, with its output captured. */
export type SpawnedServer = {
  url: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the built site (BUILD_DIR) on a free port with a fresh data directory and exactly the
 * given environment on top of the basics (no ADMIN_*, GOOGLE_* or BETTER_AUTH_SECRET unless
 * passed), capturing stdout and stderr. An embedded database (no DATABASE_URL) starts as a copy
 * of the run's migrated one (support/data-template.ts) unless `options.fresh`.
 * @param env DATA_DIR here replaces the fresh data directory (a restart on the same data)
 * @param options.fresh true: a DATA_DIR without a database stays empty, so the server runs initdb
 *   and every migration itself (a test about the first start)
 */
export async function spawnServer(
  env: Record<string, string> = {},
  options: { fresh?: boolean } = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-auth-"));
  if (!env.DATABASE_URL && !options.fresh) seedDataDir(env.DATA_DIR ?? dataDir);
  const url = `http://127.0.0.1:${port}`;
  const inherited = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: url,
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
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
  await waitUntilListening(url, child, () => output, SERVER_START_TIMEOUT_MS);
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
