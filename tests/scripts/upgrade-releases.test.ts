import { execFile } from "node:child_process";
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * scripts/upgrade.mjs release / switch (docs/deploy.md "Upgrades", docs/decisions/deploy.md):
 * each build goes into a release directory of its own, carries the previous release's assets,
 * and only a complete build becomes current. The rolling restart itself runs under load in
 * e2e/rolling-upgrade.spec.ts.
 */

const SCRIPT = fileURLToPath(new URL("../../scripts/upgrade.mjs", import.meta.url));
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the script; its exit code, stdout and everything it printed. */
function run(args: string[]): Promise<{ code: number; stdout: string; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], (error, stdout, stderr) => {
      const code = error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0;
      resolve({ code, stdout, output: `${stdout}${stderr}` });
    });
  });
}

/** A build command that writes a minimal build with the given asset names into $BUILD_DIR. */
function fakeBuild(...assets: string[]): string {
  const files = assets.map((name) => `"$BUILD_DIR/client/assets/${name}"`).join(" ");
  return `mkdir -p "$BUILD_DIR/server" "$BUILD_DIR/client/assets" && echo built > "$BUILD_DIR/server/index.js" && touch ${files}`;
}

function releasesDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "academy-releases-"));
  dirs.push(dir);
  return path.join(dir, "releases");
}

const assetsOf = (release: string) => readdirSync(path.join(release, "client", "assets")).sort();

describe("node scripts/upgrade.mjs release", () => {
  it("builds into a new release, carries over only the previous release's own assets, and points current at it", async () => {
    const releases = releasesDir();
    const first = await run([
      "release",
      "--releases",
      releases,
      "--build-command",
      fakeBuild("a-1.js", "shared.css"),
    ]);
    expect(first.code, first.output).toBe(0);
    const one = first.stdout.trim();
    expect(path.dirname(one)).toBe(releases);
    expect(path.basename(one)).toMatch(/^\d{8}-\d{6}$/);
    expect(readlinkSync(path.join(releases, "current"))).toBe(path.basename(one));

    const second = await run([
      "release",
      "--releases",
      releases,
      "--build-command",
      fakeBuild("a-2.js", "shared.css"),
    ]);
    expect(second.code, second.output).toBe(0);
    const two = second.stdout.trim();
    expect(two).not.toBe(one);
    expect(readlinkSync(path.join(releases, "current"))).toBe(path.basename(two));
    expect(assetsOf(two)).toEqual(["a-1.js", "a-2.js", "shared.css"]);
    expect(JSON.parse(readFileSync(path.join(two, "release.json"), "utf8")).assets.sort()).toEqual([
      "a-2.js",
      "shared.css",
    ]);

    // The third carries the second's own assets, not the first's it had carried.
    const third = await run([
      "release",
      "--releases",
      releases,
      "--build-command",
      fakeBuild("a-3.js"),
    ]);
    expect(third.code, third.output).toBe(0);
    expect(assetsOf(third.stdout.trim())).toEqual(["a-2.js", "a-3.js", "shared.css"]);
  });

  it("keeps the newest releases only (3 by default), never the current one's", async () => {
    const releases = releasesDir();
    const made: string[] = [];
    for (let n = 1; n <= 4; n++) {
      const result = await run([
        "release",
        "--releases",
        releases,
        "--build-command",
        fakeBuild(`a-${n}.js`),
      ]);
      expect(result.code, result.output).toBe(0);
      made.push(path.basename(result.stdout.trim()));
    }
    const left = readdirSync(releases)
      .filter((name) => name !== "current")
      .sort();
    expect(left).toEqual(made.slice(1));
  });

  it("a failed build changes nothing: no new release, current as it was", async () => {
    const releases = releasesDir();
    const good = await run([
      "release",
      "--releases",
      releases,
      "--build-command",
      fakeBuild("a-1.js"),
    ]);
    const before = readlinkSync(path.join(releases, "current"));
    const failed = await run([
      "release",
      "--releases",
      releases,
      "--build-command",
      'mkdir -p "$BUILD_DIR/client" && exit 3',
    ]);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain("the build failed (exit code 3); nothing was changed");
    expect(readlinkSync(path.join(releases, "current"))).toBe(before);
    expect(readdirSync(releases).filter((name) => name !== "current")).toEqual([
      path.basename(good.stdout.trim()),
    ]);
  });
});

describe("node scripts/upgrade.mjs switch", () => {
  it("points current back at the previous release (a rollback), or at a named one", async () => {
    const releases = releasesDir();
    const one = path.basename(
      (
        await run(["release", "--releases", releases, "--build-command", fakeBuild("a.js")])
      ).stdout.trim(),
    );
    const two = path.basename(
      (
        await run(["release", "--releases", releases, "--build-command", fakeBuild("b.js")])
      ).stdout.trim(),
    );
    expect((await run(["switch", "previous", "--releases", releases])).code).toBe(0);
    expect(readlinkSync(path.join(releases, "current"))).toBe(one);
    expect((await run(["switch", "previous", "--releases", releases])).output).toContain(
      "there is no release before the current one",
    );
    expect((await run(["switch", two, "--releases", releases])).code).toBe(0);
    expect(readlinkSync(path.join(releases, "current"))).toBe(two);
    const unknown = await run(["switch", "20000101-000000", "--releases", releases]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain(`there are: ${one}, ${two}`);
  });
});

describe("node scripts/upgrade.mjs wait-ready and restart", () => {
  it("wait-ready fails with a message when nothing answers within the timeout", async () => {
    const result = await run(["wait-ready", "1", "--timeout", "0.5"]);
    expect(result.code).toBe(1);
    expect(result.output).toContain("the instance on port 1 did not answer /readyz within 0.5 s");
  });

  it("restart stops at the first instance whose restart command fails, and says what runs what", async () => {
    const dir = releasesDir();
    const log = path.join(path.dirname(dir), "restarts.log");
    writeFileSync(log, "");
    const result = await run([
      "restart",
      "3000",
      "3001",
      "--restart-command",
      `echo {port} >> "${log}"; exit 1`,
    ]);
    expect(result.code).toBe(1);
    expect(readFileSync(log, "utf8")).toBe("3000\n");
    expect(result.output).toContain("no instance was upgraded, 3001 still run the previous one");
  });
});
