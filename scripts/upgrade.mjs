// Upgrades the site without losing a request (docs/deploy.md "Upgrades", docs/decisions/deploy.md):
// each build goes into a new release directory next to the running one, and the instances move
// onto it one at a time, each waited for until it answers and nginx sends it requests again.
//
//   node scripts/upgrade.mjs release [--releases DIR] [--keep N] [--build-command CMD]
//     As the site's user, in the checkout. Runs CMD (default `npm run build`) with BUILD_DIR set
//     to DIR/<UTC time> (DIR default ./releases), copies the previous release's hashed assets
//     into the new one (so a page an old instance served still finds its files on a new one),
//     points DIR/current at it (the systemd unit's BUILD_DIR) and removes all but the newest N
//     releases (default 3, at least 2). The running instances are untouched: each keeps the
//     release it started with. Prints the new release's path.
//   node scripts/upgrade.mjs switch STAMP|previous [--releases DIR]
//     Points DIR/current at an existing release (a rollback); then run `restart`.
//   node scripts/upgrade.mjs restart PORT... [--restart-command CMD] [--nginx-check URL|none]
//                                          [--timeout SECONDS]
//     As root. For each port in turn: runs CMD with {port} replaced (default
//     `systemctl restart academy@{port}`), waits until http://127.0.0.1:PORT/readyz answers 200,
//     then until nginx sends requests to that instance again: URL (default
//     http://127.0.0.1:8099/readyz, the check server of deploy/nginx.conf) goes through the same
//     upstream and names the instance that answered in X-Academy-Upstream. After a failed
//     connection nginx leaves an instance out for fail_timeout; restarting the next one before
//     it is back would leave nginx no instance at all. `none` skips that wait (no nginx).
//   node scripts/upgrade.mjs wait-ready PORT [--timeout SECONDS]
//     Waits until http://127.0.0.1:PORT/readyz answers 200 (the unit's ExecStartPost, so that
//     `systemctl restart` returns only once the instance serves).
//
// Exit code 0 on success; 1 with a message on stderr otherwise (the step that failed, and
// what is running: a failed restart leaves the other instances serving).
import { spawnSync } from "node:child_process";
import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

/** A release directory's name: its UTC build time, e.g. 20261123-021500 (sorts by age). */
const STAMP = /^\d{8}-\d{6}(-\d+)?$/;
/** The file in each release listing its own hashed assets (not the ones carried forward). */
const RELEASE_FILE = "release.json";
const POLL_MS = 200;

const [command, ...rest] = process.argv.slice(2);
const { options, positional } = parseArgs(rest);

try {
  if (command === "release") release();
  else if (command === "switch") switchTo(positional[0]);
  else if (command === "restart") await restartAll(positional);
  else if (command === "wait-ready") await waitReadyCommand(positional);
  else {
    fail(
      "usage: node scripts/upgrade.mjs release | switch STAMP|previous | restart PORT... | wait-ready PORT (docs/deploy.md)",
    );
  }
} catch (error) {
  fail(error?.message ?? String(error));
}

