// Production server: Express serving the React Router build (spec §2 routes) with
// compression, long-lived caching of fingerprinted assets and a few security headers.
// Usage: node server.mjs   (PORT default 3000, HOST default 0.0.0.0)
// Settings come from the environment, and from ./.env when present (values already in the
// environment win). NODE_ENV must be set before React loads, so every import below is dynamic.
try {
  process.loadEnvFile();
} catch (error) {
  if (error?.code !== "ENOENT") throw error;
}
process.env.NODE_ENV ??= "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const { createRequestHandler } = await import("react-router");
const { default: compression } = await import("compression");
const { default: express } = await import("express");

const { existsSync, realpathSync } = await import("node:fs");
const path = await import("node:path");
const { fileURLToPath, pathToFileURL } = await import("node:url");
// The build: BUILD_DIR, else releases/current when it exists (the deploy recipe's link to the
// current release, docs/decisions/deploy.md), else build; relative to this file. The process
// keeps the release it started with (the link's real path) for its code and files, and also
// serves /assets from whatever the link points to now, so a page from a newer instance finds
// its assets here too.
const here = path.dirname(fileURLToPath(import.meta.url));
const buildLink = path.resolve(
  here,
  process.env.BUILD_DIR ??
    (existsSync(path.join(here, "releases", "current")) ? "releases/current" : "build"),
);
let buildDir;
try {
  buildDir = realpathSync(buildLink);
} catch {
  failToStart(
    `there is no build in ${buildLink}: run npm run build, or npm run release (docs/deploy.md).`,
  );
}
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const { logger, http } = build.entry.module;

