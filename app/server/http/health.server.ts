import { sql } from "drizzle-orm";
import { getDb } from "~/server/db/db.server";

/**
 * Readiness of the process (docs/decisions/request-limits.md "Health checks"), for a load
 * balancer or an orchestrator: serve.server.ts answers /readyz 200 when this resolves true, else 503.
 */

/** How long `select 1` may take before the database counts as not answering, in ms. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Whether the database answers `select 1` within `timeoutMs`.
 * @param timeoutMs the time allowed, in milliseconds (default {@link READY_TIMEOUT_MS})
 * @returns true when it answered; false on an error or a timeout (never throws)
 */
export async function checkDatabase(timeoutMs: number = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = (async () => {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
