import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/server/db/db.server";

declare module "vitest" {
  interface ProvidedContext {
    /** A PGlite data directory after initdb and every migration (empty tables), closed. */
    migratedPgliteDir: string;
    /** The same database as a tar file (PGlite `dumpDataDir`), for in-memory databases. */
    migratedPgliteDump: string;
  }
}

/**
 * Vitest's global set-up, once per run (docs/decisions/test-speed.md "Vitest"): opens one embedded
 * database on disk through the app's own `openDatabase` (initdb, every migration, the owner-only
 * file modes), closes it, and dumps it to a tar file, so every test database
 * (tests/fixtures/databases.ts) starts from a copy instead of running initdb and every migration
 * again. Removes both at the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(path.join(tmpdir(), "academy-vitest-"));
  const dir = path.join(root, "pglite");
  const { db, close } = await openDatabase({ dir });
  const dump = await (db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await close();
  const file = path.join(root, "migrated-pglite.tar");
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("migratedPgliteDir", dir);
  project.provide("migratedPgliteDump", file);
  return () => rmSync(root, { recursive: true, force: true });
}
