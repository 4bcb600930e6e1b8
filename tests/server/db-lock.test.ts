import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/server/db/db.server";
import {
  DATA_DIR_LOCK,
  DatabaseLockedError,
  lockDataDirectory,
  lockPathFor,
} from "~/server/db/db-lock.server";
import { feedback } from "~/server/schema";
import { seedPgliteDir } from "../fixtures/databases";

/**
 * docs/decisions/database-lock.md: one process at a time on an embedded database directory. The
 * lock is taken before PGlite opens, released on close, and a lock left by a dead process is taken
 * over once stale (the two-server and kill -9 cases run in e2e/database-lock.spec.ts).
 */
const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "academy-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database lock", () => {
  it("refuses a second opening of a directory while the first holds it, and the first keeps working", {
    timeout: 180_000,
  }, async () => {
    const dir = freshDir();
    seedPgliteDir(dir); // a database made before (no initdb): the lock is what is tested
    const first = await openDatabase({ dir });
    expect(existsSync(lockPathFor(dir))).toBe(true);
    const started = Date.now();
    const second = openDatabase({ dir });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(dir);
    await expect(second).rejects.toThrow(/Another server is using the embedded database/);
    // It waited for a possibly stale lock to expire before refusing.
    expect(Date.now() - started).toBeGreaterThan(DATA_DIR_LOCK.staleMs);
    await first.db.insert(feedback).values({ name: "Kept", content: "After refusal", stars: 5 });
    await first.close();
    expect(existsSync(lockPathFor(dir))).toBe(false);

    const reopened = await openDatabase({ dir });
    const rows = await reopened.db.select().from(feedback);
    expect(rows.map((r) => r.name)).toEqual(["Kept"]);
    await reopened.close();
  });

  it("takes over a lock left by a process that died (stale mtime)", {
    timeout: 60_000,
  }, async () => {
    const dir = freshDir();
    mkdirSync(lockPathFor(dir), { recursive: true });
    const old = new Date(Date.now() - DATA_DIR_LOCK.staleMs - 5_000);
    utimesSync(lockPathFor(dir), old, old);
    // Taken over at once: the lock was already stale, so nothing to wait for. With the timers
    // stopped, a retry (a 1 s timer) would never come, so the lock resolves only if none is needed.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const release = await lockDataDirectory(dir);
      await release();
    } finally {
      vi.useRealTimers();
    }
    expect(existsSync(lockPathFor(dir))).toBe(false);
  });

  it("reports a lost lock through onLockCompromised", { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const lost: Error[] = [];
    const release = await lockDataDirectory(dir, (error) => lost.push(error));
    // Someone removes the lock behind the holder's back: its next refresh notices.
    rmSync(lockPathFor(dir), { recursive: true });
    // Its next refresh is due in updateMs; the limit is for a loaded machine.
    await expect.poll(() => lost.length, { timeout: DATA_DIR_LOCK.staleMs * 3 }).toBe(1);
    await expect(release()).rejects.toThrow();
  });
});
