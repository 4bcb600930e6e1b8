import { describe, expect, it } from "vitest";
import { inlineCriticalCss } from "~/server/critical-css.server";
import {
  deferHydration,
  prepareFirstPaint,
  START_AFTER_FIRST_PAINT_SCRIPT,
} from "~/server/first-paint.server";

// Issue 8 "First paint at the network's limit": what the page cache does to every page it
// stores (app/server/first-paint.server.ts). The browser side (paint before any script, the
// stylesheet applied, hydration) is proven in e2e/first-paint.spec.ts.

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const CSS_HREF = "/assets/root-test.css";
const STYLESHEET = [
  "body{margin:0}",
  ".hero{color:#7d5a0c}",
  ".never-used-anywhere{color:red}",
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  ".reveal{opacity:0}",
  ".reveal.is-visible{opacity:1}",
  "@media (min-width:48rem){.hero{font-size:3rem}.also-unused{color:blue}}",
].join("");

/** A page shaped like React Router's output: preloads and stylesheet in the head, bootstrap last. */
function page(body = '<p class="hero">Chess</p><div class="space-y-4 reveal"></div>'): string {
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>t</title>',
    `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
    `<link rel="modulepreload" href="/assets/root-2.js" nonce="${NONCE}"/>`,
    `<link nonce="${NONCE}" rel="stylesheet" href="${CSS_HREF}"/>`,
    "</head><body>",
    body,
    `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
    `<script nonce="${NONCE}" type="module" async>import "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>`,
    "</body></html>",
  ].join("");
}

const readTestStylesheet = async (href: string) => (href === CSS_HREF ? STYLESHEET : undefined);

/** The text of the page's first inline `<style>`. */
function inlineStyle(html: string): string {
  return html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
}

describe("inlineCriticalCss", () => {
  it("inlines the rules the page uses, with the page's nonce, and leaves out the others", async () => {
    const html = await inlineCriticalCss(page(), readTestStylesheet);
    const css = inlineStyle(html);
    expect(html).toContain(`<style nonce="${NONCE}">`);
    expect(css).toContain(".hero{color:#7d5a0c}");
    expect(css).toContain("@media (min-width:48rem){.hero{font-size:3rem}}");
    expect(css).not.toContain("never-used-anywhere");
    expect(css).not.toContain("also-unused");
  });

  it("keeps Tailwind's :where() spacing and the reveal's visible state, which it cannot match", async () => {
    const css = inlineStyle(await inlineCriticalCss(page(), readTestStylesheet));
    expect(css).toContain(":where(.space-y-4>:not(:last-child))");
    expect(css).toContain(".reveal.is-visible{opacity:1}");
  });

  it("defers the stylesheet: print media until loaded, a noscript copy, one nonce'd switch script", async () => {
    const html = await inlineCriticalCss(page(), readTestStylesheet);
    expect(html).toMatch(
      new RegExp(`<link[^>]*href="${CSS_HREF}" media="print" data-beasties-media="all">`),
    );
    expect(html).toContain(`<noscript><link nonce="${NONCE}" rel="stylesheet" href="${CSS_HREF}">`);
    const switches = html.match(
      /<script nonce="[^"]+">document\.querySelectorAll\('link\[data-beasties-media\]'\)/g,
    );
    expect(switches).toHaveLength(1);
    // switched once loaded, not at once (which would make Chromium wait for the sheet)
    expect(html).toContain("l.sheet?a():l.addEventListener('load',a)");
  });

  it("returns the page unchanged when the stylesheet cannot be read", async () => {
    const html = page();
    expect(await inlineCriticalCss(html, async () => undefined)).toBe(html);
  });

  it("adds no mark of its own to the root element", async () => {
    const html = await inlineCriticalCss(page(), readTestStylesheet);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN"><head>/);
    expect(html).not.toContain("data-beasties-container");
  });

  it("never turns page text into markup", async () => {
    const hostile = '<p class="hero">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>';
    const html = await inlineCriticalCss(page(hostile), readTestStylesheet);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("deferHydration", () => {
  it("makes the preloads and the bootstrap wait, and starts them with one nonce'd script at the end", () => {
    const html = deferHydration(page());
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html.match(/rel="modulepreload-after-first-paint" fetchpriority="low"/g)).toHaveLength(
      2,
    );
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/plain" data-after-first-paint>import "/assets/root-2.js";`,
    );
    expect(
      html.endsWith(
        `<script nonce="${NONCE}">${START_AFTER_FIRST_PAINT_SCRIPT}</script></body></html>`,
      ),
    ).toBe(true);
  });

  it("leaves a page without React Router's bootstrap alone", () => {
    const html = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
    expect(deferHydration(html)).toBe(html);
  });

  it("starts on the first contentful paint, at once in a hidden tab, after 5 s at the latest", () => {
    expect(START_AFTER_FIRST_PAINT_SCRIPT).toContain(
      "l.getEntriesByName('first-contentful-paint')",
    );
    expect(START_AFTER_FIRST_PAINT_SCRIPT).toContain(".observe({type:'paint',buffered:true})");
    expect(START_AFTER_FIRST_PAINT_SCRIPT).toContain(
      "if(d.visibilityState==='hidden')return go();",
    );
    expect(START_AFTER_FIRST_PAINT_SCRIPT).toContain("setTimeout(go,5000)");
    // valid JavaScript
    expect(() => new Function(START_AFTER_FIRST_PAINT_SCRIPT)).not.toThrow();
  });
});

describe("prepareFirstPaint", () => {
  it("does both: critical CSS inlined and hydration deferred, the nonce on every script", async () => {
    const html = await prepareFirstPaint(page(), readTestStylesheet);
    expect(inlineStyle(html)).toContain(".hero{color:#7d5a0c}");
    expect(html).toContain("data-after-first-paint");
    for (const script of html.match(/<script(?![^>]*type="text\/plain")[^>]*>/g) ?? [])
      expect(script).toContain(`nonce="${NONCE}"`);
  });
});
