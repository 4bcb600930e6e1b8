import { describe, expect, it } from "vitest";
import { inlineCriticalCss } from "~/server/critical-css.server";
import {
  deferHydration,
  INTERACTION_EVENTS,
  prepareFirstPaint,
  START_ON_INTERACTION_SCRIPT,
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

  it("defers the stylesheet: print media with its wanted media kept, a noscript copy, no script of its own", async () => {
    const html = await inlineCriticalCss(page(), readTestStylesheet);
    expect(html).toMatch(
      new RegExp(`<link[^>]*href="${CSS_HREF}" media="print" data-beasties-media="all">`),
    );
    expect(html).toContain(`<noscript><link nonce="${NONCE}" rel="stylesheet" href="${CSS_HREF}">`);
    // beasties' own switch (at once, while the sheet loads) would make Chromium wait for it;
    // the start script of first-paint.server.ts switches it instead.
    expect(html).not.toContain("beasties-media]')");
    expect(html.match(/<script/g)).toHaveLength(2);
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
  it("makes the preloads, the route data and the bootstrap wait, and adds one nonce'd start script at the end", () => {
    const html = deferHydration(page());
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html.match(/rel="modulepreload-after-first-paint" fetchpriority="low"/g)).toHaveLength(
      2,
    );
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/plain" data-after-first-paint>window.__reactRouterContext = {};`,
    );
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/plain" data-after-first-paint="module">import "/assets/root-2.js";`,
    );
    expect(
      html.endsWith(
        `<script nonce="${NONCE}">${START_ON_INTERACTION_SCRIPT}</script></body></html>`,
      ),
    ).toBe(true);
  });

  it("reads React's async=\"\" as well as beasties' bare async", () => {
    const html = deferHydration(page().replace('type="module" async>', 'type="module" async="">'));
    expect(html).toContain('data-after-first-paint="module">import');
  });

  it("makes React Router's scroll restoration script wait too, marked for the start script", () => {
    const restore = `((storageKey2, restoreKey) => {})("react-router-scroll-positions", null)`;
    const html = deferHydration(page(`<p>x</p><script nonce="${NONCE}">${restore}</script>`));
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/plain" data-after-first-paint="scroll">${restore}</script>`,
    );
  });

  it("leaves a page without React Router's bootstrap alone", () => {
    const html = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
    expect(deferHydration(html)).toBe(html);
  });
});

describe("START_ON_INTERACTION_SCRIPT", () => {
  it("prefetches once the page has loaded and painted, starts on the first interaction, or at once in a hidden tab", () => {
    expect(START_ON_INTERACTION_SCRIPT).toContain(
      "d.readyState==='complete'?later():W.addEventListener('load',later)",
    );
    expect(START_ON_INTERACTION_SCRIPT).toContain("l.getEntriesByName('first-contentful-paint')");
    expect(START_ON_INTERACTION_SCRIPT).toContain(".observe({type:'paint',buffered:true})");
    // and after the loaded images have been decoded (then a frame): the LCP photo is painted first
    expect(START_ON_INTERACTION_SCRIPT).toContain("return i.decode().catch(");
    expect(START_ON_INTERACTION_SCRIPT).toContain(`E=['${INTERACTION_EVENTS.join("','")}']`);
    expect(START_ON_INTERACTION_SCRIPT).toContain("if(d.visibilityState==='hidden')return go();");
    // no timer: a page only looked at runs nothing
    expect(START_ON_INTERACTION_SCRIPT).not.toContain("setTimeout(go");
    expect(() => new Function(START_ON_INTERACTION_SCRIPT)).not.toThrow();
  });

  /**
   * Runs the start script against a minimal document of waiting scripts (the browser behaviour
   * itself is proven in e2e/first-paint.spec.ts) and returns what ran and the live triggers.
   */
  function runStartScript(historyState: unknown) {
    const ran: string[] = [];
    const listeners = new Map<string, () => void>();
    let waiting = ["scroll", "data", "module", "data2"].map((name) => ({
      name,
      nonce: NONCE,
      textContent: name,
      getAttribute: () => (name === "module" || name === "scroll" ? name : ""),
      replaceWith: (s: { type?: string; textContent: string }) => {
        ran.push(`${s.type ?? "classic"}:${s.textContent}`);
        waiting = waiting.filter((w) => w.name !== name);
      },
    }));
    const document = {
      documentElement: { hasAttribute: () => false },
      visibilityState: "visible",
      readyState: "complete",
      images: [],
      querySelector: (selector: string) =>
        selector === "script[data-after-first-paint=scroll]"
          ? waiting.find((w) => w.name === "scroll")
          : selector.startsWith("script")
            ? waiting[0]
            : null,
      querySelectorAll: (selector: string) => (selector.startsWith("script") ? [...waiting] : []),
      createElement: () => ({}) as { type?: string; textContent: string },
      addEventListener: () => {},
    };
    const window = {
      history: { state: historyState },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    class MutationObserver {
      observe() {}
    }
    const requestAnimationFrame = () => {};
    new Function(
      "document",
      "window",
      "MutationObserver",
      "requestAnimationFrame",
      START_ON_INTERACTION_SCRIPT,
    )(document, window, MutationObserver, requestAnimationFrame);
    return { ran, listeners };
  }

  it("on a fresh visit runs nothing before an interaction, then every waiting script once, in order", () => {
    const { ran, listeners } = runStartScript(null);
    expect(ran).toEqual([]);
    expect([...listeners.keys()].sort()).toEqual([...INTERACTION_EVENTS].sort());
    listeners.get("keydown")?.();
    expect(ran).toEqual(["classic:scroll", "classic:data", "module:module", "classic:data2"]);
    // every trigger removed: a second gesture starts nothing again
    expect(listeners.size).toBe(0);
  });

  it("on a history entry React Router made, restores the scroll position at once", () => {
    const { ran, listeners } = runStartScript({ key: "abc123", usr: null, idx: 2 });
    expect(ran).toEqual(["classic:scroll"]);
    listeners.get("touchstart")?.();
    expect(ran).toEqual(["classic:scroll", "classic:data", "module:module", "classic:data2"]);
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
