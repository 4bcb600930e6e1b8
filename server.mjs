// Production server: Express serving the React Router build (spec §2 routes) with
// compression, long-lived caching of fingerprinted assets and a few security headers.
// Usage: node server.mjs   (PORT default 3000, HOST default 0.0.0.0)
// NODE_ENV must be set before React loads, so every import below is dynamic.
process.env.NODE_ENV ??= "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const { createRequestHandler } = await import("@react-router/express");
const { createRequestHandler: createFetchHandler } = await import("react-router");
const { default: compression } = await import("compression");
const { default: express } = await import("express");

const buildDir = process.env.BUILD_DIR ?? "build";
const build = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);
app.use(compression());
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
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  next();
});
// The client IP for the sign-in rate limit (app/server/auth.server.ts CLIENT_IP_HEADER):
// always overwritten here, so a client cannot choose its own bucket.
app.use((req, _res, next) => {
  req.headers["x-academy-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "";
  next();
});
app.use(
  "/assets",
  express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(`${buildDir}/client`, { maxAge: "1d", index: false }));
// Anonymous page GETs are answered from the in-process page cache of the server build
// (app/server/page-cache.server.ts, docs/decisions/caching.md); everything else renders.
// The cache lives in the build so that the banner and feedback stores can invalidate it.
const { pageCache } = build.entry.module;
// PAGE_CACHE=0 turns it off (measurements, debugging).
if (pageCache && process.env.PAGE_CACHE !== "0") {
  app.use(pageCache.middleware(createFetchHandler(build, process.env.NODE_ENV)));
}
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));
// Whatever a request throws is answered (400 for a target that is not a URL, else 500) and
// logged once as one JSON line (app/server/logger.server.ts) with the error's name and message
// only, never the request's headers or body; it never ends the process (issue 6 defect 1).
const { logger } = build.entry.module;
const errorSummary = (error) => ({
  name: error?.name ?? "Error",
  message: String(error?.message ?? error).slice(0, 200),
});
app.use((error, req, res, _next) => {
  const status = error?.status === 400 ? 400 : 500;
  logger[status === 400 ? "warn" : "error"](
    { status, method: req.method, error: errorSummary(error) },
    "request failed",
  );
  if (res.headersSent) return res.destroy();
  res
    .status(status)
    .type("text/plain")
    .send(status === 400 ? "Bad request" : "Internal error");
});
process.on("unhandledRejection", (reason) => {
  logger.error({ error: errorSummary(reason) }, "unhandled rejection");
});

// Open the database and apply the migrations before accepting requests (issue #3 "applied
// at start-up"), so the first visitor never waits for them; a failure stops the server.
await build.entry.module.startUp?.();

const server = app.listen(port, host, () => {
  console.log(`Chess academy website on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
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
