import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cardPayments, customers, invoices, orders } from '../db/schema';
import { queueMail } from '../mail/outbox';
import { kickMailSender } from '../mail/outbox-worker';
import { paymentReceivedMail } from '../mail/templates/payment-received';
import { isPaymentState, type PaymentState, type ProviderName } from './provider';

export type RecordOutcome = { kind: 'unknown' } | { kind: 'recorded'; orderId: number; orderState: PaymentState; becamePaid: boolean };

/** A stored state as a PaymentState (anything else reads as waiting). */
function asState(value: string | null): PaymentState {
  return value !== null && isPaymentState(value) ? value : 'waiting';
}

/** An attempt's next state: `paid` is final; a failed or cancelled attempt can still turn out paid; `waiting` never undoes an outcome. */
function nextAttemptState(current: PaymentState, reported: PaymentState): PaymentState {
  if (current === 'paid' || reported === 'waiting') return current;
  if (current === 'waiting' || reported === 'paid') return reported;
  return current;
}

/**
 * Records what a verified notification (or the provider's answer to "fetch state") says of one
 * payment, in one transaction with the order's row locked (docs/decisions/061-card-payments.md): the
 * attempt's state; the order's, which is `paid` once any attempt is, else the latest attempt's. The
 * order turns paid once: then it keeps when it was paid, its invoice is settled and the one
 * "Platba prijatá" mail is queued. A duplicate or late notification after that changes nothing.
 */
export async function recordPaymentState(db: Db, provider: ProviderName, paymentId: string, reported: PaymentState): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: cardPayments.orderId })
      .from(cardPayments)
      .where(and(eq(cardPayments.provider, provider), eq(cardPayments.providerPaymentId, paymentId)))
      .limit(1);
    if (!found) return { kind: 'unknown' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [attempt] = await tx
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.provider, provider), eq(cardPayments.providerPaymentId, paymentId)));
    if (!order || !attempt) return { kind: 'unknown' };
    const now = new Date();
    const attemptState = nextAttemptState(asState(attempt.state), reported);
    if (attemptState !== attempt.state) await tx.update(cardPayments).set({ state: attemptState, updatedAt: now }).where(eq(cardPayments.id, attempt.id));
    if (order.paymentState === 'paid') return { kind: 'recorded', orderId: order.id, orderState: 'paid', becamePaid: false };
    if (attemptState === 'paid') {
      await tx.update(orders).set({ paymentState: 'paid', paidAt: now }).where(eq(orders.id, order.id));
      await tx.update(invoices).set({ notPaidCents: 0 }).where(eq(invoices.orderId, order.id));
      const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customerId));
      if (customer) {
        const content = paymentReceivedMail({ number: order.number, orderId: order.id, amountCents: attempt.amountCents });
        await queueMail(tx, { to: customer.email, kind: 'payment-received', ...content });
      }
      return { kind: 'recorded', orderId: order.id, orderState: 'paid', becamePaid: true };
    }
    // an older attempt's outcome does not speak for the order once a newer attempt was started
    const [latest] = await tx
      .select({ id: cardPayments.id })
      .from(cardPayments)
      .where(eq(cardPayments.orderId, order.id))
      .orderBy(desc(cardPayments.id))
      .limit(1);
    const orderState = latest?.id === attempt.id ? attemptState : asState(order.paymentState);
    if (orderState !== order.paymentState) await tx.update(orders).set({ paymentState: orderState }).where(eq(orders.id, order.id));
    return { kind: 'recorded', orderId: order.id, orderState, becamePaid: false };
  });
}

/** recordPaymentState, then the mail it queued sent at once rather than at the next poll (after the commit). */
export async function recordAndSend(db: Db, provider: ProviderName, paymentId: string, reported: PaymentState): Promise<RecordOutcome> {
  const outcome = await recordPaymentState(db, provider, paymentId, reported);
  if (outcome.kind === 'recorded' && outcome.becamePaid) kickMailSender();
  return outcome;
}
