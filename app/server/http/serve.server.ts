import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { serverEnv } from "~/config/env.server";
import { pageCache } from "~/server/cache/page-cache.server";
import { strictTransportSecurity } from "~/server/http/csp.server";
import { checkDatabase } from "~/server/http/health.server";
import { describeStartupError } from "~/server/http/startup-error.server";
import { logger } from "~/server/logger.server";
import { bodyLimitFor, readBoundedBody } from "./body-limit.server";
import { sendFetchResponse, toFetchRequest } from "./fetch-request.server";
import { requestLogger } from "./request-log.server";
import { withRequestScope } from "./request-scope.server";
import { foreignOriginRefusal } from "./security.server";

/**
 * The production server (docs/decisions/server.md): Express serving the React Router build
 * (spec §2 routes) with compression, long-lived caching of fingerprinted assets, security
 * headers, bounded bodies (docs/decisions/request-limits.md), the page cache
 * (docs/decisions/caching.md) and health checks. It is part of the server build, so it is
 * TypeScript checked with the rest and every release carries its own; server.mjs only loads
 * .env, finds the build and calls {@link serve}.
 */

/** What server.mjs hands over: the build it loaded and where it lives. */
export type ServeOptions = {
  /** The server build (`build/server/index.js`), whose entry module is this module's bundle. */
  build: ServerBuild;
  /** The build directory the process runs (the real path of `buildLink`). */
  buildDir: string;
  /** The directory as configured (BUILD_DIR, releases/current or build); may be a link. */
  buildLink: string;
};

/** The start and stop of the process's services (app/entry.server.tsx startUp, shutDown). */
export type Lifecycle = {
  /** Opens the database and applies the migrations; throws when the server cannot start. */
  startUp: () => Promise<void>;
  /** Closes the database after the last request. */
  shutDown: () => Promise<void>;
};

/** Methods the site answers; anything else is a 405 (docs/decisions/hardening.md). */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** The statuses a refused request gets, with their plain-text bodies; anything else is a 500. */
const CLIENT_ERRORS: Record<number, string> = {
  400: "Bad request",
  408: "Request timeout",
  413: "Request body too large",
};

/**
 * Whether the path of an origin-form target (the part before `?`) is valid percent-encoded
 * UTF-8. Linear in its length.
 * @param target e.g. "/blogs/first-moves?page=2"
 */
function decodablePath(target: string): boolean {
  const query = target.indexOf("?");
  try {
    decodeURIComponent(query === -1 ? target : target.slice(0, query));
    return true;
  } catch {
    return false;
  }
}

/** An error's name and message only (at most 200 characters), never a request's data. */
function errorSummary(error: unknown): { name: string; message: string } {
  const e = error as { name?: unknown; message?: unknown } | null | undefined;
  return {
    name: typeof e?.name === "string" ? e.name : "Error",
    message: String(e?.message ?? error).slice(0, 200),
  };
}

/**
 * Whether the client has closed its connection before its response was finished (its socket is
 * gone); then the request is neither handled further nor answered.
 */
function clientGone(req: express.Request, res: ExpressResponse): boolean {
  return !res.writableFinished && (req.socket?.destroyed ?? true);
}

/** Marks a response as a static file, which the request log records at debug level. */
function markStatic(res: ExpressResponse): void {
  res.locals.staticFile = true;
}

/**
 * The Express application that answers every request.
 * @param options the build and its directories
 * @returns the app (a request listener)
 */
