import { connection } from 'next/server';
import { isStopping } from '@/lib/runtime/instance/graceful-stop';
import { isWarming } from '@/lib/runtime/warm/warm-cache';
import { checkReadiness, probeResponse, readinessStatus } from '@/lib/server/readiness';

/**
 * Readiness: 200 when this instance can serve ("degraded" and the shared dependency named while
 * PostgreSQL or Redis is down for every instance), 503 when its own state stops it (its embedded
 * database, a missing migration, warming the shared cache at start, stopping).
 */
export async function GET() {
  await connection();
  if (isStopping()) return probeResponse(503, { status: 'stopping' });
  // rendering the catalogue into the shared cache first (docs/decisions/072-warm-cache.md), within WARM_SECONDS
  if (isWarming()) return probeResponse(503, { status: 'warming' });
  const readiness = await checkReadiness();
  return probeResponse(readiness.ready ? 200 : 503, { status: readinessStatus(readiness), checks: readiness.checks });
}
