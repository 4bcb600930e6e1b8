import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "~/server/schema";

/** The Drizzle database, the same type over PGlite and over node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Connection = { db: Db; close: () => Promise<void>; driver: "pglite" | "pg" };

let connecting: Promise<Connection> | undefined;

/** Where the embedded database lives: `DATA_DIR` (default ./data) + /pglite. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? "data");
}

/**
 * Opens the database once per process and applies the committed migrations (drizzle/).
 * `DATABASE_URL` set: PostgreSQL through `pg`; unset: PGlite persisted under DATA_DIR.
 * @returns the shared Drizzle database
 * @throws if the database cannot be opened or a migration fails
 */
export function getDb(): Promise<Db> {
  connecting ??= openDatabase({
    url: process.env.DATABASE_URL,
    dir: path.join(dataDir(), "pglite"),
  });
  connecting.catch(() => {
    connecting = undefined;
  });
  return connecting.then((c) => c.db);
}

/** Closes the process's database connection (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const current = connecting;
  connecting = undefined;
  if (current) await (await current).close();
}

/**
 * Opens a database and migrates it. Exposed for tests that need their own database.
 * @param options.url PostgreSQL connection string; when absent, PGlite in `options.dir`
 *   (a directory, created if missing; "memory://" for an in-memory database)
 */
export async function openDatabase(options: { url?: string; dir: string }): Promise<Connection> {
  const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, close: () => pool.end(), driver: "pg" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!options.dir.startsWith("memory://")) mkdirSync(options.dir, { recursive: true });
  const client = await PGlite.create(options.dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.close(), driver: "pglite" };
}
