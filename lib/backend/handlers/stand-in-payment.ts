import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { standInChoicePayloadSchema } from '@/lib/contract/schemas/card-payment';
import { log } from '@/lib/runtime/instance/log';
import { runAfterResponse } from '../auth/background';
import { money, notFound, ok } from '../http';
import { withBody } from '../request-body';
import type { Handler } from '../router';
import type { Db } from '../db/client';
import { standInPayments } from '../db/schema';
import { activeProvider } from '../payments/active-provider';
import { chooseOnStandIn, standInNotificationUrl, standInPayment, standInReturnPath, type StandInRow } from '../payments/stand-in';
import { paymentNotify } from './card-payments';

/** How much later a "late" notification is sent than the customer is sent back (docs/decisions/061-card-payments.md). */
export const LATE_NOTIFICATION_MS = 3000;

const OUTCOME = { pay: 'paid', decline: 'failed', cancel: 'cancelled' } as const;

/** The stand-in answers only while it is the active provider: with GoPay's keys set it takes no payments. */
async function activeStandIn(db: Db, id: string | undefined): Promise<StandInRow | null> {
  if (activeProvider().name !== 'stand-in' || !id) return null;
  return standInPayment(db, id);
}

/**
 * Delivers the notification of the payment's state now to the shop's notify call, in this process: the
 * stand-in is part of the backend it notifies, and the shop's public address (SITE_URL) need not reach
 * this process (behind a proxy, in a test on its own port). The request is the one GoPay would send,
 * verified by the same handler; resolves with the shop's status (docs/decisions/061-card-payments.md).
 */
async function deliverNotification(db: Db, row: StandInRow): Promise<number> {
  const url = new URL(await standInNotificationUrl(db, row));
  await db
    .update(standInPayments)
    .set({ notifications: sql`${standInPayments.notifications} + 1` })
    .where(eq(standInPayments.id, row.id));
  const response = await paymentNotify({ request: new Request(url), url, params: { provider: 'stand-in' }, db, session: async () => null });
  return response.status;
}

/** Sends the notification; a shop that refuses it is logged, as a provider would retry later. */
async function notify(db: Db, row: StandInRow): Promise<void> {
  try {
    const status = await deliverNotification(db, row);
    if (status !== 200) log().warn({ status }, 'stand-in payment: the shop did not accept the notification');
  } catch (error) {
    log().warn({ err: error }, 'stand-in payment: the notification could not be sent');
  }
}

/** GET /x/stand-in-payment/{id}: what the stand-in's payment page shows. */
export const getStandInPayment: Handler = async ({ db, params }) => {
  const row = await activeStandIn(db, params.id);
  if (!row) return notFound('payment');
  return ok({ payment: { id: row.id, order_number: row.orderNumber, amount: money(row.amountCents), currency: row.currency, state: row.state } });
};

/**
 * POST /x/stand-in-payment/{id} `{ action, notify? }`: the customer pays, declines or cancels on the
 * stand-in's page; it notifies the shop (now, `late` after the answer, or `twice`) and answers where
 * to send the customer back. A second choice changes nothing and notifies the first outcome again.
 */
export const chooseStandInPayment: Handler = withBody(standInChoicePayloadSchema, async ({ db, params }, body) => {
  const found = await activeStandIn(db, params.id);
  if (!found) return notFound('payment');
  const row = (await chooseOnStandIn(db, found.id, OUTCOME[body.action])) ?? found;
  const mode = body.notify ?? 'now';
  if (mode === 'late') {
    runAfterResponse('late stand-in notification', async () => {
      await new Promise((resolve) => setTimeout(resolve, LATE_NOTIFICATION_MS));
      await notify(db, row);
    });
  } else {
    await notify(db, row);
    if (mode === 'twice') await notify(db, row);
  }
  return ok({ return_url: standInReturnPath(row) });
});

/** e2e only: the stand-in sends its notification of the payment's state once more (a late duplicate); answers the shop's status. */
export const resendStandInNotification: Handler = async ({ db, params }) => {
  const row = await activeStandIn(db, params.id);
  if (!row) return notFound('payment');
  return ok({ status: await deliverNotification(db, row) });
};
