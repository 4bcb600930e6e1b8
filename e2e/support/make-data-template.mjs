// Makes the run's data-directory template (docs/decisions/test-speed.md "Server starts"): the
// DATA_DIR a production server leaves after its first start on an empty directory (PGlite's
// initdb and every migration done) and a clean stop, keeping only its pglite/ directory. Test
// servers then start on a copy (e2e/support/data-template.ts) instead of each paying initdb
// (seconds of CPU and ~700 MB) again. playwright.config.ts runs it once per run, before the
// shared server starts.
// Usage: BUILD_DIR=DIR node e2e/support/make-data-template.mjs TEMPLATE_DIR
//   TEMPLATE_DIR is emptied first; exit code 1 and the server's output when the start fails.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/**
 * How long the first start may take (ms): initdb on a loaded two-core machine, as
 * SERVER_START_TIMEOUT_MS in server-process.ts (docs/decisions/test-speed.md "Deadlines").
 */
const START_TIMEOUT_MS = 300_000;

const dir = process.argv[2] ? path.resolve(process.argv[2]) : "";
if (!dir) {
  console.error("usage: BUILD_DIR=DIR node e2e/support/make-data-template.mjs TEMPLATE_DIR");
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true, mode: 0o700 });

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
let output = "";
const child = spawn(process.execPath, ["server.mjs"], {
  cwd: ROOT,
  env: {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: url,
    DATA_DIR: dir,
    NODE_ENV: "production",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    // Given, so no generated secret is left in the template for every copy to share.
    BETTER_AUTH_SECRET: "data-template-secret-0123456789abcdef",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
child.stdout.on("data", (chunk) => {
  output += chunk;
});
child.stderr.on("data", (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) =>
  child.once("exit", (code, signal) => resolve(signal ?? code)),
);

const deadline = Date.now() + START_TIMEOUT_MS;
for (;;) {
  if (child.exitCode !== null) fail("the server exited during its first start");
  const ok = await fetch(`${url}/robots.txt`).then(
    (response) => response.ok,
    () => false,
  );
  if (ok) break;
  if (Date.now() > deadline) {
    child.kill("SIGKILL");
    fail(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
  }
  await delay(100);
}
child.kill("SIGTERM");
const end = await exited;
if (end !== 0 && end !== "SIGTERM") fail(`the server stopped with ${end}`);
if (!existsSync(path.join(dir, "pglite", "PG_VERSION"))) fail("no database in pglite/");
// The lock goes with a clean stop; anything else (none today) is not the database's.
for (const name of readdirSync(dir)) {
  if (name !== "pglite") rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** Ends the script with exit code 1, the reason and everything the server printed. */
function fail(reason) {
  console.error(`data template ${dir}: ${reason}:\n${output}`);
  process.exit(1);
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
