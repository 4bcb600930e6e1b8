import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A production server (`node server.mjs`) started by a test, with its output captured. */
export type SpawnedServer = {
  url: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the built site (BUILD_DIR) on a free port with a fresh data directory and exactly the
 * given environment on top of the basics (no ADMIN_*, GOOGLE_* or BETTER_AUTH_SECRET unless
 * passed), capturing stdout and stderr.
 */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "academy-auth-"));
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
