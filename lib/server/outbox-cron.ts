import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { sendsBearerToken } from '@/lib/runtime/instance/bearer-token';
import { log } from '@/lib/runtime/instance/log';

export interface OutboxCronDeps {
  /** CRON_SECRET; unset turns the route off (404) */
  secret: string | undefined;
  /** One pass over the outbox; undefined when this deployment has no embedded backend (API_URL): its outbox is the real backend's. */
  sendDue: (() => Promise<{ mail: number; eInvoices: number }>) | undefined;
}

const defaultDeps = (): OutboxCronDeps => ({
  secret: settings().CRON_SECRET,
  sendDue: settings().API_URL
    ? undefined
    : async () => {
        // loaded on demand, as the transport loads the backend: a storefront on API_URL never imports it
        const { sendOutboxNow } = await import('@/lib/backend/mail/outbox-worker');
        return sendOutboxNow();
      },
});

function json(status: number, body: object): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * GET /api/cron/outbox: sends the mail and e-invoices due now (retries, and what a function frozen
 * after its response left), for a scheduler: Vercel Cron (vercel.json) sends
 * `Authorization: Bearer <CRON_SECRET>`. Long-running instances poll on their own (MAIL_POLL_SECONDS)
 * and need no cron. Answers the rows it claimed; 503 when the database cannot be read (the next run
 * tries again, nothing is lost: the rows stay due).
 */
export async function handleOutboxCron(request: Request, deps: OutboxCronDeps = defaultDeps()): Promise<Response> {
  if (!deps.secret) return json(404, { success: false });
  if (!sendsBearerToken(request.headers.get('authorization'), deps.secret)) return json(401, { success: false });
  if (!deps.sendDue) return json(200, { success: true, sent: { mail: 0, eInvoices: 0 } });
  try {
    return json(200, { success: true, sent: await deps.sendDue() });
  } catch (error) {
    log().error({ err: error }, 'mail: the outbox could not be read');
    return json(503, { success: false });
  }
}