if (process.env.NODE_ENV === "production" && !process.env.SITE_URL) {
  logger.warn(
    "SITE_URL is not set: canonical, Open Graph and sitemap URLs will point to http://localhost:3000. Set SITE_URL to the site's public address, e.g. https://academy.example (docs/deploy.md).",
  );
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);
// One JSON line per request, whatever answers it (app/server/http/request-log.server.ts).
app.use(http.requestLogger());
app.use(compression());
// HSTS on every response, static files and `.data` included, when SITE_URL is https
// (app/server/csp.server.ts strictTransportSecurity; docs/decisions/html-validity.md).
const hsts = build.entry.module.strictTransportSecurity?.();
if (hsts) {
  app.use((_req, res, next) => {
    res.setHeader("Strict-Transport-Security", hsts);
    next();
  });
}
// Methods the site answers, and only origin-form targets ("/…"): "OPTIONS *", TRACE or an
// absolute-form target are refused here instead of failing deeper (issue 6 defect 1).
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);
app.use((req, res, next) => {
  if (!METHODS.has(req.method)) {
    res.setHeader("Allow", [...METHODS].join(", "));
    return res.status(405).type("text/plain").send("Method not allowed");
  }
  if (!req.originalUrl.startsWith("/"))
    return res.status(400).type("text/plain").send("Bad request");
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
// The client IP for the sign-in rate limit (app/server/auth.server.ts CLIENT_IP_HEADER):
// always overwritten here, so a client cannot choose its own bucket.
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
  const ready = await http.checkDatabase();
  if (!ready) logger.warn({ check: "readyz" }, "database did not answer select 1");
  res
    .status(ready ? 200 : 503)
    .type("text/plain")
    .send(ready ? "ready" : "database unavailable");
});
// Express 4's mime table has no .avif: without this the photos of /img are served as
// application/octet-stream, which nosniff makes a download.
express.static.mime.define({ "image/avif": ["avif"] });
// Static files are logged at debug (request-log.server.ts): express.static marks them here.
const markStatic = (res) => {
  res.locals.staticFile = true;
};
const hashedAssets = { immutable: true, maxAge: "1y", index: false, setHeaders: markStatic };
app.use("/assets", express.static(`${buildDir}/client/assets`, hashedAssets));
if (buildLink !== buildDir) {
  app.use("/assets", express.static(`${buildLink}/client/assets`, hashedAssets));
}
app.use(
  express.static(`${buildDir}/client`, { maxAge: "1d", index: false, setHeaders: markStatic }),
);
// Every body is read here, within its route's limit, before anything parses it (issue 6
// defect 4; app/server/http/body-limit.server.ts): 64 KB, or 6 MB for the admin dashboard.
// Over the limit: 413 (a too-large Content-Length before reading a byte).
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const queryAt = req.originalUrl.indexOf("?");
  const pathname = queryAt < 0 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  // 6 MB only with a validly signed session cookie (docs/decisions/hardening.md).
  http
    .bodyLimitFor(pathname, req.headers.cookie)
    .then((limit) => {
      // "Expect: 100-continue" (see checkContinue below): invite the body only when it may fit.
      if (/^100-continue$/i.test(req.headers.expect ?? "")) {
        if (!(Number(req.headers["content-length"]) > limit)) res.writeContinue();
      }
      return http.readBoundedBody(req, limit);
    })
    .then(
      (body) => {
        req.boundedBody = body;
        next();
      },
      (error) => next(error),
    );
});
const handle = createRequestHandler(build, process.env.NODE_ENV);
// Anonymous page GETs are answered from the in-process page cache of the server build
// (app/server/page-cache.server.ts, docs/decisions/caching.md); everything else renders.
// The cache lives in the build so that the banner and feedback stores can invalidate it.
const { pageCache } = build.entry.module;
// PAGE_CACHE=0 turns it off (measurements, debugging).
if (pageCache && process.env.PAGE_CACHE !== "0") {
  app.use(pageCache.middleware(handle, build.routes));
}
// Everything else goes to React Router as a fetch Request built from the bounded body.
app.all("*", async (req, res, next) => {
  try {
    const response = await handle(http.toFetchRequest(req, res, req.boundedBody));
    await http.sendFetchResponse(res, response);
  } catch (error) {
    next(error);
  }
});
// Whatever a request throws is answered (413 for a body over its limit, 400 for a target that
// is not a URL or a broken body, else 500) and never ends the process (issue 6 defect 1). The
// request's own log line records the status; a 500 is also logged once as one JSON line
// (app/server/logger.server.ts) with the error's name and message only, never the request's
// headers or body.
const errorSummary = (error) => ({
  name: error?.name ?? "Error",
  message: String(error?.message ?? error).slice(0, 200),
});
const CLIENT_ERRORS = {
  400: "Bad request",
  408: "Request timeout",
  413: "Request body too large",
};
app.use((error, req, res, _next) => {
  const status = error?.status in CLIENT_ERRORS ? error.status : 500;
  if (status === 500) {
    logger.error(
      { reqId: req.id, status, method: req.method, error: errorSummary(error) },
      "request failed",
    );
  } else {
    res.locals.refused = errorSummary(error).message;
  }
  if (res.headersSent) return res.destroy();
  // The rest of a refused body is discarded as it arrives (never kept), so the client reads the
  // 413 instead of a reset connection; a client still sending after 5 s is cut off.
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
});
process.on("unhandledRejection", (reason) => {
  logger.error({ error: errorSummary(reason) }, "unhandled rejection");
});

// Open the database and apply the migrations before accepting requests (issue #3 "applied
// at start-up"), so the first visitor never waits for them. A failure stops the server with
// one JSON line that says why (an unreachable database, a refused secret, …) and exit code 1.
try {
  await build.entry.module.startUp?.();
} catch (error) {
  const { describeStartupError } = build.entry.module;
  const reason = describeStartupError?.(error) ?? errorSummary(error).message;
  logger.fatal({ code: error?.code }, `The server did not start: ${reason}`);
  process.exit(1);
}

const server = app.listen(port, host, () => {
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  logger.info({ url, build: path.basename(buildDir) }, `Chess academy website on ${url}`);
});

// Node's own bounds on a slow client: the head within 20 s, the whole request within 130 s
// (the body's own, shorter limits answer first: app/server/http/body-limit.server.ts).
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

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // Stop accepting, let requests finish, then close the database cleanly.
    server.close(() => {
      Promise.resolve(build.entry.module.shutDown?.()).finally(() => process.exit(0));
    });
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}

/**
 * Ends the process before the build's logger exists (no build): one JSON line in the logger's
 * shape (level 60 is pino's fatal) on stderr, exit code 1.
 */
function failToStart(message) {
  const line = {
    level: 60,
    time: Date.now(),
    pid: process.pid,
    msg: `The server did not start: ${message}`,
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}
