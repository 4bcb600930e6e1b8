import { rmSync } from "node:fs";
import { makeImage } from "../tests/fixtures/images";
import { signInAsAdminByHttp } from "./support/admin";
import { OWN_ADMIN, type OwnServer, startServer } from "./support/own-server";
import { expect, request as playwrightRequest, test } from "./support/test";

/**
 * Issue #3 "Data survives a restart and a kill -9 of the server": the banner and feedback the
 * admin stored are still there after the server stops with SIGTERM, and after SIGKILL right
 * after a write. Uses a server of its own on a fixed data directory.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let server: OwnServer | undefined;

test.afterAll(async () => {
  if (server) {
    await server.stop("SIGKILL");
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

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

test("banner and feedback survive SIGTERM and SIGKILL restarts", async () => {
  server = await startServer();
  const { dataDir } = server;
  const port = Number(new URL(server.url).port);

  await publish(server.url, "Before Restart", "Kept across restarts");
  const before = await homeHtml(server.url);
  const bannerUrl = before.match(/\/banner-image\/[0-9a-f]{64}/)?.[0];
  expect(bannerUrl).toBeDefined();
  expect(before).toContain("Before Restart");

  expect(await server.stop("SIGTERM")).toMatch(/^(0|SIGTERM)$/);
  server = await startServer({ dataDir, port });
  const afterTerm = await homeHtml(server.url);
  expect(afterTerm).toContain(bannerUrl);
  expect(afterTerm).toContain("Kept across restarts");
  expect(afterTerm).toContain("Before Restart");

  await publish(server.url, "Before Kill");
  expect(await server.stop("SIGKILL")).toBe("SIGKILL");
  server = await startServer({ dataDir, port });
  const afterKill = await homeHtml(server.url);
  expect(afterKill).toContain(bannerUrl);
  expect(afterKill).toContain("Before Restart");
  expect(afterKill).toContain("Before Kill");

  const visitor = await playwrightRequest.newContext({ baseURL: server.url });
  const image = await visitor.get(bannerUrl ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  await visitor.dispose();
});
