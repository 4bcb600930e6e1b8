import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, oidcPortFor } from "./e2e/support/accounts";
import { DATA_TEMPLATE_ENV } from "./e2e/support/data-template";
import { SERVER_START_TIMEOUT_MS } from "./e2e/support/server-process";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The local OpenID Connect server standing in for Google (scripts/e2e-oidc-server.mjs). */
const oidcPort = oidcPortFor(port);
const dataDir = process.env.E2E_DATA_DIR ?? `./data/e2e-${port}`;
/**
 * The run's migrated embedded database, made once before the shared server starts; every server
 * a test starts on an empty DATA_DIR gets a copy (e2e/support/data-template.ts). Set here, the
 * variable reaches every worker (each loads this file). docs/decisions/test-speed.md.
 */
const dataTemplate = path.resolve(`${dataDir}-template`);
process.env[DATA_TEMPLATE_ENV] = dataTemplate;

/** Browser tests on Debian's Chromium against the production build on 127.0.0.1. */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  // A stray test.only fails the run on CI instead of silently skipping every other test.
  forbidOnly: !!process.env.CI,
  // Three on two cores: a worker waiting (a server starting, a lock going stale, a timer) leaves
  // its core to the others. docs/decisions/test-speed.md "Workers".
  workers: 3,
  retries: 0,
  reporter: [["list"]],
  // Limits for a loaded two-core machine (load average 7–12 while other work runs): a test
  // proves behaviour and polls for its state, which returns as soon as the state is there, so a
  // generous limit costs nothing on a quiet machine. A latency claim is the bench's figure, not a
  // test's limit (docs/decisions/test-speed.md "Deadlines").
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (every action with the page's DOM); no screencast: its frames
    // cost a seventh of the browsers' CPU in every passing test (docs/decisions/test-speed.md).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node scripts/e2e-oidc-server.mjs",
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      // The template first (a first start of its own), then this server on a copy of it.
      command:
        `node e2e/support/make-data-template.mjs ${dataTemplate} && rm -rf ${dataDir} && ` +
        `mkdir -p ${dataDir} && cp -a ${dataTemplate}/pglite ${dataDir}/ && node server.mjs`,
      url: `http://127.0.0.1:${port}/robots.txt`,
      reuseExistingServer: false,
      // Two starts: the template's first start (initdb) and this server's.
      timeout: 2 * SERVER_START_TIMEOUT_MS + 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        NODE_ENV: "production",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Google, with only the issuer changed: the local OpenID Connect server.
        GOOGLE_CLIENT_ID: "e2e-google-client",
        GOOGLE_CLIENT_SECRET: "e2e-google-secret",
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        // Every test signs in from 127.0.0.1: lift the limit of 10 a minute for this shared
        // server. The default limit is proven by e2e/auth-logs.spec.ts on a server of its own.
        AUTH_RATE_LIMIT_MAX: "1000",
      },
    },
  ],
});
