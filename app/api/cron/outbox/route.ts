import { connection } from 'next/server';
import { handleOutboxCron } from '@/lib/server/outbox-cron';

/** The outbox's scheduled pass (Vercel Cron, vercel.json; logic in lib/server/outbox-cron). */
export async function GET(request: Request) {
  // At request time, always: without it the build prerendered the answer it got without
  // CRON_SECRET (a 404), and Vercel and `next start` served that stored answer to every cron call.
  await connection();
  return handleOutboxCron(request);
}
