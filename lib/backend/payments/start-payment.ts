import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import { API_PREFIX } from '@/lib/contract/client';
import { siteUrl } from '@/lib/runtime/config/shop';
import { paymentReturnPath } from '@/lib/shop/urls/payment-paths';
import { readableOrder } from '../accounts/scope';
import type { Person } from '../accounts/account';
import type { Db } from '../db/client';
import { cardPayments, orders } from '../db/schema';
import { activeProvider, providerNamed } from './active-provider';
import { isPaymentState, type CardPaymentProvider, type PaymentState } from './provider';
import { recordAndSend } from './record-state';

type OrderRow = typeof orders.$inferSelect;

export type StartOutcome = { kind: 'started'; redirectUrl: string } | { kind: 'refused'; status: number; errors: ErrorItem[] };

/** The notify URL of a provider: the shop's public address, so it works behind the storefront's proxy too. */
export function notifyUrl(provider: CardPaymentProvider): string {
  return `${siteUrl()}${API_PREFIX}/x/payment-notify/${provider.name}`;
}

/**
 * Asks the provider about the order's attempts still waiting and records what it says (a customer
 * who paid in a tab left open, a notification not yet arrived); resolves with the order's state.
 */
export async function refreshWaiting(db: Db, order: OrderRow): Promise<PaymentState | null> {
  const stored = order.paymentState;
  if (stored !== 'waiting') return stored !== null && isPaymentState(stored) ? stored : null;
  const waiting = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.orderId, order.id), eq(cardPayments.state, 'waiting')))
    .orderBy(desc(cardPayments.id));
  let state: PaymentState = 'waiting';
  for (const attempt of waiting) {
    const provider = providerNamed(attempt.provider);
    if (!provider) continue;
    const now = await provider.fetchState(db, attempt.providerPaymentId);
    if (!now || now === 'waiting') continue;
    const recorded = await recordAndSend(db, provider.name, attempt.providerPaymentId, now);
    if (recorded.kind === 'recorded') state = recorded.orderState;
  }
  return state;
}

const refused = (status: number, code: string): StartOutcome => ({ kind: 'refused', status, errors: [{ key: 'payment', code }] });

/**
 * Starts a card payment of a card order the person may read that is not paid yet
 * (docs/decisions/061-card-payments.md): a new attempt at the active provider for the order's total
 * with VAT, returning to the order's payment outcome page.
 */
export async function startCardPayment(db: Db, customer: Person & { email: string }, orderId: number): Promise<StartOutcome> {
  const order = await readableOrder(db, customer, orderId);
  if (!order) return { kind: 'refused', status: 404, errors: [{ key: 'order', code: 'messages.order.notFound' }] };
  if (order.paymentState === null) return refused(409, 'messages.payment.notCard');
  if ((await refreshWaiting(db, order)) === 'paid') return refused(409, 'messages.payment.alreadyPaid');
  const provider = activeProvider();
  const amountCents = order.totalExcVatCents + order.vatCents;
  const created = await provider.create(db, {
    amountCents,
    currency: 'EUR',
    orderNumber: order.number,
    email: customer.email,
    returnUrl: `${siteUrl()}${paymentReturnPath(order.id)}`,
    notifyUrl: notifyUrl(provider),
  });
  await db.transaction(async (tx) => {
    await tx.insert(cardPayments).values({ orderId: order.id, provider: provider.name, providerPaymentId: created.paymentId, amountCents });
    // a payment paid meanwhile (a late notification) stays paid
    const [locked] = await tx.select({ state: orders.paymentState }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.state !== 'paid') await tx.update(orders).set({ paymentState: 'waiting' }).where(eq(orders.id, order.id));
  });
  return { kind: 'started', redirectUrl: created.redirectUrl };
}
