import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * The environment variable naming the run's data-directory template (a DATA_DIR whose pglite/
 * holds a migrated, empty database: e2e/support/make-data-template.mjs makes it, playwright.config.ts
 * sets the variable for every worker). docs/decisions/test-speed.md "Server starts".
 */
export const DATA_TEMPLATE_ENV = "E2E_DATA_TEMPLATE";

/**
 * Gives a data directory the run's migrated embedded database, so the server started on it skips
 * PGlite's initdb (seconds of CPU, ~700 MB) and the migrations, as on any later start. Nothing is
 * done when `dataDir` already holds a database (a restart), or when no template is set (a spec
 * run outside playwright.config.ts): the server then makes its own, as on a first start. A test
 * about the first start itself passes `fresh` to startServer/spawnServer instead of calling this.
 * @param dataDir the server's DATA_DIR (created 0700 when missing)
 * @returns whether the template was copied in
 * @throws when the template is set but missing (the run's set-up failed)
 */
export function seedDataDir(dataDir: string): boolean {
  const template = process.env[DATA_TEMPLATE_ENV];
  const target = path.join(dataDir, "pglite");
  if (!template || existsSync(target)) return false;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  cpSync(path.join(template, "pglite"), target, { recursive: true });
  return true;
}