export function createApp({ build, buildDir, buildLink }: ServeOptions): express.Express {
  const env = serverEnv();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy ? 1 : false);
  // One JSON line per request, whatever answers it (request-log.server.ts).
  app.use(requestLogger());
  app.use(compression());
  // HSTS on every response, static files and `.data` included, when SITE_URL is https
  // (csp.server.ts strictTransportSecurity; docs/decisions/html-validity.md).
  const hsts = strictTransportSecurity(env);
  if (hsts) {
    app.use((_req, res, next) => {
      res.setHeader("Strict-Transport-Security", hsts);
      next();
    });
  }
  // Methods the site answers, and only origin-form targets ("/…") whose path decodes: "OPTIONS *",
  // TRACE, an absolute-form target or a broken percent-encoding ("/blogs/%zz", "/%ff") are
  // refused here instead of failing deeper (React Router would print a plain-text warning twice
  // for a path it cannot decode, then answer 404).
  app.use((req, res, next) => {
    if (!METHODS.has(req.method)) {
      res.setHeader("Allow", [...METHODS].join(", "));
      res.status(405).type("text/plain").send("Method not allowed");
      return;
    }
    if (!req.originalUrl.startsWith("/") || !decodablePath(req.originalUrl)) {
      res.status(400).type("text/plain").send("Bad request");
      return;
    }
    next();
  });
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    // Agrees with the CSP's frame-ancestors 'none' for browsers that only know this header.
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  });
  // The client IP for the sign-in rate limit (auth.server.ts CLIENT_IP_HEADER): always
  // overwritten here, so a client cannot choose its own bucket.
  app.use((req, _res, next) => {
    req.headers["x-academy-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });
  // Liveness (the process answers) and readiness (the database answers `select 1` within 2 s),
  // for a load balancer; never cached, before the static files and the page cache.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ready = await checkDatabase();
    if (!ready) logger.warn({ check: "readyz" }, "database did not answer select 1");
    res
      .status(ready ? 200 : 503)
      .type("text/plain")
      .send(ready ? "ready" : "database unavailable");
  });
  // Express 4's mime table has no .avif: without this the photos of /img are served as
  // application/octet-stream, which nosniff makes a download.
  express.static.mime.define({ "image/avif": ["avif"] });
  const hashedAssets = { immutable: true, maxAge: "1y", index: false, setHeaders: markStatic };
  app.use("/assets", express.static(`${buildDir}/client/assets`, hashedAssets));
  // A page from a newer instance (the link moved on) finds its assets here too.
  if (buildLink !== buildDir) {
    app.use("/assets", express.static(`${buildLink}/client/assets`, hashedAssets));
  }
  // The client folder's own files all have an extension (favicon.ico, img/…): a page's path
  // ("/", "/courses") or its data ("/courses.data") never asks the disk, which for every page
  // cost a stat and a thrown-away 404 error (docs/decisions/caching.md "Figures").
  const clientFiles = express.static(`${buildDir}/client`, {
    maxAge: "1d",
    index: false,
    setHeaders: markStatic,
  });
  app.use((req, res, next) =>
    /\.[^/.]+$/.test(req.path) && !req.path.endsWith(".data")
      ? clientFiles(req, res, next)
      : next(),
  );
  // Every body is read here, within its route's limit, before anything parses it
  // (body-limit.server.ts; 6 MB only with a validly signed session cookie,
  // docs/decisions/hardening.md). Over the limit: 413 (a too-large Content-Length before
  // reading a byte).
  const bodies = new WeakMap<express.Request, Uint8Array>();
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const queryAt = req.originalUrl.indexOf("?");
    const pathname = queryAt < 0 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
    bodyLimitFor(pathname, req.headers.cookie)
      .then((limit) => {
        // "Expect: 100-continue" (see checkContinue in serve): invite the body only when it may fit.
        if (/^100-continue$/i.test(req.headers.expect ?? "")) {
          if (!(Number(req.headers["content-length"]) > limit)) res.writeContinue();
        }
        return readBoundedBody(req, limit);
      })
      .then(
        (body) => {
          bodies.set(req, body);
          next();
        },
        (error) => next(error),
      );
  });
  const handle = createRequestHandler(build, env.nodeEnv);
  // Anonymous page GETs are answered from the in-process page cache (docs/decisions/caching.md);
  // PAGE_CACHE=0 turns it off (measurements, debugging).
  if (env.pageCache) app.use(pageCache.middleware(handle, build.routes));
  // Everything else goes to React Router as a fetch Request built from the bounded body; not
  // when its client has already left (nothing to answer, so nothing is changed), and not a
  // state-changing request from a foreign Origin (403, security.server.ts foreignOriginRefusal).
  app.all("*", async (req, res, next) => {
    try {
      if (clientGone(req, res)) return;
      const request = toFetchRequest(req, res, bodies.get(req));
      const response =
        foreignOriginRefusal(request) ??
        (request.method === "GET" || request.method === "HEAD"
          ? await withRequestScope(() => handle(request))
          : await handle(request));
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  });
  // Whatever a request throws is answered (413 for a body over its limit, 400 for a target that
  // is not a URL or a broken body, 408 for one too slow, else 500) and never ends the process.
  // A 500 is logged once with the error's name and message only, never the request's data.
  const answerError: ErrorRequestHandler = (error, req, res, _next) => {
    // The client went away (an upload abandoned midway, a page closed while its answer was
    // streamed): not a server error, and nobody to answer; the request log says 499
    // (request-log.server.ts clientAborted).
    if (clientGone(req, res)) {
      res.destroy();
      return;
    }
    const given = Number((error as { status?: unknown } | null)?.status);
    const status = given in CLIENT_ERRORS ? given : 500;
    if (status === 500) {
      logger.error(
        { reqId: req.id, status, method: req.method, error: errorSummary(error) },
        "request failed",
      );
    } else {
      res.locals.refused = errorSummary(error).message;
    }
    if (res.headersSent) {
      res.locals.closedByServer = true;
      res.destroy();
      return;
    }
    // The rest of a refused body is discarded as it arrives (never kept), so the client reads
    // the 413 instead of a reset connection; a client still sending after 5 s is cut off.
    if (status === 413 && !req.complete) {
      const cutOff = setTimeout(() => req.socket.destroy(), 5_000).unref();
      req.once("end", () => clearTimeout(cutOff));
      req.resume();
    }
    // A body too slow to arrive: answered, then its connection closed.
    if (status === 408) res.once("finish", () => req.socket.destroy());
    res
      .status(status)
      .type("text/plain")
      .send(CLIENT_ERRORS[status] ?? "Internal error");
  };
  app.use(answerError);
  return app;
}

