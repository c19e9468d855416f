import { connection } from 'next/server';
import { probeResponse } from '@/lib/server/readiness';

/** Liveness: the process answers. Touches nothing else, so a slow database never restarts it. */
export async function GET() {
  await connection();
  return probeResponse(200, { status: 'ok' });
}
