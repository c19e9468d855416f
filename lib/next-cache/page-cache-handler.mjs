// @ts-check
import TurboRedisCacheHandler from '@trieb.work/nextjs-turbo-redis-cache';
import { cacheKeyPrefix } from './build-identity.mjs';
import { optional, required } from './outage-guard.mjs';

/** @typedef {ConstructorParameters<typeof TurboRedisCacheHandler>[0]} Options */
/** @typedef {TurboRedisCacheHandler} Inner */

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
    this.inner = new TurboRedisCacheHandler({ ...options, redisUrl: process.env.REDIS_URL, database: 0, keyPrefix: cacheKeyPrefix() });
  }

  /** @param {Parameters<Inner['get']>} args */
  get(...args) {
    return optional('a page read', () => this.inner.get(...args), null);
  }

  /** @param {Parameters<Inner['set']>} args */
  set(...args) {
    return optional('a page write', () => this.inner.set(...args), undefined);
  }

  /** @param {Parameters<Inner['revalidateTag']>} args */
  revalidateTag(...args) {
    return required('a tag revalidation', () => this.inner.revalidateTag(...args));
  }

  /** @param {Parameters<Inner['resetRequestCache']>} args */
  resetRequestCache(...args) {
    return this.inner.resetRequestCache(...args);
  }
}
