import { inlineCriticalCss, type StylesheetReader } from "~/server/critical-css.server";

/**
 * The first paint of a cached page needs nothing but its HTML (issue 8 "First paint at the
 * network's limit"; docs/decisions/first-paint.md):
 * 1. the CSS the page uses is inlined and the stylesheet no longer blocks rendering
 *    (app/server/critical-css.server.ts);
 * 2. the JavaScript waits for the first paint: React Router's module preloads and its hydration
 *    script start once the browser reports the first contentful paint, and the preloads then ask
 *    for low priority, after the images of the first view. Downloading, evaluating and hydrating
 *    never hold up the first paint of a slow phone. The page looks the same and works without
 *    JavaScript; with it, it hydrates a little later (the cost: docs/decisions/first-paint.md).
 * The page cache applies it once to every page it stores (app/server/page-cache.server.ts).
 */

/** Marks React Router's hydration script while it waits for the first paint. */
const WAITING_ATTRIBUTE = "data-after-first-paint";
/** The `rel` of a module preload while it waits for the first paint (the browser ignores it). */
const WAITING_PRELOAD = "modulepreload-after-first-paint";

/**
 * Once the browser reports the page's first contentful paint (a `paint` PerformanceObserver:
 * the entry exists only when the frame is on screen), or at once in a hidden tab, where nothing
 * is painted, or after a frame where the observer is not supported, or after 5 s whatever
 * happens: turns the waiting preloads into module preloads, then runs a copy of the waiting
 * hydration script with the page's CSP nonce. Runs once.
 */
export const START_AFTER_FIRST_PAINT_SCRIPT =
  "(function(){var d=document,w=d.querySelector('script[data-after-first-paint]'),P=window.PerformanceObserver,done;" +
  "if(!w)return;" +
  "function go(){if(done)return;done=1;" +
  "d.querySelectorAll('link[rel=modulepreload-after-first-paint]').forEach(function(l){l.rel='modulepreload'});" +
  "var s=d.createElement('script');s.type='module';s.nonce=w.nonce;s.textContent=w.textContent;d.body.appendChild(s)}" +
  "if(d.visibilityState==='hidden')return go();" +
  "setTimeout(go,5000);" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})" +
  ".observe({type:'paint',buffered:true});" +
  "else requestAnimationFrame(function(){setTimeout(go)})})()";

/** React Router's `<Scripts>` bootstrap: the one async inline module script of the page. */
const BOOTSTRAP_SCRIPT = /<script nonce="([^"]+)" type="module" async>/;

/**
 * Makes the page's JavaScript wait for its first paint (point 2 of the module comment). A page
 * without React Router's bootstrap script is returned unchanged.
 * @param html a whole HTML document as React Router rendered it (with its CSP nonce)
 * @returns the document with its module preloads and bootstrap waiting, and
 *   {@link START_AFTER_FIRST_PAINT_SCRIPT} at the end of the body to start them
 */
export function deferHydration(html: string): string {
  const bootstrap = html.match(BOOTSTRAP_SCRIPT);
  const bodyEnd = html.lastIndexOf("</body>");
  if (!bootstrap || bodyEnd < 0) return html;
  const nonce = bootstrap[1];
  const waiting = html
    .replace(BOOTSTRAP_SCRIPT, `<script nonce="${nonce}" type="text/plain" ${WAITING_ATTRIBUTE}>`)
    .replace(/<link rel="modulepreload" /g, `<link rel="${WAITING_PRELOAD}" fetchpriority="low" `);
  const at = waiting.lastIndexOf("</body>");
  return `${waiting.slice(0, at)}<script nonce="${nonce}">${START_AFTER_FIRST_PAINT_SCRIPT}</script>${waiting.slice(at)}`;
}

/**
 * Prepares a rendered page for the fastest first paint: critical CSS inlined, then the
 * JavaScript deferred (see the module comment).
 * @param html a whole HTML document
 * @param read where stylesheets come from (tests pass their own; default: the client build)
 */
export async function prepareFirstPaint(html: string, read?: StylesheetReader): Promise<string> {
  return deferHydration(await inlineCriticalCss(html, read));
}
