import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPgliteDir } from "../fixtures/databases";

/**
 * `npm run backup -- FOLDER` (docs/deploy.md "Backups"): each backup gets a new file named after
 * the time, so the nightly cron backup never fails because one was taken by hand that day.
 * Backup and restore themselves are proven in e2e/backup.spec.ts.
 */

const SCRIPT = fileURLToPath(new URL("../../scripts/backup.mjs", import.meta.url));
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "academy-backup-folder-"));
  mkdirSync(path.join(work, "data"));
  // A migrated database (no initdb here), with a table of its own.
  seedPgliteDir(path.join(work, "data", "pglite"));
  const db = await PGlite.create(path.join(work, "data", "pglite"));
  await db.query("create table kept (note text)");
  await db.close();
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Runs the backup script on the embedded database in `work`. */
function backup(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      {
        cwd: work,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: path.join(work, "data") },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe("npm run backup -- FOLDER", { timeout: 120_000 }, () => {
  it("writes a new file named after the time on every run, the same day included", async () => {
    const folder = path.join(work, "backups");
    mkdirSync(folder);
    const byHand = await backup(folder);
    expect(byHand.code, byHand.output).toBe(0);
    const nightly = await backup(`${folder}/`);
    expect(nightly.code, nightly.output).toBe(0);
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    for (const name of files) {
      expect(name).toMatch(/^academy-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.tar\.gz$/);
    }
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    expect(files[0].startsWith(`academy-${day}-`)).toBe(true);
  });

  it("a named FILE that exists is still refused without --force", async () => {
    const file = path.join(work, "named.tar.gz");
    expect((await backup(file)).code).toBe(0);
    const again = await backup(file);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`${file} already exists`);
  });

  it("a folder that does not exist is named in the error", async () => {
    const missing = path.join(work, "no-such-folder");
    const result = await backup(`${missing}/`);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`the folder ${missing} does not exist`);
  });
});
