/**
 * React Router's default server entry for Node (copied from
 * @react-router/dev/config/defaults/entry.server.node.tsx, v7.18.4), plus the caching
 * headers (see docs/decisions/caching.md): every document and `.data` response gets its
 * Cache-Control from `applyCacheHeaders`. It also exports what server.mjs and scripts/admin.mjs
 * call on the build: `serve` (the production server, app/server/http/serve.server.ts, which
 * opens and closes the database with `startUp`/`shutDown`) and `runAdminCommand`.
 * Every document gets a fresh CSP nonce, passed to React Router (`<ServerRouter nonce>`, the
 * default of `<Links>`, `<Scripts>` and `<ScrollRestoration>`) and to React's own inline
 * scripts, with the Content-Security-Policy, COOP and HSTS headers (docs/decisions/csp.md).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { getAuthContext } from "~/server/auth/auth.server";
import { startCacheSync, stopCacheSync } from "~/server/cache/cache-sync.server";
import { applyCacheHeaders, pageCache } from "~/server/cache/page-cache.server";
import { closeDb, getDb } from "~/server/db/db.server";
import { startEnquiryPurge } from "~/server/enquiries/enquiries.server";
import { startFeeJobs } from "~/server/fees/fee-jobs.server";
import { START_ON_INTERACTION_SCRIPT } from "~/server/first-paint/first-paint.server";
import { applyDocumentSecurityHeaders, createNonce } from "~/server/http/csp.server";
import { loggedPath } from "~/server/http/request-log.server";
import { type ServeOptions, serve as serveBuild } from "~/server/http/serve.server";
import { moduleLogger } from "~/server/logger.server";

export { runAdminCommand } from "~/server/auth/auth-admin.server";

/**
 * Called by `serve` (app/server/http/serve.server.ts) before it listens: opens the database
 * and applies the migrations, so requests never wait for them.
 * @throws when the database cannot be opened or migrated (the server then does not start)
 */
export async function startUp(): Promise<void> {
  await getDb();
  // Builds the auth instance and seeds the admin; refuses (throws) without BETTER_AUTH_SECRET
  // on PostgreSQL or when the ADMIN_EMAIL account is not the admin (docs/decisions/auth.md "The
  // admin is a role on the user row").
  await getAuthContext();
  await startCacheSync(() => pageCache.invalidate());
  // Stored enquiries older than the admin's retention period go hourly
  // (docs/decisions/enquiry-log.md "Retention").
  stopEnquiryPurge = startEnquiryPurge();
  // The month's invoices and the fee mails, every 10 minutes (docs/decisions/fees.md).
  stopFeeJobs = startFeeJobs();
}

let stopEnquiryPurge: (() => void) | undefined;
let stopFeeJobs: (() => void) | undefined;

/**
 * Runs the production server on this build (app/server/http/serve.server.ts); called by
 * server.mjs once it has loaded the build.
 * @param options the build and its directories
 */
export function serve(options: ServeOptions): Promise<void> {
  return serveBuild(options, { startUp, shutDown });
}

/** Called by `serve` on SIGTERM/SIGINT after the last request: closes the database cleanly. */
export async function shutDown(): Promise<void> {
  stopEnquiryPurge?.();
  stopFeeJobs?.();
  await stopCacheSync();
  await closeDb();
}

export const streamTimeout = 5_000;

/** Renders a document request to an HTML stream (bots and SPA mode wait for all content). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  await applyCacheHeaders(request, responseStatusCode, responseHeaders);
  const nonce = createNonce();
  applyDocumentSecurityHeaders(responseHeaders, nonce);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every document carries the start script (app/server/first-paint/first-paint.server.ts): until React
        // has hydrated, it does the first tap's job; on a cached page it also starts the page.
        bootstrapScriptContent: START_ON_INTERACTION_SCRIPT,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}

/** Client navigations' `.data` responses get the same caching headers as documents. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await applyCacheHeaders(request, response.status, response.headers);
  return response;
};

const routeLog = moduleLogger("react-router");

/**
 * React Router's error hook: an error a loader, action or render threw (or React Router's own
 * refusals, such as a cross-origin action) is logged as one JSON line with its name and message
 * only, never its stack, the request's headers or its body (docs/decisions/request-limits.md
 * "Request log"). Requests the client abandoned are not logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const cause = isRouteErrorResponse(error)
    ? ((error as { error?: unknown }).error ?? error)
    : error;
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  routeLog[status !== undefined && status < 500 ? "warn" : "error"](
    {
      method: request.method,
      path: loggedPath(new URL(request.url).pathname),
      status,
      error: {
        name: cause instanceof Error ? cause.name : "Error",
        message: String(cause instanceof Error ? cause.message : cause).slice(0, 200),
      },
    },
    "route error",
  );
};
