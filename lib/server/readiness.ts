import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { cacheServerAnswers } from './cache-server';
import { upstreamBase } from './transport';

/** How long the readiness probe waits for the database before it says "not ready". */
const DATABASE_PROBE_MS = 2000;
/** How long it waits for the shared cache server's PONG. */
const CACHE_PROBE_MS = 1000;

export type CheckResult = 'ok' | 'down' | 'schema outdated' | 'not used';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; cache: CheckResult };
}

async function checkDatabase(): Promise<CheckResult> {
  if (upstreamBase()) return 'not used';
  const { databaseState } = await import('@/lib/backend/readiness');
  // 'schema outdated': the database answers but lacks a migration of this build (`npm run migrate`)
  return databaseState(DATABASE_PROBE_MS);
}

/** The shared cache (REDIS_URL) holds every instance's pages and tag expiries: without it an instance would serve its own. */
async function checkCache(): Promise<CheckResult> {
  const url = settings().REDIS_URL;
  if (!url) return 'not used';
  return (await cacheServerAnswers(url, CACHE_PROBE_MS)) ? 'ok' : 'down';
}

/**
 * Whether this instance should get traffic. With API_URL the storefront keeps no database (the
 * upstream has its own probes, and guest pages are served from the cache while it is away);
 * with the embedded backend, its database must answer. With REDIS_URL the shared cache server
 * must answer too.
 */
export async function checkReadiness(): Promise<Readiness> {
  const [database, cache] = await Promise.all([checkDatabase(), checkCache()]);
  return { ready: database !== 'down' && database !== 'schema outdated' && cache !== 'down', checks: { database, cache } };
}

/** A probe's answer: small JSON, never stored by any cache. */
export function probeResponse(status: 200 | 503, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
