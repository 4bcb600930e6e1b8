// Restores a backup made by scripts/backup.mjs (docs/decisions/production.md "Operations",
// docs/backup.md). Usage: npm run restore -- FILE [--force]
//   DATABASE_URL set: FILE must be a pg_dump custom-format backup; `pg_restore --clean
//     --if-exists` replaces the site's tables in DATABASE_URL. Restart the servers afterwards
//     (their page caches still hold the old pages).
//   otherwise: FILE must be a PGlite data-directory dump (.tar.gz), loaded into DATA_DIR/pglite
//     with the server stopped. A DATA_DIR/pglite that already holds a database is only
//     replaced with --force, and then moved aside to DATA_DIR/pglite.before-restore-<time>.
// Exit code 0 on success, 1 with a message on stderr otherwise.
import { spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import {
  databaseSettings,
  fail,
  isNonEmptyDirectory,
  lockEmbeddedDatabase,
  passwordOffCommandLine,
} from "./lib/database.mjs";

// What this script creates (a restored data directory) is the owner's alone.
process.umask(0o077);

const args = process.argv.slice(2);
const force = args.includes("--force");
const [file, ...extra] = args.filter((a) => a !== "--force");
if (!file || extra.length > 0 || file.startsWith("-")) {
  fail("usage: npm run restore -- FILE [--force]   (FILE: a backup made by npm run backup)");
}
const source = path.resolve(file);
if (!existsSync(source)) fail(`${source} does not exist.`);
const kind = backupKind(source);
const settings = databaseSettings();

if (settings.databaseUrl) {
  if (kind !== "pg_dump") {
    fail(
      `${source} is not a PostgreSQL backup (pg_dump custom format)` +
        (kind === "pglite"
          ? "; it is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR."
          : "."),
    );
  }
  // The password goes in pg_restore's environment, not on its command line (`ps` shows that).
  const { dbname, env } = passwordOffCommandLine(settings.databaseUrl);
  const restore = spawnSync(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${dbname}`,
      source,
    ],
    { stdio: ["ignore", "inherit", "inherit"], env },
  );
  if (restore.error?.code === "ENOENT") {
    fail(
      "pg_restore was not found: install the PostgreSQL client tools (Debian: postgresql-client).",
    );
  }
  if (restore.status !== 0) {
    fail(
      `pg_restore failed (exit code ${restore.status ?? restore.signal}); nothing was changed ` +
        "(it runs in one transaction). See its message above.",
    );
  }
  console.log(`Restored ${source} into the PostgreSQL database. Restart the servers now.`);
} else {
  if (kind !== "pglite") {
    fail(
      `${source} is not a backup of the embedded database (a PGlite .tar.gz)` +
        (kind === "pg_dump"
          ? "; it is a PostgreSQL backup: set DATABASE_URL to restore it into PostgreSQL."
          : "."),
    );
  }
  const dir = settings.pgliteDir;
  const release = await lockEmbeddedDatabase(dir);
  let aside;
  try {
    if (isNonEmptyDirectory(dir)) {
      if (!force) {
        fail(
          `${dir} already holds a database. Add --force to replace it; the current one is then ` +
            `kept as ${dir}.before-restore-<time>.`,
        );
      }
      aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(dir, aside);
    }
    rmSync(dir, { recursive: true, force: true });
    // Only the server's user may enter it (PGlite writes its files 0666; the server narrows
    // them to 0600 when it starts: app/server/db/db.server.ts restrictDataDirectory).
    mkdirSync(dir, { mode: 0o700 });
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(source)]) });
    try {
      await db.query("select 1");
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (aside) renameSync(aside, dir);
    fail(
      `restoring ${source} failed: ${error?.message ?? error}.` +
        (aside ? ` The previous database is back in ${dir}.` : ""),
    );
  } finally {
    await release();
  }
  const previous = aside ? ` The previous database is in ${aside}.` : "";
  console.log(`Restored ${source} into ${dir}.${previous}`);
}

/** "pg_dump" (custom format, starts with PGDMP), "pglite" (gzip) or "unknown". */
function backupKind(file) {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "pg_dump";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  return "unknown";
}
