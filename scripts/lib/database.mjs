// Shared by scripts/backup.mjs and scripts/restore.mjs: the settings the server reads, the lock
// on the embedded database (the same lock and figures as app/server/db/db-lock.server.ts,
// docs/decisions/database-lock.md) and how a script fails.
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import lockfile from "proper-lockfile";

/** Same figures as DATA_DIR_LOCK in app/server/db/db-lock.server.ts. */
export const LOCK = { staleMs: 10_000, updateMs: 2_000, waitMs: 13_000 };

/** Ends the script with `message` on stderr and exit code 1. */
export function fail(message) {
  console.error(`Error: ${message}`);
  process.exit(1);
}

/**
 * The database the server would use: `.env` in the working directory is read first when
 * present (variables already set win), then DATABASE_URL (PostgreSQL) or DATA_DIR/pglite.
 * @returns {{ databaseUrl: string | undefined, dataDir: string, pgliteDir: string }}
 */
export function databaseSettings() {
  if (existsSync(".env")) {
    for (const [key, value] of Object.entries(parseEnv(readFileSync(".env", "utf8")))) {
      process.env[key] ??= value;
    }
  }
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
  };
}

/**
 * How to hand a connection URL to pg_dump or pg_restore without its password on their command
 * line (where `ps` shows it to every user of the machine): the URL without the password, and
 * the environment with the password in PGPASSWORD (libpq reads it; only the same user or root
 * can read a process's environment). A password in the URL's user part (percent-decoded) or in
 * a `password=` parameter is moved; the rest of the URL is kept as it is.
 * @param {string} databaseUrl DATABASE_URL
 * @returns {{ dbname: string, env: NodeJS.ProcessEnv }} the `--dbname` value and the child's environment
 */
export function passwordOffCommandLine(databaseUrl) {
  let dbname = databaseUrl;
  let password;
  const userinfo = /^(postgres(?:ql)?:\/\/[^:@/?#]*):([^@/?#]*)@/i.exec(dbname);
  if (userinfo) {
    password = safeDecode(userinfo[2]);
    dbname = `${userinfo[1]}@${dbname.slice(userinfo[0].length)}`;
  }
  const queryAt = dbname.indexOf("?");
  if (queryAt >= 0) {
    const params = new URLSearchParams(dbname.slice(queryAt + 1));
    if (params.has("password")) {
      password ??= params.get("password") ?? "";
      params.delete("password");
      const rest = params.toString();
      dbname = `${dbname.slice(0, queryAt)}${rest ? `?${rest}` : ""}`;
    }
  }
  const env = { ...process.env };
  if (password !== undefined) env.PGPASSWORD = password;
  return { dbname, env };
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether `dir` exists and holds anything. */
export function isNonEmptyDirectory(dir) {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * Takes the lock of the embedded database in `dir` like a starting server does (waiting for a
 * lock left by a crashed process to go stale), so a script never opens it under a running
 * server. Ends the script with a clear message when a live server holds it.
 * @returns a function that releases the lock
 */
export async function lockEmbeddedDatabase(dir) {
  mkdirSync(path.dirname(dir), { recursive: true, mode: 0o700 });
  const lockPath = `${dir}.lock`;
  try {
    return await lockfile.lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: LOCK.staleMs,
      update: LOCK.updateMs,
      retries: {
        retries: Math.ceil(LOCK.waitMs / 1_000),
        factor: 1,
        minTimeout: 1_000,
        maxTimeout: 1_000,
      },
      onCompromised: (error) => fail(`lost the lock on ${dir} (${error.message}); stopped.`),
    });
  } catch (error) {
    if (error.code === "ELOCKED") {
      fail(
        `a server is running on the embedded database in ${dir} (it holds ${lockPath}). ` +
          "Only one process may open it: stop the server, run this command again, then start " +
          "the server. (With PostgreSQL, DATABASE_URL, backups run while the site is up.)",
      );
    }
    throw error;
  }
}
