// Bench: what the first load of a page fetches on a phone (docs/decisions/bench.md).
// Playwright drives Debian's Chromium at 412×823, DPR 1.75 with a mobile user agent, loads the
// page without scrolling, and records every response. Text bodies are measured as gzip bytes
// computed here with zlib (the body, not the transfer headers); images and other binary files
// count their body bytes. Requests to other origins are blocked and listed (no network here).
import { gzipSync } from "node:zlib";

/** The phone of Lighthouse's mobile preset (Moto G Power class): 412×823 CSS px at DPR 1.75. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

const gz = (buf) => gzipSync(buf).length;

/** Sorts a response into html | css | js | image | font | other by type and content type. */
function kindOf(resourceType, contentType) {
  const ct = contentType.toLowerCase();
  if (resourceType === "document") return "html";
  if (ct.includes("javascript") || resourceType === "script") return "js";
  if (ct.includes("text/css") || resourceType === "stylesheet") return "css";
  if (ct.startsWith("image/") || resourceType === "image") return "image";
  if (ct.startsWith("font/") || resourceType === "font") return "font";
  return "other";
}

const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Loads `origin + route` once in a fresh phone context and returns the first-load weight:
 * {status, html, css, js, images: {count, bytes, largest: {url, bytes}}, other, total,
 *  files: [...], blocked: [...], noindex}. All sizes in bytes.
 */
export async function measurePage(browser, origin, route) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  const page = await context.newPage();
  const blocked = [];
  await page.route("**/*", (r) => {
    const url = r.request().url();
    if (url.startsWith(origin)) return r.continue();
    blocked.push(url);
    return r.abort("blockedbyclient");
  });
  const pending = [];
  page.on("response", (response) => {
    const url = response.url();
    if (!url.startsWith(origin)) return;
    pending.push(
      (async () => {
        const request = response.request();
        let body;
        try {
          body = await response.body();
        } catch {
          return null; // redirects and aborted loads have no body
        }
        const contentType = response.headers()["content-type"] ?? "";
        const kind = kindOf(request.resourceType(), contentType);
        const text = TEXT.test(contentType) || kind === "html" || kind === "css" || kind === "js";
        return {
          url: url.slice(origin.length),
          status: response.status(),
          kind,
          bytes: body.length,
          weight: text ? gz(body) : body.length,
        };
      })(),
    );
  });

  const response = await page.goto(origin + route, { waitUntil: "load", timeout: 60_000 });
  // let late fetches (prefetches, lazy images near the fold) settle
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  // Cached pages run no script before the visitor's first gesture (docs/decisions/first-paint.md):
  // touch the page, as a visitor does, so the JavaScript it needs to hydrate is counted too.
  await page.mouse.move(5, 5);
  await page
    .waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, {
      timeout: 15_000,
    })
    .catch(() => {});
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  const noindex = await page
    .locator('meta[name="robots"]')
    .evaluateAll((els) => els.some((e) => /noindex/i.test(e.getAttribute("content") ?? "")));
  const inView = await page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return img.currentSrc && r.bottom > 0 && r.top < innerHeight && r.width > 0;
      })
      .map((img) => new URL(img.currentSrc).pathname),
  );
  // A prefetched module can be reported twice (prefetch, then module preload) and a prefetch's
  // body is not always readable: count each file once, weighing script and style bodies as
  // the server sends them.
  const byUrl = new Map();
  for (const file of (await Promise.all(pending)).filter(Boolean)) {
    if (file.kind === "js" || file.kind === "css") {
      const body = await context.request.get(origin + file.url).then((r) => r.body());
      file.bytes = body.length;
      file.weight = gz(body);
    }
    byUrl.set(file.url, file);
  }
  const files = [...byUrl.values()];
  await context.close();

  const sum = (k) => files.filter((f) => f.kind === k).reduce((a, f) => a + f.weight, 0);
  const images = files.filter((f) => f.kind === "image");
  const largest = images.reduce((a, f) => (f.bytes > (a?.bytes ?? -1) ? f : a), null);
  return {
    status: response?.status() ?? 0,
    html: sum("html"),
    css: sum("css"),
    js: sum("js"),
    images: {
      count: images.length,
      bytes: sum("image"),
      largest: largest ? { url: largest.url, bytes: largest.bytes } : null,
      inView,
    },
    other: sum("font") + sum("other"),
    total: files.reduce((a, f) => a + f.weight, 0),
    files,
    blocked,
    noindex,
  };
}
