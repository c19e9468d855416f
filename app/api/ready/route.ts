import { connection } from 'next/server';
import { isStopping } from '@/lib/runtime/instance/graceful-stop';
import { checkReadiness, probeResponse, readinessStatus } from '@/lib/server/readiness';

/**
 * Readiness: 200 when this instance can serve ("degraded" and the shared dependency named while
 * PostgreSQL or Redis is down for every instance), 503 when its own state stops it (its embedded
 * database, a missing migration, stopping).
 */
export async function GET() {
  await connection();
  if (isStopping()) return probeResponse(503, { status: 'stopping' });
  const readiness = await checkReadiness();
  return probeResponse(readiness.ready ? 200 : 503, { status: readinessStatus(readiness), checks: readiness.checks });
}
