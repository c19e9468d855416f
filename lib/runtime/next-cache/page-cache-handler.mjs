import TurboRedisCacheHandler from '@trieb.work/nextjs-turbo-redis-cache';
import { redisUrl } from '../config/next-settings.mjs';
import { cacheKeyPrefix } from './build-identity.mjs';
import { countLookup } from '../metrics/shared-cache.mjs';
import { PACKAGE_READ_TIMEOUT_MS, optional, required } from './outage-guard.mjs';
import { pageEntrySerializer, plainEntry } from './page-entry-serializer.mjs';
import { recordRevalidation, revalidatedSince } from './tag-revalidations.mjs';

/** @typedef {ConstructorParameters<typeof TurboRedisCacheHandler>[0]} Options */
/** @typedef {TurboRedisCacheHandler} Inner */

/** Where an entry's lifetime (Next's cacheControl: revalidate, expire) rides inside the stored value. */
const LIFETIME = '__storefrontCacheControl';

/**
 * The entry as Next expects it: with `cacheControl`, the lifetime of the render that stored it.
 * Without it an instance that did not render the page itself takes the entry as stale after 1 s
 * (answering x-nextjs-cache: STALE) and sends no Cache-Control, so nginx in front stores nothing
 * that instance answers.
 * @template T
 * @param {T} entry
 * @returns {T}
 */
function withLifetime(entry) {
  const value = /** @type {{ value?: Record<string, unknown> | null } | null} */ (entry)?.value;
  if (!value || !(LIFETIME in value)) return entry;
  const { [LIFETIME]: cacheControl, ...rest } = value;
  return /** @type {T} */ ({ ...entry, value: rest, cacheControl });
}

/**
 * Next's page/route cache (`cacheHandler`: rendered pages, route answers, their RSC payloads) in
 * the shared Redis/Valkey at REDIS_URL, under this build's key prefix, each call bounded by the
 * outage guard. Database 0 unless the URL names another (the package would pick 1 outside
 * Vercel production).
 */
export default class PageCacheHandler {
  /** @param {Options} options */
  constructor(options) {
    /** @type {Inner} */
    this.inner = new TurboRedisCacheHandler({
      ...options,
      redisUrl: redisUrl(),
      database: 0,
      keyPrefix: cacheKeyPrefix(),
      // Each read goes to Redis. The package's merging of reads (on by default) keeps each page
      // read or written in memory for a while and hands every reader a structured clone, having
      // written the whole entry as JSON once more for its debug line: three copies of a page per
      // read. nginx in front asks an instance for a page about once a minute, so there was little
      // to merge; at start, warming wrote a thousand pages in a row and they sat in the heap
      // (docs/decisions/073-page-reads.md).
      redisGetDeduplication: false,
      valueSerializer: pageEntrySerializer,
      getTimeoutMs: PACKAGE_READ_TIMEOUT_MS,
    });
  }

  /** @param {Parameters<Inner['get']>} args */
  async get(...args) {
    const read = async () => {
      const entry = plainEntry(await this.inner.get(...args));
      // a tag revalidated since the entry was stored makes it a miss (tag-revalidations.mjs says why)
      return entry && (await revalidatedSince(entry.tags, entry.lastModified)) ? null : entry;
    };
    return withLifetime(countLookup('page', await optional('a page read', read, null)));
  }

  /** @param {Parameters<Inner['set']>} args */
  set(...args) {
    const [key, data, ctx] = args;
    // the package keeps only the value and its tags: the lifetime goes along inside the value
    const kept = data && ctx?.cacheControl ? { ...data, [LIFETIME]: ctx.cacheControl } : data;
    return optional('a page write', () => this.inner.set(key, /** @type {typeof data} */ (kept), ctx), undefined);
  }

  /** @param {Parameters<Inner['revalidateTag']>} args */
  revalidateTag(...args) {
    return required('a tag revalidation', async () => {
      await recordRevalidation([args[0]].flat());
      // the package's deletion of the tagged entries frees their memory; correctness rests on the record
      await this.inner.revalidateTag(...args);
    });
  }

  /** @param {Parameters<Inner['resetRequestCache']>} args */
  resetRequestCache(...args) {
    return this.inner.resetRequestCache(...args);
  }
}