/** Builds a new release, carries the previous assets into it, points `current` at it, prunes. */
function release() {
  const dir = releasesDir();
  mkdirSync(dir, { recursive: true });
  const keep = Number(options.keep ?? 3);
  if (!Number.isInteger(keep) || keep < 2)
    throw new Error("--keep must be a whole number, 2 or more.");
  const target = path.join(dir, newStamp(dir));
  const build = options["build-command"] ?? "npm run build";
  say(`Building into ${target} (${build}) …`);
  const built = spawnSync("sh", ["-c", build], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, BUILD_DIR: target },
  });
  const assetsDir = path.join(target, "client", "assets");
  if (built.status !== 0 || !existsSync(path.join(target, "server", "index.js"))) {
    rmSync(target, { recursive: true, force: true });
    throw new Error(
      `the build failed (exit code ${built.status ?? built.signal}); nothing was changed: the instances still run ${currentName(dir) ?? "what they ran"}.`,
    );
  }
  const own = existsSync(assetsDir) ? readdirSync(assetsDir) : [];
  writeFileSync(path.join(target, RELEASE_FILE), `${JSON.stringify({ assets: own }, null, 1)}\n`);
  const previous = currentTarget(dir);
  let carried = 0;
  if (previous) {
    mkdirSync(assetsDir, { recursive: true });
    for (const name of ownAssets(previous)) {
      const from = path.join(previous, "client", "assets", name);
      if (!existsSync(from)) continue;
      try {
        copyFileSync(from, path.join(assetsDir, name), constants.COPYFILE_EXCL);
        carried++;
      } catch (error) {
        if (error?.code !== "EEXIST") throw error;
      }
    }
  }
  pointCurrentAt(dir, path.basename(target));
  say(
    `Release ${path.basename(target)} is current` +
      (previous ? ` (${carried} assets of ${path.basename(previous)} carried over).` : "."),
  );
  for (const old of releases(dir).slice(0, -keep)) {
    if (old === currentName(dir)) continue;
    rmSync(path.join(dir, old), { recursive: true, force: true });
    say(`Removed the old release ${old}.`);
  }
  console.log(target);
}

/** Points `current` at STAMP, or at the release before the current one ("previous"). */
function switchTo(name) {
  const dir = releasesDir();
  const all = releases(dir);
  let target = name;
  if (name === "previous") {
    const at = all.indexOf(currentName(dir) ?? "");
    target = at > 0 ? all[at - 1] : undefined;
    if (!target) throw new Error("there is no release before the current one.");
  }
  if (!target || !all.includes(target)) {
    throw new Error(
      `no release named ${target ?? "(none given)"} in ${dir}; there are: ${all.join(", ") || "none"}.`,
    );
  }
  pointCurrentAt(dir, target);
  say(
    `Release ${target} is current. Now restart the instances (node scripts/upgrade.mjs restart PORT...).`,
  );
}

/** Restarts the instances one at a time, each waited for (ready, then back in nginx). */
async function restartAll(ports) {
  if (ports.length === 0) throw new Error("name the instances' ports, e.g. restart 3000 3001.");
  for (const port of ports) checkPort(port);
  const template = options["restart-command"] ?? "systemctl restart academy@{port}";
  const check = options["nginx-check"] ?? "http://127.0.0.1:8099/readyz";
  const timeoutMs = timeoutOption();
  for (const [index, port] of ports.entries()) {
    const started = Date.now();
    const run = template.replaceAll("{port}", port);
    say(`[${index + 1}/${ports.length}] Restarting the instance on port ${port} (${run}) …`);
    const restarted = spawnSync("sh", ["-c", run], { stdio: ["ignore", "inherit", "inherit"] });
    if (restarted.status !== 0) {
      throw new Error(
        `${run} failed (exit code ${restarted.status ?? restarted.signal}); ${stillServing(ports, index)}`,
      );
    }
    if (!(await waitReady(port, timeoutMs))) {
      throw new Error(
        `the instance on port ${port} did not answer /readyz within ${timeoutMs / 1000} s (see journalctl -u academy@${port}); ${stillServing(ports, index)}`,
      );
    }
    say(`  ready after ${seconds(started)} s.`);
    if (check !== "none") {
      if (!(await waitBackInNginx(check, port, timeoutMs))) {
        throw new Error(
          `nginx did not send requests to port ${port} again within ${timeoutMs / 1000} s (${check} never named 127.0.0.1:${port} in X-Academy-Upstream; is the check server of deploy/nginx.conf installed?); ${stillServing(ports, index)}`,
        );
      }
      say(`  back in nginx after ${seconds(started)} s.`);
    }
  }
  say(`All ${ports.length} instances run the current release.`);
}

