/**
 * Bounds every call the Next cache handlers make into the shared cache server. The package's
 * Redis client queues commands while the server is away and its handlers wait for a first
 * connection, so an instance whose Redis is down (or was down at its first request) would hold
 * each page until Next gives up, a minute later. Here a call that has not answered within
 * TIMEOUT_MS of free event-loop time (free-loop-timeout.mjs: time a render held the loop does not
 * count) counts as an outage: reads become misses and writes are skipped, so pages are
 * rendered from the database as without a cache, and for PAUSE_MS no call is even tried (one
 * request per pause pays the wait). A revalidation is never skipped silently: it fails, so the
 * caller knows every instance may still serve the old content.
 */

import { metrics } from '../metrics/registry.mjs';
import { freeLoopTimeout } from './free-loop-timeout.mjs';

const TIMEOUT_MS = 1000;
const PAUSE_MS = 5000;

/**
 * The package's own bound on a read (`getTimeoutMs`, 500 ms by default) is a plain timer: under
 * load it turned reads whose answers had arrived into misses. This guard decides what is late;
 * the package's bound only frees a command a hung server never answers.
 *
 * It is also memory: the package passes `AbortSignal.timeout(getTimeoutMs)` with each GET, and
 * @redis/client 1.6 never removes its abort listener, which holds the command and so the answer
 * until the timer fires. At 10 s every page read in the last 10 s stayed in the heap: about 90 MB
 * of page entries per instance after the warm at start (docs/performance.md). At 2 s a fifth of
 * that; a read is still cut short only when the loop was held for 2 s with its answer waiting.
 */
export const PACKAGE_READ_TIMEOUT_MS = 2 * TIMEOUT_MS;
const LATE = Symbol('late');

let pausedUntil = 0;

/**
 * @template T
 * @param {() => Promise<T>} call
 * @returns {Promise<T | typeof LATE>}
 */
async function withinTimeout(call) {
  const timeout = freeLoopTimeout(TIMEOUT_MS);
  try {
    return /** @type {T | typeof LATE} */ (await Promise.race([call(), timeout.elapsed.then(() => LATE)]));
  } finally {
    timeout.cancel();
  }
}

/** @param {string} what */
function startPause(what) {
  metrics().sharedCacheErrors.inc({ reason: 'timeout' });
  pausedUntil = Date.now() + PAUSE_MS;
  console.warn(`Shared cache (REDIS_URL) did not answer ${what} within ${TIMEOUT_MS} ms: pages are rendered without it for ${PAUSE_MS / 1000} s`);
}

/**
 * A read or write that may be left out: its answer, or `fallback` during an outage or on an error.
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} call
 * @param {T} fallback
 * @returns {Promise<T>}
 */
export async function optional(what, call, fallback) {
  if (Date.now() < pausedUntil) return fallback;
  try {
    const result = await withinTimeout(call);
    if (result !== LATE) return result;
    startPause(what);
  } catch (error) {
    metrics().sharedCacheErrors.inc({ reason: 'error' });
    console.warn(`Shared cache (REDIS_URL) ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return fallback;
}

/**
 * A call that must reach the server (a tag revalidation): its answer, or an error.
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} call
 * @returns {Promise<T>}
 */
export async function required(what, call) {
  if (Date.now() < pausedUntil) throw new Error(`Shared cache (REDIS_URL) is unavailable: ${what} was not recorded`);
  const result = await withinTimeout(call).catch((/** @type {unknown} */ error) => {
    metrics().sharedCacheErrors.inc({ reason: 'error' });
    throw error;
  });
  if (result !== LATE) return result;
  startPause(what);
  throw new Error(`Shared cache (REDIS_URL) did not answer ${what} within ${TIMEOUT_MS} ms: it was not recorded`);
}
