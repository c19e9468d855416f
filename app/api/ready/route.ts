import { connection } from 'next/server';
import { checkReadiness, probeResponse } from '@/lib/server/readiness';

/** Readiness: 200 when this instance can serve customers, 503 (and what is down) when not. */
export async function GET() {
  await connection();
  const { ready, checks } = await checkReadiness();
  return probeResponse(ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks });
}
