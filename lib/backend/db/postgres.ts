import 'server-only';
import { metrics } from '@/lib/runtime/metrics/registry.mjs';
import { isConnectionError, logDatabaseError, SchemaOutdatedError } from './errors';
import { missingMigrations } from './migrations-state';
import type { Db, DbHandle } from './client';
import * as schema from './schema';
import { traceNodePostgresClient } from './traced-sql';

/** How long an instance keeps trying to reach PostgreSQL when it starts (a server still starting, a restart). */
export const START_WAIT_MS = 30_000;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;
/** A connection the server does not accept within this long (or no pool connection free that long) counts as a connection error (503), not a hang; as long as UPSTREAM_TIMEOUT_MS by default. */
const CONNECT_TIMEOUT_MS = 10_000;
/** Idle connections lost within this long of the last one are the same event (a restart): logged once. */
const IDLE_LOSS_QUIET_MS = 10_000;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('database opening was cancelled'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('database opening was cancelled'));
      },
      { once: true },
    );
  });
}

/**
 * Runs `attempt` until the server accepts it, with doubling pauses up to START_WAIT_MS in all;
 * each wait is logged once. Errors other than connection errors (a wrong password, no such
 * database) are not worth waiting for and end it at once.
 */
export async function whenServerAnswers<T>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const deadline = Date.now() + START_WAIT_MS;
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      const left = deadline - Date.now();
      if (!isConnectionError(error) || left <= 0 || signal?.aborted) throw error;
      const wait = Math.min(delay, left);
      logDatabaseError(`PostgreSQL is not reachable yet, trying again in ${wait} ms`, error);
      await pause(wait, signal);
    }
  }
}

/**
 * Opens a pool on PostgreSQL for an instance: waits for the server (see waitForServer), then
 * checks that every migration of this build is applied, and refuses (SchemaOutdatedError) when
 * not. It never migrates: `npm run migrate` does, once per release, under an advisory lock.
 */
export async function openPostgres(url: string, poolSize: number, signal?: AbortSignal): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection the server ends (a restart, a terminated backend) is not a fault of this
  // process; without a listener pg-pool's 'error' event would crash it. The pool drops that
  // client and opens a new one for the next query, which is how it reconnects after a restart.
  // A restart ends every idle connection at once: one line for the lot, not one per connection.
  // each connection as the pool opens it: pool.query and drizzle's queries both go through it
  pool.on('connect', (client) => traceNodePostgresClient(client as unknown as Parameters<typeof traceNodePostgresClient>[0]));
  let lastIdleLoss = 0;
  pool.on('error', (error) => {
    if (Date.now() - lastIdleLoss > IDLE_LOSS_QUIET_MS) logDatabaseError('the server closed idle connections', error);
    lastIdleLoss = Date.now();
  });
  try {
    await whenServerAnswers(() => pool.query('SELECT 1'), signal);
    const db = drizzle(pool, { schema }) as unknown as Db;
    const missing = await missingMigrations(db);
    if (missing.length > 0) throw new SchemaOutdatedError(missing);
    metrics().sources.pool = pool; // its counts are read on a scrape
    return { db, kind: 'postgres', migrated: [], close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
