// @ts-check
import TurboRedisCacheHandler from '@trieb.work/nextjs-turbo-redis-cache';
import { cacheKeyPrefix } from './build-identity.mjs';

/**
 * Next's page/route cache (`cacheHandler`: rendered pages, route answers, their RSC payloads) in
 * the shared Redis/Valkey at REDIS_URL, under this build's key prefix. Database 0 unless the URL
 * names another (the package would pick 1 outside Vercel production).
 */
export default class PageCacheHandler extends TurboRedisCacheHandler {
  /** @param {ConstructorParameters<typeof TurboRedisCacheHandler>[0]} options */
  constructor(options) {
    super({ ...options, redisUrl: process.env.REDIS_URL, database: 0, keyPrefix: cacheKeyPrefix() });
  }
}
