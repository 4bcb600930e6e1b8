/**
 * What `deferHydration` (app/server/first-paint/first-paint.server.ts) rewrites in React Router's
 * own output, as patterns, and a check that React Router still writes it so: a React Router
 * upgrade that changes its `<Scripts>`, `<ScrollRestoration>` or `<Links>` output would otherwise
 * leave a cached page's scripts running at load, unnoticed (docs/decisions/first-paint.md).
 * `e2e/first-paint.spec.ts` runs the check on a real render of the production build. No imports:
 * the browser tests load it as it is.
 */

/**
 * React Router's `<Scripts>` bootstrap: the one async inline module script of the page (React
 * writes `async=""`, beasties `async`).
 */
export const BOOTSTRAP_SCRIPT = /<script nonce="([^"]+)" type="module" async(?:="")?>/;
/** React Router's route data scripts (the context, then the streamed loader data). */
export const ROUTE_DATA_SCRIPT = /<script nonce="([^"]+)">(?=window\.__reactRouterContext)/g;
/** React Router's `<ScrollRestoration>` script (an arrow function called with its storage key). */
export const SCROLL_RESTORATION_SCRIPT = /<script nonce="([^"]+)">(?=\(\(storageKey)/;
/** React Router's module preloads (`<Links>` and `<Scripts>`). */
export const MODULE_PRELOAD = /<link rel="modulepreload" /g;

/** Each pattern, with the number of times a page's render must match it (at least 1, or exactly 1). */
const EXPECTED: [name: string, pattern: RegExp, count: "1" | "1+"][] = [
  ["BOOTSTRAP_SCRIPT", BOOTSTRAP_SCRIPT, "1"],
  ["ROUTE_DATA_SCRIPT", ROUTE_DATA_SCRIPT, "1+"],
  ["SCROLL_RESTORATION_SCRIPT", SCROLL_RESTORATION_SCRIPT, "1"],
  ["MODULE_PRELOAD", MODULE_PRELOAD, "1+"],
];

/**
 * Checks a page as React Router rendered it (before `deferHydration`) against the patterns
 * `deferHydration` rewrites, and looks for an inline script it would leave running at load.
 * @param html a whole document from React Router, with its CSP nonce
 * @param ownScripts the start of every inline script that is ours, not React Router's (the
 *   start script, JSON-LD is recognised by its type)
 * @returns one message per difference, empty when React Router's output is as expected
 */
export function reactRouterOutputChanges(html: string, ownScripts: string[] = []): string[] {
  const changes: string[] = [];
  const where = "update app/server/first-paint/react-router-output.server.ts and deferHydration";
  for (const [name, pattern, count] of EXPECTED) {
    const found = html.match(new RegExp(pattern.source, "g"))?.length ?? 0;
    if (found === 0 || (count === "1" && found > 1))
      changes.push(
        `React Router's output changed: ${name} matched ${found} times, expected ${count === "1" ? "exactly 1" : "at least 1"} — ${where}`,
      );
  }
  // Any other inline script without a type runs at load on a cached page.
  for (const [, body] of html.matchAll(/<script nonce="[^"]+"(?: id="[^"]*")?>([\s\S]{0,40})/g)) {
    const known =
      body.startsWith("window.__reactRouterContext") ||
      body.startsWith("((storageKey") ||
      // React's streaming instructions ($RC, $RB, $RV, $RT…) put a streamed Suspense boundary's
      // server-rendered HTML in place: they run at load by design and hydrate nothing.
      /^(?:\$R[A-Z]|requestAnimationFrame\(function\(\)\{\$R[A-Z])/.test(body) ||
      ownScripts.some((own) => body.startsWith(own.slice(0, body.length)));
    if (!known)
      changes.push(
        `React Router's output has an inline script deferHydration leaves running: "${body}…" — ${where}`,
      );
  }
  return changes;
}
