import { connection } from 'next/server';
import { isStopping } from '@/lib/runtime/instance/graceful-stop';
import { checkReadiness, probeResponse } from '@/lib/server/readiness';

/** Readiness: 200 when this instance can serve customers, 503 (and what is down, or that it is stopping) when not. */
export async function GET() {
  await connection();
  if (isStopping()) return probeResponse(503, { status: 'stopping' });
  const { ready, checks } = await checkReadiness();
  return probeResponse(ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks });
}
