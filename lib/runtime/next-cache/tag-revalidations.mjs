import { createClient } from 'redis';
import { redisUrl } from '../config/next-settings.mjs';
import { cacheKeyPrefix } from './build-identity.mjs';

/**
 * When each cache tag was last revalidated, kept in the shared Redis/Valkey (one hash under this
 * build's key prefix) and read from there on every cached read, by the page handler and the
 * 'use cache' handler alike.
 *
 * Why not the package's own bookkeeping alone: each instance finds the entries of a tag, and the
 * tags' expiries, in in-memory copies of Redis hashes that pub/sub keeps current, and holds every
 * read for 10 s in memory. An instance whose subscription was away (the cache server restarted, a
 * dropped connection) misses what was published meanwhile, and its copies stay short until the
 * hourly resync: a revalidation it received then deleted nothing, or another instance went on
 * serving its 10 s copy, and a page showed the old content on some instances indefinitely.
 * Comparing an entry's own tags with these times, asked of Redis at read time, gives every
 * instance the same answer whatever its subscriptions missed (the same comparison Next's built-in
 * handler makes with its tags manifest).
 *
 * Times are Date.now() of the instance that revalidated, compared with the time the entry was
 * stored: instances' clocks are assumed in step (NTP), as they are for the entries' lifetimes.
 */

const HASH = `${cacheKeyPrefix()}__tag_revalidated_at__`;

/** @type {ReturnType<typeof createClient> | undefined} */
let client;

/**
 * One connection per process, opened on first use. While the server is away node-redis queues
 * the commands and reconnects by itself; the callers' outage guard bounds the wait.
 */
function shared() {
  if (!client) {
    client = createClient({ url: redisUrl() });
    // the outage guard reports an outage once per pause; node-redis would repeat it every retry
    client.on('error', () => undefined);
    client.connect().catch(() => undefined);
  }
  return client;
}

/**
 * Records `tags` as revalidated now. Throws when the server does not take it.
 * @param {readonly string[]} tags
 */
export async function recordRevalidation(tags) {
  if (tags.length === 0) return;
  const now = String(Date.now());
  await shared().hSet(HASH, Object.fromEntries(tags.map((tag) => [tag, now])));
}

/**
 * The latest time (ms) any of `tags` was revalidated, 0 when none was.
 * @param {readonly string[]} tags
 * @returns {Promise<number>}
 */
export async function lastRevalidation(tags) {
  if (tags.length === 0) return 0;
  const times = await shared().hmGet(HASH, [...tags]);
  return Math.max(0, ...times.map((time) => Number(time ?? 0)));
}

/**
 * Whether a tag of an entry stored at `storedAt` (ms) was revalidated after it.
 * @param {readonly string[] | undefined} tags
 * @param {number} storedAt
 */
export async function revalidatedSince(tags, storedAt) {
  return (await lastRevalidation(tags ?? [])) > storedAt;
}
