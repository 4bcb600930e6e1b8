import { inlineCriticalCss, type StylesheetReader } from "~/server/critical-css.server";

/**
 * The first paint of a cached page needs nothing but its HTML, and nothing runs on the main
 * thread after it until the visitor does something (issue 8 "First paint at the network's
 * limit"; docs/decisions/first-paint.md):
 * 1. the CSS the page uses is inlined and the stylesheet no longer blocks rendering
 *    (app/server/critical-css.server.ts);
 * 2. the JavaScript waits: React Router's module preloads start downloading, at low priority,
 *    once the browser reports the first contentful paint; the route data scripts and the
 *    hydration script run, and the full stylesheet applies, at the visitor's first interaction
 *    (a touch, a pointer movement, a key, a scroll or the wheel, focus), or at once in a hidden
 *    tab. A page that is only looked at stays the complete server-rendered page: links and forms
 *    work as plain HTML, sections in view reveal themselves through a small observer, and a
 *    button tapped before React has taken over is tapped again for it once it has.
 * The page cache applies it once to every page it stores (app/server/page-cache.server.ts).
 */

/**
 * Marks a script that waits for the first interaction: `module` for React Router's hydration
 * script, `scroll` for its scroll restoration script, empty for its route data scripts
 * (`window.__reactRouterContext…`).
 */
const WAITING_ATTRIBUTE = "data-after-first-paint";
/** The `rel` of a module preload while it waits for the first paint (the browser ignores it). */
const WAITING_PRELOAD = "modulepreload-after-first-paint";

/**
 * The events that start the page's JavaScript (window, capture, passive): any sign of a visitor
 * about to do something. Lighthouse and other page loaders send none of them.
 */
export const INTERACTION_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "wheel",
  "scroll",
  "focusin",
] as const;

/**
 * The start script, at the end of every cached page's body, with the page's CSP nonce:
 * - React Router's scroll restoration script runs at once when the history entry is one React
 *   Router made (a reload or a return to a page visited in the app, where it restores the scroll
 *   position); on a fresh visit it waits with the others (it would only name the entry, and its
 *   first read of sessionStorage is slow on a slow phone);
 * - once the page has loaded (the images of the first view with it), has had its first
 *   contentful paint (a `paint` PerformanceObserver; a small page can load before it paints) and
 *   has decoded and painted its loaded images (a large banner photo is the LCP element, and is
 *   painted a frame or more after load), the waiting module preloads become prefetches, one per
 *   task: downloaded into the HTTP cache, not parsed, compiled or run (a module preload also
 *   compiles, on the main thread when it arrives; starting a dozen fetches at once is itself a
 *   long task on a slow phone), and never sharing the link with the largest image of the first
 *   view;
 * - on the first of {@link INTERACTION_EVENTS}, or at once when the tab is or becomes hidden,
 *   `go` runs once: the links made module preloads (from the cache when prefetched), the deferred
 *   stylesheet switched to its media once loaded
 *   (beasties writes it `media="print"` with the wanted media in `data-beasties-media`), then
 *   every waiting script replaced, in document order, by a live copy with the page's nonce
 *   (classic scripts run at once; the hydration module after its imports);
 * - until React Router has created its router, a click on a `<button type="button">` (which
 *   can do nothing without React) is held back, and repeated once the page is hydrated
 *   (`<html data-hydrated>`, app/root.tsx); links and submit buttons work as plain HTML;
 * - every `.reveal` section (app/components/reveal.tsx) without a counter gets `is-visible` when
 *   its `data-reveal-threshold` share is in view, so the sections of the first view show although
 *   React has not hydrated (a section with counters waits for React, which counts them up).
 */
