import { handleOutboxCron } from '@/lib/server/outbox-cron';

/** The outbox's scheduled pass (Vercel Cron, vercel.json; logic in lib/server/outbox-cron). */
export function GET(request: Request) {
  return handleOutboxCron(request);
}
