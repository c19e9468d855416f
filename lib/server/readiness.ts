import 'server-only';
import { upstreamBase } from './transport';

/** How long the readiness probe waits for the database before it says "not ready". */
const DATABASE_PROBE_MS = 2000;

export type CheckResult = 'ok' | 'down' | 'schema outdated' | 'not used';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult };
}

/**
 * Whether this instance should get traffic. With API_URL the storefront keeps no database (the
 * upstream has its own probes, and guest pages are served from the cache while it is away), so
 * it is ready once it answers; with the embedded backend, its database must answer.
 */
export async function checkReadiness(): Promise<Readiness> {
  if (upstreamBase()) return { ready: true, checks: { database: 'not used' } };
  const { databaseState } = await import('@/lib/backend/readiness');
  // 'schema outdated': the database answers but lacks a migration of this build (`npm run migrate`)
  const database = await databaseState(DATABASE_PROBE_MS);
  return { ready: database === 'ok', checks: { database } };
}

/** A probe's answer: small JSON, never stored by any cache. */
export function probeResponse(status: 200 | 503, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
