import { metrics } from './registry.mjs';

/**
 * Counts one read of the shared cache as a hit or a miss and hands its entry on: `cache` is
 * 'page' (Next's page/route cache) or 'data' (`'use cache'` entries).
 * @template T
 * @param {'page' | 'data'} cache
 * @param {T} entry null or undefined for a miss
 * @returns {T}
 */
export function countLookup(cache, entry) {
  metrics().sharedCacheLookups.inc({ cache, result: entry === null || entry === undefined ? 'miss' : 'hit' });
  return entry;
}
