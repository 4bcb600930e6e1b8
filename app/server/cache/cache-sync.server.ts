import { randomUUID } from "node:crypto";
import type pg from "pg";
import { type ServerEnv, serverEnv } from "~/config/env.server";
import { moduleLogger } from "~/server/logger.server";

/**
 * Page cache invalidation across server processes on one PostgreSQL (docs/decisions/production.md
 * "Several servers on one PostgreSQL", docs/decisions/caching.md): every process keeps one
 * dedicated connection that LISTENs on a channel; an admin change NOTIFYs it, and every other
 * process drops its cached pages. On PGlite (one process per data directory) nothing of this runs.
 */

const log = moduleLogger("cache-sync");

/** The channel the servers of one database share. */
export const CACHE_SYNC_CHANNEL = "academy_page_cache";

/** Options of {@link CacheSync}. */
export type CacheSyncOptions = {
  /** PostgreSQL connection string (DATABASE_URL). */
  url: string;
  /** Called when another process changed content, and after a reconnect (a NOTIFY may have been missed). */
  onInvalidate: () => void;
  /** LISTEN/NOTIFY channel; default {@link CACHE_SYNC_CHANNEL}. */
  channel?: string;
  /** First reconnect delay in ms, doubled after each failure up to `maxBackoffMs`. Default 100. */
  backoffMs?: number;
  /** Longest reconnect delay in ms. Default 10 000. */
  maxBackoffMs?: number;
};

/** One process's side of the cross-process invalidation. */
export class CacheSync {
  /** Identifies this process's own notifications, which it ignores. */
  readonly id = randomUUID();
  #options: Required<CacheSyncOptions>;
  #listener: pg.Client | undefined;
  #notifier: pg.Pool | undefined;
  /** The pg module, loaded on start (PGlite servers never load it). */
  #pg: typeof pg | undefined;
  #closed = false;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #delay: number;
  /** Resolves when the listener has (re)connected and runs LISTEN. */
  #listening: Promise<void> | undefined;

  constructor(options: CacheSyncOptions) {
    this.#options = {
      channel: CACHE_SYNC_CHANNEL,
      backoffMs: 100,
      maxBackoffMs: 10_000,
      ...options,
    };
    this.#delay = this.#options.backoffMs;
  }

  /** The backend process id of the listening connection (tests end it to prove the reconnect). */
  get listenerPid(): number | undefined {
    return (this.#listener as unknown as { processID?: number } | undefined)?.processID;
  }

  /**
   * Connects the listener and runs LISTEN.
   * @throws when the first connection fails (the server then does not start)
   */
  async start(): Promise<void> {
    const { default: pgModule } = await import("pg");
    this.#pg = pgModule;
    this.#notifier = new pgModule.Pool({ connectionString: this.#options.url, max: 1 });
    this.#notifier.on("error", (error) => log.warn({ error: error.message }, "notify pool error"));
    this.#listening = this.#connect();
    await this.#listening;
  }

  async #connect(): Promise<void> {
    if (!this.#pg) throw new Error("CacheSync.start() was not called");
    const client = new this.#pg.Client({ connectionString: this.#options.url });
    client.on("notification", (message) => {
      if (message.channel === this.#options.channel && message.payload !== this.id)
        this.#options.onInvalidate();
    });
    client.on("error", (error) => {
      log.warn({ error: error.message }, "listener connection lost");
      this.#reconnectSoon(client);
    });
    client.on("end", () => this.#reconnectSoon(client));
    await client.connect();
    // The channel is an identifier; quote it.
    await client.query(`LISTEN "${this.#options.channel.replaceAll('"', '""')}"`);
    this.#listener = client;
  }

  #reconnectSoon(client: pg.Client): void {
    if (this.#closed || this.#listener !== client || this.#retry) return;
    this.#listener = undefined;
    client.end().catch(() => {});
    const attempt = () => {
      this.#retry = undefined;
      if (this.#closed) return;
      this.#listening = this.#connect().then(
        () => {
          log.info("listener reconnected");
          this.#delay = this.#options.backoffMs;
          // Changes made while we were away were not heard: start again from the database.
          this.#options.onInvalidate();
        },
        (error: Error) => {
          log.warn({ error: error.message, retryInMs: this.#delay }, "listener reconnect failed");
          this.#delay = Math.min(this.#delay * 2, this.#options.maxBackoffMs);
          this.#retry = setTimeout(attempt, this.#delay);
          this.#retry.unref?.();
        },
      );
    };
    this.#retry = setTimeout(attempt, this.#delay);
    this.#retry.unref?.();
  }

  /**
   * Tells the other processes to drop their cached pages (pg_notify on the channel).
   * @throws when the database cannot be reached
   */
  async notify(): Promise<void> {
    if (!this.#notifier) throw new Error("CacheSync.start() was not called");
    await this.#notifier.query("SELECT pg_notify($1, $2)", [this.#options.channel, this.id]);
  }

  /** Stops listening and closes both connections. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = undefined;
    await Promise.allSettled([listener?.end(), this.#notifier?.end()]);
  }
}

let processSync: CacheSync | undefined;

/**
 * Starts this process's {@link CacheSync} when DATABASE_URL is set (called from startUp in
 * app/entry.server.tsx); on PGlite it does nothing, since invalidation is in-process.
 * @param onInvalidate drops the local page cache
 * @param env the settings: DATABASE_URL (default this process's)
 * @throws when the listener cannot connect
 */
export async function startCacheSync(
  onInvalidate: () => void,
  env: Pick<ServerEnv, "databaseUrl"> = serverEnv(),
): Promise<void> {
  if (!env.databaseUrl || processSync) return;
  const sync = new CacheSync({ url: env.databaseUrl, onInvalidate });
  await sync.start();
  processSync = sync;
}

/**
 * Tells the other processes that content changed (fire and forget: a failure is logged, the
 * others then refresh within the page cache's 5-minute age). No-op on PGlite.
 */
export function publishInvalidation(): void {
  processSync?.notify().catch((error: Error) => {
    log.error({ error: error.message }, "could not notify the other servers");
  });
}

/** Closes this process's {@link CacheSync} (shutDown). */
export async function stopCacheSync(): Promise<void> {
  const sync = processSync;
  processSync = undefined;
  await sync?.close();
}