export const START_ON_INTERACTION_SCRIPT =
  "(function(){var d=document,h=d.documentElement,W=window,P=W.PerformanceObserver," +
  `E=${JSON.stringify(INTERACTION_EVENTS).replace(/"/g, "'")},o={capture:true,passive:true},started,queued;` +
  "if(!d.querySelector('script[data-after-first-paint]'))return;" +
  "function links(){return[].slice.call(d.querySelectorAll('link[rel=modulepreload-after-first-paint],link[data-prefetched]'))}" +
  "function run(w){var s=d.createElement('script');if(w.getAttribute('data-after-first-paint')==='module')s.type='module';" +
  "s.nonce=w.nonce;s.textContent=w.textContent;w.replaceWith(s)}" +
  "function prefetch(){var l=links();(function next(){var k=l.shift();if(k&&!started){k.rel='prefetch';k.setAttribute('data-prefetched','');setTimeout(next)}})()}" +
  "function styles(){d.querySelectorAll('link[data-beasties-media]').forEach(function(l){" +
  "function a(){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')}" +
  "l.sheet?a():l.addEventListener('load',a)})}" +
  "function go(){if(started)return;started=1;" +
  "E.forEach(function(e){W.removeEventListener(e,go,o)});links().forEach(function(l){l.rel='modulepreload'});styles();" +
  "d.querySelectorAll('script[data-after-first-paint]').forEach(run)}" +
  "var r=d.querySelector('script[data-after-first-paint=scroll]'),H=W.history.state;if(r&&H&&H.key)run(r);" +
  "d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[type=button]');" +
  "if(!b||W.__reactRouterDataRouter)return;e.preventDefault();e.stopImmediatePropagation();queued=b;go()},true);" +
  "new MutationObserver(function(m,b){if(h.hasAttribute('data-hydrated')){b.disconnect();" +
  "if(queued&&queued.isConnected)queued.click()}}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});" +
  "if(W.IntersectionObserver)d.querySelectorAll('.reveal').forEach(function(el){if(el.querySelector('[data-counter]'))return;" +
  "var t=+el.getAttribute('data-reveal-threshold')||0.3,io=new IntersectionObserver(function(x){" +
  "if(x[x.length-1].isIntersecting&&x[x.length-1].intersectionRatio>=t){el.classList.add('is-visible');io.disconnect()}}," +
  "{threshold:t});io.observe(el)});" +
  "if(d.visibilityState==='hidden')return go();" +
  "E.forEach(function(e){W.addEventListener(e,go,o)});" +
  "d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go()});" +
  "function painted(){Promise.all([].filter.call(d.images,function(i){return i.complete&&i.decode})" +
  ".map(function(i){return i.decode().catch(function(){})}))" +
  ".then(function(){requestAnimationFrame(function(){setTimeout(prefetch)})})}" +
  "function later(){if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l,b){if(l.getEntriesByName('first-contentful-paint').length){b.disconnect();painted()}})" +
  ".observe({type:'paint',buffered:true});" +
  "else painted()}" +
  "d.readyState==='complete'?later():W.addEventListener('load',later)})()";

/**
 * React Router's `<Scripts>` bootstrap: the one async inline module script of the page (React
 * writes `async=""`, beasties `async`).
 */
const BOOTSTRAP_SCRIPT = /<script nonce="([^"]+)" type="module" async(?:="")?>/;
/** React Router's route data scripts (the context, then the streamed loader data). */
const ROUTE_DATA_SCRIPT = /<script nonce="([^"]+)">(?=window\.__reactRouterContext)/g;
/** React Router's `<ScrollRestoration>` script (an arrow function called with its storage key). */
const SCROLL_RESTORATION_SCRIPT = /<script nonce="([^"]+)">(?=\(\(storageKey)/;

/**
 * Makes the page's JavaScript wait (point 2 of the module comment). A page without React
 * Router's bootstrap script is returned unchanged.
 * @param html a whole HTML document as React Router rendered it (with its CSP nonce)
 * @returns the document with its module preloads, route data scripts and bootstrap waiting, and
 *   {@link START_ON_INTERACTION_SCRIPT} at the end of the body to start them
 */
export function deferHydration(html: string): string {
  const bootstrap = html.match(BOOTSTRAP_SCRIPT);
  const bodyEnd = html.lastIndexOf("</body>");
  if (!bootstrap || bodyEnd < 0) return html;
  const nonce = bootstrap[1];
  const waiting = html
    .replace(
      BOOTSTRAP_SCRIPT,
      `<script nonce="${nonce}" type="text/plain" ${WAITING_ATTRIBUTE}="module">`,
    )
    .replace(ROUTE_DATA_SCRIPT, `<script nonce="$1" type="text/plain" ${WAITING_ATTRIBUTE}>`)
    .replace(
      SCROLL_RESTORATION_SCRIPT,
      `<script nonce="$1" type="text/plain" ${WAITING_ATTRIBUTE}="scroll">`,
    )
    .replace(/<link rel="modulepreload" /g, `<link rel="${WAITING_PRELOAD}" fetchpriority="low" `);
  const at = waiting.lastIndexOf("</body>");
  return `${waiting.slice(0, at)}<script nonce="${nonce}">${START_ON_INTERACTION_SCRIPT}</script>${waiting.slice(at)}`;
}

/**
 * Prepares a rendered page for the fastest first paint: critical CSS inlined, then the
 * JavaScript deferred (see the module comment). The start script is what applies the deferred
 * stylesheet, so a page without React Router's bootstrap script is returned as rendered.
 * @param html a whole HTML document
 * @param read where stylesheets come from (tests pass their own; default: the client build)
 */
export async function prepareFirstPaint(html: string, read?: StylesheetReader): Promise<string> {
  if (!BOOTSTRAP_SCRIPT.test(html)) return html;
  return deferHydration(await inlineCriticalCss(html, read));
}
