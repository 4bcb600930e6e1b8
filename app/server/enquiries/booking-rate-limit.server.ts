import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, getDb } from "~/server/db/db.server";
import { clientNetwork } from "~/server/http/security.server";
import { rateLimit } from "~/server/schema";

/**
 * The per-client limit on `/book` and `/enquiry` posts, counted in the database table the
 * sign-in limit uses (`rate_limit`, keys prefixed "book:"), so every server on one database
 * counts the same posts. A client is its IPv4 address or its IPv6 /64 network, as for sign-in
 * (docs/decisions/hardening.md).
 */

/** Posts to /book and /enquiry allowed per client (IPv4 address or IPv6 /64) in one window. */
export const BOOKING_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;

/**
 * Counts one post from the request's client and says whether it is within the limit. The count
 * restarts when the client's window (from its first post) has passed.
 * @param request the /book or /enquiry post (its client address as serve.server.ts set it, grouped
 *   by {@link clientNetwork}; "unknown" elsewhere)
 * @param options.db the database (default the process's), `now` in ms since the epoch, and
 *   the limit
 * @returns true when this post is allowed, false when it is over the limit
 */
export async function allowBookingPost(
  request: Request,
  options: { db?: Db; now?: number; max?: number; windowMs?: number } = {},
): Promise<boolean> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? Date.now();
  const max = options.max ?? BOOKING_RATE_LIMIT.max;
  const windowStart = now - (options.windowMs ?? BOOKING_RATE_LIMIT.windowMs);
  const expired = sql`${rateLimit.lastRequest} <= ${windowStart}`;
  const [row] = await db
    .insert(rateLimit)
    .values({
      id: randomUUID(),
      key: `book:${clientNetwork(request) ?? "unknown"}`,
      count: 1,
      lastRequest: now,
    })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 1) <= max;
}
