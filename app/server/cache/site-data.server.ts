import { pageCache } from "~/server/cache/page-cache.server";

/** How long a kept read lasts at most, as a page of the page cache (docs/decisions/caching.md). */
const MAX_AGE_MS = 5 * 60_000;

type Kept = { generation: number; at: number; value: Promise<unknown> };

const kept = new Map<string, Kept>();

/**
 * Site-wide rows that every signed-in page reads and only the admin changes (the published
 * holidays, the enquiry log setting), read once and kept while the site's content stays as it is
 * (docs/decisions/caching.md "Site data"). Every change to them already calls
 * `invalidatePageCache()`, which moves the page cache's generation, in this process and, on
 * PostgreSQL, in every other one (LISTEN/NOTIFY): a kept read of an older generation is read again,
 * and so is one older than 5 minutes (a lost notification). A read that started before a change
 * is answered but not kept; a failed read is not kept.
 * @param key what is read ("holidays")
 * @param read the read from the process's database
 * @returns the kept value (shared: the caller must not change it) or the new read's
 */
export function whileContentUnchanged<T>(key: string, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const found = kept.get(key);
  if (found && found.generation === pageCache.generation && now - found.at < MAX_AGE_MS) {
    return found.value as Promise<T>;
  }
  const generation = pageCache.generation;
  const value = read();
  value.then(
    () => {
      if (pageCache.generation === generation) kept.set(key, { generation, at: now, value });
    },
    () => kept.delete(key),
  );
  return value;
}
