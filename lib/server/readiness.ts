import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { log } from '@/lib/runtime/instance/log';
import { cacheServerAnswers } from './cache-server';
import { upstreamBase } from './transport';

/** How long the readiness probe waits for the database before it says "not ready". */
const DATABASE_PROBE_MS = 2000;
/** How long it waits for the shared cache server's PONG. */
const CACHE_PROBE_MS = 1000;

export type CheckResult = 'ok' | 'down' | 'schema outdated' | 'not used';

export interface Readiness {
  /** Whether this instance should get traffic: only its own state decides (docs/deploying.md#probes). */
  ready: boolean;
  /** A shared dependency is down: the instance serves (pages from cache or the database, customer calls 503), and says so. */
  degraded: boolean;
  checks: { database: CheckResult; cache: CheckResult };
}

async function checkDatabase(): Promise<CheckResult> {
  if (upstreamBase()) return 'not used';
  const { databaseState } = await import('@/lib/backend/readiness');
  // 'schema outdated': the database answers but lacks a migration of this build (`npm run migrate`)
  return databaseState(DATABASE_PROBE_MS);
}

/** The shared cache (REDIS_URL) holds every instance's pages and tag expiries; without it an instance renders from the database. */
async function checkCache(): Promise<CheckResult> {
  const url = settings().REDIS_URL;
  if (!url) return 'not used';
  return (await cacheServerAnswers(url, CACHE_PROBE_MS)) ? 'ok' : 'down';
}

/**
 * Whether this instance should get traffic. A load balancer routes on this answer, so a dependency
 * every instance shares (PostgreSQL at DATABASE_URL, the Redis at REDIS_URL) that is down must not
 * take every instance out at once: each would answer 503 and a cache outage would become a full
 * outage, although guest pages are still served. Such an outage is reported (`degraded`, the
 * check named, the log) and the instance stays ready. What is the instance's own decides: the
 * embedded PGlite database in DATA_DIR, and a database without this build's migrations (a release
 * that must not get traffic yet). With API_URL the storefront keeps no database.
 */
export async function checkReadiness(): Promise<Readiness> {
  const [database, cache] = await Promise.all([checkDatabase(), checkCache()]);
  const sharedDatabase = Boolean(settings().DATABASE_URL);
  const ownFailure = database === 'schema outdated' || (database === 'down' && !sharedDatabase);
  const sharedDown = [database === 'down' && sharedDatabase && 'database', cache === 'down' && 'cache'].filter(Boolean).join(', ');
  reportSharedOutage(sharedDown);
  return { ready: !ownFailure, degraded: sharedDown !== '', checks: { database, cache } };
}

let reportedOutage = '';

/** One line when a shared dependency goes down or comes back, not one per probe (a balancer asks every few seconds). */
function reportSharedOutage(down: string) {
  if (down === reportedOutage) return;
  if (down) log().warn({ down }, `ready: shared ${down} down; this instance keeps serving (degraded)`);
  else log().info({ was: reportedOutage }, 'ready: shared dependencies answer again');
  reportedOutage = down;
}

/** The probe's status word: ready, ready while a shared dependency is down, or not ready. */
export function readinessStatus({ ready, degraded }: Readiness): 'ready' | 'degraded' | 'unavailable' {
  if (!ready) return 'unavailable';
  return degraded ? 'degraded' : 'ready';
}

/** A probe's answer: small JSON, never stored by any cache. */
export function probeResponse(status: 200 | 503, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
