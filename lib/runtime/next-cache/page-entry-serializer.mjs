import { jsonCacheValueSerializer } from '@trieb.work/nextjs-turbo-redis-cache';

/** What the package's own debug line writes of an entry in place of the entry. */
export const ENTRY_SUMMARY = '[page cache entry]';

/**
 * The package's own wire format for a page entry (JSON, Buffers as base64, Maps as objects), read
 * back with one thing added: the entry says how it is written as JSON, `ENTRY_SUMMARY`, and nothing
 * else. The package's `RedisStringsHandler.get()` (1.18.0) passes
 * `JSON.stringify(cacheEntry).substring(0, 200)` to its debug logger on every read, debugging on or
 * off: each page's HTML escaped once more and its RSC payload turned into an array of one number per
 * byte, about 8 times the read itself, and the garbage that filled the heap under load
 * (docs/decisions/073-page-reads.md). `toJSON` is not enumerable, so the handler's own copy of the
 * entry (page-cache-handler.mjs, `plainEntry`) drops it before Next sees the entry.
 * @type {typeof jsonCacheValueSerializer}
 */
export const pageEntrySerializer = {
  serialize: (value) => jsonCacheValueSerializer.serialize(value),
  deserialize: (stored) => {
    const entry = jsonCacheValueSerializer.deserialize(stored);
    if (entry && typeof entry === 'object') Object.defineProperty(entry, 'toJSON', { value: () => ENTRY_SUMMARY, enumerable: false });
    return entry;
  },
};

/**
 * The entry as a plain object of its own fields (without the summary above).
 * @template {object | null} T
 * @param {T} entry
 * @returns {T}
 */
export function plainEntry(entry) {
  return entry ? /** @type {T} */ ({ ...entry }) : entry;
}