/**
 * Starts the production server: opens the database and applies the migrations before
 * accepting requests (so the first visitor never waits), then listens on HOST:PORT, and on
 * SIGINT/SIGTERM stops accepting, lets requests finish and closes the database. A start-up
 * failure ends the process with one JSON line that says why and exit code 1
 * (docs/decisions/deploy.md).
 * @param options the build and its directories
 * @param lifecycle what opens and closes the database
 */
export async function serve(options: ServeOptions, lifecycle: Lifecycle): Promise<void> {
  const env = serverEnv();
  if (env.nodeEnv === "production" && !env.siteUrlSet) {
    logger.warn(
      `SITE_URL is not set: canonical, Open Graph and sitemap URLs will point to ${env.siteUrl}. Set SITE_URL to the site's public address, e.g. https://academy.example (docs/deploy.md).`,
    );
  }
  const app = createApp(options);
  process.on("unhandledRejection", (reason) => {
    logger.error({ error: errorSummary(reason) }, "unhandled rejection");
  });
  try {
    await lifecycle.startUp();
  } catch (error) {
    const reason = describeStartupError(error) ?? errorSummary(error).message;
    logger.fatal(
      { code: (error as { code?: unknown })?.code },
      `The server did not start: ${reason}`,
    );
    process.exit(1);
  }

  const server = app.listen(env.port, env.host, () => {
    const url = `http://${env.host === "0.0.0.0" ? "localhost" : env.host}:${env.port}`;
    logger.info({ url, build: path.basename(options.buildDir) }, `Chess academy website on ${url}`);
  });
  // Node's own bounds on a slow client: the head within 20 s, the whole request within 130 s
  // (the body's own, shorter limits answer first: body-limit.server.ts).
  server.headersTimeout = 20_000;
  server.requestTimeout = 130_000;
  // A client that asks before sending its body ("Expect: 100-continue", curl does for large
  // bodies) is answered by the app, which sends 100 Continue only within the body limit: a 413
  // then costs no upload at all.
  server.on("checkContinue", (req, res) => app(req, res));
  // CONNECT never reaches Express: without a listener Node drops the connection unanswered.
  server.on("connect", (_req, socket) => {
    socket.on("error", () => {});
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // Stop accepting, let requests finish, then close the database cleanly.
      server.close(() => {
        lifecycle.shutDown().finally(() => process.exit(0));
      });
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}
