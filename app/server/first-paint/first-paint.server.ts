import { FirstTap } from "~/lib/first-tap";
import { inlineCriticalCss, type StylesheetReader } from "~/server/first-paint/critical-css.server";
import {
  BOOTSTRAP_SCRIPT,
  MODULE_PRELOAD,
  ROUTE_DATA_SCRIPT,
  SCROLL_RESTORATION_SCRIPT,
} from "~/server/first-paint/react-router-output.server";
import START_SCRIPT from "../../browser/start-script.browser.ts?inline-script";

/**
 * The first paint of a cached page needs nothing but its HTML, nothing runs on the main thread
 * after it until the visitor does something, and the visitor's first tap still does what the
 * spec says at once (docs/decisions/first-paint.md):
 * 1. the CSS the page uses is inlined and the stylesheet no longer blocks rendering
 *    (app/server/first-paint/critical-css.server.ts);
 * 2. the JavaScript waits: React Router's module preloads, route data scripts and hydration
 *    script are written inert (and so is the deferred stylesheet's link), and the start script
 *    (app/browser/start-script.browser.ts) prefetches the stylesheet and the modules
 *    after the first paint and runs everything at the visitor's first
 *    gesture; until React has hydrated, it does the first tap's job itself (opens the booking
 *    dialog or the photo viewer, moves a carousel, holds an enquiry's submit for React).
 * The page cache applies it once to every page it stores (app/server/cache/page-cache.server.ts).
 */

// The names the start script reads (app/lib/first-tap.ts): `FirstTap.Waiting` marks a script that waits
// for the first interaction (`module` for React Router's hydration script, `scroll` for its scroll
// restoration script, empty for its route data scripts); `FirstTap.WaitingPreload` and
// `FirstTap.WaitingStylesheet` are the inert `rel`s of the module preloads and of the deferred stylesheet
// (even as `media="print"` a stylesheet is fetched at once, sharing a slow link with the HTML and
// the LCP image; the start script prefetches it after the first paint and applies it at the
// first gesture).
/** The stylesheet link beasties deferred (`media="print" data-beasties-media`), outside `<noscript>`. */
const DEFERRED_STYLESHEET = new RegExp(
  `(<link [^>]*?)rel="stylesheet"([^>]*? media="print" ${FirstTap.BeastiesMedia}=)`,
);

/** The start script, minified, as React writes it at the end of every document (app/entry.server.tsx). */
export const START_ON_INTERACTION_SCRIPT: string = START_SCRIPT;

/**
 * Makes the page's JavaScript wait (point 2 of the module comment): its module preloads become
 * inert links and its route data, scroll restoration and hydration scripts `text/plain`, marked
 * for the start script, which every document already carries (written by React as its bootstrap
 * script, app/entry.server.tsx). A page without React Router's bootstrap script is returned
 * unchanged.
 * @param html a whole HTML document as React Router rendered it (with its CSP nonce)
 * @returns the document with its module preloads, route data scripts and bootstrap waiting
 */
export function deferHydration(html: string): string {
  const bootstrap = html.match(BOOTSTRAP_SCRIPT);
  if (!bootstrap) return html;
  const nonce = bootstrap[1];
  return html
    .replace(
      BOOTSTRAP_SCRIPT,
      `<script nonce="${nonce}" type="text/plain" ${FirstTap.Waiting}="module">`,
    )
    .replace(ROUTE_DATA_SCRIPT, `<script nonce="$1" type="text/plain" ${FirstTap.Waiting}>`)
    .replace(
      SCROLL_RESTORATION_SCRIPT,
      `<script nonce="$1" type="text/plain" ${FirstTap.Waiting}="scroll">`,
    )
    .replace(MODULE_PRELOAD, `<link rel="${FirstTap.WaitingPreload}" fetchpriority="low" `)
    .replace(DEFERRED_STYLESHEET, `$1rel="${FirstTap.WaitingStylesheet}"$2`);
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
