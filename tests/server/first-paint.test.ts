import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { formatInZone } from "~/lib/india-time";
import { inlineCriticalCss } from "~/server/first-paint/critical-css.server";
import {
  deferHydration,
  prepareFirstPaint,
  START_ON_INTERACTION_SCRIPT,
} from "~/server/first-paint/first-paint.server";

// docs/decisions/first-paint.md: what the page cache does to every page it
// stores (app/server/first-paint/first-paint.server.ts). The browser side (paint before any script, the
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
    `<script nonce="${NONCE}" id="_R_">${START_ON_INTERACTION_SCRIPT}</script>`,
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
    expect(html.match(/<script/g)).toHaveLength(page().match(/<script/g)?.length ?? 0);
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
  it("makes the preloads, the route data and the bootstrap wait, and leaves the page's own start script as it is", () => {
    const html = deferHydration(page());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html.match(/rel="modulepreload-after-first-paint" fetchpriority="low"/g)).toHaveLength(
      2,
    );
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/plain" data-after-first-paint>window.__reactRouterContext = {};`,
    );
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/plain" data-after-first-paint="module">import "/assets/root-2.js";`,
    );
    // The start script comes with the render (React's bootstrap script), once.
    expect(html.split(START_ON_INTERACTION_SCRIPT)).toHaveLength(2);
    expect(
      html.endsWith(
        `<script nonce="${NONCE}" id="_R_">${START_ON_INTERACTION_SCRIPT}</script></body></html>`,
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
  /**
   * A page as `deferHydration` leaves it, in jsdom with the start script run in it: four waiting
   * scripts (the scroll restoration, two route data scripts that record themselves, the hydration
   * module) and whatever `body` holds. jsdom runs classic scripts, not modules, and has no layout
   * and no `show` or `showModal` (stubbed here to set `open`; app/lib/open-modal.ts calls both); the browser behaviour is proven in
   * e2e/first-paint.spec.ts and e2e/first-gesture.spec.ts.
   */
  function startPage(body = "", historyState: unknown = null, cached = true) {
    const waiting = cached
      ? [
          `<script type="text/plain" data-after-first-paint="scroll">window.ran.push("scroll")</script>`,
          `<script type="text/plain" data-after-first-paint>window.ran.push("data")</script>`,
          `<script type="text/plain" data-after-first-paint="module">window.ran.push("module")</script>`,
          `<script type="text/plain" data-after-first-paint>window.ran.push("data2")</script>`,
        ].join("")
      : "";
    const dom = new JSDOM(`<!DOCTYPE html><html><body>${body}${waiting}</body></html>`, {
      runScripts: "dangerously",
      pretendToBeVisual: true,
      url: "http://127.0.0.1/",
    });
    const { window } = dom;
    const ran: string[] = [];
    Object.assign(window, { ran });
    window.history.replaceState(historyState, "");
    window.HTMLDialogElement.prototype.show = window.HTMLDialogElement.prototype.showModal =
      function (this: HTMLDialogElement) {
        this.setAttribute("open", "");
      };
    window.eval(START_ON_INTERACTION_SCRIPT);
    const modules = () => window.document.querySelectorAll('script[type="module"]').length;
    return { window, document: window.document, ran, modules };
  }

  /**
   * Resolves once the page's next frame and the task after it have run: the start script begins
   * its work in exactly that slot (a frame, then a task), so anything it was going to start has
   * started by then. No fixed wait.
   */
  const afterStartFrame = (window: JSDOM["window"]) =>
    new Promise<void>((resolve) =>
      window.requestAnimationFrame(() => window.setTimeout(() => resolve(), 0)),
    );

  it("is one small minified statement with no closing script tag in it", () => {
    expect(START_ON_INTERACTION_SCRIPT).not.toMatch(/<\/script/i);
    expect(START_ON_INTERACTION_SCRIPT.split("\n").length).toBeLessThanOrEqual(2);
    // Bundled with its ./start/ modules into one IIFE: nothing it declares is a global of the page.
    expect(START_ON_INTERACTION_SCRIPT).toMatch(/^("use strict";)?\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    // It is in every page's HTML: a budget in the bytes that travel (2,360 B gzip before the
    // puzzle board's first touch, docs/decisions/puzzles.md "The first touch", and the timetable's
    // local times and Book this batch, docs/decisions/timetable.md "Times"; 3,105 B in one file,
    // 3,149 B split into modules, with lib/india-time.ts; 3,471 B with the footer's map and the
    // taps kept from React while it hydrates, docs/decisions/first-paint.md "Taps during hydration";
    // 3,552 B with the counters counted before React and the carousels' one module, "One contract";
    // 3,548 B with one list of the controls answered before React; 3,834 B with modal dialogs
    // opened in two steps, app/lib/open-modal.ts, and Sign out answered before React,
    // docs/decisions/first-paint.md "Modal dialogs in two steps").
    expect(gzipSync(START_ON_INTERACTION_SCRIPT).length).toBeLessThanOrEqual(3900);
    expect(() => new Function(START_ON_INTERACTION_SCRIPT)).not.toThrow();
  });

  it("on a fresh visit runs nothing before a gesture, then every waiting script once, in order", async () => {
    const { window, ran, modules } = startPage();
    expect(ran).toEqual([]);
    window.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Tab" }));
    // after the frame that answers the gesture, not in its handler
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual(["scroll", "data", "data2"]));
    expect(modules()).toBe(1);
    // a second gesture starts nothing again
    window.dispatchEvent(new window.Event("scroll"));
    await afterStartFrame(window);
    expect(ran).toEqual(["scroll", "data", "data2"]);
  });

  for (const gesture of ["pointermove", "wheel", "scroll", "focusin"])
    it(`starts on ${gesture}`, async () => {
      const { window, ran } = startPage();
      window.dispatchEvent(new window.Event(gesture));
      await vi.waitFor(() => expect(ran).toEqual(["scroll", "data", "data2"]));
    });

  for (const [press, release] of [
    ["pointerdown", "pointerup"],
    ["touchstart", "touchend"],
  ])
    it(`starts on ${press} once it is released (${release}): the tap is answered first`, async () => {
      const { window, ran } = startPage();
      window.dispatchEvent(new window.Event(press));
      await afterStartFrame(window);
      expect(ran).toEqual([]);
      window.dispatchEvent(new window.Event(release));
      await vi.waitFor(() => expect(ran).toEqual(["scroll", "data", "data2"]));
    });

  it("on a history entry React Router made, restores the scroll position at once", async () => {
    const { window, ran } = startPage("", { key: "abc123", usr: null, idx: 2 });
    expect(ran).toEqual(["scroll"]);
    window.dispatchEvent(new window.Event("wheel"));
    await vi.waitFor(() => expect(ran).toEqual(["scroll", "data", "data2"]));
  });

  it("a tap on a Book control opens the server-rendered dialog, stays on the page and starts the page", async () => {
    // The browser's dialog focusing steps then focus its autofocus field (Name): jsdom has none,
    // e2e/first-gesture.spec.ts proves it in Chromium.
    const { window, document, ran } = startPage(
      '<a href="/book" data-opens-dialog="book-now">Book Now</a>' +
        '<dialog id="book-now"><button type="submit">x</button><input id="name" autofocus></dialog>',
    );
    const click = new window.MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.getElementById("book-now")?.hasAttribute("open")).toBe(true);
    await vi.waitFor(() => expect(ran).toEqual(["scroll", "data", "data2"]));
  });

  it("a tap on a puzzle board's piece before its code has come selects it, a second tap is kept, and the page starts", async () => {
    // The server's board (lib/board-svg.ts): White to move, its pieces on g1, b3 and g5.
    const { window, document, ran } = startPage(
      '<div data-board="w" data-own="g1 b3 g5"><div><svg><rect data-mark="" width="40" height="40" visibility="hidden"></rect><g></g></svg></div></div>',
    );
    const board = document.querySelector("[data-board]") as HTMLElement;
    const svg = document.querySelector("svg") as unknown as HTMLElement;
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 320, height: 320 }) as DOMRect;
    const tap = (x: number, y: number) =>
      svg.dispatchEvent(new window.MouseEvent("click", { bubbles: true, clientX: x, clientY: y }));
    tap(20, 20); // a8: no piece of White's
    expect(board.hasAttribute("data-selected")).toBe(false);
    tap(6.5 * 40, 3.5 * 40); // g5
    expect(board.getAttribute("data-selected")).toBe("g5");
    const mark = document.querySelector("[data-mark]");
    expect([mark?.getAttribute("x"), mark?.getAttribute("y")]).toEqual(["240", "120"]);
    expect(mark?.hasAttribute("visibility")).toBe(false);
    tap(5.5 * 40, 1.5 * 40); // f7
    expect(board.getAttribute("data-target")).toBe("f7");
    await vi.waitFor(() => expect(ran).toEqual(["scroll", "data", "data2"]));
    // Once the interactive board is live, taps are its own.
    board.setAttribute("data-live", "");
    tap(0.5 * 40, 7.5 * 40);
    expect(board.getAttribute("data-target")).toBe("f7");
  });

  it("reads a puzzle board turned for Black: the bottom left square is h8", () => {
    const { window, document } = startPage(
      '<div data-board="b" data-own="h8"><svg><rect data-mark="" visibility="hidden"></rect><g></g></svg></div>',
    );
    const svg = document.querySelector("svg") as unknown as HTMLElement;
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 320, height: 320 }) as DOMRect;
    svg.dispatchEvent(new window.MouseEvent("click", { bubbles: true, clientX: 10, clientY: 310 }));
    expect(document.querySelector("[data-board]")?.getAttribute("data-selected")).toBe("h8");
  });

  it("on a page rendered per request (hydrating at load) a Book control opens the dialog too, and nothing else is started", () => {
    const { window, document, ran } = startPage(
      '<a href="/book" data-opens-dialog="book-now">Book Now</a><dialog id="book-now"></dialog>',
      null,
      false,
    );
    window.dispatchEvent(new window.Event("pointermove"));
    const click = new window.MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.getElementById("book-now")?.hasAttribute("open")).toBe(true);
    expect(ran).toEqual([]);
  });

  it("leaves Book controls to React once the page has hydrated", () => {
    const { window, document } = startPage(
      '<a href="/book" data-opens-dialog="book-now">Book Now</a><dialog id="book-now"></dialog>',
    );
    document.documentElement.setAttribute("data-hydrated", "");
    const click = new window.MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.getElementById("book-now")?.hasAttribute("open")).toBe(false);
  });

  /** A Book this batch control, a plain Book control and the dialog's form with its Batch field. */
  const bookingPage =
    '<a id="batch" href="/book?batch=7" data-opens-dialog="book-now" data-book-mode="offline" data-book-level="advanced" data-book-batch="Advanced · Sat, Sun · 10:00 IST">Book this batch</a>' +
    '<a id="plain" href="/book" data-opens-dialog="book-now">Book Now</a>' +
    '<dialog id="book-now"><form method="dialog"><button>x</button></form>' +
    '<form data-submit-when-hydrated action="/book"><input name="name" autofocus>' +
    '<select name="mode"><option value=""></option><option value="online">Online</option><option value="offline">Offline</option></select>' +
    '<select name="level"><option value=""></option><option value="beginner">Beginner</option><option value="advanced">Advanced</option></select>' +
    '<div class="hidden"><input name="batch" readonly value=""></div></form></dialog>';

  it("Book this batch chooses the batch's mode and level and fills the Batch field; another Book control empties it", () => {
    const { window, document } = startPage(bookingPage);
    const form = document.querySelector<HTMLFormElement>("form[action]");
    const field = (name: string) => form?.elements.namedItem(name) as HTMLInputElement;
    const changes: string[] = [];
    form?.addEventListener("change", (event) =>
      changes.push((event.target as HTMLInputElement).name),
    );
    const tap = (id: string) =>
      document
        .getElementById(id)
        ?.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true }));
    tap("batch");
    expect(document.getElementById("book-now")?.hasAttribute("open")).toBe(true);
    expect([field("mode").value, field("level").value]).toEqual(["offline", "advanced"]);
    expect(field("batch").value).toBe("Advanced · Sat, Sun · 10:00 IST");
    expect(field("batch").parentElement?.classList.contains("hidden")).toBe(false);
    // React's form follows the choice through the change events.
    expect(changes).toEqual(["mode", "level"]);
    document.getElementById("book-now")?.removeAttribute("open");
    // After React too, a plain Book control leaves mode and level and empties the Batch field.
    document.documentElement.setAttribute("data-hydrated", "");
    tap("plain");
    expect([field("mode").value, field("level").value]).toEqual(["offline", "advanced"]);
    expect(field("batch").value).toBe("");
    expect(field("batch").parentElement?.classList.contains("hidden")).toBe(true);
  });

  it("writes a class's instant in the browser's own zone, as the server writes a chosen zone, and nothing in India's", () => {
    const slot = (iso: string) =>
      `<time data-local-time datetime="${iso}" data-local-label="Your time"></time>`;
    const summer = "2099-07-04T04:30:00.000Z";
    const { window, document } = startPage(slot(summer) + slot("2099-01-03T04:30:00.000Z"));
    const zone = window.Intl.DateTimeFormat().resolvedOptions().timeZone;
    const [first, second] = [...document.querySelectorAll("time")].map((t) => t.textContent);
    const city = zone.split("/").pop()?.replace(/_/g, " ");
    if (formatInZone(new Date(summer), zone).endsWith("IST")) {
      expect([first, second]).toEqual(["", ""]);
    } else {
      expect(first).toBe(`Your time (${city}): ${formatInZone(new Date(summer), zone)}`);
    }
    // React calls it again after a client navigation.
    const added = document.createElement("time");
    added.setAttribute("data-local-time", "");
    added.setAttribute("datetime", summer);
    added.setAttribute("data-local-label", "Your time");
    document.body.append(added);
    (window as unknown as { academyLocalTimes: () => void }).academyLocalTimes();
    expect(added.textContent).toBe(first);
  });

  it("names the menu toggle for the popover's state on every toggle, before React has hydrated and after", () => {
    const { window, document } = startPage(
      `<button popovertarget="site-nav" aria-expanded="false" aria-label="Open menu" data-label-open="Close menu" data-label-closed="Open menu"></button><nav id="site-nav" popover="auto"></nav>`,
      null,
      false,
    );
    const toggle = document.querySelector("button");
    const nav = document.querySelector("nav");
    const fire = (newState: string) => {
      const event = new window.Event("toggle");
      Object.assign(event, { newState });
      nav?.dispatchEvent(event);
    };
    fire("open");
    expect([toggle?.getAttribute("aria-expanded"), toggle?.getAttribute("aria-label")]).toEqual([
      "true",
      "Close menu",
    ]);
    // Hydrated: a toggle React's state may not follow (it lands before React's first effects)
    // still renames the toggle.
    document.documentElement.setAttribute("data-hydrated", "");
    fire("closed");
    expect([toggle?.getAttribute("aria-expanded"), toggle?.getAttribute("aria-label")]).toEqual([
      "false",
      "Open menu",
    ]);
  });

  it("holds an enquiry's Submit until React has hydrated, then submits it again; Cancel is the browser's", () => {
    const { window, document } = startPage(
      '<form data-submit-when-hydrated action="/book" method="post">' +
        '<button type="submit" formmethod="dialog" id="cancel">Cancel</button>' +
        '<button type="submit" id="submit">Submit</button></form>',
    );
    const form = document.querySelector("form") as HTMLFormElement;
    const seen: string[] = [];
    form.addEventListener("submit", (event) => {
      seen.push((event as SubmitEvent).submitter?.id ?? "");
      event.preventDefault();
    });
    const submit = (id: string) => {
      const event = new window.SubmitEvent("submit", {
        bubbles: true,
        cancelable: true,
        submitter: document.getElementById(id),
      });
      form.dispatchEvent(event);
      return event;
    };
    // Cancel reaches the form (the browser closes the dialog); Submit is held.
    submit("cancel");
    expect(submit("submit").defaultPrevented).toBe(true);
    expect(seen).toEqual(["cancel"]);
    document.documentElement.setAttribute("data-hydrated", "");
    return vi.waitFor(() => expect(seen).toEqual(["cancel", "submit"]));
  });
  it("posts a held enquiry natively, in a new tab, when React has not come within 4 s", () => {
    /** Submits the page's one form before React and runs the held submit's 4,000 ms deadline. */
    const postedWithoutReact = () => {
      const { window, document } = startPage(
        '<form data-submit-when-hydrated action="/book" method="post">' +
          '<button type="submit" id="send">Send</button></form>',
      );
      // The deadline is the one 4,000 ms timer the script sets: run here at once, when asked.
      const deadlines: (() => void)[] = [];
      const setTimeout = window.setTimeout.bind(window);
      window.setTimeout = ((handler: () => void, ms?: number) => {
        if (ms === 4000) deadlines.push(handler);
        else setTimeout(handler, ms);
        return 0;
      }) as typeof window.setTimeout;
      const posted: string[] = [];
      window.HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
        posted.push(`target=${this.target}`);
      };
      const form = document.querySelector("form") as HTMLFormElement;
      const event = new window.SubmitEvent("submit", {
        bubbles: true,
        cancelable: true,
        submitter: document.getElementById("send"),
      });
      form.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(posted).toEqual([]);
      expect(deadlines).toHaveLength(1);
      deadlines[0]();
      // The form keeps no target it did not have.
      expect(form.hasAttribute("target")).toBe(false);
      return posted;
    };
    expect(postedWithoutReact()).toEqual(["target=_blank"]);
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

  it("makes the deferred stylesheet inert until the first paint; the noscript copy stays a stylesheet", async () => {
    const html = await prepareFirstPaint(page(), readTestStylesheet);
    // Even as media="print" a stylesheet link is fetched at once, beside the HTML and the LCP image.
    expect(html).toMatch(
      new RegExp(
        `<link nonce="${NONCE}" rel="stylesheet-after-first-paint" href="${CSS_HREF}" media="print" data-beasties-media="all">`,
      ),
    );
    expect(html).toContain(`<noscript><link nonce="${NONCE}" rel="stylesheet" href="${CSS_HREF}">`);
    expect(html.match(/<link[^>]*rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe("the deferred stylesheet in the browser (start script in jsdom)", () => {
  /** A page after prepareFirstPaint: the inert stylesheet link, a waiting module, the start script. */
  function sheetPage() {
    const dom = new JSDOM(
      [
        "<!DOCTYPE html><html><head>",
        `<link rel="stylesheet-after-first-paint" href="${CSS_HREF}" media="print" data-beasties-media="all">`,
        '<link rel="modulepreload-after-first-paint" fetchpriority="low" href="/assets/root-2.js">',
        "</head><body><p>Chess</p>",
        '<script type="text/plain" data-after-first-paint="module">window.ran = true</script>',
        "</body></html>",
      ].join(""),
      { runScripts: "dangerously", pretendToBeVisual: true, url: "http://127.0.0.1/" },
    );
    dom.window.eval(START_ON_INTERACTION_SCRIPT);
    const sheet = () =>
      dom.window.document.querySelector<HTMLLinkElement>(`link[href="${CSS_HREF}"]`);
    return { window: dom.window, sheet };
  }

  it("prefetches it before the modules once the page has painted, without applying it", async () => {
    const { window, sheet } = sheetPage();
    expect(sheet()?.rel).toBe("stylesheet-after-first-paint");
    // jsdom reports no paint entries: the script falls back to "loaded images decoded".
    window.dispatchEvent(new window.Event("load"));
    await vi.waitFor(() => expect(sheet()?.rel).toBe("prefetch"));
    expect(sheet()?.media).toBe("print");
    await vi.waitFor(() =>
      expect(
        window.document.querySelector('link[href="/assets/root-2.js"]')?.getAttribute("rel"),
      ).toBe("prefetch"),
    );
  });

  it("loads it as print at the first gesture, then switches it to its media once loaded", async () => {
    const { window, sheet } = sheetPage();
    window.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Tab" }));
    await vi.waitFor(() => expect(sheet()?.rel).toBe("stylesheet"));
    expect(sheet()?.media).toBe("print");
    sheet()?.dispatchEvent(new window.Event("load"));
    expect(sheet()?.media).toBe("all");
    expect(sheet()?.hasAttribute("data-beasties-media")).toBe(false);
  });
});