async function waitReadyCommand([port]) {
  checkPort(port);
  const timeoutMs = timeoutOption();
  if (!(await waitReady(port, timeoutMs))) {
    throw new Error(
      `the instance on port ${port} did not answer /readyz within ${timeoutMs / 1000} s.`,
    );
  }
}

/**
 * Polls the instance's /readyz until it answers 200 (the database answers too).
 * @returns whether it did within `timeoutMs`
 */
async function waitReady(port, timeoutMs) {
  const url = `http://${options.host ?? "127.0.0.1"}:${port}/readyz`;
  return poll(timeoutMs, async () => (await get(url)).status === 200);
}

/**
 * Polls nginx's check URL until the instance on `port` answered one of its requests: the last
 * address of X-Academy-Upstream ($upstream_addr, "addr, addr" when nginx tried several).
 * @returns whether it did within `timeoutMs`
 */
async function waitBackInNginx(url, port, timeoutMs) {
  return poll(timeoutMs, async () => {
    const { status, upstream } = await get(url);
    const last = upstream
      ?.split(/[,:]\s+/)
      .pop()
      ?.trim();
    return status === 200 && last?.endsWith(`:${port}`) === true;
  });
}

/** GET with a 3 s limit; status 0 when there was no answer. */
async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return { status: response.status, upstream: response.headers.get("x-academy-upstream") };
  } catch {
    return { status: 0, upstream: null };
  }
}

/** Calls `check` every POLL_MS until it returns true or `timeoutMs` passed. */
async function poll(timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await delay(POLL_MS);
  }
}

function stillServing(ports, index) {
  const done = ports.slice(0, index);
  const waiting = ports.slice(index + 1);
  return (
    `${done.length > 0 ? `${done.join(", ")} run the current release` : "no instance was upgraded"}` +
    `${waiting.length > 0 ? `, ${waiting.join(", ")} still run the previous one` : ""}.`
  );
}

/** The release directories in `dir`, oldest first. */
function releases(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && STAMP.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The real path of the release `current` points at, or undefined. */
function currentTarget(dir) {
  try {
    return realpathSync(path.join(dir, "current"));
  } catch {
    return undefined;
  }
}

function currentName(dir) {
  try {
    return path.basename(readlinkSync(path.join(dir, "current")));
  } catch {
    return undefined;
  }
}

/** Replaces the `current` link in one step (rename), so it never points nowhere. */
function pointCurrentAt(dir, name) {
  const temporary = path.join(dir, `.current-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(name, temporary);
  renameSync(temporary, path.join(dir, "current"));
}

/** The hashed assets a release built itself (all of them for a release without the list). */
function ownAssets(releaseDir) {
  try {
    return JSON.parse(readFileSync(path.join(releaseDir, RELEASE_FILE), "utf8")).assets ?? [];
  } catch {
    const dir = path.join(releaseDir, "client", "assets");
    return existsSync(dir) ? readdirSync(dir) : [];
  }
}

function newStamp(dir) {
  const base = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  let name = base;
  for (let n = 2; existsSync(path.join(dir, name)); n++) name = `${base}-${n}`;
  return name;
}

function releasesDir() {
  return path.resolve(options.releases ?? "releases");
}

function timeoutOption() {
  const value = Number(options.timeout ?? 120);
  if (!(value > 0)) throw new Error("--timeout must be a number of seconds.");
  return value * 1000;
}

function checkPort(port) {
  if (!/^\d{1,5}$/.test(port ?? "")) throw new Error(`${port ?? "(none)"} is not a port number.`);
}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

/** `--name value` pairs and the remaining words. */
function parseArgs(args) {
  const options = {};
  const positional = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i].startsWith("--")) {
      const value = args[i + 1];
      if (value === undefined) fail(`${args[i]} needs a value.`);
      options[args[i].slice(2)] = value;
      i++;
    } else positional.push(args[i]);
  }
  return { options, positional };
}

function say(message) {
  console.error(message);
}

function fail(message) {
  console.error(`Error: ${message}`);
  process.exit(1);
}
