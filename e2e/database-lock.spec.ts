import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signInAsAdminByHttp } from "./support/admin";
import { OWN_ADMIN, type OwnServer, startServer } from "./support/own-server";
import { freePort, SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { expect, request as playwrightRequest, test } from "./support/test";

/**
 * docs/decisions/database-lock.md, two processes on one embedded database: a second production
 * server started on the DATA_DIR of a running one refuses to start, with a message naming the
 * directory and what to do; the first keeps serving and loses nothing across a restart; after
 * a kill -9 of the first, a new server takes the stale lock over and has the data.
 * On the code before the lock, the second server starts and serves its own copy.
 */
test.describe.configure({ mode: "serial" });
// Four server starts.
test.setTimeout(5 * SERVER_START_TIMEOUT_MS);

let server: OwnServer | undefined;

test.afterAll(async () => {
  if (server) {
    await server.stop("SIGKILL");
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** Adds a feedback item as the admin through the dashboard action (acknowledged with 200). */
async function addFeedback(url: string, name: string) {
  const admin = await playwrightRequest.newContext({ baseURL: url });
  await signInAsAdminByHttp(admin, url, OWN_ADMIN);
  const response = await admin.post("/admin-dashboard", {
    headers: { Origin: url },
    form: { intent: "add-feedback", name, content: `Written by ${name}.`, stars: "5" },
  });
  expect(response.status()).toBe(200);
  await admin.dispose();
}

/** What a fresh anonymous visitor gets on Home. */
async function homeHtml(url: string): Promise<string> {
  const visitor = await playwrightRequest.newContext({ baseURL: url });
  const response = await visitor.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  await visitor.dispose();
  return html;
}

/**
 * Starts a second production server on `dataDir` and waits for it to exit.
 * @returns its exit code, everything it printed, and whether it ever answered HTTP
 * @throws when it is still running after `timeoutMs` (it is then killed)
 */
async function runSecondServer(dataDir: string, timeoutMs = SERVER_START_TIMEOUT_MS) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      ADMIN_EMAIL: OWN_ADMIN.email,
      ADMIN_PASSWORD: OWN_ADMIN.password,
      BETTER_AUTH_SECRET: "own-server-test-secret-0123456789abcdef",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  let answered = false;
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  try {
    // Polls until it exits, asking it for a page each time: it must never answer one.
    await expect
      .poll(
        async () => {
          answered ||= await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
            (r) => r.ok,
            () => false,
          );
          return running();
        },
        { timeout: timeoutMs, intervals: [250] },
      )
      .toBe(false);
  } catch (error) {
    throw new Error(`the second server did not exit (answered HTTP: ${answered}):\n${output}`, {
      cause: error,
    });
  } finally {
    if (running()) child.kill("SIGKILL");
  }
  return { code: await exited, output, answered };
}

test("a second server on the same DATA_DIR refuses to start; the first keeps its data, also after kill -9", async () => {
  server = await startServer();
  const { dataDir } = server;
  const port = Number(new URL(server.url).port);
  await addFeedback(server.url, "Before Second Server");

  const second = await runSecondServer(dataDir);
  expect(second.answered).toBe(false);
  expect(second.code).not.toBe(0);
  expect(second.output).toContain(
    `Another server is using the embedded database in ${path.join(dataDir, "pglite")}`,
  );
  expect(second.output).toContain("stop the other server first, or give this one its own DATA_DIR");

  // The first one is untouched: it serves, takes writes, and they survive a clean restart.
  await addFeedback(server.url, "After Second Server");
  const serving = await homeHtml(server.url);
  expect(serving).toContain("Before Second Server");
  expect(serving).toContain("After Second Server");
  expect(await server.stop("SIGTERM")).toMatch(/^(0|SIGTERM)$/);
  server = await startServer({ dataDir, port });
  const restarted = await homeHtml(server.url);
  expect(restarted).toContain("Before Second Server");
  expect(restarted).toContain("After Second Server");

  // kill -9 leaves the lock behind; the next server waits for it to go stale and takes it over.
  await addFeedback(server.url, "Before Kill");
  expect(await server.stop("SIGKILL")).toBe("SIGKILL");
  server = await startServer({ dataDir, port });
  const afterKill = await homeHtml(server.url);
  expect(afterKill).toContain("Before Second Server");
  expect(afterKill).toContain("After Second Server");
  expect(afterKill).toContain("Before Kill");
});
