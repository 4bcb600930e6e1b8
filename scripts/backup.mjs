// Backs up the site's database into one file (docs/decisions/production.md "Operations",
// docs/backup.md). Usage: npm run backup -- FILE [--force]
//        npm run backup -- FOLDER      (a new file named after the time, e.g.
//                                        FOLDER/academy-2026-11-23-021500.dump: what cron runs)
//   DATABASE_URL set: PostgreSQL, `pg_dump --format=custom` (restore with pg_restore); the site
//     may keep running.
//   otherwise: the embedded database in DATA_DIR/pglite, PGlite's data-directory dump (a
//     .tar.gz); the server must be stopped, since only one process may open it (the lock of
//     app/server/db/db-lock.server.ts).
// FILE is written to FILE.partial first and renamed when complete; an existing FILE is only
// replaced with --force. A backup holds password hashes, session tokens and enquiries: it is
// written 0600 (the owner's alone), and the database password reaches pg_dump through its
// environment, never its command line (docs/decisions/hardening.md).
// Exit code 0 on success, 1 with a message on stderr otherwise.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  databaseSettings,
  fail,
  lockEmbeddedDatabase,
  passwordOffCommandLine,
} from "./lib/database.mjs";

// Everything this script and pg_dump create is the owner's alone.
process.umask(0o077);

const args = process.argv.slice(2);
const force = args.includes("--force");
const [file, ...extra] = args.filter((a) => a !== "--force");
if (!file || extra.length > 0 || file.startsWith("-")) {
  fail("usage: npm run backup -- FILE [--force]   (FILE: where to write the backup)");
}
const settings = databaseSettings();
const target = backupTarget(file);
if (existsSync(target) && !force) {
  fail(`${target} already exists; choose another name, or add --force to replace it.`);
}
if (!existsSync(path.dirname(target))) fail(`the folder ${path.dirname(target)} does not exist.`);
const partial = `${target}.partial`;

if (settings.databaseUrl) {
  const { dbname, env } = passwordOffCommandLine(settings.databaseUrl);
  const dump = spawnSync(
    "pg_dump",
    ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`],
    {
      stdio: ["ignore", "inherit", "inherit"],
      env,
    },
  );
  if (dump.error?.code === "ENOENT") {
    fail("pg_dump was not found: install the PostgreSQL client tools (Debian: postgresql-client).");
  }
  if (dump.status !== 0) {
    rmSync(partial, { force: true });
    fail(`pg_dump failed (exit code ${dump.status ?? dump.signal}); see its message above.`);
  }
  chmodSync(partial, 0o600);
  renameSync(partial, target);
  console.log(`Backed up the PostgreSQL database to ${target} (${sizeOf(target)}).`);
} else {
  const dir = settings.pgliteDir;
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    fail(`there is no embedded database in ${dir} (DATA_DIR=${settings.dataDir}).`);
  }
  const release = await lockEmbeddedDatabase(dir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(dir);
    try {
      const dump = await db.dumpDataDir("gzip");
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.close();
    }
    chmodSync(partial, 0o600);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    fail(`the backup of ${dir} failed: ${error?.message ?? error}`);
  } finally {
    await release();
  }
  console.log(`Backed up the embedded database in ${dir} to ${target} (${sizeOf(target)}).`);
}

/**
 * Where to write: FILE itself, or, when it names a folder (an existing one, or any path ending
 * in "/"), a new file in that folder named after the local time, academy-YYYY-MM-DD-HHMMSS
 * with .dump (PostgreSQL) or .tar.gz (embedded database), so that a nightly backup never
 * collides with one taken by hand the same day (docs/deploy.md "Backups").
 */
function backupTarget(file) {
  const resolved = path.resolve(file);
  const isFolder = file.endsWith("/") || (existsSync(resolved) && statSync(resolved).isDirectory());
  if (!isFolder) return resolved;
  const t = new Date();
  const two = (n) => String(n).padStart(2, "0");
  const stamp = `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())}-${two(t.getHours())}${two(t.getMinutes())}${two(t.getSeconds())}`;
  const extension = settings.databaseUrl ? "dump" : "tar.gz";
  let name = `academy-${stamp}.${extension}`;
  for (let n = 2; existsSync(path.join(resolved, name)); n++) {
    name = `academy-${stamp}-${n}.${extension}`;
  }
  return path.join(resolved, name);
}

function sizeOf(file) {
  return `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
}
