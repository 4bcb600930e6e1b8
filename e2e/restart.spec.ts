import { rmSync } from "node:fs";
import { createScratchPostgres } from "../tests/fixtures/databases";
import { makeImage } from "../tests/fixtures/images";
import { signInAsAdminByHttp } from "./support/admin";
import { OWN_ADMIN, type OwnServer, startServer } from "./support/own-server";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { expect, request as playwrightRequest, test } from "./support/test";

/**
 * Data survives a restart and a kill -9 of the server, and a kill -9 during admin writes
 * loses no acknowledged write, on PGlite and PostgreSQL (docs/decisions/database-lock.md): the
 * banner and feedback the admin stored are still there after the server stops with SIGTERM, after
 * SIGKILL right after a write, and after SIGKILL while admin writes are in flight. Uses a server of
 * its own on a fixed data directory (PGlite), and again on a scratch PostgreSQL database when
 * TEST_DATABASE_URL is set.
 */
test.describe.configure({ mode: "serial" });
// Four server starts a test.
test.setTimeout(5 * SERVER_START_TIMEOUT_MS);

let server: OwnServer | undefined;

test.afterEach(async () => {
  if (server) {
    await server.stop("SIGKILL");
    rmSync(server.dataDir, { recursive: true, force: true });
    server = undefined;
  }
});

/**
 * Three admin writers add feedback one after another until the server is killed with SIGKILL
 * once at least `before` writes are acknowledged; writes in flight at the kill fail.
 * @returns the names of the feedback items the server acknowledged (200)
 */
async function killDuringWrites(target: OwnServer, before = 4): Promise<string[]> {
  const admin = await playwrightRequest.newContext({ baseURL: target.url });
  await signInAsAdminByHttp(admin, target.url, OWN_ADMIN);
  const acknowledged: string[] = [];
  const writer = async (w: number) => {
    for (let i = 0; i < 6; i++) {
      const name = `Burst ${w}-${i}`;
      try {
        const response = await admin.post("/admin-dashboard", {
          headers: { Origin: target.url },
          form: { intent: "add-feedback", name, content: `Written by ${name}.`, stars: "3" },
        });
        if (response.status() !== 200) return;
        acknowledged.push(name);
      } catch {
        return; // the server is gone
      }
    }
  };
  const writers = Promise.all([0, 1, 2].map(writer));
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(before);
  expect(await target.stop("SIGKILL")).toBe("SIGKILL");
  await writers;
  await admin.dispose().catch(() => {});
  return [...acknowledged];
}

/** Adds a feedback item (and optionally a banner) as the admin, through the dashboard action. */
async function publish(url: string, feedbackName: string, bannerTitle?: string) {
  const admin = await playwrightRequest.newContext({ baseURL: url });
  await signInAsAdminByHttp(admin, url, OWN_ADMIN);
  if (bannerTitle) {
    const image = await makeImage("png", { width: 640, height: 240, colour: "#1d4ed8" });
    const banner = await admin.post("/admin-dashboard", {
      headers: { Origin: url },
      multipart: {
        intent: "update-banner",
        title: bannerTitle,
        content: "",
        image: { name: "b.png", mimeType: "image/png", buffer: image },
      },
    });
    expect(banner.status()).toBe(200);
  }
  const feedback = await admin.post("/admin-dashboard", {
    headers: { Origin: url },
    form: {
      intent: "add-feedback",
      name: feedbackName,
      content: `Written by ${feedbackName}.`,
      stars: "4",
    },
  });
  expect(feedback.status()).toBe(200);
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

const databases = [
  { name: "PGlite", url: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL }]
    : []),
];

for (const database of databases) {
  test(`banner and feedback survive SIGTERM and SIGKILL restarts on ${database.name}`, async () => {
    const scratch = database.url ? await createScratchPostgres(database.url, "restart") : undefined;
    try {
      await survivesRestarts(scratch?.url);
    } finally {
      if (server) await server.stop("SIGKILL");
      await scratch?.drop();
    }
  });
}

async function survivesRestarts(databaseUrl: string | undefined) {
  server = await startServer({ databaseUrl });
  const { dataDir } = server;
  const port = Number(new URL(server.url).port);

  await publish(server.url, "Before Restart", "Kept across restarts");
  const before = await homeHtml(server.url);
  const bannerUrl = before.match(/\/banner-image\/[0-9a-f]{64}/)?.[0];
  expect(bannerUrl).toBeDefined();
  expect(before).toContain("Before Restart");

  expect(await server.stop("SIGTERM")).toMatch(/^(0|SIGTERM)$/);
  server = await startServer({ dataDir, port, databaseUrl });
  const afterTerm = await homeHtml(server.url);
  expect(afterTerm).toContain(bannerUrl);
  expect(afterTerm).toContain("Kept across restarts");
  expect(afterTerm).toContain("Before Restart");

  await publish(server.url, "Before Kill");
  expect(await server.stop("SIGKILL")).toBe("SIGKILL");
  server = await startServer({ dataDir, port, databaseUrl });
  const afterKill = await homeHtml(server.url);
  expect(afterKill).toContain(bannerUrl);
  expect(afterKill).toContain("Before Restart");
  expect(afterKill).toContain("Before Kill");

  const visitor = await playwrightRequest.newContext({ baseURL: server.url });
  const image = await visitor.get(bannerUrl ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  await visitor.dispose();

  const acknowledged = await killDuringWrites(server);
  server = await startServer({ dataDir, port, databaseUrl });
  const afterBurst = await homeHtml(server.url);
  for (const name of [...acknowledged, "Before Restart", "Before Kill"]) {
    expect(afterBurst).toContain(name);
  }
}
