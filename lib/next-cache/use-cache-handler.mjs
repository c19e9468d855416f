// @ts-check
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { cacheKeyPrefix } from './build-identity.mjs';

/**
 * The handler behind `'use cache'` (`cacheHandlers.default` and `.remote`): cached catalogue
 * reads in the shared Redis/Valkey at REDIS_URL, under this build's key prefix, with tag
 * expiries shared by every instance.
 */
export default getRedisCacheComponentsHandler({
  redisUrl: process.env.REDIS_URL,
  database: 0,
  keyPrefix: cacheKeyPrefix(),
});
