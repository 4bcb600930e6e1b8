import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/db.server";
import { feedback } from "~/server/schema";

/**
 * The embedded database belongs to the server's user alone (docs/decisions/hardening.md):
 * the data directory the server creates is 0700, and no file or directory of the database
 * can be read, written or entered by anyone else, although PGlite writes its files 0666.
 */
const roots: string[] = [];
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Everything below `dir` that group or others may read, write or enter, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const where = path.join(entry.parentPath, entry.name);
    const mode = statSync(where).mode & 0o777;
    if (mode & 0o077) found.push(`${path.relative(dir, where)} ${mode.toString(8)}`);
  }
  return found;
}

describe("the embedded database's files", () => {
  // A first start (initdb in a child process): at a load average of 40 initdb alone took 165–335 s.
  it("are the owner's alone: DATA_DIR and pglite 0700, every file 0600, also after a restart", {
    timeout: 600_000,
  }, async () => {
    const root = mkdtempSync(path.join(tmpdir(), "academy-mode-"));
    roots.push(root);
    const dataDir = path.join(root, "data");
    const dir = path.join(dataDir, "pglite");

    const first = await openDatabase({ dir });
    try {
      await first.db.insert(feedback).values({ name: "Mode", content: "kept", stars: 5 });
      expect((statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
      expect((statSync(dir).mode & 0o777).toString(8)).toBe("700");
      expect(openToOthers(dir)).toEqual([]);
    } finally {
      await first.close();
    }

    const again = await openDatabase({ dir });
    try {
      expect(await again.db.select().from(feedback)).toHaveLength(1);
      expect(openToOthers(dir)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
