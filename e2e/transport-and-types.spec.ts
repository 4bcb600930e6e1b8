import { rmSync } from "node:fs";
import { SERVER_START_TIMEOUT_MS } from "./support/server-process";
import { type SpawnedServer, spawnServer } from "./support/spawn-server";
import { type APIRequestContext, expect, request, test } from "./support/test";

/**
 * Headers every response needs (docs/decisions/html-validity.md):
 * - the AVIF files of /img are served as image/avif (Express 4's mime table has no .avif, and
 *   with nosniff a browser opening one as application/octet-stream downloads it);
 * - with an https SITE_URL, Strict-Transport-Security is on every response — static files,
 *   fingerprinted assets, `.data` responses, health checks, 404s and refusals — not only on
 *   HTML documents; with an http SITE_URL (the shared test server) on none.
 */

/** The first /img file with `extension` in a page's HTML. */
async function imageOf(api: APIRequestContext, extension: string): Promise<string> {
  const html = await (await api.get("/about")).text();
  const file = html.match(new RegExp(`/img/[a-z0-9-]+\\.${extension}`))?.[0];
  expect(file, `an /img/*.${extension} on /about`).toBeTruthy();
  return file ?? "";
}

test("photos of /img are served as image/avif and image/webp", async ({ request: api }) => {
  const avif = await api.get(await imageOf(api, "avif"));
  expect(avif.status()).toBe(200);
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect(avif.headers()["x-content-type-options"]).toBe("nosniff");
  // An AVIF file: an ISO BMFF "ftyp" box with the avif brand.
  expect((await avif.body()).subarray(4, 12).toString("latin1")).toBe("ftypavif");
  const webp = await api.get(await imageOf(api, "webp"));
  expect(webp.headers()["content-type"]).toBe("image/webp");
});

test("with an http SITE_URL no response claims HSTS", async ({ request: api }) => {
  for (const path of ["/", await imageOf(api, "avif"), "/favicon.ico", "/faqs.data", "/healthz"]) {
    const response = await api.get(path);
    expect(response.headers()["strict-transport-security"], path).toBeUndefined();
  }
});

test.describe("with an https SITE_URL", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: SpawnedServer;

  test.beforeAll(async () => {
    // Starting a server takes a while on a busy machine.
    test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
    server = await spawnServer({ SITE_URL: "https://academy.example" });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("every response carries Strict-Transport-Security: documents, static files, .data, refusals", async () => {
    const api = await request.newContext({ baseURL: server.url });
    const html = await (await api.get("/")).text();
    const asset = html.match(/\/assets\/[\w-]+\.js/)?.[0] ?? "";
    expect(asset).not.toBe("");
    const responses = {
      document: await api.get("/faqs"),
      "cached document again": await api.get("/faqs"),
      "static file": await api.get("/favicon.ico"),
      "/img photo": await api.get(await imageOf(api, "avif")),
      "fingerprinted asset": await api.get(asset),
      ".data response": await api.get("/faqs.data"),
      "root .data response": await api.get("/_root.data"),
      "sitemap.xml": await api.get("/sitemap.xml"),
      healthz: await api.get("/healthz"),
      "404 page": await api.get("/no-such-page"),
      "missing static file": await api.get("/assets/no-such-file.js"),
      "405 refusal": await api.fetch("/", { method: "OPTIONS" }),
    };
    const expected: Record<string, number> = {
      "404 page": 404,
      "missing static file": 404,
      "405 refusal": 405,
    };
    for (const [what, response] of Object.entries(responses)) {
      expect(response.status(), what).toBe(expected[what] ?? 200);
      expect(response.headers()["strict-transport-security"], what).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
    await api.dispose();
  });
});
