import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverEnv } from "~/config/env.server";
import { lockDataDirectory } from "~/server/db/db-lock.server";
import * as schema from "~/server/schema";

/** The Drizzle database, the same type over PGlite and over node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Connection = { db: Db; close: () => Promise<void>; driver: "pglite" | "pg" };

let connecting: Promise<Connection> | undefined;
/** The process's database once {@link getDb} has opened it. */
let opened: Db | undefined;

/** Where the embedded database lives: `DATA_DIR` (default ./data) + /pglite. */
export function dataDir(): string {
  return path.resolve(serverEnv().dataDir);
}

/**
 * Opens the database once per process and applies the committed migrations (drizzle/).
 * `DATABASE_URL` set: PostgreSQL through `pg`; unset: PGlite persisted under DATA_DIR.
 * @returns the shared Drizzle database
 * @throws if the database cannot be opened or a migration fails
 */
export function getDb(): Promise<Db> {
  connecting ??= openDatabase({
    url: serverEnv().databaseUrl,
    dir: path.join(dataDir(), "pglite"),
  });
  connecting.catch(() => {
    connecting = undefined;
  });
  return connecting.then((c) => {
    opened = c.db;
    return c.db;
  });
}

/**
 * Whether `db` is the process's database ({@link getDb}'s), not a transaction, a test's database
 * or another connection. Never opens the database.
 */
export function isProcessDb(db: Db): boolean {
  return db === opened;
}

/** Closes the process's database connection (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const current = connecting;
  connecting = undefined;
  opened = undefined;
  if (current) await (await current).close();
}

/**
 * PostgreSQL settings PGlite starts with (docs/decisions/database-lock.md "Memory of the embedded
 * database"): its defaults, plus smaller memory for a one-connection database of a few megabytes.
 * PGlite runs one backend in one process, so the shared structures sized per connection (PGPROC,
 * the lock table) need 3 slots, not PostgreSQL's 100; the shared buffer pool (PGlite's default
 * 128 MB is touched as it fills and stays resident) holds the site's hot pages in 2 MB: every
 * anonymous page is served from the page cache, and a signed-in page reads a session, a user and a
 * few rows. Per-operation memory (`work_mem`, `temp_buffers`, `maintenance_work_mem`, WAL
 * buffers) sized for the same. Durability is untouched (no `relaxedDurability`, no fsync or
 * synchronous_commit change). Also given to the initdb child (`initialiseDataDirectory`).
 */
export const PGLITE_SETTINGS = [
  "-c",
  "shared_buffers=2MB",
  "-c",
  "max_connections=3",
  "-c",
  "wal_buffers=64kB",
  "-c",
  "work_mem=1MB",
  "-c",
  "temp_buffers=1MB",
  "-c",
  "maintenance_work_mem=4MB",
] as const;

/**
 * Creates a directory only its owner may enter (mode 0700), with any missing parent made the
 * same way; an existing directory keeps its mode.
 * @param dir the directory (absolute or relative to the working directory)
 */
export function makePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Makes an embedded database directory its owner's alone: the directory and every directory
 * below it 0700, every file 0600. PGlite writes its files 0666 whatever the umask (its
 * WebAssembly file system sets the mode itself), and they hold e-mail addresses, password
 * hashes and session tokens (pg_wal in clear); with the directory at 0700 a file created later
 * cannot be reached by another user either (docs/decisions/hardening.md).
 * @param dir the PGlite data directory
 */
export function restrictDataDirectory(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const where = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(where, 0o700);
    else if (entry.isFile()) chmodSync(where, 0o600);
  }
}

/**
 * Opens a database and migrates it. Exposed for tests that need their own database.
 * A PGlite directory is locked first (app/server/db/db-lock.server.ts, docs/decisions/database-lock.md)
 * and released when the connection closes; it and its parent are created 0700, and its files
 * are made the owner's alone once the database has started ({@link restrictDataDirectory}).
 * @param options.url PostgreSQL connection string; when absent, PGlite in `options.dir`
 *   (a directory, created if missing; "memory://" for an in-memory database)
 * @param options.onLockCompromised see `lockDataDirectory` (tests); default: log and exit
 * @param options.loadDataDir tests only (the server never passes it): an in-memory database
 *   starts from this dump (PGlite `dumpDataDir`) instead of running initdb; the migrations still
 *   run (docs/decisions/test-speed.md "Vitest")
 * @throws DatabaseLockedError when another process holds the directory
 */
export async function openDatabase(options: {
  url?: string;
  dir: string;
  onLockCompromised?: (error: Error) => void;
  loadDataDir?: Blob;
}): Promise<Connection> {
  const migrationsFolder = path.resolve(serverEnv().migrationsDir);
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool, { schema });
    try {
      await withMigrationLock(pool, () => migrate(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end(), driver: "pg" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (options.dir.startsWith("memory://")) {
    const client = await PGlite.create(options.dir, {
      startParams,
      loadDataDir: options.loadDataDir,
    });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db, close: () => client.close(), driver: "pglite" };
  }
  makePrivateDirectory(options.dir);
  const release = await lockDataDirectory(options.dir, options.onLockCompromised);
  try {
    await initialiseDataDirectory(options.dir, startParams);
    const client = await PGlite.create(options.dir, { startParams });
    const db = drizzle(client, { schema });
    try {
      await migrate(db, { migrationsFolder });
      restrictDataDirectory(options.dir);
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      close: async () => {
        try {
          await client.close();
        } finally {
          await release();
        }
      },
      driver: "pglite",
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Key of the PostgreSQL advisory lock held while migrating (any fixed 64-bit number). */
const MIGRATION_LOCK_KEY = 7_310_552_016;

/**
 * Runs `migrate` while holding a session-level PostgreSQL advisory lock, so several servers
 * starting together on one database (a rolling restart, two systemd instances) apply the
 * migrations once, one after the other, instead of racing to create the same tables.
 */
async function withMigrationLock<T>(
  pool: import("pg").Pool,
  migrate: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      return await migrate();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Creates a new PGlite cluster in `dir` (initdb) in a short-lived child process when `dir`
 * holds none yet. PGlite's initdb step grows the WebAssembly heap to about 700 MB, which a
 * process keeps resident for good; done in the child, the server never holds it
 * (docs/decisions/database-lock.md "Memory of the embedded database"). The child starts PGlite
 * with the server's `startParams` (PGLITE_SETTINGS): initdb runs in a second PGlite instance made
 * with the same options, whose shared buffers were otherwise PGlite's 128 MB. The caller holds
 * the directory's lock, so nothing else touches it meanwhile.
 * @param startParams PostgreSQL's start parameters, as `PGlite.create` takes them
 */
async function initialiseDataDirectory(dir: string, startParams: string[]): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script =
    "const { PGlite } = require(process.argv[1]);" +
    "PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) })" +
    ".then((db) => db.close())" +
    ".catch((error) => { console.error(error); process.exit(1); });";
  await promisify(execFile)(
    process.execPath,
    ["-e", script, pglite, dir, JSON.stringify(startParams)],
    { maxBuffer: 1024 * 1024 },
  );
}
