import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import {
  CACHE_SYNC_CHANNEL,
  CacheSync,
  startCacheSync,
  stopCacheSync,
} from "~/server/cache/cache-sync.server";
import { invalidatePageCache, PageCache, pageCache } from "~/server/cache/page-cache.server";
import { testDatabaseUrl } from "../fixtures/databases";

/**
 * Several servers on one PostgreSQL (docs/decisions/production.md): an admin change on one process
 * clears the page cache of every other process through LISTEN/NOTIFY, and the listener comes back
 * after its connection is killed. Two PageCache + CacheSync pairs stand for two processes. The
 * polls' limits are for a loaded machine; how fast it is, is the bench's figure
 * (scripts/bench/propagation.mjs).
 */
const url = testDatabaseUrl();

/** One "server process": its page cache and its sync, wired as startUp and invalidatePageCache do. */
function instance(channel: string) {
  const cache = new PageCache();
  const sync = new CacheSync({ url: url ?? "", channel, onInvalidate: () => cache.invalidate() });
  /** What invalidatePageCache() does in a process: local drop, then NOTIFY. */
  const change = async () => {
    cache.invalidate();
    await sync.notify();
  };
  return { cache, sync, change };
}

const started: CacheSync[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sync) => sync.close()));
});

describe.skipIf(!url)("CacheSync on PostgreSQL", () => {
  const channel = () => `test_cache_${randomBytes(4).toString("hex")}`;

  it("a change on one instance invalidates the other's cache, and not its own twice", async () => {
    const name = channel();
    const a = instance(name);
    const b = instance(name);
    started.push(a.sync, b.sync);
    await Promise.all([a.sync.start(), b.sync.start()]);

    await a.change();
    await expect.poll(() => b.cache.generation, { timeout: 10_000, interval: 20 }).toBe(1);
    await b.change();
    await expect.poll(() => a.cache.generation, { timeout: 10_000, interval: 20 }).toBe(2);
    // Each instance ignores its own notification: a's one change counted once there.
    expect(b.cache.generation).toBe(2);
  });

  it("instances on another channel (another site on the same server) are not affected", async () => {
    const name = channel();
    const a = instance(name);
    const b = instance(name);
    const elsewhere = instance(channel());
    started.push(a.sync, b.sync, elsewhere.sync);
    await Promise.all([a.sync.start(), b.sync.start(), elsewhere.sync.start()]);
    await a.change();
    await expect.poll(() => b.cache.generation, { timeout: 10_000, interval: 20 }).toBe(1);
    expect(elsewhere.cache.generation).toBe(0);
  });

  it("reconnects after the listening connection is killed, invalidating once on return", async () => {
    const name = channel();
    const a = instance(name);
    const b = instance(name);
    started.push(a.sync, b.sync);
    await Promise.all([a.sync.start(), b.sync.start()]);
    const killedPid = b.sync.listenerPid;
    expect(killedPid).toBeTypeOf("number");

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query("SELECT pg_terminate_backend($1)", [killedPid]);
    } finally {
      await admin.end();
    }
    // Back with a new connection; missed changes are assumed, so the cache was dropped.
    await expect
      .poll(() => b.sync.listenerPid !== undefined && b.sync.listenerPid !== killedPid, {
        timeout: 20_000,
      })
      .toBe(true);
    const afterReconnect = b.cache.generation;
    expect(afterReconnect).toBeGreaterThanOrEqual(1);

    await a.change();
    await expect
      .poll(() => b.cache.generation, { timeout: 10_000, interval: 20 })
      .toBe(afterReconnect + 1);
  });

  it("the process's invalidatePageCache() reaches another instance, and another's change clears the process cache", async () => {
    // As startUp does with DATABASE_URL set (the shared channel; no other test uses it).
    await startCacheSync(() => pageCache.invalidate(), parseEnv({ DATABASE_URL: url }));
    const other = instance(CACHE_SYNC_CHANNEL);
    started.push(other.sync);
    try {
      await other.sync.start();
      const before = pageCache.generation;
      invalidatePageCache();
      expect(pageCache.generation).toBe(before + 1);
      // At least: another server on this database may send its own notifications meanwhile.
      await expect
        .poll(() => other.cache.generation, { timeout: 10_000, interval: 20 })
        .toBeGreaterThanOrEqual(1);
      const mine = pageCache.generation;
      await other.change();
      await expect
        .poll(() => pageCache.generation, { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(mine);
    } finally {
      await stopCacheSync();
    }
  });
});
