import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { redisUrl } from '../config/next-settings.mjs';
import { cacheKeyPrefix } from './build-identity.mjs';
import { countLookup } from '../metrics/shared-cache.mjs';
import { PACKAGE_READ_TIMEOUT_MS, optional, required } from './outage-guard.mjs';
import { lastRevalidation, recordRevalidation, revalidatedSince } from './tag-revalidations.mjs';

const inner = getRedisCacheComponentsHandler({
  redisUrl: redisUrl(),
  database: 0,
  keyPrefix: cacheKeyPrefix(),
  getTimeoutMs: PACKAGE_READ_TIMEOUT_MS,
});

/**
 * The handler behind `'use cache'` (`cacheHandlers.default` and `.remote`): cached catalogue
 * reads in the shared Redis/Valkey at REDIS_URL, under this build's key prefix, with tag
 * expiries shared by every instance; each call bounded by the outage guard.
 * @type {typeof inner}
 */
const useCacheHandler = {
  // a tag revalidated since the entry was stored makes it a miss (tag-revalidations.mjs says why)
  get: async (cacheKey, softTags) =>
    countLookup(
      'data',
      await optional(
        'a cached read',
        async () => {
          const entry = await inner.get(cacheKey, softTags);
          return entry && (await revalidatedSince(entry.tags, entry.timestamp)) ? undefined : entry;
        },
        undefined,
      ),
    ),
  set: (cacheKey, pendingEntry) => optional('a cached write', () => inner.set(cacheKey, pendingEntry), undefined),
  refreshTags: () => optional('a tag refresh', () => inner.refreshTags(), undefined),
  // unknown expiry counts as "expired now": an entry that may have been revalidated is never served
  getExpiration: (tags) => optional('a tag expiry read', async () => Math.max(await inner.getExpiration(tags), await lastRevalidation(tags)), Date.now()),
  updateTags: (tags, durations) =>
    required('a tag revalidation', async () => {
      await recordRevalidation(tags);
      await inner.updateTags(tags, durations);
    }),
};

export default useCacheHandler;
