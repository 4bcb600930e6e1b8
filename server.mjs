// @ts-check
// The production server's launcher: `node server.mjs` (npm run serve, npm start, the systemd
// unit in deploy/). The server itself is TypeScript inside the server build
// (app/server/http/serve.server.ts, docs/decisions/server.md); this file only prepares the
// environment, finds the build and hands over to it, so it must stay plain JavaScript that
// Node runs as it is. Settings come from the environment, and from ./.env when present (values
// already in the environment win); they are checked by app/config/env.server.ts when the build
// loads. NODE_ENV must be set before React loads, so every import below is dynamic.
try {
  process.loadEnvFile();
} catch (error) {
  if (/** @type {{ code?: unknown }} */ (error)?.code !== "ENOENT") throw error;
}
process.env.NODE_ENV ||= "production";

const { existsSync, realpathSync } = await import("node:fs");
const path = await import("node:path");
const { fileURLToPath, pathToFileURL } = await import("node:url");

// The build: BUILD_DIR, else releases/current when it exists (the deploy recipe's link to the
// current release, docs/decisions/deploy.md), else build; relative to this file. The process
// keeps the release it started with (the link's real path) for its code and files, and also
// serves /assets from whatever the link points to now, so a page from a newer instance finds
// its assets here too. (BUILD_DIR is read here, before the build and its settings module
// exist; an empty value counts as unset, as there.)
const here = path.dirname(fileURLToPath(import.meta.url));
const buildLink = path.resolve(
  here,
  process.env.BUILD_DIR?.trim() ||
    (existsSync(path.join(here, "releases", "current")) ? "releases/current" : "build"),
);
/** @type {string} */
let buildDir;
try {
  buildDir = realpathSync(buildLink);
} catch {
  failToStart(
    `there is no build in ${buildLink}: run npm run build, or npm run release (docs/deploy.md).`,
  );
}

/** @type {import("react-router").ServerBuild & { entry: { module: Partial<typeof import("./app/entry.server")> } }} */
let build;
try {
  build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
} catch (error) {
  // A bad setting (app/config/env.server.ts ConfigError) is refused as the build loads.
  const e = /** @type {{ name?: unknown; message?: unknown }} */ (error);
  if (e?.name !== "ConfigError") throw error;
  failToStart(String(e.message));
}
const { serve } = build.entry.module;
if (!serve) {
  failToStart(`the build in ${buildDir} is older than server.mjs: run npm run build.`);
}
await serve({ build, buildDir, buildLink });

/**
 * Ends the process before the build's logger exists: one JSON line in the logger's shape
 * (level 60 is pino's fatal) on stderr, exit code 1.
 * @param {string} message why
 * @returns {never}
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
