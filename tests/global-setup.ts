import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/server/db.server";

declare module "vitest" {
  interface ProvidedContext {
    /** A tar file: PGlite's data directory after initdb and every migration (empty tables). */
    migratedPgliteDump: string;
  }
}

/**
 * Vitest's global set-up, once per run (docs/decisions/test-speed.md "Vitest"): migrates one
 * in-memory PGlite database through the app's own `openDatabase` and dumps its data directory to
 * a file, so every test database (tests/fixtures/databases.ts) starts from it instead of running
 * initdb and every migration again. Removes the file at the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const { db, close } = await openDatabase({ dir: "memory://" });
  const dump = await (db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await close();
  const dir = mkdtempSync(path.join(tmpdir(), "academy-vitest-"));
  const file = path.join(dir, "migrated-pglite.tar");
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("migratedPgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
