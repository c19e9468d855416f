import client from 'prom-client';

/**
 * The one place that names the shop's metrics (docs/decisions/068-metrics.md). Plain JavaScript
 * because the shared-cache handlers (lib/runtime/next-cache, loaded by Next as .mjs) count into it
 * as well as the TypeScript of the instance server and the backend.
 *
 * One registry per process, kept on globalThis under a registered symbol: the instance server
 * (scripts/server.ts, bundled outside Next), Next's route bundles and the cache handlers each
 * load their own copy of this module, and all must count into the same series.
 *
 * Counters are incremented where the event happens; gauges read state that already exists (the
 * pool's counts, the hashing queue, the outbox) only when Prometheus asks, through collect().
 */

const KEY = Symbol.for('secshop.metrics');

/** Request duration buckets (seconds): an API call in milliseconds, a first page render in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * @typedef {{ totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } }} PoolCounts
 * @typedef {{ backlog: number; oldestAgeSeconds: number }} OutboxState
 * @typedef {{ waiting: number; running: number }} HashQueueState
 * @typedef {{
 *   pool?: PoolCounts;
 *   outbox?: () => Promise<OutboxState>;
 *   hashQueue?: () => HashQueueState;
 * }} Sources
 */

/** @param {client.Registry} registry @param {Sources} sources */
function define(registry, sources) {
  const registers = [registry];
  // the backlog and the oldest age come from one query: a scrape collects every metric at once,
  // so both gauges share the read in progress
  /** @type {Promise<OutboxState> | undefined} */
  let outboxRead;
  const readOutbox = (/** @type {() => Promise<OutboxState>} */ read) =>
    (outboxRead ??= outboxState(read).finally(() => {
      outboxRead = undefined;
    }));
  return {
    registry,
    sources,
    requestDuration: new client.Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Requests the instance answered, by route kind (page, admin, api, static) and status, and how long each took.',
      labelNames: /** @type {const} */ (['kind', 'status']),
      buckets: DURATION_BUCKETS,
      registers,
    }),
    requestsInFlight: new client.Gauge({
      name: 'shop_http_requests_in_flight',
      help: 'Requests the instance has received and not yet finished answering.',
      registers,
    }),
    sharedCacheLookups: new client.Counter({
      name: 'shop_shared_cache_lookups_total',
      help: "Reads of the shared cache (REDIS_URL): cache is 'page' (Next's page cache) or 'data' ('use cache'), result 'hit' or 'miss' (an outage's skipped read is a miss).",
      labelNames: /** @type {const} */ (['cache', 'result']),
      registers,
    }),
    sharedCacheErrors: new client.Counter({
      name: 'shop_shared_cache_errors_total',
      help: "Shared cache (REDIS_URL) calls that failed: reason 'error' (the server refused or broke) or 'timeout' (no answer within the outage guard's limit).",
      labelNames: /** @type {const} */ (['reason']),
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit (sign-in, sign-up, password reset and change).',
      registers,
    }),
    ordersPlaced: new client.Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed through this instance (a repeated placing of the same basket is not counted again).',
      registers,
    }),
    poolConnections: new client.Gauge({
      name: 'shop_db_pool_connections',
      help: "PostgreSQL pool connections (DATABASE_URL): state 'total' (open), 'idle', or 'max' (DATABASE_POOL_SIZE).",
      labelNames: /** @type {const} */ (['state']),
      registers,
      collect() {
        const pool = sources.pool;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        if (pool.options.max !== undefined) this.set({ state: 'max' }, pool.options.max);
      },
    }),
    poolWaiting: new client.Gauge({
      name: 'shop_db_pool_waiting_queries',
      help: 'Queries waiting for a free PostgreSQL pool connection (all connections busy); 0 without DATABASE_URL.',
      registers,
      collect() {
        if (sources.pool) this.set(sources.pool.waitingCount);
      },
    }),
    outboxBacklog: new client.Gauge({
      name: 'shop_mail_outbox_backlog',
      help: 'Mails in the outbox still to be sent (queued or waiting for a retry); -1 when the database did not answer.',
      registers,
      async collect() {
        if (sources.outbox) this.set((await readOutbox(sources.outbox)).backlog);
      },
    }),
    outboxOldestAge: new client.Gauge({
      name: 'shop_mail_outbox_oldest_age_seconds',
      help: 'Age of the oldest mail still to be sent, 0 when none; -1 when the database did not answer.',
      registers,
      async collect() {
        if (sources.outbox) this.set((await readOutbox(sources.outbox)).oldestAgeSeconds);
      },
    }),
    hashQueue: new client.Gauge({
      name: 'shop_sign_in_hash_queue_length',
      help: 'Password hashes (sign-in, sign-up) waiting for a hashing slot.',
      registers,
      collect() {
        if (sources.hashQueue) this.set(sources.hashQueue().waiting);
      },
    }),
    hashesRunning: new client.Gauge({
      name: 'shop_sign_in_hashes_running',
      help: 'Password hashes running now (at most one per hashing slot).',
      registers,
      collect() {
        if (sources.hashQueue) this.set(sources.hashQueue().running);
      },
    }),
  };
}

/**
 * The outbox's state, or -1 for both when the database does not answer: a scrape still answers
 * with every other figure, and the backlog alert sees the failure.
 * @param {() => Promise<OutboxState>} read
 * @returns {Promise<OutboxState>}
 */
async function outboxState(read) {
  try {
    return await read();
  } catch {
    return { backlog: -1, oldestAgeSeconds: -1 };
  }
}

/** @typedef {ReturnType<typeof define>} Metrics */

/**
 * A registry with every metric of the shop, as each process makes one on first use (`metrics()`);
 * the load bench's tests make their own to read its text as an instance's.
 * @returns {Metrics}
 */
export function createMetrics() {
  const registry = new client.Registry();
  // process and Node figures: CPU, RSS, heap, event-loop lag (its percentiles), handles, GC
  client.collectDefaultMetrics({ register: registry });
  return define(registry, {});
}

/**
 * The process's metrics, made on first use.
 * @returns {Metrics}
 */
export function metrics() {
  const holder = /** @type {Record<symbol, Metrics | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= createMetrics());
}
