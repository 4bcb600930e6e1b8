import { mkdirSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import { moduleLogger } from "~/server/logger.server";

/**
 * The lock on an embedded database directory (docs/decisions/database-lock.md):
 * one process at a time may open DATA_DIR/pglite. The lock is a directory next to it
 * (DATA_DIR/pglite.lock, proper-lockfile) whose mtime its holder refreshes every `updateMs`;
 * a lock not refreshed for `staleMs` belongs to a process that died (kill -9, power loss)
 * and is taken over. scripts/backup.mjs and scripts/restore.mjs take the same lock with the
 * same figures (scripts/lib/database.mjs).
 */
export const DATA_DIR_LOCK = {
  /** A lock whose mtime is older than this (ms) is stale: its holder is gone. */
  staleMs: 10_000,
  /** How often the holder refreshes the lock's mtime (ms); at most staleMs / 2. */
  updateMs: 2_000,
  /**
   * How long a starting process keeps trying (ms) before it refuses: a little longer than
   * staleMs, so that a lock left by a process killed a moment ago has expired by then.
   */
  waitMs: 13_000,
} as const;

/** Thrown when another live process holds the data directory's lock. */
export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
  constructor(
    readonly directory: string,
    readonly lockPath: string,
  ) {
    super(
      `Another server is using the embedded database in ${directory} (its lock ${lockPath} is ` +
        `held and kept fresh). Only one process may open an embedded database: stop the other ` +
        `server first, or give this one its own DATA_DIR. To run several servers on one ` +
        `database, use PostgreSQL (DATABASE_URL).`,
    );
  }
}

/** Where the lock of an embedded database directory lives: next to it, `<dir>.lock`. */
export function lockPathFor(directory: string): string {
  return `${path.resolve(directory)}.lock`;
}

/**
 * Takes the lock on an embedded database directory, waiting up to `DATA_DIR_LOCK.waitMs` for
 * a lock left by a dead process to go stale (then it is taken over).
 * @param directory the PGlite data directory (created if missing)
 * @param onCompromised called if the lock is lost while held (its mtime could not be refreshed
 *   in time, or another process replaced it); default: log an error and exit the process,
 *   since writing on without the lock could corrupt the database
 * @returns a function that releases the lock
 * @throws DatabaseLockedError when another live process holds it; other errors (permissions)
 *   as thrown by the file system
 */
export async function lockDataDirectory(
  directory: string,
  onCompromised: (error: Error) => void = exitOnCompromisedLock(directory),
): Promise<() => Promise<void>> {
  const dir = path.resolve(directory);
  mkdirSync(dir, { recursive: true });
  const lockPath = lockPathFor(dir);
  const attempts = Math.ceil(DATA_DIR_LOCK.waitMs / 1_000);
  try {
    return await lockfile.lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: DATA_DIR_LOCK.staleMs,
      update: DATA_DIR_LOCK.updateMs,
      retries: { retries: attempts, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new DatabaseLockedError(dir, lockPath);
    }
    throw error;
  }
}

function exitOnCompromisedLock(directory: string) {
  return (error: Error) => {
    moduleLogger("db").fatal(
      { directory, error: { name: error.name, message: error.message } },
      "lost the lock on the embedded database; stopping so that no write happens without it",
    );
    process.exit(70);
  };
}
