import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a page request looks up once for all its loaders (docs/decisions/attendance.md "Budgets"):
 * React Router gives the root's loader and the page's loader each their own Request object, so the
 * memo lives in the request's async scope, which the server opens around every GET and HEAD it
 * hands to React Router (app/server/http/serve.server.ts). Actions run outside it: what an action
 * changes is never hidden behind an earlier look-up.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/**
 * Runs `run` (React Router's handling of one GET or HEAD request) in a fresh scope.
 * @returns what `run` returns
 */
export function withRequestScope<T>(run: () => T): T {
  return scope.run(new Map(), run);
}

/**
 * `look()` once per request scope and `key`: a second ask in the same request gets the first's
 * promise. Outside a scope (an action, a test), `look()` every time. A failed look-up is not kept.
 * @param key what is looked up, with everything its answer depends on (e.g. the Cookie header)
 */
export function oncePerRequest<T>(key: string, look: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return look();
  let found = memo.get(key) as Promise<T> | undefined;
  if (!found) {
    found = look();
    memo.set(key, found);
    found.catch(() => memo.delete(key));
  }
  return found;
}
